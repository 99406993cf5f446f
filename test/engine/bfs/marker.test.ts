/** Marker: inserts staged candidates in enumeration order, each partition by its own marker, and flags the duplicates. */
import { describe, expect, it } from 'vitest';
import { Marker } from '../../../src/engine/bfs/marker.js';
import { normalize, partitionOf, SharedFingerprintSet } from '../../../src/engine/tables/shared-fingerprint-set.js';
import { DUPLICATE, NEW_STATE, SuccessorBatch } from '../../../src/engine/bfs/successor-batch.js';
import { seededRandom } from '../../helpers/monopoly-states.js';

const STATE_BYTES = 4;
const source = new Uint32Array(1);

/** A batch of `count` candidates drawn from `pool` distinct fingerprints, so that many repeat. */
function batchOf(count: number, pool: [number, number][], random: () => number, partitions: number): SuccessorBatch {
  const batch = new SuccessorBatch(STATE_BYTES, 16, partitions);
  for (let i = 0; i < count; i++) {
    const [high, low] = pool[Math.floor(random() * pool.length)] as [number, number];
    batch.add(high, low, i, 0, i, 0, NEW_STATE, source, 0);
  }
  return batch;
}

function randomPool(count: number, random: () => number): [number, number][] {
  return Array.from({ length: count }, () => [normalize(Math.floor(random() * 2 ** 32)), normalize(Math.floor(random() * 2 ** 32))]);
}

/** What marking must give: a candidate is a duplicate iff its fingerprint is in `seen` or came earlier in the ranges. */
function expectedDuplicates(batches: SuccessorBatch[], ranges: { worker: number; start: number; end: number }[], seen: Set<string>): boolean[][] {
  const flags = batches.map((batch) => new Array<boolean>(batch.count).fill(false));
  for (const range of ranges) {
    const batch = batches[range.worker] as SuccessorBatch;
    for (let i = range.start; i < range.end; i++) {
      const key = `${batch.high[i]},${batch.low[i]}`;
      (flags[range.worker] as boolean[])[i] = seen.has(key);
      seen.add(key);
    }
  }
  return flags;
}

describe('Marker', () => {
  for (const partitions of [1, 2, 3]) {
    it(`flags exactly the repeats in enumeration order across batches and windows, with ${partitions} partition(s)`, () => {
      const random = seededRandom(partitions);
      const pool = randomPool(3000, random);
      const table = new SharedFingerprintSet(1 << 14, partitions);
      const markers = Array.from({ length: partitions }, (_, p) => new Marker(p, partitions));
      const seen = new Set<string>();
      for (let slice = 0; slice < 3; slice++) {
        // two workers' batches, of more candidates than one window (1024) holds
        const batches = [batchOf(2500, pool, random, partitions), batchOf(1800, pool, random, partitions)];
        const ranges = [{ worker: 0, start: 0, end: 1200 }, { worker: 1, start: 0, end: 1800 }, { worker: 0, start: 1200, end: 2500 }];
        const expected = expectedDuplicates(batches, ranges, seen);
        const fresh = markers.map((marker) => marker.mark(table, batches, ranges));
        batches.forEach((batch, w) => {
          const flags = Array.from({ length: batch.count }, (_, i) => batch.statusOf(i) === DUPLICATE);
          expect(flags, `slice ${slice}, worker ${w}'s batch`).toEqual(expected[w]);
        });
        // each marker counts the new states of its own partition
        const newByPartition = new Array<number>(partitions).fill(0);
        batches.forEach((batch, w) => (expected[w] as boolean[]).forEach((duplicate, i) => {
          const partition = partitionOf(batch.high[i] as number, partitions);
          if (!duplicate) newByPartition[partition] = (newByPartition[partition] as number) + 1;
        }));
        expect(fresh).toEqual(newByPartition);
      }
      expect(table.countOccupied()).toBe(seen.size);
    });
  }

  it('marks into the table that replaced the one it marked before (after growth)', () => {
    const random = seededRandom(7);
    const pool = randomPool(4000, random);
    const table = new SharedFingerprintSet(1024);
    const marker = new Marker(0, 1);
    const seen = new Set<string>();
    const first = batchOf(600, pool, random, 1);
    expectedDuplicates([first], [{ worker: 0, start: 0, end: 600 }], seen);
    marker.mark(table, [first], [{ worker: 0, start: 0, end: 600 }]);
    const generation = table.generation;
    // (few enough that the old table could take them too: a marker still writing there is caught below, not stuck)
    expect(table.ensureRoom([seen.size], [400])).toBe(true);
    expect(table.generation).not.toBe(generation);
    const second = batchOf(400, pool, random, 1);
    const expected = expectedDuplicates([second], [{ worker: 0, start: 0, end: 400 }], seen);
    marker.mark(table, [second], [{ worker: 0, start: 0, end: 400 }]);
    expect(Array.from({ length: 400 }, (_, i) => second.statusOf(i) === DUPLICATE)).toEqual(expected[0]);
    expect(table.countOccupied()).toBe(seen.size);
    for (const key of seen) {
      const [high, low] = key.split(',').map(Number) as [number, number];
      expect(table.contains(high, low)).toBe(true);
    }
  });
});
