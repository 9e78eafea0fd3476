import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/server/db/migrations/', 'playwright-report/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // TypeScript checks undefined names; the few .mjs scripts run on Node, whose globals it knows.
      'no-undef': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The browser and the shared contracts never import server code, the database or Node.
    files: ['src/web/**/*.{ts,tsx}', 'src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'better-auth/adapters/*'], message: 'The browser and common code must not import server or database code.' },
            { group: ['node:*'], message: 'The browser and common code must not import Node modules.' },
          ],
        },
      ],
    },
  },
);
