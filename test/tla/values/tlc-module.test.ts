import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assert,
  choose,
  combineFunctions,
  installStringOrder,
  interval,
  makeRecord,
  NAT,
  permutations,
  print,
  printT,
  setOf,
  setPrintSink,
  singletonFunction,
  stringToken,
  TlcEvaluationError,
  toStringValue,
  valueToString,
  type PrintSink,
} from '../../../src/tla/values/index.js';

const printed: string[] = [];
let previous: PrintSink;
beforeAll(() => {
  installStringOrder(['a', 'b']);
  previous = setPrintSink((text) => printed.push(text));
});
afterAll(() => setPrintSink(previous));

describe('the TLC module', () => {
  it(':> and @@ build functions, the left one winning on a shared key', () => {
    expect(singletonFunction(1, 'x')).toEqual(['x']);
    expect(valueToString(combineFunctions(singletonFunction(3, 0), singletonFunction(1, 5)))).toBe('(1 :> 5 @@ 3 :> 0)');
    expect(valueToString(combineFunctions([1, 2], singletonFunction(1, 9)))).toBe('<<1, 2>>');
    expect(valueToString(combineFunctions(singletonFunction('a', 1), singletonFunction('b', 2)))).toBe('[a |-> 1, b |-> 2]');
    expect(() => combineFunctions(1, [1])).toThrow('The first argument of @@ should be a function, but instead it is:\n1');
  });

  it('ToString is the one-line text, interned as a new string', () => {
    const text = toStringValue(makeRecord(['a'], [[]]));
    expect(text).toBe('[a |-> <<>>]');
    expect(stringToken(text)).toBeGreaterThan(stringToken('b'));
    expect(toStringValue('q"')).toBe('"q\\""');
  });

  it('Print and PrintT write pretty-printed text and are their value', () => {
    expect(print('x', 3)).toBe(3);
    expect(printT(setOf([2, 1]))).toBe(true);
    expect(printed).toEqual(['"x"  3', '{1, 2}']);
  });

  it("Assert's failure is TLC's error, exit 14", () => {
    expect(assert(true, 'fine')).toBe(true);
    let thrown: unknown;
    try {
      assert(false, 'money went negative');
    } catch (error) {
      thrown = error;
    }
    expect((thrown as TlcEvaluationError).message).toBe(
      'The first argument of Assert evaluated to FALSE; the second argument was:\n"money went negative"',
    );
    expect((thrown as TlcEvaluationError).exitCode).toBe(14);
  });

  it("CHOOSE takes the first in normalized order, else TLC's error with the position", () => {
    expect(choose(setOf([5, 3, 9]), (x) => (x as number) > 3)).toBe(5);
    expect(choose(setOf(['b', 'a']), () => true)).toBe('a');
    const where = 'line 3, col 8 to line 3, col 30 of module M';
    expect(() => choose(interval(1, 3), (x) => x === 7, where)).toThrow(
      `Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.\n${where}`,
    );
    expect(() => choose(NAT, () => true, where)).toThrow(
      `Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable.\n${where}`,
    );
    expect(() => choose(setOf([1]), () => 1, where)).toThrow(`TLC expected a boolean value, but did not find one. ${where}`);
  });

  it('Permutations lists the bijections', () => {
    expect(valueToString(permutations(setOf([1, 2])))).toBe('{<<1, 2>>, <<2, 1>>}');
    expect(valueToString(permutations(setOf([])))).toBe('{<<>>}');
  });
});
