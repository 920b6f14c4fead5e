import { defineProject } from 'vitest/config';

// Each test file starts its own PGlite (or PostgreSQL database when DATABASE_URL is set), so
// files run in separate processes and start-up gets a generous timeout.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
