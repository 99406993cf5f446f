import xxhash from 'xxhash-wasm';
import { describe, expect, it } from 'vitest';
import { Fingerprinter } from '../../../src/engine/tables/fingerprint.js';
import { seededRandom } from '../../helpers/monopoly-states.js';

const hasher = await xxhash();

/** xxhash-wasm's 64-bit hash (seed 0) as [low, high] 32-bit halves. */
function reference(bytes: Uint8Array): [number, number] {
  const hash = hasher.h64Raw(bytes);
  return [Number(hash & 0xffffffffn), Number(hash >> 32n)];
}

describe('Fingerprinter.hash', () => {
  it('equals xxhash-wasm h64Raw on random byte strings of lengths 1..100', () => {
    const random = seededRandom(2024);
    const fingerprinter = new Fingerprinter(100);
    for (let length = 1; length <= 100; length++) {
      for (let trial = 0; trial < 5; trial++) {
        const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
        fingerprinter.bytes.set(bytes, fingerprinter.scratchOffset);
        const low = fingerprinter.hash(fingerprinter.scratchOffset, length);
        expect([low, fingerprinter.high], `length ${length}`).toEqual(reference(bytes));
      }
    }
  });

  it('hashes only the given range, wherever it lies in the scratch space', () => {
    const fingerprinter = new Fingerprinter(64);
    const at = fingerprinter.scratchOffset;
    const state = Uint8Array.from([3, 1, 4, 1, 5, 9, 2, 6]);
    fingerprinter.bytes.fill(0xab, at, at + 64);
    fingerprinter.bytes.set(state, at + 10);
    const low = fingerprinter.hash(at + 10, state.length);
    expect([low, fingerprinter.high]).toEqual(reference(state));
    // the bytes around the range do not matter
    fingerprinter.bytes.fill(0x00, at, at + 10);
    expect(fingerprinter.hash(at + 10, state.length)).toBe(low);
  });

  it('gives equal states equal fingerprints and a one-byte change a different one', () => {
    const fingerprinter = new Fingerprinter(32);
    const at = fingerprinter.scratchOffset;
    fingerprinter.bytes.fill(7, at, at + 32);
    const first = [fingerprinter.hash(at, 32), fingerprinter.high];
    expect([fingerprinter.hash(at, 32), fingerprinter.high]).toEqual(first);
    fingerprinter.bytes[at + 31] = 8;
    expect([fingerprinter.hash(at, 32), fingerprinter.high]).not.toEqual(first);
  });

  it('gives separate fingerprinters separate memory', () => {
    const a = new Fingerprinter(16);
    const b = new Fingerprinter(16);
    a.bytes.fill(1, a.scratchOffset, a.scratchOffset + 16);
    b.bytes.fill(2, b.scratchOffset, b.scratchOffset + 16);
    expect(a.hash(a.scratchOffset, 16)).toBe(reference(new Uint8Array(16).fill(1))[0]);
    expect(b.hash(b.scratchOffset, 16)).toBe(reference(new Uint8Array(16).fill(2))[0]);
  });

  it('makes room for large states', () => {
    const fingerprinter = new Fingerprinter(200000);
    expect(fingerprinter.bytes.length).toBeGreaterThanOrEqual(fingerprinter.scratchOffset + 200000);
    const big = Uint8Array.from({ length: 200000 }, (_, i) => i * 31);
    fingerprinter.bytes.set(big, fingerprinter.scratchOffset);
    expect([fingerprinter.hash(fingerprinter.scratchOffset, big.length), fingerprinter.high]).toEqual(reference(big));
  });
});
