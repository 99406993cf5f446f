/**
 * A Yielder gives the event loop a turn only once 50 ms have passed since its
 * last one, and resolves at once otherwise. The clock (performance.now) is
 * faked here, so that a busy machine cannot make 50 ms pass between two lines;
 * the event loop's turns are real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Yielder } from '../../src/cluster/yielding.js';

/** Whether `turn` gave the event loop a turn: a callback queued before it has run when it resolves. */
async function turned(yielder: Yielder): Promise<boolean> {
  let ran = false;
  setImmediate(() => (ran = true));
  await yielder.turn();
  return ran;
}

describe('Yielder', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('resolves without a turn of the event loop within 50 ms of the last turn', async () => {
    const yielder = new Yielder();
    expect(await turned(yielder)).toBe(false);
    vi.advanceTimersByTime(49);
    expect(await turned(yielder)).toBe(false);
  });

  it('gives the event loop a turn once 50 ms have passed, and counts the next 50 ms from that turn', async () => {
    const yielder = new Yielder();
    vi.advanceTimersByTime(51);
    expect(await turned(yielder)).toBe(true);
    expect(await turned(yielder)).toBe(false);
    vi.advanceTimersByTime(30);
    expect(await turned(yielder)).toBe(false);
    vi.advanceTimersByTime(30);
    expect(await turned(yielder)).toBe(true);
  });
});
