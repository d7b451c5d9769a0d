import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'reference-backend',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite (PostgreSQL in WASM) takes a few seconds to start in each test file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
