/**
 * The contract every use of the fingerprint table keeps, as TLC's abstract
 * FPSet tests: one suite, run against each use (the simulator's set, the
 * BFS's partitioned visited set filled through window inserters, the DFS's
 * depth table) and each fingerprint width.
 */
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../src/engine/tables/table-probe.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** A use of the table as the contract sees it. */
export interface TableUnderTest {
  /** Adds the fingerprint (`width` words); true iff it was already present (TLC's FPSet.put). */
  put(fingerprint: Uint32Array): boolean;
  contains(fingerprint: Uint32Array): boolean;
  /** Fingerprints held, counted by the table itself where it can (else by the use). */
  size(): number;
}

/** A fingerprint of `width` words: words 0 and 1 as given, the others from `tail` (0 by default). */
export function fingerprintOf(width: number, high: number, low: number, ...tail: number[]): Uint32Array {
  const words = new Uint32Array(width);
  words[0] = high;
  words[1] = low;
  for (let k = 2; k < width; k++) words[k] = tail[k - 2] ?? 0;
  return words;
}

/** `count` distinct random normalized fingerprints of `width` words from a fixed seed. */
export function randomFingerprints(width: number, count: number, seed: number): Uint32Array[] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const fingerprints: Uint32Array[] = [];
  while (fingerprints.length < count) {
    const words = Uint32Array.from({ length: width }, () => Math.floor(random() * 2 ** 32));
    words[0] = normalize(words[0] as number);
    words[1] = normalize(words[1] as number);
    const key = words.join();
    if (seen.has(key)) continue;
    seen.add(key);
    fingerprints.push(words);
  }
  return fingerprints;
}

/** Runs the contract against the use `name`, fresh from `make(width)` in each test, for each width given. */
export function fingerprintTableContract(name: string, make: (width: number) => TableUnderTest, widths: readonly number[] = [2, 4]): void {
  for (const width of widths) {
    describe(`${name}, ${width * 32}-bit fingerprints: the fingerprint-table contract`, () => {
      const fp = (high: number, low: number, ...tail: number[]) => fingerprintOf(width, high, low, ...tail);

      it("put returns false for a new fingerprint and true once it is present (TLC's FPSet.put)", () => {
        const table = make(width);
        expect(table.put(fp(1, 2))).toBe(false);
        expect(table.put(fp(1, 2))).toBe(true);
        expect(table.put(fp(2, 1))).toBe(false);
        expect(table.put(fp(1, 3))).toBe(false);
        expect(table.contains(fp(1, 2))).toBe(true);
        expect(table.contains(fp(3, 1))).toBe(false);
        expect(table.size()).toBe(3);
      });

      it('tells apart fingerprints that share a word or start probing at the same slot', () => {
        const table = make(width);
        // (low ^ (high >>> 7)) is the same for several of these, so they start at one slot
        const pairs: [number, number][] = [
          [1, 16],
          [1, 32],
          [128, 1],
          [2048, 16],
          [16, 1],
          [0xffffff80, 0x1ffffff],
          [0xffffffff, 0xffffffff],
        ];
        for (const [h, l] of pairs) expect(table.put(fp(h, l)), `${h},${l}`).toBe(false);
        for (const [h, l] of pairs) expect(table.put(fp(h, l)), `${h},${l} again`).toBe(true);
        expect(table.contains(fp(1, 48))).toBe(false);
        expect(table.size()).toBe(pairs.length);
      });

      if (width > 2) {
        it('tells apart fingerprints whose first 64 bits are equal, by every further word (zeros included)', () => {
          const table = make(width);
          const tails = [
            ...new Set(
              [
                [0, 0],
                [1, 0],
                [0, 1],
                [0xffffffff, 0],
                [0, 0xffffffff],
                [7, 7],
              ].map((tail) => tail.slice(0, width - 2).join()),
            ),
          ].map((tail) => tail.split(',').map(Number));
          for (const tail of tails) expect(table.put(fp(5, 9, ...tail)), tail.join()).toBe(false);
          for (const tail of tails) expect(table.put(fp(5, 9, ...tail)), `${tail.join()} again`).toBe(true);
          expect(table.contains(fp(5, 9, 8, 8))).toBe(false);
          expect(table.size()).toBe(tails.length);
        });
      }

      it('keeps every fingerprint while it grows, and finds none it was not given', () => {
        const table = make(width);
        const fingerprints = randomFingerprints(width, 10000, 7);
        const wrong = fingerprints.filter((f, i) => table.put(f) || table.size() !== i + 1);
        expect(wrong).toEqual([]);
        expect(fingerprints.filter((f) => !table.contains(f))).toEqual([]);
        expect(fingerprints.filter((f) => !table.put(f))).toEqual([]);
        expect(table.size()).toBe(10000);
        const given = new Set(fingerprints.map((f) => f.join()));
        const others = randomFingerprints(width, 2000, 8).filter((f) => !given.has(f.join()));
        expect(others.length).toBeGreaterThan(1900);
        expect(others.filter((f) => table.contains(f))).toEqual([]);
      });

      it('agrees with a JavaScript Set on many random puts with repeats', () => {
        const random = seededRandom(99);
        const table = make(width);
        const reference = new Set<string>();
        const pool = randomFingerprints(width, 10000, 100);
        const disagreements: string[] = [];
        for (let i = 0; i < 25000; i++) {
          const f = pool[Math.floor(random() * pool.length)] as Uint32Array;
          const key = f.join();
          if (table.put(f) !== reference.has(key)) disagreements.push(key);
          reference.add(key);
        }
        expect(disagreements).toEqual([]);
        expect(reference.size).toBeGreaterThan(8000);
        expect(table.size()).toBe(reference.size);
      });
    });
  }
}
