import { describe, expect, it } from 'vitest';
import { ALREADY_SEEN, DepthTable, FIRST_REACHED, REACHED_SHALLOWER } from '../../../src/engine/tables/depth-table.js';
import { fingerprintOf, fingerprintTableContract } from './fingerprint-table-contract.js';

fingerprintTableContract('DepthTable (the DFS)', (width) => {
  const table = new DepthTable(width, 16);
  return {
    put: (fingerprint) => table.record(fingerprint, 0, 1) !== FIRST_REACHED,
    contains: (fingerprint) => table.contains(fingerprint, 0),
    size: () => table.size,
  };
});

describe('DepthTable', () => {
  const fp = (high: number, low: number) => fingerprintOf(2, high, low);

  it('records a new fingerprint, lowers its level when reached shallower, and ignores deeper visits', () => {
    const table = new DepthTable(2, 16);
    expect(table.record(fp(1, 2), 0, 9)).toBe(FIRST_REACHED);
    expect(table.record(fp(1, 2), 0, 9)).toBe(ALREADY_SEEN);
    expect(table.record(fp(1, 2), 0, 12)).toBe(ALREADY_SEEN);
    expect(table.record(fp(1, 2), 0, 4)).toBe(REACHED_SHALLOWER);
    expect(table.record(fp(1, 2), 0, 5)).toBe(ALREADY_SEEN);
    expect(table.size).toBe(1);
    expect(table.deepestLevel()).toBe(4);
    expect(table.contains(fp(1, 2), 0)).toBe(true);
    expect(table.contains(fp(2, 1), 0)).toBe(false);
  });

  it('keeps every level through growth, tells subsets, and empties on clear', () => {
    const table = new DepthTable(2, 16);
    for (let i = 1; i <= 10_000; i++) expect(table.record(fp(i * 7919, i), 0, 1 + (i % 50))).toBe(FIRST_REACHED);
    for (let i = 1; i <= 10_000; i++) expect(table.record(fp(i * 7919, i), 0, 1 + (i % 50))).toBe(ALREADY_SEEN);
    expect(table.deepestLevel()).toBe(50);
    const some = new DepthTable(2, 16);
    some.record(fp(7919, 1), 0, 3);
    some.record(fp(7919 * 2, 2), 0, 3);
    expect(some.isSubsetOf(table)).toBe(true);
    some.record(fp(5, 5), 0, 3);
    expect(some.isSubsetOf(table)).toBe(false);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.deepestLevel()).toBe(0);
    expect(table.record(fp(7919, 1), 0, 3)).toBe(FIRST_REACHED);
  });
});
