/**
 * A worker thread that ends without answering (out of memory, a crash, process.exit in a model) ends the
 * search with an error naming it and the cause, instead of leaving the calling thread blocked in
 * Atomics.wait for ever. Threads run compiled code, so these tests go through dist/.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/engine/result.js';
import { readTlcRun } from './tlc-fixtures.js';

const fixture = (name: string) => new URL(`../fixtures/workers/${name}`, import.meta.url);

/** real_n2_d10's model: 490,588 states generated, enough for every thread to expand thousands. */
const CONSTANTS = { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 };
const OPTIONS = { invariants: ['TypeOK', 'TurnValid'], constraints: ['MoneyBound', 'DepthBound'], checkDeadlock: true, workers: 2 };

interface Outcome {
  readonly kind?: CheckResult['kind'];
  readonly thrown?: string;
  readonly message: string | null;
  readonly statesGenerated?: number;
  readonly seconds: number;
}

/** What a search whose worker thread ends after `endAfter` expansions comes to, run in a thread of its own: a hang fails in 20 s. */
async function checkEnding(endAfter: number, waitForThreads: boolean): Promise<Outcome> {
  const search = new Worker(fixture('check-ending.mjs'), {
    workerData: { constants: CONSTANTS, endAfter, options: { ...OPTIONS, waitForThreads } },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      once(search, 'message').then(([outcome]) => outcome as Outcome),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the search hung for 20 s')), 20_000))),
    ]);
  } finally {
    clearTimeout(timer);
    await search.terminate();
  }
}

const ENDED = 'worker thread 1 (of 2 workers) ended without answering: it exited with code 3';

describe('a worker thread that ends without answering', () => {
  it('ends the search mid-level, naming the thread and its exit code', { timeout: 30_000 }, async () => {
    const outcome = await checkEnding(2000, true);
    expect(outcome).toMatchObject({ thrown: 'WorkerThreadError', message: ENDED });
    expect(outcome.seconds).toBeLessThan(20);
  });

  it('ends it when the thread ends before it is ready', { timeout: 30_000 }, async () => {
    expect(await checkEnding(0, true)).toMatchObject({ thrown: 'WorkerThreadError', message: ENDED });
  });

  it('ends it, or is never needed, when the search does not wait for it to be ready', { timeout: 30_000 }, async () => {
    // a search that ends before it would enlist the thread (which is started late: START_THREADS_AT_PARENTS) did all the work itself
    const outcome = await checkEnding(0, false);
    if (outcome.thrown === undefined)
      expect(outcome).toMatchObject({ kind: 'ok', statesGenerated: readTlcRun('real_n2_d10').statesGenerated });
    else expect(outcome).toMatchObject({ thrown: 'WorkerThreadError', message: ENDED });
  });
});
