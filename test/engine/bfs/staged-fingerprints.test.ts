import { describe, expect, it } from 'vitest';
import { StagedFingerprints } from '../../../src/engine/bfs/staged-fingerprints.js';

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
