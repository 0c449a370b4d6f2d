// Lint with import boundaries (ARCHITECTURE.md conventions 2 and 10):
// features never import each other; lib and components never import features;
// the app never imports the server; the contract imports no Node or DOM API.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APP_FEATURES = 'packages/app/src/features';
const features = readdirSync(APP_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./${APP_FEATURES}/${feature}`,
  from: `./${APP_FEATURES}`,
  except: [`./${feature}`],
  message: 'Features never import each other: compose them in src/app, or move shared code to src/lib or src/components.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.tsbuildinfo', '.e2e-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/app/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            {
              target: ['./packages/app/src/lib', './packages/app/src/components'],
              from: `./${APP_FEATURES}`,
              message: 'Shared code never imports features.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@stay/server', '@stay/server/*'], message: 'The app never imports the server.' }] },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'https', 'url', 'buffer', 'stream', 'child_process'], message: 'The contract imports no Node API.' },
            { group: ['react', 'react-dom', '@ionic/*', '@stay/server', '@stay/app'], message: 'The contract depends only on zod and date-fns.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require'],
    },
  },
);
