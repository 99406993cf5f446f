import { describe, expect, it } from 'vitest';
import { ANY_INT, bitArray, intBytes, layoutBytes, sequenceLengthBytes, type Layout } from '../../../src/tla/layout/layout.js';

const die: Layout = { kind: 'int', min: 1, max: 6 };

describe('layoutBytes', () => {
  it('packs an integer in 1, 2 or 4 bytes by the width of its range', () => {
    expect(layoutBytes({ kind: 'int', min: -128, max: 127 })).toBe(1);
    expect(layoutBytes({ kind: 'int', min: 0, max: 256 })).toBe(2);
    expect(layoutBytes({ kind: 'int', min: 0, max: 65536 })).toBe(4);
    expect(layoutBytes(ANY_INT)).toBe(4);
  });

  it('gives a boolean a byte and an enum one byte up to 256 values, two past that', () => {
    expect(layoutBytes({ kind: 'bool' })).toBe(1);
    expect(layoutBytes({ kind: 'enum', values: Array.from({ length: 256 }, (_, i) => `s${i}`) })).toBe(1);
    expect(layoutBytes({ kind: 'enum', values: Array.from({ length: 257 }, (_, i) => `s${i}`) })).toBe(2);
  });

  it('adds up the fields of records and mixed tuples, and a function takes its range once per key', () => {
    const wide: Layout = { kind: 'int', min: 0, max: 1000 };
    expect(layoutBytes({ kind: 'record', names: ['a', 'b'], fields: [wide, { kind: 'bool' }] })).toBe(3);
    expect(layoutBytes({ kind: 'tuple', elements: [wide, { kind: 'bool' }] })).toBe(3);
    expect(layoutBytes({ kind: 'function', domain: ['p', 'q', 'r'], range: wide })).toBe(6);
  });

  it('packs a sequence as its length (1 byte under 256 elements, else 2) and room for `capacity` elements', () => {
    expect(layoutBytes({ kind: 'sequence', capacity: 4, element: ANY_INT })).toBe(1 + 16);
    expect(layoutBytes({ kind: 'sequence', capacity: 300, element: { kind: 'bool' } })).toBe(2 + 300);
  });

  it('gives canonical bytes a 2-byte length before their capacity', () => {
    expect(layoutBytes({ kind: 'bytes', capacity: 16 })).toBe(18);
  });

  it('packs a function or tuple of small scalars as bits', () => {
    // 5 dice of 3 bits: 15 bits, 2 bytes
    expect(layoutBytes({ kind: 'tuple', elements: [die, die, die, die, die] })).toBe(2);
    // 9 booleans: 9 bits
    expect(layoutBytes({ kind: 'function', domain: [1, 2, 3, 4, 5, 6, 7, 8, 10], range: { kind: 'bool' } })).toBe(2);
  });
});

describe('bitArray', () => {
  it('gives the element, bits per element and count of a function or tuple of one small scalar layout', () => {
    expect(bitArray({ kind: 'tuple', elements: [die, { kind: 'int', min: 1, max: 6 }] })).toEqual({ element: die, bits: 3, count: 2 });
    expect(bitArray({ kind: 'function', domain: ['a'], range: { kind: 'bool' } })).toEqual({
      element: { kind: 'bool' },
      bits: 1,
      count: 1,
    });
    expect(bitArray({ kind: 'function', domain: ['a', 'b'], range: { kind: 'enum', values: ['x', 'y', 'z'] } })?.bits).toBe(2);
    // one value still takes a bit
    expect(bitArray({ kind: 'tuple', elements: [{ kind: 'int', min: 4, max: 4 }] })?.bits).toBe(1);
  });

  it('is null for elements of more than 7 bits, mixed elements, the empty tuple and other kinds', () => {
    expect(bitArray({ kind: 'tuple', elements: [{ kind: 'int', min: 0, max: 127 }] })?.bits).toBe(7);
    expect(bitArray({ kind: 'tuple', elements: [{ kind: 'int', min: 0, max: 128 }] })).toBeNull();
    expect(bitArray({ kind: 'tuple', elements: [die, { kind: 'bool' }] })).toBeNull();
    expect(bitArray({ kind: 'tuple', elements: [] })).toBeNull();
    expect(bitArray({ kind: 'function', domain: ['a'], range: ANY_INT })).toBeNull();
    expect(bitArray({ kind: 'sequence', capacity: 4, element: { kind: 'bool' } })).toBeNull();
    expect(bitArray(die)).toBeNull();
  });
});

describe('intBytes and sequenceLengthBytes', () => {
  it('are the widths of an integer range and of a sequence length', () => {
    expect([intBytes({ min: 0, max: 255 }), intBytes({ min: 0, max: 65535 }), intBytes({ min: -1, max: 65535 })]).toEqual([1, 2, 4]);
    expect([sequenceLengthBytes({ capacity: 255 }), sequenceLengthBytes({ capacity: 256 })]).toEqual([1, 2]);
  });
});
