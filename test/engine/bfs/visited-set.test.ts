import { describe, expect, it } from 'vitest';
import { VisitedSet } from '../../../src/engine/bfs/visited-set.js';

const START_SLOTS = (1 << 20) * 2.25;
const START_BYTES = START_SLOTS * 8;
/** Fingerprints that fill the starting table to 3/4. */
const THREE_QUARTERS = START_SLOTS * 0.75;

describe('VisitedSet.makeRoom', () => {
  it('keeps the table while it stays within 3/4, without asking the budget', () => {
    const visited = new VisitedSet(1);
    const asked: number[] = [];
    expect(visited.makeRoom([THREE_QUARTERS], (bytes) => (asked.push(bytes), 'no'))).toBeNull();
    expect(asked).toEqual([]);
    expect(visited.bytes).toBe(START_BYTES);
  });

  it('grows by half past 3/4 when the budget takes the larger table', () => {
    const visited = new VisitedSet(2);
    const asked: number[] = [];
    // partition 1 would pass 3/4 of its half of the table
    expect(visited.makeRoom([0, THREE_QUARTERS / 2 + 1], (bytes) => (asked.push(bytes), null))).toBeNull();
    expect(asked).toEqual([START_BYTES * 1.5]);
    expect(visited.bytes).toBe(START_BYTES * 1.5);
  });

  it('fills the table up to 9/10 when the budget cannot take a larger one, and then says why it cannot go on', () => {
    const visited = new VisitedSet(1);
    expect(visited.makeRoom([Math.floor(START_SLOTS * 0.9)], () => 'over budget')).toBeNull();
    expect(visited.bytes).toBe(START_BYTES);
    expect(visited.makeRoom([Math.floor(START_SLOTS * 0.9) + 1], () => 'over budget')).toBe('over budget');
    expect(visited.bytes).toBe(START_BYTES);
  });

  it('counts what each partition holds, so later slices are measured on top of it', () => {
    const visited = new VisitedSet(2);
    visited.addFresh([10, THREE_QUARTERS / 2 - 5]);
    const asked: number[] = [];
    expect(visited.makeRoom([0, 5], (bytes) => (asked.push(bytes), null))).toBeNull();
    expect(asked).toEqual([]);
    expect(visited.makeRoom([0, 6], (bytes) => (asked.push(bytes), null))).toBeNull();
    expect(asked).toEqual([START_BYTES * 1.5]);
    expect(visited.held).toEqual([10, THREE_QUARTERS / 2 - 5]);
  });
});
