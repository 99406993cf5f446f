import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { normalize, partitionOf, rehashPartition, SharedFingerprintSet } from '../../../src/engine/tables/shared-fingerprint-set.js';
import { seededRandom } from '../../helpers/monopoly-states.js';

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
      set.ensureRoom([size], [1]);
      expect(set.put(h, l)).toBe(false);
      size++;
      expect(size).toBeLessThanOrEqual(set.capacity * 0.75);
      if (size > 100) worstBytesPerFingerprint = Math.max(worstBytesPerFingerprint, set.bytes / size);
    }
    expect(worstBytesPerFingerprint).toBeLessThanOrEqual(16);
    // 16 slots grown by half (rounded up) until 3/4 of them hold 20000: ... 23846 -> 35769
    expect(set.capacity).toBe(35769);
    expect(set.bytesToHold([20000], [0])).toBe(35769 * 8);
    expect(set.bytesToHold([20000], [10000])).toBe(53654 * 8);
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    expect(set.ensureRoom([size], [0])).toBe(false);
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

  it('partitionOf spreads fingerprints evenly and gives everything to partition 0 of 1', () => {
    const counts = [0, 0, 0];
    for (const [high] of randomPairs(30000, 4)) {
      const partition = partitionOf(high, 3);
      counts[partition] = (counts[partition] as number) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10000)).toBeLessThan(500);
    expect(partitionOf(0xffffffff, 1)).toBe(0);
    expect(partitionOf(0xffffffff, 3)).toBe(2);
    expect(partitionOf(1, 3)).toBe(0);
  });

  it('cut into partitions, keeps each fingerprint in its partition\'s range and each range at most 3/4 full', () => {
    const set = new SharedFingerprintSet(16, 3);
    expect(set.capacity % 3).toBe(0);
    const pairs = randomPairs(30000, 21);
    const held = [0, 0, 0];
    for (const [h, l] of pairs) {
      const p = partitionOf(h, 3);
      const incoming = [0, 0, 0];
      incoming[p] = 1;
      set.ensureRoom(held, incoming);
      expect(set.put(h, l)).toBe(false);
      held[p] = (held[p] as number) + 1;
    }
    expect(set.capacity % 3).toBe(0);
    expect(set.occupiedByPartition()).toEqual(held);
    for (const count of held) expect(count).toBeLessThanOrEqual((set.capacity / 3) * 0.75);
    // range p holds exactly the fingerprints of partition p
    const words = set.contents();
    const range = set.capacity / 3;
    for (let slot = 0; slot < set.capacity; slot++) {
      const high = words[slot * 2] as number;
      if (words[slot * 2 + 1] !== 0) expect(partitionOf(high, 3)).toBe(Math.floor(slot / range));
    }
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    expect(pairs.filter(([h, l]) => !set.put(h, l))).toEqual([]);
    expect(set.bytes / 30000).toBeLessThanOrEqual(16);
  });

  it('ensureRoom moves the fingerprints with the rehash it is given, one partition at a time in any order', () => {
    const set = new SharedFingerprintSet(64, 3);
    const pairs = randomPairs(3000, 5);
    const held = [0, 0, 0];
    const calls: number[] = [];
    for (const [h, l] of pairs) {
      const p = partitionOf(h, 3);
      const incoming = [0, 0, 0];
      incoming[p] = 1;
      // as workers would: each partition on its own, here from the last to the first
      set.ensureRoom(held, incoming, (source, target, partitions) => {
        calls.push(target.length / 2);
        for (let q = partitions - 1; q >= 0; q--) rehashPartition(source, target, partitions, q);
      });
      expect(set.put(h, l)).toBe(false);
      held[p] = (held[p] as number) + 1;
    }
    expect(calls.length).toBeGreaterThan(3);
    expect(calls[calls.length - 1]).toBe(set.capacity);
    expect(set.occupiedByPartition()).toEqual(held);
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    // a rehash that leaves a partition out loses its fingerprints: the table holds what the rehash moved
    const before = set.occupiedByPartition();
    set.ensureRoom(held, [set.capacity, 0, 0], (source, target, partitions) => rehashPartition(source, target, partitions, 1));
    expect(set.occupiedByPartition()).toEqual([0, before[1], 0]);
  });

  it('canHold tells whether every partition stays within a load', () => {
    const set = new SharedFingerprintSet(100, 2);
    expect(set.capacity).toBe(100);
    expect(set.canHold([40, 30], [5, 0], 0.9)).toBe(true);
    expect(set.canHold([40, 30], [6, 0], 0.9)).toBe(false);
    expect(set.canHold([0, 45], [0, 0], 0.9)).toBe(true);
    expect(set.canHold([0, 45], [0, 1], 0.9)).toBe(false);
  });

  it('withPartitions moves every fingerprint to a table of other partitions', () => {
    const one = new SharedFingerprintSet(16);
    const pairs = randomPairs(5000, 3);
    for (const [h, l] of pairs) {
      one.ensureRoom([one.countOccupied()], [1]);
      one.put(h, l);
    }
    expect(one.withPartitions(1)).toBe(one);
    const two = one.withPartitions(2);
    expect(two.partitions).toBe(2);
    expect(two.countOccupied()).toBe(5000);
    expect(two.occupiedByPartition()).toEqual(one.occupiedByPartition(2));
    expect(pairs.filter(([h, l]) => !two.contains(h, l))).toEqual([]);
    const back = new SharedFingerprintSet(two.buffer, 2).withPartitions(1);
    expect(pairs.filter(([h, l]) => !back.put(h, l))).toEqual([]);
    expect(() => new SharedFingerprintSet(new SharedArrayBuffer(8 * 17), 2)).toThrow(/cannot be cut into 2 equal partitions/);
  });

  it('takes concurrent inserts of different fingerprints from two threads without losing any', async () => {
    const set = new SharedFingerprintSet(1 << 17, 2);
    const pairs = randomPairs(60000, 5);
    // each thread inserts its partition (as the BFS gives them out) through the compiled class, all at once
    const compiled = pathToFileURL(fileURLToPath(new URL('../../../dist/engine/tables/shared-fingerprint-set.js', import.meta.url))).href;
    const script = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.compiled).then(({ SharedFingerprintSet }) => {
        const set = new SharedFingerprintSet(workerData.buffer, 2);
        let fresh = 0;
        for (const [high, low] of workerData.pairs) if (!set.put(high, low)) fresh++;
        parentPort.postMessage(fresh);
      });`;
    const half = (partition: number) => pairs.filter(([high]) => partitionOf(high, 2) === partition);
    const counts = await Promise.all([0, 1].map((parity) => new Promise<number>((resolve) => new Worker(script, { eval: true, workerData: { compiled, buffer: set.buffer, pairs: half(parity) } }).on('message', resolve))));
    expect(counts[0]! + counts[1]!).toBe(60000);
    expect(pairs.filter(([h, l]) => !set.contains(h, l))).toEqual([]);
    expect(set.countOccupied()).toBe(60000);
  });
});
