import { describe, expect, it } from 'vitest';
import { ALREADY_SEEN, DepthTable, NEW_STATE, REACHED_SHALLOWER } from '../../../src/engine/tables/depth-table.js';

describe('DepthTable', () => {
  it('records a new fingerprint, lowers its level when reached shallower, and ignores deeper visits', () => {
    const table = new DepthTable(16);
    expect(table.record(1, 2, 9)).toBe(NEW_STATE);
    expect(table.record(1, 2, 9)).toBe(ALREADY_SEEN);
    expect(table.record(1, 2, 12)).toBe(ALREADY_SEEN);
    expect(table.record(1, 2, 4)).toBe(REACHED_SHALLOWER);
    expect(table.record(1, 2, 5)).toBe(ALREADY_SEEN);
    expect(table.size).toBe(1);
    expect(table.deepestLevel()).toBe(4);
    expect(table.contains(1, 2)).toBe(true);
    expect(table.contains(2, 1)).toBe(false);
  });

  it('keeps every fingerprint and level through growth, and empties on clear', () => {
    const table = new DepthTable(16);
    for (let i = 1; i <= 10_000; i++) expect(table.record(i * 7919, i, 1 + (i % 50))).toBe(NEW_STATE);
    expect(table.size).toBe(10_000);
    for (let i = 1; i <= 10_000; i++) expect(table.record(i * 7919, i, 1 + (i % 50))).toBe(ALREADY_SEEN);
    expect(table.deepestLevel()).toBe(50);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.record(7919, 1, 3)).toBe(NEW_STATE);
  });
});
