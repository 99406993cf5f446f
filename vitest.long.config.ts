import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm run test:long`: the suites too long for npm test (test/e2e/*.long.ts: the three largest models with 2 and 3 workers, the memory budget's full runs, checkpoints end to end, a cluster of processes). */
export default defineConfig({
  test: {
    include: ['test/**/*.long.ts'],
    // scratch folders made with test/helpers/temporary-folder.ts are removed after each file
    setupFiles: ['test/helpers/remove-temporary-folders.ts'],
    testTimeout: 600_000,
    pool: 'threads',
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
