import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MaskedWords } from '../../src/tla/masked-words.js';

// a state of 6 bytes whose bytes 1 and 4 are not part of the key
const keep = Uint8Array.of(1, 0, 1, 1, 0, 1);

describe('MaskedWords', () => {
  it('keys a state by its kept bytes only, a word at a time', () => {
    const key = new MaskedWords(keep);
    expect([...key.words]).toEqual([0, 1]);
    expect([...key.masks]).toEqual([0xffff00ff | 0, 0x0000ff00]);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), fc.uint8Array({ minLength: 8, maxLength: 8 }), (a, b) => {
        const sameKept = [0, 2, 3, 5].every((i) => a[i] === b[i]);
        const keys = new Int32Array(key.length);
        key.store(keys, 0, key.locate(a, 0));
        const hashA = key.hash(key.locate(a, 0), 7);
        expect(key.matches(keys, 0, key.locate(b, 0))).toBe(sameKept);
        if (sameKept) expect(key.hash(key.locate(b, 0), 7)).toBe(hashA);
      }),
    );
  });

  it('has no key for a state that is not word-aligned or runs past its buffer', () => {
    const key = new MaskedWords(keep);
    expect(key.locate(new Uint8Array(12), 2)).toBe(-1);
    expect(key.locate(new Uint8Array(12), 4)).toBe(1);
    expect(key.locate(new Uint8Array(12), 8)).toBe(-1);
    // a view that starts mid-word, on a state that starts on a word of the buffer
    expect(key.locate(new Uint8Array(new ArrayBuffer(16), 1, 15), 3)).toBe(1);
    expect(key.locate(new Uint8Array(new ArrayBuffer(16), 1, 15), 11)).toBe(-1);
  });
});
