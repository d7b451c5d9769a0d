import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: '@casino/app',
      environment: 'jsdom',
      // One jsdom per worker, not per file (as in packages/ui): building an environment per file
      // cost most of the step's wall time on the 2-core machine. test/setup.ts cleans up after
      // each test, so no file starts with another's document or storage.
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
