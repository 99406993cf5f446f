import { describe, expect, it } from 'vitest';
import { StagedFingerprints } from '../../../src/engine/bfs/staged-fingerprints.js';
import { fingerprintOf } from '../tables/fingerprint-table-contract.js';

describe('StagedFingerprints', () => {
  const fp = (high: number, low: number, ...tail: number[]) => fingerprintOf(2 + tail.length, high, low, ...tail);

  it('reports a fingerprint staged before, in this slice or an earlier one', () => {
    const staged = new StagedFingerprints();
    expect(staged.seenElseAdd(fp(1, 2))).toBe(false);
    expect(staged.seenElseAdd(fp(1, 2))).toBe(true);
    expect(staged.seenElseAdd(fp(2, 1))).toBe(false);
    expect(staged.seenElseAdd(fp(1, 2))).toBe(true);
  });

  it('forgets an entry when another fingerprint takes its slot, and never reports one it was not given', () => {
    const staged = new StagedFingerprints(2, 4);
    expect(staged.bytes).toBe(16 * 8);
    expect(staged.seenElseAdd(fp(7, 0x10))).toBe(false);
    // same slot (low ^ high >>> 16, masked to 4 bits), other fingerprint
    expect(staged.seenElseAdd(fp(7, 0x20))).toBe(false);
    expect(staged.seenElseAdd(fp(7, 0x10))).toBe(false);
    expect(staged.seenElseAdd(fp(8, 0x10))).toBe(false);
  });

  it('with 128-bit fingerprints, a hit needs all four words equal', () => {
    const staged = new StagedFingerprints(4, 4);
    expect(staged.bytes).toBe(16 * 16);
    expect(staged.seenElseAdd(fp(7, 0x10, 1, 2))).toBe(false);
    expect(staged.seenElseAdd(fp(7, 0x10, 1, 2))).toBe(true);
    expect(staged.seenElseAdd(fp(7, 0x10, 1, 3))).toBe(false);
    expect(staged.seenElseAdd(fp(7, 0x10, 0, 3))).toBe(false);
    expect(staged.seenElseAdd(fp(7, 0x10, 0, 3))).toBe(true);
  });
});
