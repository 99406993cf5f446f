/**
 * The supervisor of a search's worker threads (see supervised-threads.ts):
 * it starts them and stays idle in its event loop, which the calling thread,
 * blocked in Atomics.wait, cannot do; when one of them ends, it says why on
 * its report port and wakes whoever waits for that thread's answer.
 */
import { Worker, workerData, type MessagePort } from 'node:worker_threads';
import { markExited, type SupervisedStart, type ThreadExit } from './supervised-threads.js';

const { script, threads, reports } = workerData as { script: string; threads: readonly SupervisedStart[]; reports: MessagePort };

threads.forEach((start, index) => {
  const thread = new Worker(new URL(script), { workerData: start.workerData, transferList: [...start.transferList] });
  let failure: Error | null = null;
  thread.on('error', (error) => (failure = error));
  thread.on('exit', (code) => {
    const exit: ThreadExit = { index, code, error: failure === null ? null : describeError(failure) };
    // the report first: whoever is woken reads it at once
    reports.postMessage(exit);
    markExited(new Int32Array(start.control));
  });
});

/** The error's message, with its code when it has one (ERR_WORKER_OUT_OF_MEMORY says more than its message). */
function describeError(error: Error): string {
  return 'code' in error && typeof error.code === 'string' ? `${error.message} (${error.code})` : error.message;
}
