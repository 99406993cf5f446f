/** The worker thread of one "find from here" (find-jobs.ts starts it): runs the search, posts progress and the outcome. */
import { parentPort, workerData } from 'node:worker_threads';
import { runFind, type FindRequest } from './find-search.js';
import type { FindMessage } from './find-jobs.js';

const { request, stopFlag } = workerData as { request: FindRequest; stopFlag: Int32Array };
const post = (message: FindMessage) => parentPort?.postMessage(message);
try {
  const outcome = await runFind(
    request,
    () => Atomics.load(stopFlag, 0) !== 0,
    (figures) => post({ type: 'progress', figures }),
  );
  post({ type: 'done', outcome });
} catch (error) {
  post({
    type: 'done',
    outcome: {
      status: 'failed',
      message: error instanceof Error ? error.message : String(error),
      figures: { distinctStates: 0, statesGenerated: 0, levels: 0, seconds: 0 },
    },
  });
}
