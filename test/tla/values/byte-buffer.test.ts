import { describe, expect, it } from 'vitest';
import { ByteReader, ByteWriter } from '../../../src/tla/values/byte-buffer.js';

describe('ByteWriter and ByteReader', () => {
  it('write varints 7 bits a byte, low bits first, the high bit saying more follows', () => {
    const writer = new ByteWriter();
    writer.varint(0);
    writer.varint(127);
    writer.varint(128);
    writer.varint(300);
    expect([...writer.written()]).toEqual([0x00, 0x7f, 0x80, 0x01, 0xac, 0x02]);
  });

  it('read back what was written: bytes, varints up to 2^32 - 1 and raw runs', () => {
    const writer = new ByteWriter();
    writer.byte(7);
    writer.varint(0xffffffff);
    writer.raw(new Uint8Array([9, 8, 7]));
    writer.varint(16384);
    const reader = new ByteReader(writer.written().slice());
    expect(reader.byte()).toBe(7);
    expect(reader.varint()).toBe(0xffffffff);
    expect([...reader.raw(3)]).toEqual([9, 8, 7]);
    expect(reader.varint()).toBe(16384);
    expect(reader.offset).toBe(writer.length);
  });

  it('grow past the first 64 bytes, keeping what was written', () => {
    const writer = new ByteWriter();
    for (let index = 0; index < 100; index++) writer.byte(index);
    writer.raw(new Uint8Array(200).fill(5));
    expect(writer.length).toBe(300);
    expect(writer.written()[99]).toBe(99);
    expect(writer.written()[299]).toBe(5);
    writer.clear();
    expect(writer.written().length).toBe(0);
  });

  it('say so when the bytes end early', () => {
    expect(() => new ByteReader(new Uint8Array([])).byte()).toThrow('encoded value ends early');
    // a varint whose last byte still says more follows
    expect(() => new ByteReader(new Uint8Array([0x80])).varint()).toThrow('encoded value ends early');
    expect(() => new ByteReader(new Uint8Array([1, 2]), 1).raw(2)).toThrow('encoded value ends early');
  });
});
