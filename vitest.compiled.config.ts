import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm run test:compiled`: the TLA+ compiler against the transcription and against TLC on every fixture model (issue 21; minutes). */
export default defineConfig({
  test: {
    include: ['test/**/*.compiled.ts'],
    // scratch folders made with test/helpers/temporary-folder.ts are removed after each file
    setupFiles: ['test/helpers/remove-temporary-folders.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'threads',
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
