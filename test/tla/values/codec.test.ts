import { beforeAll, describe, expect, it } from 'vitest';
import {
  ByteReader,
  ByteWriter,
  decodeValue,
  encodeValue,
  equals,
  functionFromPairs,
  installStringOrder,
  interval,
  isFcnValue,
  isRecord,
  makeFunction,
  makeRecord,
  ModelValue,
  NAT,
  setOf,
  subsetOf,
  valueToString,
  type Value,
} from '../../../src/tla/values/index.js';

function bytesOf(value: Value): number[] {
  const writer = new ByteWriter();
  encodeValue(value, writer);
  return [...writer.written()];
}

const decoded = (bytes: readonly number[]): Value => decodeValue(new ByteReader(Uint8Array.from(bytes)));

beforeAll(() => installStringOrder(['roll', 'p1', 'a', 'b']));

describe('encodeValue / decodeValue', () => {
  it('writes small integers in one byte and others as zigzag varints', () => {
    expect(bytesOf(0)).toEqual([0x60]);
    expect(bytesOf(-32)).toEqual([0x40]);
    expect(bytesOf(159)).toEqual([0xff]);
    expect(bytesOf(160)).toEqual([0x02, 0xc0, 0x02]);
    expect(bytesOf(-2147483648)).toEqual([0x02, 0xff, 0xff, 0xff, 0xff, 0x0f]);
    for (const n of [160, -33, 2147483647, -2147483648, 3000]) expect(decoded(bytesOf(n))).toBe(n);
  });

  it('writes an installed string as its token, another as its text', () => {
    expect(bytesOf('roll')).toEqual([0x03, 0]);
    expect(bytesOf(ModelValue.of('p1'))).toEqual([0x05, 1]);
    expect(bytesOf('é!')).toEqual([0x04, 3, 0xc3, 0xa9, 0x21]);
    expect(decoded(bytesOf('é!'))).toBe('é!');
    expect(decoded(bytesOf(ModelValue.of('p1')))).toBe(ModelValue.of('p1'));
  });

  it('gives equal values equal bytes whatever their kind: a set and an interval, a tuple and a function over 1..n, SUBSET and its sets', () => {
    expect(bytesOf(interval(1, 3))).toEqual(bytesOf(setOf([3, 1, 2])));
    expect(bytesOf(makeFunction(interval(1, 2), [true, false]))).toEqual(bytesOf([true, false]));
    expect(bytesOf(subsetOf(setOf([1])))).toEqual(bytesOf(setOf([setOf([]), setOf([1])])));
    expect(bytesOf(makeRecord(['a', 'b'], [1, 2]))).toEqual(bytesOf(functionFromPairs(['b', 'a'], [2, 1])));
  });

  it('decodes a record as a record and a function over strings as the kind built over its keys', () => {
    const record = decoded(bytesOf(makeRecord(['a'], [[1]])));
    expect(isRecord(record) && valueToString(record)).toBe('[a |-> <<1>>]');
    const fcn = functionFromPairs(['x y', 'b'], [1, 2]);
    const back = decoded(bytesOf(fcn));
    expect(isFcnValue(back) && equals(back, fcn)).toBe(true);
    const nested: Value = setOf([[makeFunction(setOf([0, 4]), ['a', 'b']), false]]);
    expect(equals(decoded(bytesOf(nested)), nested)).toBe(true);
  });

  it("refuses a value TLC cannot fingerprint, with TLC's text", () => {
    expect(() => bytesOf(NAT)).toThrow('TLC has found a state in which the value of a variable contains Nat');
  });

  it('reads values one after another from one buffer', () => {
    const writer = new ByteWriter();
    for (const value of [1, 'a', [2, 3]] as Value[]) encodeValue(value, writer);
    const reader = new ByteReader(writer.written());
    expect([decodeValue(reader), decodeValue(reader), decodeValue(reader)]).toEqual([1, 'a', [2, 3]]);
    expect(() => decodeValue(reader)).toThrow('encoded value ends early');
  });
});
