import { describe, expect, it } from 'vitest';
import { SearchClock } from '../../../src/engine/bfs/search-clock.js';

describe('SearchClock', () => {
  it('reaches its deadline after the time limit, never without one', () => {
    const before = performance.now();
    const clock = new SearchClock({ timeLimitSeconds: 2 });
    expect(clock.deadline).toBeGreaterThanOrEqual(before + 2000);
    expect(clock.pastDeadline(clock.deadline - 1)).toBe(false);
    expect(clock.pastDeadline(clock.deadline)).toBe(true);
    expect(new SearchClock({}).deadline).toBe(Number.POSITIVE_INFINITY);
    expect(new SearchClock({}).pastDeadline(1e15)).toBe(false);
  });

  it('makes a checkpoint due every checkpointMinutes from the last one, never without the option', () => {
    const clock = new SearchClock({ checkpointMinutes: 1 });
    clock.startIntervals();
    const now = performance.now();
    expect(clock.checkpointDue(now + 30_000)).toBe(false);
    expect(clock.checkpointDue(now + 60_000)).toBe(true);
    clock.checkpointSaved();
    expect(clock.checkpointDue(now + 30_000)).toBe(false);
    expect(new SearchClock({}).checkpointDue(1e15)).toBe(false);
  });

  it('takes a progress report once an interval has passed, then not again until the next', () => {
    const every = new SearchClock({ progressIntervalSeconds: 0 });
    expect([every.takeProgress(), every.takeProgress()]).toEqual([true, true]);
    const rare = new SearchClock({ progressIntervalSeconds: 3600 });
    rare.startIntervals();
    expect(rare.takeProgress()).toBe(false);
  });

  it('adds laps to their phase and counts the seconds of earlier runs', () => {
    const clock = new SearchClock({});
    const since = performance.now() - 1500;
    const now = clock.lap('expand', since);
    expect(now).toBeGreaterThanOrEqual(since + 1500);
    expect(clock.phases.expand).toBeGreaterThanOrEqual(1.5);
    expect(clock.phases.expand).toBeLessThan(60);
    expect(clock.phases.mark).toBe(0);
    clock.secondsBefore = 100;
    expect(clock.seconds()).toBeGreaterThanOrEqual(100);
    expect(clock.seconds()).toBeLessThan(160);
  });
});
