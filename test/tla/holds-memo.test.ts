import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HoldsMemo } from '../../src/tla/holds-memo.js';
import type { Layout } from '../../src/tla/layout/layout.js';

// three variables of 2, 1 and 4 bytes at offsets 0, 2 and 3; the memo reads variables 0 and 2
const layouts: Layout[] = [{ kind: 'int', min: 0, max: 60000 }, { kind: 'bool' }, { kind: 'int', min: -2147483648, max: 2147483647 }];
const offsets = [0, 2, 3];

describe('HoldsMemo', () => {
  it('remembers a state by the bytes of the variables read, and only those', () => {
    const memo = HoldsMemo.over(Int32Array.of(2, 0), offsets, layouts)!;
    // states are read a 32-bit word at a time: a buffer holds whole words
    const state = Uint8Array.of(1, 2, 0, 3, 4, 5, 6, 0);
    expect(memo.holds(state, 0)).toBe(false);
    memo.remember(state, 0);
    expect(memo.holds(state, 0)).toBe(true);
    // variable 1 is not read, nor the byte after the state: a state differing there is the same key
    expect(memo.holds(Uint8Array.of(1, 2, 1, 3, 4, 5, 6, 9), 0)).toBe(true);
    // the same bytes at another word-aligned offset of a larger buffer
    expect(memo.holds(Uint8Array.of(9, 9, 9, 9, 1, 2, 0, 3, 4, 5, 6, 0), 4)).toBe(true);
    expect(memo.holds(Uint8Array.of(1, 2, 0, 3, 4, 5, 7, 0), 0)).toBe(false);
  });

  it('never remembers a state that is not word-aligned, or whose last word is not all in its buffer', () => {
    const memo = HoldsMemo.over(Int32Array.of(2, 0), offsets, layouts)!;
    const unaligned = Uint8Array.of(9, 9, 1, 2, 0, 3, 4, 5, 6, 0, 0, 0);
    expect(memo.holds(unaligned, 2)).toBe(false);
    memo.remember(unaligned, 2);
    expect(memo.holds(unaligned, 2)).toBe(false);
    expect(memo.holds(Uint8Array.of(1, 2, 0, 3, 4, 5, 6, 0), 0)).toBe(false);
    const short = Uint8Array.of(1, 2, 0, 3, 4, 5, 6);
    expect(memo.holds(short, 0)).toBe(false);
    memo.remember(short, 0);
    expect(memo.holds(short, 0)).toBe(false);
  });

  it('never says a state holds unless a state with the same read bytes was remembered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 8, maxLength: 8 }), { maxLength: 300 }),
        fc.uint8Array({ minLength: 8, maxLength: 8 }),
        (remembered, asked) => {
          const memo = HoldsMemo.over(Int32Array.of(0, 2), offsets, layouts)!;
          for (const state of remembered) if (!memo.holds(state, 0)) memo.remember(state, 0);
          const key = (s: Uint8Array) => [s[0], s[1], s[3], s[4], s[5], s[6]].join(',');
          if (memo.holds(asked, 0)) expect(remembered.map(key)).toContain(key(asked));
        },
      ),
    );
  });

  it('is not made for unknown reads or keys too long to be worth hashing', () => {
    expect(HoldsMemo.over(null, offsets, layouts)).toBeNull();
    expect(HoldsMemo.over(Int32Array.of(), offsets, layouts)).toBeNull();
    const wide: Layout[] = [{ kind: 'bytes', capacity: 40 }];
    expect(HoldsMemo.over(Int32Array.of(0), [0], wide)).toBeNull();
  });
});
