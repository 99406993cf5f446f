import { describe, expect, it } from 'vitest';
import { EdgeRows } from '../../../src/engine/liveness/edge-rows.js';

describe('EdgeRows', () => {
  it('keeps one row per state expanded, an edge emitted twice from a state once with its conditions merged', () => {
    const rows = new EdgeRows(3);
    for (let s = 0; s < 3; s++) rows.addState();
    rows.beginRow(); // state 0
    rows.add(0, 1, 0b001);
    rows.add(0, 2, 0b010);
    rows.add(0, 1, 0b100);
    rows.beginRow(); // state 1: no edge
    rows.beginRow(); // state 2
    rows.add(2, 1, 0b010);
    rows.add(2, 0, 0);
    const { edgeStart, edgeTarget, edgeFairness } = rows.finish();
    expect([...edgeStart]).toEqual([0, 2, 2, 4]);
    expect([...edgeTarget]).toEqual([1, 2, 1, 0]);
    expect([...edgeFairness]).toEqual([0b101, 0b010, 0b010, 0]);
  });

  it('does not merge an edge to a target that an earlier row also reached', () => {
    const rows = new EdgeRows(1);
    for (let s = 0; s < 3; s++) rows.addState();
    rows.beginRow();
    rows.add(0, 2, 1);
    rows.beginRow();
    rows.add(1, 2, 0);
    rows.beginRow();
    const { edgeStart, edgeTarget, edgeFairness } = rows.finish();
    expect([...edgeStart]).toEqual([0, 1, 2, 2]);
    expect([...edgeTarget]).toEqual([2, 2]);
    expect([...edgeFairness]).toEqual([1, 0]);
  });
});
