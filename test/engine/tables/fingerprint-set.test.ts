import { describe, expect, it } from 'vitest';
import { FingerprintSet } from '../../../src/engine/tables/fingerprint-set.js';
import { seededRandom } from '../../helpers/monopoly-states.js';

/** `count` distinct random (high, low) pairs, never (0, 0), from a fixed seed. */
function randomPairs(count: number, seed: number): [number, number][] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const pairs: [number, number][] = [];
  while (pairs.length < count) {
    const pair: [number, number] = [Math.floor(random() * 2 ** 32), Math.floor(random() * 2 ** 32)];
    const key = pair.join();
    if ((pair[0] === 0 && pair[1] === 0) || seen.has(key)) continue;
    seen.add(key);
    pairs.push(pair);
  }
  return pairs;
}

describe('FingerprintSet', () => {
  it('put returns false for a new fingerprint and true once it is present', () => {
    const set = new FingerprintSet();
    expect(set.put(1, 2)).toBe(false);
    expect(set.put(1, 2)).toBe(true);
    expect(set.put(2, 1)).toBe(false);
    expect(set.put(1, 3)).toBe(false);
    expect(set.put(0, 5)).toBe(false);
    expect(set.put(5, 0)).toBe(false);
    expect(set.size).toBe(5);
    expect(set.contains(1, 2)).toBe(true);
    expect(set.contains(3, 1)).toBe(false);
  });

  it('tells apart fingerprints that share a half or start probing at the same slot', () => {
    // with 16 slots the first probe is (low ^ (high >>> 7)) & 15, which is 0 for each of these
    const set = new FingerprintSet(16);
    const pairs: [number, number][] = [[0, 16], [0, 32], [128, 1], [2048, 16], [16, 0], [0xffffff80, 0x1ffffff]];
    for (const [h, l] of pairs) expect((l ^ (h >>> 7)) & 15).toBe(0);
    for (const [h, l] of pairs) expect(set.put(h, l), `${h},${l}`).toBe(false);
    for (const [h, l] of pairs) expect(set.put(h, l), `${h},${l} again`).toBe(true);
    expect(set.size).toBe(pairs.length);
    expect(set.contains(0, 48)).toBe(false);
  });

  it('keeps every fingerprint while growing from 16 slots', () => {
    const set = new FingerprintSet(16);
    expect(set.capacity).toBe(16);
    const pairs = randomPairs(20000, 7);
    let wrong = 0;
    pairs.forEach(([h, l], i) => {
      if (set.put(h, l) || set.size !== i + 1) wrong++;
    });
    expect(wrong).toBe(0);
    // grows by doubling past 3/4 load: 20000 / 0.75 = 26667 -> 32768 slots
    expect(set.capacity).toBe(32768);
    expect(set.bytes).toBe(32768 * 8);
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    expect(pairs.filter(([h, l]) => !set.put(h, l))).toEqual([]);
    expect(set.size).toBe(20000);
    // other random pairs are absent
    const keys = new Set(pairs.map((p) => p.join()));
    const others = randomPairs(2000, 8).filter((p) => !keys.has(p.join()));
    expect(others.length).toBeGreaterThan(1900);
    expect(others.filter(([h, l]) => set.contains(h, l))).toEqual([]);
  });

  it('agrees with a JavaScript Set on many random puts with repeats', () => {
    const random = seededRandom(99);
    const set = new FingerprintSet(16);
    const reference = new Set<string>();
    const disagreements: string[] = [];
    // draws from a pool of 20000 random fingerprints, so that repeats are common
    const pool = randomPairs(20000, 100);
    for (let i = 0; i < 50000; i++) {
      const [high, low] = pool[Math.floor(random() * pool.length)] as [number, number];
      const key = `${high},${low}`;
      if (set.put(high, low) !== reference.has(key)) disagreements.push(key);
      reference.add(key);
    }
    expect(disagreements).toEqual([]);
    expect(reference.size).toBeGreaterThan(15000);
    expect(set.size).toBe(reference.size);
  });

  it('rounds the initial capacity up to a power of two, at least 16', () => {
    expect(new FingerprintSet(1).capacity).toBe(16);
    expect(new FingerprintSet(100).capacity).toBe(128);
    expect(new FingerprintSet().capacity).toBe(65536);
  });
});
