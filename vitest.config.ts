import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // PGlite opens in 1-6 s; server test files share one database each.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
