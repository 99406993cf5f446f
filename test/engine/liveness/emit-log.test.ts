/** What each emit of a level came to, per enumeration, so that a repeat of an earlier enumeration resolves to states. */
import { describe, expect, it } from 'vitest';
import { EmitLog } from '../../../src/engine/liveness/emit-log.js';

describe('EmitLog', () => {
  it("replays the outcomes of an earlier enumeration's emits by one action, the first `count` of them", () => {
    const log = new EmitLog();
    log.begin(); // enumeration 0
    log.record(1, 5);
    log.record(2, 6);
    log.record(1, 7);
    log.record(1, 0);
    log.begin(); // enumeration 1
    log.record(1, 9);
    log.begin(); // enumeration 2, under way
    expect(log.replay(0, 1, 2)).toEqual([5, 7]);
    expect(log.replay(0, 1, 10)).toEqual([5, 7, 0]);
    expect(log.replay(0, 2, 1)).toEqual([6]);
    expect(log.replay(1, 1, 3)).toEqual([9]);
    expect(log.replay(0, 3, 3)).toEqual([]);
  });

  it('records what it replays for the enumeration under way, so a later repeat of that one finds it', () => {
    const log = new EmitLog();
    log.begin();
    log.record(0, 3);
    log.record(0, 4);
    log.begin();
    expect(log.replay(0, 0, 2)).toEqual([3, 4]);
    log.record(1, 8);
    log.begin();
    expect(log.replay(1, 0, 5)).toEqual([3, 4]);
    expect(log.replay(1, 1, 5)).toEqual([8]);
  });

  it('forgets the level on clear, enumerations counting from 0 again', () => {
    const log = new EmitLog();
    log.begin();
    log.record(0, 1);
    log.begin();
    log.clear();
    log.begin();
    log.record(0, 2);
    log.begin();
    expect(log.replay(0, 0, 5)).toEqual([2]);
  });

  it('grows past its first storage, and counts its bytes', () => {
    const log = new EmitLog();
    const before = log.bytes;
    log.begin();
    for (let i = 0; i < 10_000; i++) log.record(i % 3, i + 1);
    log.begin();
    const outcomes = log.replay(0, 2, 10_000);
    expect(outcomes).toHaveLength(3333);
    expect(outcomes.slice(0, 3)).toEqual([3, 6, 9]);
    expect(log.bytes).toBeGreaterThanOrEqual(before);
    expect(log.bytes).toBeGreaterThanOrEqual(4 * 2 * (10_000 + 3333));
  });
});
