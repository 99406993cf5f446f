/**
 * SupervisedThreads: a thread that ends without answering (it exits, or fails outside any handler) wakes the
 * thread waiting for it, with the cause. Threads run compiled code, so these tests go through dist/.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

type Supervision = typeof import('../../../src/engine/bfs/supervised-threads.js');
type Protocol = typeof import('../../../src/engine/bfs/worker-protocol.js');

const dist = (path: string) => pathToFileURL(fileURLToPath(new URL(`../../../dist/${path}`, import.meta.url))).href;
const fixture = (name: string) => new URL(`../../fixtures/workers/${name}`, import.meta.url);

describe('SupervisedThreads', () => {
  /** Starts one thread of test/fixtures/workers/ending-thread.mjs and waits for its answer as a search does. */
  async function waitForEnding(how: 'exit' | 'throw'): Promise<string> {
    const { SupervisedThreads, hasExited } = (await import(dist('engine/bfs/supervised-threads.js'))) as Supervision;
    const { awaitSequence, CONTROL_WORDS, DONE_SEQUENCE } = (await import(dist('engine/bfs/worker-protocol.js'))) as Protocol;
    const control = new Int32Array(new SharedArrayBuffer(CONTROL_WORDS * 4));
    const threads = new SupervisedThreads(fixture('ending-thread.mjs'), [
      { workerData: { how }, transferList: [], control: control.buffer },
    ]);
    try {
      awaitSequence(control, DONE_SEQUENCE, 1);
      expect(hasExited(control)).toBe(true);
      return threads.exitError(0, 'the thread').message;
    } finally {
      threads.terminate();
    }
  }

  it('wakes the waiting thread when one exits, with its exit code', async () => {
    expect(await waitForEnding('exit')).toBe('the thread ended without answering: it exited with code 5');
  });

  it('wakes it when one fails outside any handler, with the error', async () => {
    expect(await waitForEnding('throw')).toBe('the thread ended without answering: a model failed outside the search');
  });
});
