import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // the reference-model tests explore millions of states; run files in parallel, each on its own thread
    pool: 'threads',
  },
});
