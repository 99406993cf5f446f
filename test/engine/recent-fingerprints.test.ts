import { describe, expect, it } from 'vitest';
import { RecentFingerprints, StagedFingerprints } from '../../src/engine/recent-fingerprints.js';

describe('RecentFingerprints', () => {
  it('knows only what it was told, and forgets an entry when another takes its slot', () => {
    const recent = new RecentFingerprints(1);
    expect(recent.has(5, 9)).toBe(false);
    recent.remember(5, 9);
    expect(recent.has(5, 9)).toBe(true);
    expect(recent.has(9, 5)).toBe(false);
    expect(recent.has(5, 10)).toBe(false);
    // (5 + 65536 * 2^16 ...) maps to the same slot: same low bits, same high >>> 16
    recent.remember(6, 9 ^ ((5 >>> 16) ^ (6 >>> 16)));
    expect(recent.has(6, 9)).toBe(true);
    expect(recent.has(5, 9)).toBe(false);
  });

  it('keeps each partition in its own segment, so one marker never overwrites another\'s entries', () => {
    const recent = new RecentFingerprints(2, undefined);
    // same low bits and high >>> 16, different partition (high % 2)
    recent.remember(4, 7);
    recent.remember(5, 7 ^ ((4 >>> 16) ^ (5 >>> 16)));
    expect(recent.has(4, 7)).toBe(true);
    expect(recent.has(5, 7)).toBe(true);
    expect(recent.bytes).toBe(2 * 65536 * 8);
  });

  it('is shared through its buffer', () => {
    const recent = new RecentFingerprints(2);
    recent.remember(11, 12);
    expect(new RecentFingerprints(2, recent.buffer).has(11, 12)).toBe(true);
  });
});

describe('StagedFingerprints', () => {
  it('reports a fingerprint staged before, in this slice or an earlier one', () => {
    const staged = new StagedFingerprints();
    expect(staged.seenElseAdd(1, 2)).toBe(false);
    expect(staged.seenElseAdd(1, 2)).toBe(true);
    expect(staged.seenElseAdd(2, 1)).toBe(false);
    expect(staged.seenElseAdd(1, 2)).toBe(true);
  });

  it('forgets an entry when another fingerprint takes its slot, and never reports one it was not given', () => {
    const staged = new StagedFingerprints(4);
    expect(staged.bytes).toBe(16 * 8);
    expect(staged.seenElseAdd(7, 0x10)).toBe(false);
    // same slot (low ^ high >>> 16, masked to 4 bits), other fingerprint
    expect(staged.seenElseAdd(7, 0x20)).toBe(false);
    expect(staged.seenElseAdd(7, 0x10)).toBe(false);
    expect(staged.seenElseAdd(8, 0x10)).toBe(false);
  });
});
