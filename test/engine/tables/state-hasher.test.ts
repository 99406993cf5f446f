import xxhash from 'xxhash-wasm';
import { describe, expect, it } from 'vitest';
import { StateHasher } from '../../../src/engine/tables/state-hasher.js';

const hasher = await xxhash();

describe('StateHasher.hash', () => {
  it('fingerprints the state at an offset of any buffer as xxhash64 of its bytes, high word first', () => {
    const state = Uint8Array.from([3, 1, 4, 1, 5, 9, 2, 6]);
    const buffer = new Uint8Array(20);
    buffer.set(state, 7);
    const stateHasher = new StateHasher(state.length);
    stateHasher.hash(buffer, 7);
    const expected = hasher.h64Raw(state, 0n);
    expect(Array.from(stateHasher.fingerprint)).toEqual([Number(expected >> 32n), Number(expected & 0xffffffffn)]);
  });

  it('gives the same fingerprint for the same state wherever it is, another for another state', () => {
    const stateHasher = new StateHasher(4);
    stateHasher.hash(Uint8Array.from([0, 0, 1, 2, 3, 4]), 2);
    const first = Array.from(stateHasher.fingerprint);
    stateHasher.hash(Uint8Array.from([1, 2, 3, 4]), 0);
    expect(Array.from(stateHasher.fingerprint)).toEqual(first);
    stateHasher.hash(Uint8Array.from([1, 2, 3, 5]), 0);
    expect(Array.from(stateHasher.fingerprint)).not.toEqual(first);
  });

  it('hashes only stateBytes bytes, and gives width words', () => {
    const stateHasher = new StateHasher(2, 3);
    expect(stateHasher.fingerprint.length).toBe(3);
    stateHasher.hash(Uint8Array.from([7, 8, 100]), 0);
    const first = Array.from(stateHasher.fingerprint);
    stateHasher.hash(Uint8Array.from([7, 8, 200]), 0);
    expect(Array.from(stateHasher.fingerprint)).toEqual(first);
  });
});
