/** Marker: inserts staged candidates in enumeration order, each partition by its own marker, and flags the duplicates. */
import { describe, expect, it } from 'vitest';
import { Marker } from '../../../src/engine/bfs/marker.js';
import { FingerprintTable } from '../../../src/engine/tables/fingerprint-table.js';
import { partitionOf } from '../../../src/engine/tables/table-probe.js';
import { DUPLICATE, NEW_STATE, SuccessorBatch } from '../../../src/engine/bfs/successor-batch.js';
import { seededRandom } from '../../helpers/seeded-random.js';
import { randomFingerprints } from '../tables/fingerprint-table-contract.js';

const STATE_BYTES = 4;
const source = new Uint32Array(1);

/** A batch of `count` candidates drawn from `pool` distinct fingerprints, so that many repeat. */
function batchOf(count: number, pool: Uint32Array[], random: () => number, partitions: number): SuccessorBatch {
  const width = (pool[0] as Uint32Array).length;
  const batch = new SuccessorBatch(STATE_BYTES, 16, partitions, width);
  for (let i = 0; i < count; i++) batch.add(pool[Math.floor(random() * pool.length)] as Uint32Array, 0, i, 0, i, 0, NEW_STATE, source, 0);
  return batch;
}

/** Candidate i's fingerprint words, as a key. */
function keyOf(batch: SuccessorBatch, i: number): string {
  return batch.fingerprints.subarray(i * batch.width, (i + 1) * batch.width).join();
}

/** What marking must give: a candidate is a duplicate iff its fingerprint is in `seen` or came earlier in the ranges. */
function expectedDuplicates(
  batches: SuccessorBatch[],
  ranges: { worker: number; start: number; end: number }[],
  seen: Set<string>,
): boolean[][] {
  const flags = batches.map((batch) => new Array<boolean>(batch.count).fill(false));
  for (const range of ranges) {
    const batch = batches[range.worker] as SuccessorBatch;
    for (let i = range.start; i < range.end; i++) {
      const key = keyOf(batch, i);
      (flags[range.worker] as boolean[])[i] = seen.has(key);
      seen.add(key);
    }
  }
  return flags;
}

describe('Marker', () => {
  for (const [partitions, width] of [
    [1, 2],
    [2, 2],
    [3, 2],
    [1, 4],
    [3, 4],
  ] as const) {
    it(`flags exactly the repeats in enumeration order across batches and windows, with ${partitions} partition(s) and ${width * 32}-bit fingerprints`, () => {
      const random = seededRandom(partitions);
      const pool = randomFingerprints(width, 3000, partitions + width);
      if (width > 2) {
        // fingerprints that share their first 64 bits are still different states
        for (let i = 0; i < 100; i++) pool.push(Uint32Array.from([...(pool[i] as Uint32Array).subarray(0, 2), 1, i]));
      }
      const table = new FingerprintTable({ width, partitions }, 1 << 14);
      const markers = Array.from({ length: partitions }, (_, p) => new Marker(p, partitions));
      const seen = new Set<string>();
      for (let slice = 0; slice < 3; slice++) {
        // two workers' batches, of more candidates than one window (1024) holds
        const batches = [batchOf(2500, pool, random, partitions), batchOf(1800, pool, random, partitions)];
        const ranges = [
          { worker: 0, start: 0, end: 1200 },
          { worker: 1, start: 0, end: 1800 },
          { worker: 0, start: 1200, end: 2500 },
        ];
        const expected = expectedDuplicates(batches, ranges, seen);
        const fresh = markers.map((marker) => marker.mark(table, batches, ranges));
        batches.forEach((batch, w) => {
          const flags = Array.from({ length: batch.count }, (_, i) => batch.statusOf(i) === DUPLICATE);
          expect(flags, `slice ${slice}, worker ${w}'s batch`).toEqual(expected[w]);
        });
        // each marker counts the new states of its own partition
        const newByPartition = new Array<number>(partitions).fill(0);
        batches.forEach((batch, w) =>
          (expected[w] as boolean[]).forEach((duplicate, i) => {
            const partition = partitionOf(batch.fingerprints[i * width] as number, partitions);
            if (!duplicate) newByPartition[partition] = (newByPartition[partition] as number) + 1;
          }),
        );
        expect(fresh).toEqual(newByPartition);
      }
      expect(table.countOccupied()).toBe(seen.size);
    });
  }

  it('marks into the table that replaced the one it marked before (after growth)', () => {
    const random = seededRandom(7);
    const pool = randomFingerprints(2, 4000, 11);
    const table = new FingerprintTable({ width: 2 }, 1024);
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
    for (const key of seen) expect(table.contains(Uint32Array.from(key.split(',').map(Number)), 0)).toBe(true);
  });
});
