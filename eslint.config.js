import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** The browser and the shared contracts never use the database's or Node's packages (server code: see below). */
const BROWSER_IMPORTS = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'better-auth/adapters/*'],
    message: 'The browser and common code must not import server or database code.',
  },
  { group: ['node:*'], message: 'The browser and common code must not import Node modules.' },
];

// Feature boundaries (README, 'How it is built'). A feature imports its own files, src/common and, in the
// browser, src/web/lib and src/web/components; never another feature's files, and never the app that
// composes the features. import-x/no-restricted-paths resolves each import (dynamic import() too) to the
// file it names and judges that file, so '../posts/service', '../../features/posts/service' and
// '../../../server/features/posts/service' are one import. An import that names no file is left to
// TypeScript, which refuses it.
const featuresOf = (side) =>
  readdirSync(`${ROOT}/src/${side}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverFeatures = featuresOf('server');
/** Paths are relative to the `from` folder of a zone, src/server/features. */
const serverPublicModules = serverFeatures
  .filter((feature) => existsSync(`${ROOT}/src/server/features/${feature}/public.ts`))
  .map((feature) => `./${feature}/public.ts`);

const BOUNDARY_ZONES = [
  ...serverFeatures.map((feature) => ({
    target: `src/server/features/${feature}`,
    from: 'src/server/features',
    except: [`./${feature}`, ...serverPublicModules],
    message:
      'A server feature must not import another feature; use that feature\u2019s declared public module (features/<name>/public.ts) if it has one.',
  })),
  ...featuresOf('web').map((feature) => ({
    target: `src/web/features/${feature}`,
    from: 'src/web/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature\u2019s files: move what both need into src/common, src/web/lib or src/web/components, or let src/web/app compose them.',
  })),
  {
    // src/web/<anything but lib and components>: the app, the public site's entry, main.tsx.
    target: 'src/web/features',
    from: 'src/web',
    except: ['./features', './lib', './components'],
    message:
      'A feature may import only src/common, src/web/lib, src/web/components and its own files; src/web/app composes the features, not the other way round.',
  },
  {
    target: ['src/web/lib', 'src/web/components'],
    from: ['src/web/features', 'src/web/app', 'src/web/site'],
    message: 'src/web/lib and src/web/components are shared by every feature: they must not import a feature or the app.',
  },
  {
    target: ['src/web', 'src/common'],
    from: 'src/server',
    message: 'The browser and common code must not import server or database code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'src/server/db/migrations/',
      'playwright-report/',
      'test-results/',
      'tests/lint-fixtures/',
    ],
  },
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
    files: ['src/web/**/*.{ts,tsx}', 'src/common/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: BROWSER_IMPORTS }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/common/**/*.ts', 'src/server/features/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The project's own files are imported without their extension, as TypeScript's Bundler resolution allows.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }] },
  },
);
