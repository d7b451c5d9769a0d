import { defineConfig } from 'vitest/config';

// One run covers every workspace member; each folder may add its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['schemas', 'packages/*', 'apps/*'],
  },
});
