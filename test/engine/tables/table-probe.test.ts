/** Where a fingerprint lives in a table: its partition, its probe, the insertion of a window, the rehash into a larger table. */
import { describe, expect, it } from 'vitest';
import { makeWindowInserter, normalize, partitionOf, probe, rehashHere, store } from '../../../src/engine/tables/table-probe.js';
import { randomFingerprints } from './fingerprint-table-contract.js';

describe('normalize and partitionOf', () => {
  it('maps a zero word off the reserved value', () => {
    expect(normalize(0)).toBe(1);
    expect(normalize(7)).toBe(7);
  });

  it('partitionOf spreads fingerprints evenly and gives everything to partition 0 of 1', () => {
    const counts = [0, 0, 0];
    for (const f of randomFingerprints(2, 30000, 4)) {
      const p = partitionOf(f[0] as number, 3);
      counts[p] = (counts[p] as number) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10000)).toBeLessThan(500);
    expect(partitionOf(0xffffffff, 1)).toBe(0);
    expect(partitionOf(0xffffffff, 3)).toBe(2);
    expect(partitionOf(1, 3)).toBe(0);
  });
});

describe('probe and store', () => {
  it('finds a stored fingerprint, and an empty slot for one not there', () => {
    const words = new Uint32Array(16 * 2);
    const fingerprints = Uint32Array.of(0x12345678, 0x9abcdef0, 0x11111111, 0x22222222);
    const at = probe(words, 2, 2, 0, 16, 16, fingerprints, 0);
    expect(words[at + 1]).toBe(0);
    store(words, at, fingerprints, 0, 2);
    expect([words[at], words[at + 1]]).toEqual([0x12345678, 0x9abcdef0]);
    expect(probe(words, 2, 2, 0, 16, 16, fingerprints, 0)).toBe(at);
    const other = probe(words, 2, 2, 0, 16, 16, fingerprints, 2);
    expect(other).not.toBe(at);
    expect(words[other + 1]).toBe(0);
  });

  it('tells apart wider fingerprints that share their first 64 bits, probing on past a full slot', () => {
    const words = new Uint32Array(4 * 4);
    const a = Uint32Array.of(5, 6, 7, 8);
    const b = Uint32Array.of(5, 6, 7, 9);
    const atA = probe(words, 4, 4, 0, 4, 4, a, 0);
    store(words, atA, a, 0, 4);
    const atB = probe(words, 4, 4, 0, 4, 4, b, 0);
    expect(atB).not.toBe(atA);
    expect(words[atB + 1]).toBe(0);
    store(words, atB, b, 0, 4);
    expect(probe(words, 4, 4, 0, 4, 4, a, 0)).toBe(atA);
    expect(probe(words, 4, 4, 0, 4, 4, b, 0)).toBe(atB);
    expect(Array.from(words.subarray(atB, atB + 4))).toEqual([5, 6, 7, 9]);
  });
});

describe('makeWindowInserter', () => {
  for (const width of [2, 3]) {
    it(`inserts a window of ${width * 32}-bit candidates, marking the duplicates and counting the new`, () => {
      const words = new Uint32Array(64 * width);
      const insert = makeWindowInserter(words, { width, stride: width }, 0, 64);
      const fingerprints = randomFingerprints(width, 4, 3);
      const flat = new Uint32Array(8 * width);
      // candidates 0..3, then the same four again as 4..7
      [...fingerprints, ...fingerprints].forEach((f, i) => flat.set(f, i * width));
      const duplicates = new Uint8Array(10);
      expect(insert(flat, Int32Array.of(0, 1, 2), 3, duplicates, 2)).toBe(3);
      expect(Array.from(duplicates.subarray(2, 5))).toEqual([0, 0, 0]);
      // 7 repeats 3, new earlier in this same window: a duplicate
      expect(insert(flat, Int32Array.of(4, 3, 5, 7), 4, duplicates, 2)).toBe(1);
      expect([duplicates[6], duplicates[5], duplicates[7], duplicates[9]]).toEqual([1, 0, 1, 1]);
      const again = new Uint8Array(10);
      expect(insert(flat, Int32Array.of(7), 1, again, 2)).toBe(0);
      expect(again[9]).toBe(1);
    });
  }
});

describe('rehashHere', () => {
  it("moves every fingerprint and its payload into the larger table, each in its partition's range", () => {
    const wide = { width: 2, stride: 3 };
    const source = new Uint32Array(3 * 12 * 3);
    const fingerprints = randomFingerprints(2, 15, 9);
    const sourceRange = 12;
    fingerprints.forEach((f, index) => {
      const p = partitionOf(f[0] as number, 3);
      const at = probe(source, 3, 2, p * sourceRange, (p + 1) * sourceRange, sourceRange, f, 0);
      store(source, at, f, 0, 2);
      source[at + 2] = 1000 + index;
    });
    const target = new Uint32Array(3 * 24 * 3);
    rehashHere(source, target, wide, 3);
    fingerprints.forEach((f, index) => {
      const p = partitionOf(f[0] as number, 3);
      const at = probe(target, 3, 2, p * 24, (p + 1) * 24, 24, f, 0);
      expect([target[at], target[at + 1], target[at + 2]]).toEqual([f[0], f[1], 1000 + index]);
    });
    let occupied = 0;
    for (let at = 0; at < target.length; at += 3) if (target[at + 1] !== 0) occupied++;
    expect(occupied).toBe(15);
  });
});
