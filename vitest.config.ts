import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One runner, six projects: pure unit tests, React components in jsdom, model-based machine
// tests, the API suite twice, once on embedded PGlite and once on PostgreSQL, and whole server
// processes in their roles.
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/setup/node.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
          environment: 'jsdom',
          include: ['src/ui/**/*.test.tsx', 'src/routes/**/*.test.tsx', 'src/api/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['src/machines/**/*.test.ts', 'tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
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
          include: ['tests/processes/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          testTimeout: 360_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
