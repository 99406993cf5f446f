import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: the suites that need a nats-server (started by the tests) or run long. */
export default defineConfig({
  test: {
    include: ['test/**/*.cluster.ts'],
    // scratch folders made with test/helpers/temporary-folder.ts are removed after each file
    setupFiles: ['test/helpers/remove-temporary-folders.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    // one at a time: each starts several processes on a 2-core machine
    fileParallelism: false,
  },
});
