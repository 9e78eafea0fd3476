import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser app. `vite` serves it on 5173 and forwards /api to the server on 3000; `vite build`
// writes dist/web, which the server serves in production (SPA fallback to index.html, /assets/*
// cached immutably because every file name there carries a content hash).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 5173 },
});
