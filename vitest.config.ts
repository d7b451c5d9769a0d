import { defineConfig } from 'vitest/config';

// One run covers every workspace member; each folder may add its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'schemas',
      'packages/*',
      'apps/*',
      // The repository's own scripts (the test runner): plain Node, no package of their own.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
