import { defineProject } from 'vitest/config';

// Component tests need a DOM; jsdom 29 (30/31 crash on Node 20). Stories run in Chromium from storybook/.
export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    // One jsdom per worker, not per file: building the environment was 166 of the ui project's
    // 344 s on the 2-core machine (60 s without). test/setup.ts unmounts after each test.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
