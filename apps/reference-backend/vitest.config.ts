import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'reference-backend',
    include: ['test/**/*.test.ts'],
    // The race tests prove something only on a real PostgreSQL (PGlite runs one transaction at a
    // time): they run in the "back end on PostgreSQL" step and are not collected on PGlite, so no
    // run reports them as skipped.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['test/**/*races.test.ts']),
    ],
    environment: 'node',
    // PGlite (PostgreSQL in WASM) takes a few seconds to start in each test file, and every login
    // is a scrypt at N=2^17 (0.5-3 s of CPU on the shared 2-core machine).
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
