/** The fingerprint-table core: the contract for the simulator's and the BFS's uses, then what only a partitioned, shared table does. */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { FingerprintTable } from '../../../src/engine/tables/fingerprint-table.js';
import { partitionOf, rehashPartition } from '../../../src/engine/tables/table-probe.js';
import { fingerprintOf, fingerprintTableContract, randomFingerprints, type TableUnderTest } from './fingerprint-table-contract.js';

/** The simulator's use: one partition, filled by one thread, grown by makeRoomForOne. */
function filledByOneThread(width: number): TableUnderTest {
  const table = new FingerprintTable({ width }, 16);
  let count = 0;
  return {
    put: (fingerprint) => {
      table.makeRoomForOne(count);
      const present = table.put(fingerprint, 0);
      if (!present) count++;
      return present;
    },
    contains: (fingerprint) => table.contains(fingerprint, 0),
    size: () => count,
  };
}

/** The BFS's use: cut into 3 partitions, grown by ensureRoom between inserts, filled through each partition's window inserter. */
function visitedSetUse(width: number): TableUnderTest {
  const table = new FingerprintTable({ width, partitions: 3 }, 16);
  const held = [0, 0, 0];
  const window = Int32Array.of(0);
  const duplicates = new Uint8Array(3);
  return {
    put: (fingerprint) => {
      const p = partitionOf(fingerprint[0] as number, 3);
      const incoming = [0, 0, 0];
      incoming[p] = 1;
      table.ensureRoom(held, incoming);
      const fresh = table.windowInserter(p)(fingerprint, window, 1, duplicates, p);
      held[p] = (held[p] as number) + fresh;
      expect(duplicates[p]).toBe(1 - fresh);
      return fresh === 0;
    },
    contains: (fingerprint) => table.contains(fingerprint, 0),
    size: () => held.reduce((sum, count) => sum + count, 0),
  };
}

fingerprintTableContract('FingerprintTable filled by one thread (the simulator)', filledByOneThread, [2, 3, 4]);
fingerprintTableContract('FingerprintTable in 3 partitions through window inserters (the BFS visited set)', visitedSetUse, [2, 3, 4]);

/** Puts `fingerprints` into `table` one by one, growing it as the BFS does; returns what each partition holds. */
function fill(table: FingerprintTable, fingerprints: readonly Uint32Array[]): number[] {
  const held = new Array<number>(table.partitions).fill(0);
  for (const f of fingerprints) {
    const p = partitionOf(f[0] as number, table.partitions);
    const incoming = new Array<number>(table.partitions).fill(0);
    incoming[p] = 1;
    table.ensureRoom(held, incoming);
    expect(table.put(f, 0)).toBe(false);
    held[p] = (held[p] as number) + 1;
  }
  return held;
}

