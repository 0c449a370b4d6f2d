import { defineConfig } from 'vitest/config';

// Vitest 5's failure summary calls Map.groupBy, which Node 20 lacks; without this a failing run
// reports "Map.groupBy is not a function" instead of its failures.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        groups.set(key, [...(groups.get(key) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the suites wait on PostgreSQL and SQLite often enough that
    // two workers finish in about two thirds of the time. Each worker has its own PostgreSQL database (test-support).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './packages/app/vite.config.ts',
    ],
  },
});
