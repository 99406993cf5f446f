import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { normalize, SharedFingerprintSet } from '../../src/engine/shared-fingerprint-set.js';
import { seededRandom } from '../helpers/monopoly-states.js';

/** `count` distinct random normalized (high, low) pairs from a fixed seed. */
function randomPairs(count: number, seed: number): [number, number][] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const pairs: [number, number][] = [];
  while (pairs.length < count) {
    const pair: [number, number] = [normalize(Math.floor(random() * 2 ** 32)), normalize(Math.floor(random() * 2 ** 32))];
    if (seen.has(pair.join())) continue;
    seen.add(pair.join());
    pairs.push(pair);
  }
  return pairs;
}

describe('SharedFingerprintSet', () => {
  it('put returns false for a new fingerprint and true once it is present (TLC\'s FPSet.put contract)', () => {
    const set = new SharedFingerprintSet(16);
    expect(set.put(1, 2)).toBe(false);
    expect(set.put(1, 2)).toBe(true);
    expect(set.put(2, 1)).toBe(false);
    expect(set.put(1, 3)).toBe(false);
    expect(set.contains(1, 2)).toBe(true);
    expect(set.contains(3, 1)).toBe(false);
    expect(set.countOccupied()).toBe(3);
  });

  it('maps a zero word off the reserved value', () => {
    expect(normalize(0)).toBe(1);
    expect(normalize(7)).toBe(7);
  });

  it('tells apart fingerprints that start probing at the same slot', () => {
    const set = new SharedFingerprintSet(16);
    const pairs: [number, number][] = [[1, 16], [1, 32], [128, 1], [2048, 16], [16, 1], [0xffffff80, 0x1ffffff]];
    for (const [h, l] of pairs) expect(set.put(h, l), `${h},${l}`).toBe(false);
    for (const [h, l] of pairs) expect(set.put(h, l), `${h},${l} again`).toBe(true);
    expect(set.countOccupied()).toBe(pairs.length);
  });

  it('ensureRoom grows by half past 3/4 load, keeps every fingerprint, and holds 10.7 to 16 bytes per fingerprint', () => {
    const set = new SharedFingerprintSet(16);
    const pairs = randomPairs(20000, 7);
    let size = 0;
    let worstBytesPerFingerprint = 0;
    for (const [h, l] of pairs) {
      set.ensureRoom(size, 1);
      expect(set.put(h, l)).toBe(false);
      size++;
      expect(size).toBeLessThanOrEqual(set.capacity * 0.75);
      if (size > 100) worstBytesPerFingerprint = Math.max(worstBytesPerFingerprint, set.bytes / size);
    }
    expect(worstBytesPerFingerprint).toBeLessThanOrEqual(16);
    // 16 slots grown by half (rounded up) until 3/4 of them hold 20000: ... 23846 -> 35769
    expect(set.capacity).toBe(35769);
    expect(set.bytesToHold(20000)).toBe(35769 * 8);
    expect(set.bytesToHold(30000)).toBe(53654 * 8);
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    expect(set.ensureRoom(size, 0)).toBe(false);
    expect(set.countOccupied()).toBe(20000);
  });

  it('agrees with a JavaScript Set on many random puts with repeats', () => {
    const random = seededRandom(99);
    const set = new SharedFingerprintSet(1 << 16);
    const reference = new Set<string>();
    const pool = randomPairs(20000, 100);
    let disagreements = 0;
    for (let i = 0; i < 40000; i++) {
      const [high, low] = pool[Math.floor(random() * pool.length)] as [number, number];
      if (set.put(high, low) !== reference.has(`${high},${low}`)) disagreements++;
      reference.add(`${high},${low}`);
    }
    expect(disagreements).toBe(0);
  });

  it('takes concurrent inserts of different fingerprints from two threads without losing any', async () => {
    const set = new SharedFingerprintSet(1 << 17);
    const pairs = randomPairs(60000, 5);
    // each thread inserts its half (by high % 2, as the BFS partitions them) through the compiled class, all at once
    const compiled = pathToFileURL(fileURLToPath(new URL('../../dist/engine/shared-fingerprint-set.js', import.meta.url))).href;
    const script = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.compiled).then(({ SharedFingerprintSet }) => {
        const set = new SharedFingerprintSet(workerData.buffer);
        let fresh = 0;
        for (const [high, low] of workerData.pairs) if (!set.put(high, low)) fresh++;
        parentPort.postMessage(fresh);
      });`;
    const half = (parity: number) => pairs.filter(([high]) => high % 2 === parity);
    const counts = await Promise.all([0, 1].map((parity) => new Promise<number>((resolve) => new Worker(script, { eval: true, workerData: { compiled, buffer: set.buffer, pairs: half(parity) } }).on('message', resolve))));
    expect(counts[0]! + counts[1]!).toBe(60000);
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    expect(set.countOccupied()).toBe(60000);
  });
});
