import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'infrastructure', include: ['src/**/*.test.ts'], environment: 'node' },
});
