/** The control block a search and its worker threads share: its words, and waiting for the other side's counter. */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { awaitSequence, COMMAND_SEQUENCE, CONTROL_WORDS, DONE_SEQUENCE, EXITED } from '../../../src/engine/bfs/worker-protocol.js';

const controlBlock = () => new Int32Array(new SharedArrayBuffer(CONTROL_WORDS * 4));

/** A thread that bumps word `index` of `control` to `value` after `delayMs`, counting up one at a time. */
function bumpLater(control: Int32Array, index: number, value: number, delayMs: number): Worker {
  const code = `
    const { workerData: { control, index, value, delayMs } } = require('node:worker_threads');
    const words = new Int32Array(control);
    setTimeout(() => {
      for (let v = 1; v <= value; v++) { Atomics.store(words, index, v); Atomics.notify(words, index); }
    }, delayMs);`;
  return new Worker(code, { eval: true, workerData: { control: control.buffer, index, value, delayMs } });
}

describe('the control block', () => {
  it('has a word of its own for the commands, the answers and the exit', () => {
    expect(new Set([COMMAND_SEQUENCE, DONE_SEQUENCE, EXITED]).size).toBe(3);
    expect(Math.max(COMMAND_SEQUENCE, DONE_SEQUENCE, EXITED)).toBe(CONTROL_WORDS - 1);
  });
});

describe('awaitSequence', () => {
  it('returns at once when the counter has reached the target, or passed it', () => {
    const control = controlBlock();
    control[DONE_SEQUENCE] = 3;
    awaitSequence(control, DONE_SEQUENCE, 3);
    awaitSequence(control, DONE_SEQUENCE, 1);
    awaitSequence(control, COMMAND_SEQUENCE, 0);
    expect(Array.from(control)).toEqual([0, 3, 0]);
  });

  it('waits, spinning then sleeping, until another thread bumps the counter to the target', async () => {
    const control = controlBlock();
    const thread = bumpLater(control, DONE_SEQUENCE, 2, 50);
    try {
      await new Promise((resolve) => thread.once('online', resolve));
      const started = performance.now();
      awaitSequence(control, DONE_SEQUENCE, 2);
      expect(Atomics.load(control, DONE_SEQUENCE)).toBe(2);
      expect(performance.now() - started).toBeGreaterThan(10);
      expect(Atomics.load(control, COMMAND_SEQUENCE)).toBe(0);
    } finally {
      await thread.terminate();
    }
  });
});
