/** Growable columns of the liveness graph: values kept through growth, a trimmed view without a copy, masks in bytes when they fit. */
import { describe, expect, it } from 'vitest';
import { ByteColumn, Column, maskColumn } from '../../../src/engine/liveness/column.js';

describe('Column and ByteColumn', () => {
  for (const [name, make, top] of [
    ['Column', (capacity: number) => new Column(capacity), 0xffffffff],
    ['ByteColumn', (capacity: number) => new ByteColumn(capacity), 0xff],
  ] as const) {
    it(`${name} keeps every value pushed as it doubles from its smallest capacity (16)`, () => {
      const column = make(1);
      expect(column.data.length).toBe(16);
      for (let i = 0; i < 100; i++) column.push(i === 99 ? top : i);
      expect(column.length).toBe(100);
      expect(column.data.length).toBe(128);
      expect(column.bytes).toBe(128 * column.data.BYTES_PER_ELEMENT);
      expect([...column.trimmed()]).toEqual([...Array.from({ length: 99 }, (_, i) => i), top]);
    });

    it(`${name}.trimmed() is a view on the storage, of exactly the values pushed`, () => {
      const column = make(16);
      column.push(7);
      column.push(8);
      const view = column.trimmed();
      expect(view.length).toBe(2);
      expect(view.buffer).toBe(column.data.buffer);
      column.data[0] = 9;
      expect(view[0]).toBe(9);
    });

    it(`${name}.reserve makes room once, and never shrinks`, () => {
      const column = make(16);
      column.push(1);
      column.reserve(1000);
      const storage = column.data;
      expect(storage.length).toBe(1000);
      for (let i = 1; i < 1000; i++) column.push(i);
      expect(column.data).toBe(storage);
      column.reserve(10);
      expect(column.data.length).toBe(1000);
      expect(column.trimmed()[999]).toBe(999 & top);
    });
  }
});

describe('maskColumn', () => {
  it('holds masks of up to 8 bits in bytes, up to 32 in words, and refuses more', () => {
    expect(maskColumn(0)).toBeInstanceOf(ByteColumn);
    expect(maskColumn(8)).toBeInstanceOf(ByteColumn);
    expect(maskColumn(9)).toBeInstanceOf(Column);
    expect(maskColumn(32)).toBeInstanceOf(Column);
    expect(() => maskColumn(33)).toThrow(new RangeError('a mask column holds at most 32 bits, not 33'));
  });
});
