// Lint with import boundaries:
// features never import each other; lib and components never import features;
// the app never imports the server; the contract imports no Node or DOM API.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const APP_SRC = 'packages/app/src';
const APP_FEATURES = `${APP_SRC}/features`;
const features = readdirSync(APP_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./${APP_FEATURES}/${feature}`,
  from: `./${APP_FEATURES}`,
  except: [`./${feature}`],
  message: 'Features never import each other: compose them in src/app, or move shared code to src/domains, src/lib or src/components.',
}));

// Server modules (packages/server/src/modules/<name>) talk to each other only through their index.ts.
const SERVER_MODULES = 'packages/server/src/modules';
const serverModules = readdirSync(SERVER_MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModuleZones = serverModules.map((name) => ({
  target: `./${SERVER_MODULES}/${name}`,
  from: `./${SERVER_MODULES}`,
  except: [`./${name}`, ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: "Import another server module only through its index.ts ('../<module>'); export what it should share there.",
}));

const CLOCK_READS = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Take `now` from the request context (ctx.now) or the platform clock; only platform/clock.ts reads the system clock.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Take `now` from the request context (ctx.now) or the platform clock; only platform/clock.ts reads the system clock.',
  },
];

/** What the contract may not import: it is shared by the server and the app, and depends only on zod and date-fns. */
const CONTRACT_IMPORT_PATTERNS = [
  { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'https', 'url', 'buffer', 'stream', 'child_process'], message: 'The contract imports no Node API.' },
  { group: ['react', 'react-dom', '@ionic/*', '@stay/server', '@stay/app'], message: 'The contract depends only on zod and date-fns.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'packages/server/test-build/**', 'data/**', '**/*.tsbuildinfo', '.e2e-data/**'] },
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
            // Layers: app → features → domains → lib and components; nothing imports a layer above itself.
            {
              target: [`./${APP_SRC}/lib`, `./${APP_SRC}/components`],
              from: [`./${APP_SRC}/domains`, `./${APP_FEATURES}`, `./${APP_SRC}/app`],
              message: 'lib and components are the bottom layer: they never import domains, features or app.',
            },
            {
              target: `./${APP_SRC}/domains`,
              from: [`./${APP_FEATURES}`, `./${APP_SRC}/app`],
              message: 'Domains never import features or app: features build on domains, not the other way round.',
            },
            {
              target: `./${APP_FEATURES}`,
              from: `./${APP_SRC}/app`,
              message: 'Features never import app: the app composes features.',
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
  { ...reactHooks.configs.flat.recommended, files: ['packages/app/**/*.{ts,tsx}'] },
  {
    files: ['packages/contract/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: CONTRACT_IMPORT_PATTERNS }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require'],
    },
  },
  {
    // What /login and the first views run at start: building zod (its classes and the first schemas) would cost a
    // phone tens of milliseconds before the first paint. Schemas of these values live beside them (role-schema.ts,
    // language-schema.ts, account.ts's emailSchema).
    files: [
      'packages/contract/src/roles.ts',
      'packages/contract/src/entities/language.ts',
      'packages/contract/src/rules/{email,landing,permissions,reservation,stay-times,chat-guards}.ts',
      'packages/contract/src/time/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...CONTRACT_IMPORT_PATTERNS, { group: ['zod', 'zod/*'], message: 'The modules /login and the first views run at start build no zod schema.' }] },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/server/tsconfig.json' })],
      // no-cycle reads the imported files too: parse them as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModuleZones,
            {
              target: './packages/server/src',
              from: './packages/server/test',
              message: 'Production code never imports tests or test harnesses (packages/server/test).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['vitest', 'vitest/*'], message: 'Production code never imports vitest: tests live in packages/server/test.' }] },
      ],
      'import-x/no-cycle': 'error',
      'no-restricted-syntax': ['error', ...CLOCK_READS],
    },
  },
  {
    // Tests, test support, the clock itself and the command-line tools (run once, outside any request) may read the
    // system clock.
    files: [
      'packages/server/src/platform/clock.ts',
      'packages/server/src/cli/**',
      'packages/server/test/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/server/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The demo writes through module surfaces only: the server's package entries (`@stay/server/seeding`,
    // `@stay/server/start-server`, `@stay/server/test-support` for its tests), never a database driver or a file of
    // packages/server, and no query of its own.
    files: ['packages/demo/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['kysely', 'kysely/*', 'pg', 'pg/*', 'better-sqlite3'], message: 'The demo reads and writes through the modules (@stay/server/seeding), never the database itself.' },
            { group: ['**/server/src', '**/server/src/**', '**/server/test', '**/server/test/**', '@stay/server/src/*', '@stay/server/test/*'], message: "Import the server only through its package entries ('@stay/server/seeding', '@stay/server/start-server', '@stay/server/test-support')." },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/demo/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|selectFrom)$/]",
          message: 'The demo holds no queries: call the owning module through @stay/server/seeding.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'The demo holds no SQL: call the owning module through @stay/server/seeding.' },
      ],
    },
  },
);
