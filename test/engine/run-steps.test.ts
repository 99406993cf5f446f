import { describe, expect, it } from 'vitest';
import { runSteps, runStepsAsync } from '../../src/engine/run-steps.js';

/** A search of `count` steps that returns how many it took. */
function* countSteps(count: number): Generator<void, number> {
  let taken = 0;
  while (taken < count) {
    taken++;
    yield;
  }
  return taken;
}

/** Steps that each keep the thread busy for `milliseconds`, returning how many timers fired while they ran. */
function* busySteps(count: number, milliseconds: number, fired: () => number): Generator<void, number> {
  for (let i = 0; i < count; i++) {
    const until = performance.now() + milliseconds;
    while (performance.now() < until);
    yield;
  }
  return fired();
}

describe('runSteps', () => {
  it('runs every step and returns the return value', () => {
    expect(runSteps(countSteps(1000))).toBe(1000);
    expect(runSteps(countSteps(0))).toBe(0);
  });

  it('lets an exception of a step through', () => {
    function* failing(): Generator<void, number> {
      yield;
      throw new Error('disk full');
    }
    expect(() => runSteps(failing())).toThrow('disk full');
  });
});

describe('runStepsAsync', () => {
  it('returns what runSteps returns', async () => {
    await expect(runStepsAsync(countSteps(1000))).resolves.toBe(1000);
  });

  it('gives the event loop a turn while a long search runs', async () => {
    let fired = 0;
    const timer = setInterval(() => fired++, 1);
    try {
      // 12 steps of 20 ms: about 240 ms, past 50 ms several times
      expect(await runStepsAsync(busySteps(12, 20, () => fired))).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
    // runSteps never lets the timer run
    fired = 0;
    const blocking = setInterval(() => fired++, 1);
    try {
      expect(runSteps(busySteps(3, 20, () => fired))).toBe(0);
    } finally {
      clearInterval(blocking);
    }
  });
});
