import { defineProject } from 'vitest/config';

// Component tests need a DOM; jsdom 29 (30/31 crash on Node 20). Stories run in Chromium from storybook/.
export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
