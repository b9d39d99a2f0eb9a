import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundariesPlugin from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Boundaries (docs/ARCHITECTURE.md, "Boundaries"), with eslint-plugin-boundaries: every folder is
// an element of a layer, and an element imports only the layers below it. Server, from the bottom:
// config, lib, db, plugins, the service context, the modules, the seeds, and app.ts / main.ts;
// web: i18n, lib, components, features, app. A module (a feature) is one element per folder, so a
// new one is covered as soon as its folder exists. Import cycles, which a layer rule cannot see
// between two modules, are refused by test/import-cycles.test.ts.
// ---------------------------------------------------------------------------------------------

const resolver = fileURLToPath(new URL('./scripts/eslint-import-resolver.cjs', import.meta.url));

const featureMessage =
  'A web feature does not import another feature: share through components/, lib/ or the contract.';
const repositoryMessage =
  "A module does not read another module's repository: call that module's service.";
const pluginMessage = 'A plugin does not import a module: the module registers what it needs, or the piece moves to lib/.';
const libMessage = 'lib/ holds helpers that know no database, plugin or module: pass what they need as a parameter, or move the piece up.';
const publicFileMessage = "A module is used by others only through its service.ts (its public file): import from '@/modules/${target.module}/service.ts'.";
const repositoryServiceMessage = "A repository calls no other module's service: the service above it asks, and hands the result down.";
const layerMessage = 'This import points up a layer (docs/ARCHITECTURE.md, "Boundaries"): ${from.type} does not import ${target.type}.';

const elements = [
  { type: 'server-config', pattern: 'server/src/config.ts', mode: 'file' },
  { type: 'server-lib', pattern: 'server/src/lib' },
  { type: 'server-db', pattern: 'server/src/db' },
  { type: 'server-plugin', pattern: 'server/src/plugins' },
  { type: 'server-context', pattern: 'server/src/{context,service-context}.ts', mode: 'file' },
  { type: 'server-module', pattern: 'server/src/modules/*', capture: ['module'] },
  { type: 'server-seed', pattern: 'server/src/seed' },
  { type: 'server-app', pattern: 'server/src/{app,main,migrate,banner}.ts', mode: 'file' },
  { type: 'web-i18n', pattern: 'web/src/i18n' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-sw', pattern: 'web/src/sw' },
  { type: 'web-app', pattern: ['web/src/app', 'web/src/main.tsx'], mode: 'folder' },
];

/** What each layer may import (besides itself and the contract and packages, which every layer may). */
const layers = {
  'server-lib': ['server-config'],
  'server-db': ['server-lib', 'server-config'],
  'server-plugin': ['server-lib', 'server-db', 'server-config', 'server-plugin'],
  'server-context': ['server-lib', 'server-db', 'server-plugin', 'server-config', 'server-context'],
  'server-module': ['server-lib', 'server-db', 'server-plugin', 'server-config', 'server-context', 'server-module'],
  'server-seed': ['server-lib', 'server-db', 'server-config', 'server-context', 'server-module'],
  'server-app': ['server-lib', 'server-db', 'server-plugin', 'server-config', 'server-context', 'server-module', 'server-seed', 'server-app'],
  'web-lib': ['web-i18n'],
  'web-components': ['web-lib', 'web-i18n', 'web-components'],
  'web-feature': ['web-lib', 'web-i18n', 'web-components'],
  'web-sw': ['web-lib', 'web-i18n'],
  'web-app': ['web-lib', 'web-i18n', 'web-components', 'web-feature', 'web-app'],
};

const boundaries = {
  files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
  // Tests may set a scene through any file (a setting, a session): the rules are about code that ships.
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { boundaries: boundariesPlugin },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['server/src/**/*', 'web/src/**/*'],
    'boundaries/ignore': ['**/*.test.{ts,tsx}'],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { [resolver]: {} },
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        message: layerMessage,
        rules: [
          ...Object.entries(layers).map(([from, allow]) => ({ from: [from], allow })),
          { from: ['web-feature'], disallow: ['web-feature'], message: featureMessage },
          { from: ['server-plugin'], disallow: ['server-module'], message: pluginMessage },
          { from: ['server-lib'], disallow: ['server-db', 'server-plugin', 'server-module', 'server-context'], message: libMessage },
        ],
      },
    ],
  },
};

// Another module is reached through its service.ts only, its public file. Modules and seeds: only
// they may import a module at all (the layers above); app.ts, main.ts and migrate.ts, which wire the
// modules in, also take their routes.ts, plugin.ts and worker.ts; a repository takes none.
const modulesThroughTheirServices = {
  files: ['server/src/modules/**/*.ts', 'server/src/seed/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'boundaries/entry-point': [
      'error',
      {
        default: 'allow',
        rules: [
          { target: ['server-module'], disallow: ['**'], message: publicFileMessage },
          { target: ['server-module'], allow: ['service.ts'] },
          { target: ['server-module'], disallow: ['repository.ts'], message: repositoryMessage },
        ],
      },
    ],
  },
};

const appWiresModules = {
  files: ['server/src/{app,main,migrate}.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'boundaries/entry-point': [
      'error',
      { default: 'allow', rules: [{ target: ['server-module'], disallow: ['**'], message: publicFileMessage }, { target: ['server-module'], allow: ['{service,routes,plugin,worker}.ts'] }] },
    ],
  },
};

const repositoriesCallNoService = {
  files: ['server/src/modules/*/repository.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'boundaries/entry-point': ['error', { default: 'allow', rules: [{ target: ['server-module'], disallow: ['**'], message: repositoryServiceMessage }] }],
  },
};


/**
 * The first page (sign-in) must not load zod: the shell, shared components, lib, i18n and the
 * sign-in feature take only types from the contract's schema modules, and values from its zod-free
 * constants (`@customer-hub/contract/constants/*`, and routes.ts, which holds no schema). Forms on lazily
 * loaded pages may use schemas.
 */
const firstPageStaysLight = {
  files: ['web/src/main.tsx', 'web/src/{app,lib,i18n,components}/**/*.{ts,tsx}', 'web/src/features/auth/**/*.{ts,tsx}'],
  // The server render's own files load on the server only (its dictionaries, all three, included).
  ignores: ['web/**/*.test.{ts,tsx}', 'web/src/i18n/i18n.server.ts', 'web/src/app/ssr/render.tsx'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@customer-hub/contract/*', '!@customer-hub/contract/constants', '!@customer-hub/contract/constants/*', '!@customer-hub/contract/routes', 'zod'],
            allowTypeImports: true,
            message: 'The first page loads no zod: import values from @customer-hub/contract/constants/* (types may come from any module).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', 'web/dist-ssr/**', '**/node_modules/**', 'server/src/db/migrations/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  boundaries,
  modulesThroughTheirServices,
  appWiresModules,
  repositoriesCallNoService,
  firstPageStaysLight,
);
