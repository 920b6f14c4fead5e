import { defineConfig } from 'vitest/config';

// One run for every unit, property and integration suite; each package is a project so its
// environment (node or a DOM) is its own.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tooling'],
  },
});