describe('FingerprintTable', () => {
  for (const width of [2, 4]) {
    it(`ensureRoom grows by half past 3/4 load and holds 4 x ${width} / 0.75 to 4 x ${width} / 0.5 bytes per fingerprint`, () => {
      const table = new FingerprintTable({ width }, 16);
      const fingerprints = randomFingerprints(width, 20000, 7);
      let size = 0;
      let worstBytesPerFingerprint = 0;
      for (const f of fingerprints) {
        table.ensureRoom([size], [1]);
        expect(table.put(f, 0)).toBe(false);
        size++;
        expect(size).toBeLessThanOrEqual(table.capacity * 0.75);
        if (size > 100) worstBytesPerFingerprint = Math.max(worstBytesPerFingerprint, table.bytes / size);
      }
      expect(worstBytesPerFingerprint).toBeLessThanOrEqual(8 * width);
      // 16 slots grown by half (rounded up) until 3/4 of them hold 20000: ... 23846 -> 35769
      expect(table.capacity).toBe(35769);
      expect(table.bytes).toBe(35769 * 4 * width);
      expect(table.bytesToHold([20000], [0])).toBe(35769 * 4 * width);
      expect(table.bytesToHold([20000], [10000])).toBe(53654 * 4 * width);
      expect(table.ensureRoom([size], [0])).toBe(false);
      expect(table.countOccupied()).toBe(20000);
    });
  }

  it('makeRoomForOne grows a table of one partition just before it would pass 3/4 full', () => {
    const table = new FingerprintTable({ width: 2 }, 100);
    table.makeRoomForOne(74);
    expect(table.capacity).toBe(100);
    table.makeRoomForOne(75);
    expect(table.capacity).toBe(150);
  });

  for (const width of [2, 4]) {
    it(`cut into partitions, keeps each ${width * 32}-bit fingerprint in its partition's range and each range at most 3/4 full`, () => {
      const table = new FingerprintTable({ width, partitions: 3 }, 16);
      const fingerprints = randomFingerprints(width, 30000, 21);
      const held = fill(table, fingerprints);
      expect(table.capacity % 3).toBe(0);
      expect(table.occupiedByPartition()).toEqual(held);
      for (const count of held) expect(count).toBeLessThanOrEqual((table.capacity / 3) * 0.75);
      // range p holds exactly the fingerprints of partition p
      const range = table.capacity / 3;
      table.forEachOccupied((at, words) => {
        expect(partitionOf(words[at] as number, 3)).toBe(Math.floor(at / width / range));
      });
      expect(fingerprints.filter((f) => !table.contains(f, 0))).toEqual([]);
      expect(table.bytes / 30000).toBeLessThanOrEqual(8 * width);
    });
  }

  it('ensureRoom moves the fingerprints with the rehash it is given, one partition at a time in any order', () => {
    const table = new FingerprintTable({ width: 2, partitions: 3 }, 64);
    const fingerprints = randomFingerprints(2, 3000, 5);
    const held = [0, 0, 0];
    const calls: number[] = [];
    for (const f of fingerprints) {
      const p = partitionOf(f[0] as number, 3);
      const incoming = [0, 0, 0];
      incoming[p] = 1;
      // as workers would: each partition on its own, here from the last to the first
      table.ensureRoom(held, incoming, (source, target, layout, partitions) => {
        calls.push(target.length / 2);
        for (let q = partitions - 1; q >= 0; q--) rehashPartition(source, target, layout, partitions, q);
      });
      expect(table.put(f, 0)).toBe(false);
      held[p] = (held[p] as number) + 1;
    }
    expect(calls.length).toBeGreaterThan(3);
    expect(calls[calls.length - 1]).toBe(table.capacity);
    expect(table.occupiedByPartition()).toEqual(held);
    expect(fingerprints.filter((f) => !table.contains(f, 0))).toEqual([]);
    // a rehash that leaves a partition out loses its fingerprints: the table holds what the rehash moved
    const before = table.occupiedByPartition();
    table.ensureRoom(held, [table.capacity, 0, 0], (source, target, layout, partitions) =>
      rehashPartition(source, target, layout, partitions, 1),
    );
    expect(table.occupiedByPartition()).toEqual([0, before[1], 0]);
  });

  it('growing moves each slot whole: the payload words stay with their fingerprint', () => {
    const table = new FingerprintTable({ width: 4, payloadWords: 2 }, 16);
    const fingerprints = randomFingerprints(4, 500, 3);
    fingerprints.forEach((f, i) => {
      table.makeRoomForOne(i);
      const at = table.slotOf(f, 0);
      table.store(at, f, 0);
      table.contents()[at + 4] = i;
      table.contents()[at + 5] = i * 3;
    });
    expect(table.capacity).toBeGreaterThan(500);
    const moved = table.withPartitions(2);
    for (const t of [table, moved]) {
      fingerprints.forEach((f, i) => {
        const at = t.slotOf(f, 0);
        expect([t.contents()[at + 4], t.contents()[at + 5]]).toEqual([i, i * 3]);
      });
    }
  });

  it('canHold tells whether every partition stays within a load', () => {
    const table = new FingerprintTable({ width: 2, partitions: 2 }, 100);
    expect(table.capacity).toBe(100);
    expect(table.canHold([40, 30], [5, 0], 0.9)).toBe(true);
    expect(table.canHold([40, 30], [6, 0], 0.9)).toBe(false);
    expect(table.canHold([0, 45], [0, 0], 0.9)).toBe(true);
    expect(table.canHold([0, 45], [0, 1], 0.9)).toBe(false);
  });

  it('withPartitions moves every fingerprint to a table of other partitions, and a table wraps memory of its own shape only', () => {
    const one = new FingerprintTable({ width: 4 }, 16);
    const fingerprints = randomFingerprints(4, 5000, 3);
    fill(one, fingerprints);
    expect(one.withPartitions(1)).toBe(one);
    const two = one.withPartitions(2);
    expect(two.partitions).toBe(2);
    expect(two.countOccupied()).toBe(5000);
    expect(two.occupiedByPartition()).toEqual(one.occupiedByPartition(2));
    expect(fingerprints.filter((f) => !two.contains(f, 0))).toEqual([]);
    const back = new FingerprintTable({ width: 4, partitions: 2 }, two.buffer).withPartitions(1);
    expect(fingerprints.filter((f) => !back.put(f, 0))).toEqual([]);
    expect(() => new FingerprintTable({ width: 2, partitions: 2 }, new SharedArrayBuffer(8 * 17))).toThrow(
      /cannot be cut into 2 equal partitions/,
    );
    expect(() => new FingerprintTable({ width: 4 }, new SharedArrayBuffer(8 * 17))).toThrow(/of 4-word slots/);
  });

  it('clear empties the table', () => {
    const table = new FingerprintTable({ width: 2 }, 16);
    table.put(fingerprintOf(2, 1, 2), 0);
    table.clear();
    expect(table.countOccupied()).toBe(0);
    expect(table.contains(fingerprintOf(2, 1, 2), 0)).toBe(false);
  });

  it('takes concurrent inserts of different fingerprints from two threads without losing any', async () => {
    const table = new FingerprintTable({ width: 4, partitions: 2 }, 1 << 17);
    const fingerprints = randomFingerprints(4, 60000, 5);
    // each thread inserts its partition (as the BFS gives them out) through the compiled class, all at once
    const compiled = pathToFileURL(fileURLToPath(new URL('../../../dist/engine/tables/fingerprint-table.js', import.meta.url))).href;
    const script = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.compiled).then(({ FingerprintTable }) => {
        const table = new FingerprintTable({ width: 4, partitions: 2 }, workerData.buffer);
        let fresh = 0;
        for (const words of workerData.fingerprints) if (!table.put(words, 0)) fresh++;
        parentPort.postMessage(fresh);
      });`;
    const half = (partition: number) => fingerprints.filter((f) => partitionOf(f[0] as number, 2) === partition);
    const counts = await Promise.all(
      [0, 1].map(
        (p) =>
          new Promise<number>((resolve) =>
            new Worker(script, { eval: true, workerData: { compiled, buffer: table.buffer, fingerprints: half(p) } }).on(
              'message',
              resolve,
            ),
          ),
      ),
    );
    expect(counts[0]! + counts[1]!).toBe(60000);
    expect(fingerprints.filter((f) => !table.contains(f, 0))).toEqual([]);
    expect(table.countOccupied()).toBe(60000);
  });
});
