import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { findChunkCycle, sharedChunkOf } from './scripts/chunk-groups.ts';

// The browser app. `vite` serves it on 5173 and forwards /api to the server on 3000; `vite build`
// writes dist/web, which the server serves in production (SPA fallback to index.html, /assets/*
// cached immutably because every file name there carries a content hash).
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      // The shared groups below are built without Rolldown's dependency capture: that is sound only while
      // no chunk imports, directly or not, a chunk that imports it (scripts/chunk-groups.ts).
      name: 'no-chunk-cycles',
      apply: 'build',
      generateBundle(_options, bundle) {
        const imports = new Map<string, readonly string[]>();
        for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') imports.set(file, output.imports);
        const cycle = findChunkCycle(imports);
        if (cycle) this.error(`Chunks import each other in a circle: ${cycle.join(' → ')}`);
      },
    },
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The server reads it to preload the member area's chunk for people who are signed in.
    manifest: true,
    rolldownOptions: {
      // Two pages: the app, and the light public site the server gives visitors (src/web/site).
      input: { app: 'index.html', site: 'site.html' },
      output: {
        // Long-lived vendor chunks, so a release of our own code does not invalidate them in browsers'
        // caches. The member and admin areas split off by themselves (dynamic imports in app/router.tsx).
        // Lucide's icons go with the code that draws them, never in one 'icons' file (that cost the public
        // home 5.6 KB and the member home 2.6 KB gzipped): the small modules both homes or the member pages
        // share are gathered by where they are used instead (decision 048).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Loaded with the first toast (lib/notify.ts).
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
            {
              name: (id, graph) => sharedChunkOf(id, graph),
              debugName: 'shared by where it is used',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  preview: { port: 5173 },
});
