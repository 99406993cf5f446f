import xxhash from 'xxhash-wasm';
import { describe, expect, it } from 'vitest';
import { Fingerprinter, SECOND_SEED } from '../../../src/engine/tables/fingerprint.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const hasher = await xxhash();

/** xxhash-wasm's 64-bit hash with `seed` as [high, low] 32-bit words, normalized as the tables need (0 -> 1). */
function reference(bytes: Uint8Array, seed = 0n): [number, number] {
  const hash = hasher.h64Raw(bytes, seed);
  const high = Number(hash >> 32n);
  const low = Number(hash & 0xffffffffn);
  return seed === 0n ? [high || 1, low || 1] : [high, low];
}

/** The fingerprint of `bytes` as a `width`-word array. */
function fingerprintOf(fingerprinter: Fingerprinter, bytes: Uint8Array, at = fingerprinter.scratchOffset): number[] {
  fingerprinter.bytes.set(bytes, at);
  fingerprinter.hash(at, bytes.length);
  return Array.from(fingerprinter.fingerprint);
}

describe('Fingerprinter.hash', () => {
  it('equals xxhash-wasm h64Raw (seed 0) on random byte strings of lengths 1..100, high word first', () => {
    const random = seededRandom(2024);
    const fingerprinter = new Fingerprinter(100);
    expect(fingerprinter.fingerprint.length).toBe(2);
    for (let length = 1; length <= 100; length++) {
      for (let trial = 0; trial < 5; trial++) {
        const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
        expect(fingerprintOf(fingerprinter, bytes), `length ${length}`).toEqual(reference(bytes));
      }
    }
  });

  it('a 128-bit fingerprint is the 64-bit one followed by h64Raw with the second seed', () => {
    const random = seededRandom(7);
    const narrow = new Fingerprinter(100);
    const wide = new Fingerprinter(100, 4);
    expect(wide.fingerprint.length).toBe(4);
    for (let length = 1; length <= 100; length += 3) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
      const first = fingerprintOf(narrow, bytes);
      expect(fingerprintOf(wide, bytes), `length ${length}`).toEqual([...first, ...reference(bytes, SECOND_SEED)]);
    }
  });

  it('a 96-bit fingerprint is the first three words of the 128-bit one', () => {
    const wide = new Fingerprinter(40, 4);
    const middle = new Fingerprinter(40, 3);
    const bytes = Uint8Array.from({ length: 40 }, (_, i) => i * 7);
    expect(fingerprintOf(middle, bytes)).toEqual(fingerprintOf(wide, bytes).slice(0, 3));
  });

  it('hashes only the given range, wherever it lies in the scratch space', () => {
    const fingerprinter = new Fingerprinter(64);
    const at = fingerprinter.scratchOffset;
    const state = Uint8Array.from([3, 1, 4, 1, 5, 9, 2, 6]);
    fingerprinter.bytes.fill(0xab, at, at + 64);
    const first = fingerprintOf(fingerprinter, state, at + 10);
    expect(first).toEqual(reference(state));
    // the bytes around the range do not matter
    fingerprinter.bytes.fill(0x00, at, at + 10);
    fingerprinter.hash(at + 10, state.length);
    expect(Array.from(fingerprinter.fingerprint)).toEqual(first);
  });

  it('gives equal states equal fingerprints and a one-byte change a different one, in every word of a wide one', () => {
    const fingerprinter = new Fingerprinter(32, 4);
    const at = fingerprinter.scratchOffset;
    const state = new Uint8Array(32).fill(7);
    const first = fingerprintOf(fingerprinter, state);
    expect(fingerprintOf(fingerprinter, state)).toEqual(first);
    state[31] = 8;
    const changed = fingerprintOf(fingerprinter, state);
    for (let k = 0; k < 4; k++) expect(changed[k], `word ${k}`).not.toBe(first[k]);
    expect(at).toBe(fingerprinter.scratchOffset);
  });

  it('gives separate fingerprinters separate memory', () => {
    const a = new Fingerprinter(16);
    const b = new Fingerprinter(16);
    a.bytes.fill(1, a.scratchOffset, a.scratchOffset + 16);
    b.bytes.fill(2, b.scratchOffset, b.scratchOffset + 16);
    a.hash(a.scratchOffset, 16);
    b.hash(b.scratchOffset, 16);
    expect(Array.from(a.fingerprint)).toEqual(reference(new Uint8Array(16).fill(1)));
    expect(Array.from(b.fingerprint)).toEqual(reference(new Uint8Array(16).fill(2)));
  });

  it('makes room for large states, and refuses a width it cannot make', () => {
    const fingerprinter = new Fingerprinter(200000);
    expect(fingerprinter.bytes.length).toBeGreaterThanOrEqual(fingerprinter.scratchOffset + 200000);
    const big = Uint8Array.from({ length: 200000 }, (_, i) => i * 31);
    expect(fingerprintOf(fingerprinter, big)).toEqual(reference(big));
    expect(() => new Fingerprinter(16, 5)).toThrow(/2 to 4 words/);
  });
});
