import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Boundaries (docs/ARCHITECTURE.md, "Boundaries"): a web feature does not import another feature,
// a server module does not read another module's repository (it asks that module's service), and
// a plugin does not import a module. One `no-restricted-imports` block per folder and depth, so a
// relative import is judged by where it really lands; a new feature or module is covered as soon
// as its folder exists.
// ---------------------------------------------------------------------------------------------

const subfolders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Files this many folders below `root/<name>/`; depth 0 is the folder itself. */
const MAX_DEPTH = 4;
const atDepth = (root, name, depth, ext) => `${root}/${name}/${'*/'.repeat(depth)}*.${ext}`;
/** A relative import that climbs out of `<root>/<name>/` into a sibling folder other than `name`. */
const siblingOf = (name, depth) => `^(\\.\\./){${depth + 1}}(?!${name}(/|$))[^./][^/]*`;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const featureMessage =
  'A web feature does not import another feature: share through components/, lib/ or the contract.';
const repositoryMessage =
  "A module does not read another module's repository: call that module's service.";
const pluginMessage = 'A plugin does not import a module: the module registers what it needs, or the piece moves to lib/.';

const webFeatureBoundaries = subfolders('./web/src/features').flatMap((feature) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [atDepth('web/src/features', feature, depth, '{ts,tsx}')],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${escape(feature)}(/|$))`, message: featureMessage },
            { regex: siblingOf(escape(feature), depth), message: featureMessage },
          ],
        },
      ],
    },
  })),
);

// Tests may set a scene through any repository (a setting, a session): the rule is about code
// that ships.
const serverTests = ['server/**/*.test.ts'];

const serverModuleBoundaries = subfolders('./server/src/modules').flatMap((module) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [atDepth('server/src/modules', module, depth, 'ts')],
    ignores: serverTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/modules/(?!${escape(module)}/)[^/]+/repository`, message: repositoryMessage },
            { regex: `${siblingOf(escape(module), depth)}/repository`, message: repositoryMessage },
          ],
        },
      ],
    },
  })),
);

const pluginBoundaries = {
  files: ['server/src/plugins/**/*.ts'],
  ignores: serverTests,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^@/modules(/|$)', message: pluginMessage },
          { regex: '^(\\.\\./)+modules(/|$)', message: pluginMessage },
        ],
      },
    ],
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
  ignores: ['web/**/*.test.{ts,tsx}'],
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
  { ignores: ['**/dist/**', '**/node_modules/**', 'server/src/db/migrations/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
  ...webFeatureBoundaries,
  ...serverModuleBoundaries,
  pluginBoundaries,
  firstPageStaysLight,
);
