import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, six projects: pure unit tests, React components in jsdom, model-based machine
// tests, the API suite twice, once on embedded PGlite and once on PostgreSQL, and whole server
// processes in their roles.

// Vitest's default is one file at a time on two cores (cores − 1), which leaves the machine half
// idle while API files wait on the database, the engine's jobs and child processes. So the
// in-memory projects run first as two at a time (they use a core each), then the server-side ones
// as four at a time: they wait more than they compute. (docs/testing.md, "How the suites run")
const IN_MEMORY = { groupOrder: 0, maxWorkers: 2 };
const SERVER_SIDE = { groupOrder: 1, maxWorkers: 4 };

// Files whose subject is not the database run once, with the PGlite project (docs/testing.md, "API
// tests"): backups are of the embedded database and make their own PGlite; these coding-agent files
// are about git, the GitHub stand-in, the checks and their sandbox, and take minutes. How coding
// sessions are queued, claimed, cancelled and resumed runs on both (vibe, vibe-cancel, vibe-restart).
const PGLITE_ONLY = [
  'tests/api/backup-restore.test.ts',
  'tests/api/vibe-failures.test.ts',
  'tests/api/vibe-remote-base.test.ts',
  'tests/api/vibe-remote-outcome.test.ts',
  'tests/api/vibe-repository.test.ts',
  'tests/api/vibe-run-logging.test.ts',
  'tests/api/vibe-sandbox.test.ts',
];

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    exclude: db === 'postgres' ? PGLITE_ONLY : [],
    setupFiles: ['tests/setup/node.ts', 'tests/setup/api.ts'],
    globalSetup: db === 'pglite' ? ['tests/setup/api-prepared-database.ts'] : [],
    env: { TEST_DB: db },
    // Files in a worker share the server's modules instead of importing them afresh: importing the
    // whole server took seconds per file. Each file still gets its own database (tests/setup/api.ts).
    isolate: false,
    // Whole coding sessions and backups with git and child processes, four files at a time on
    // two cores: a minute each leaves room for a slower machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: SERVER_SIDE.maxWorkers,
    sequence: { groupOrder: SERVER_SIDE.groupOrder },
  },
});
const inMemory = { maxWorkers: IN_MEMORY.maxWorkers, sequence: { groupOrder: IN_MEMORY.groupOrder } };

// jsdom files share their worker's environment and modules (isolate: false): building a fresh
// jsdom and importing React, the router and the app's modules again for every file took most of
// those projects' time. Setup files still run before every file, so each setup is listed here
// rather than imported by another: an import would run once per worker, not once per file.
// Tests must leave no state behind them (tests/setup/dom.ts clears the DOM and storage after each).
const DOM_SETUP = ['tests/setup/node.ts', 'tests/setup/dom.ts'];
const inJsdom = { ...inMemory, environment: 'jsdom', isolate: false, setupFiles: DOM_SETUP };

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          ...inMemory,
          include: [
            'src/domain/**/*.test.ts',
            'src/api/**/*.test.ts',
            'src/ui/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          ...inJsdom,
          include: ['src/ui/**/*.test.tsx', 'src/routes/**/*.test.tsx', 'src/api/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          ...inJsdom,
          include: ['src/machines/**/*.test.ts'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
      {
        // Real server processes (server/server.ts) in their roles on the PostgreSQL server.
        extends: true,
        test: {
          name: 'processes',
          environment: 'node',
          maxWorkers: SERVER_SIDE.maxWorkers,
          sequence: { groupOrder: SERVER_SIDE.groupOrder },
          include: ['tests/processes/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          testTimeout: 360_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
