import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'spreadsheet', environment: 'node', include: ['src/**/*.test.ts'] },
});
