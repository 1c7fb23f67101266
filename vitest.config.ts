import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          root: '.',
          include: [
            'common/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'web/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: '.',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite costs ~0.7 GB per database: two workers on this 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          root: '.',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          // Sign-up and login hash passwords (~0.5 s of CPU each): polls wait for a busy machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
