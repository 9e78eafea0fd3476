import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The browser and the shared contracts never import server code, the database or Node. */
const BROWSER_IMPORTS = [
  {
    group: ['**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'better-auth/adapters/*'],
    message: 'The browser and common code must not import server or database code.',
  },
  { group: ['node:*'], message: 'The browser and common code must not import Node modules.' },
];

// Feature boundaries (README, 'How it is built'). A feature imports its own files, src/common and, in the
// browser, src/web/lib and src/web/components; never another feature's files, and never the app that
// composes the features. no-restricted-imports reads an import as it is written, so the rule is spelt
// per folder depth: from a file N folders below features/, exactly N '../' lead to features/ itself, and
// N + 1 to the src/web (or src/server) folder around it. Dynamic import() is not checked (only app/ uses it).
const FEATURE_DEPTHS = [1, 2, 3, 4];
const up = (times) => `(\\.\\./){${times}}`;
const featuresOf = (side) =>
  readdirSync(new URL(`./src/${side}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const filesAtDepth = (folder, depth) => `${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;

/** The no-restricted-imports patterns of a file `depth` folders below src/<side>/features/<feature>/. */
function featureImportPatterns(side, feature, depth, allowed = []) {
  const allowedHere = allowed.map((specifier) => `(?!${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$)`).join('');
  const patterns = [
    {
      // features/Y/..., except (on the server) Y's declared public module, features/Y/public.
      regex: `^${allowedHere}${up(depth)}(?!${feature}(/|$))${side === 'server' ? '(?![^/]+/public$)' : ''}[^./]`,
      message:
        side === 'server'
          ? 'A server feature must not import another feature; use that feature\u2019s declared public module (features/<name>/public.ts) if it has one.'
          : 'A feature must not import another feature\u2019s files: move what both need into src/common, src/web/lib or src/web/components, or let src/web/app compose them.',
    },
  ];
  if (side === 'web') {
    patterns.push({
      // src/web/<anything but lib and components>: the app, the public site's entry, another way into features/.
      regex: `^${up(depth + 1)}(?!(lib|components)(/|$))[^./]`,
      message:
        'A feature may import only src/common, src/web/lib, src/web/components and its own files; src/web/app composes the features, not the other way round.',
    });
  }
  return patterns;
}

function featureBoundaries(side) {
  return featuresOf(side).flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => ({
      files: [filesAtDepth(`src/${side}/features/${feature}`, depth)],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...(side === 'web' ? BROWSER_IMPORTS : []), ...featureImportPatterns(side, feature, depth)] },
        ],
      },
    })),
  );
}

/** src/web/lib and src/web/components sit below the features: they import neither features nor the app. */
const sharedBrowserCode = [1, 2, 3].map((depth) => ({
  files: [filesAtDepth('src/web/lib', depth), filesAtDepth('src/web/components', depth)],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...BROWSER_IMPORTS,
          {
            regex: `^${up(depth)}(features|app|site)(/|$)`,
            message: 'src/web/lib and src/web/components are shared by every feature: they must not import a feature or the app.',
          },
        ],
      },
    ],
  },
}));

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
  // The blocks below replace the one above for the files they match (a rule's options do not add up
  // across blocks), so each carries the browser's patterns too.
  ...featureBoundaries('web'),
  ...featureBoundaries('server'),
  ...sharedBrowserCode,
);
