import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { dictionaryParts } from './web/dictionary-parts.ts';

const serverAlias = { '@': fileURLToPath(new URL('./server/src', import.meta.url)) };
const webAlias = { '@': fileURLToPath(new URL('./web/src', import.meta.url)) };

// API tests run on PGlite (the embedded default), and on PostgreSQL when TEST_DATABASE_URL is set;
// `*.postgres.test.ts` (PostgreSQL-only features, e.g. the large data generator) run only there.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
// In CI, which has both, every test runs once on PostgreSQL, and on PGlite too only where the
// two drivers take different paths: the database client, migrations and the demo seed (which
// `npm start` runs on PGlite), the email outbox's leases, the sync lock, the retention lease, the notification bus,
// the webhook sender (its leases released at start on PGlite, its wake-up on commit, its latency),
// and the writes that read before their transaction because PGlite's one connection would wait
// for it (orders, sign-in).
// TEST_BOTH_DATABASES=1 runs everything on both.
const BOTH_DATABASES = [
  'src/db/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/modules/email/**/*.test.ts',
  'src/modules/sync/**/*.test.ts',
  'src/modules/notifications/**/*.test.ts',
  'src/modules/orders/**/*.test.ts',
  'src/modules/auth/**/*.test.ts',
  'src/modules/retention/**/*.test.ts',
  'src/modules/webhooks/**/*.test.ts',
];
const pgliteOnlyWhereDriversDiffer = Boolean(process.env.CI && process.env.TEST_DATABASE_URL && !process.env.TEST_BOTH_DATABASES);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine, where the
    // API files mostly wait on their databases. Two there: the whole run 607 s → 415 s (measured
    // back to back on one machine); more cores keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...databases.map((db) => ({
        resolve: { alias: serverAlias },
        test: {
          name: `api-${db}`,
          root: './server',
          include: db === 'pglite' && pgliteOnlyWhereDriversDiffer ? BOTH_DATABASES : ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: db === 'pglite' ? ['**/node_modules/**', '**/*.postgres.test.ts'] : ['**/node_modules/**'],
          environment: 'node',
          env: { TEST_DB: db },
          // Migrates one database that every test file copies (test/global-setup.ts).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph per worker, not per file: the app's modules are evaluated once per
          // worker instead of for each of the ~100 files (about a third less CPU). Each file
          // builds its own app on its own database, so nothing else is shared.
          isolate: false,
        },
      })),
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./contract/src', import.meta.url)) } },
        test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // Checks of the repository's own tooling: the lint boundaries, the dependency tree's engines.
        test: { name: 'tooling', root: '.', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        plugins: [react(), dictionaryParts()],
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          css: false,
          // One module graph and one jsdom per worker (about a third less CPU); test/setup.ts
          // resets the DOM, storage, language, toasts, mocks, stubs and timers around each test.
          isolate: false,
          // A form filled key by key takes a few seconds alone and several times that on a CI
          // machine busy with the other test files; a wait that never ends still fails.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
