import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atLeastNaturals,
  atMost,
  divide,
  divideNaturals,
  greaterThan,
  lessThan,
  minus,
  modulo,
  negate,
  plus,
  power,
  requireInteger,
  setOf,
  TlcEvaluationError,
  times,
} from '../../../src/tla/values/index.js';

function errorOf(run: () => unknown): TlcEvaluationError {
  try {
    run();
  } catch (error) {
    if (error instanceof TlcEvaluationError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('Naturals and Integers', () => {
  it('compute in 32 bits', () => {
    expect([plus(2147483646, 1), minus(-2147483647, 1), times(-46341, 46340), power(-2, 31), negate(-2147483647)]).toEqual([
      2147483647, -2147483648, -2147441940, -2147483648, 2147483647,
    ]);
  });

  it.each<[() => unknown, string]>([
    [() => plus(2147483647, 1), 'Overflow when computing 2147483647+1'],
    [() => plus(-2147483648, -1), 'Overflow when computing -2147483648+-1'],
    [() => minus(-2147483648, 1), 'Overflow when computing -2147483648-1'],
    [() => times(65536, 32768), 'Overflow when computing 65536*32768'],
    [() => power(2, 31), 'Overflow when computing 2^31'],
    [() => negate(-2147483648), 'Overflow when computing --2147483648'],
    [() => divide(-2147483648, -1), 'Overflow when computing -2147483648 \\div -1'],
  ])("give TLC's overflow error, an EvalException (case %#)", (run, message) => {
    const error = errorOf(run);
    expect(error.message).toBe(message);
    expect(error.code).toBe(2178);
    expect(error.evalException).toBe(true);
  });

  it('round \\div down and keep % in 0..b-1 (Integers.Divide, Integers.Mod)', () => {
    expect([divide(7, 2), divide(-7, 2), divide(7, -2), divide(-7, -2), divide(-1, 2), divide(-4, 2)]).toEqual([3, -4, -4, 3, -1, -2]);
    expect([modulo(7, 3), modulo(-7, 3), modulo(-6, 3), modulo(0, 5)]).toEqual([1, 2, 0, 0]);
    expect(errorOf(() => divide(1, 0)).message).toBe('The second argument of \\div is 0.');
    expect(errorOf(() => modulo(1, 0)).message).toBe('The second argument of % should be a positive number, but instead it is:\n0');
    expect(errorOf(() => power(0, 0)).message).toBe('0^0 is undefined.');
    expect(errorOf(() => power(2, -1)).message).toBe('The second argument of ^ should be a natural number, but instead it is:\n-1');
  });

  it("keep Naturals.Divide's rounding when only Naturals is extended: -1 \\div 2 is 0", () => {
    expect([divideNaturals(-1, 2), divideNaturals(-7, 2), divideNaturals(7, 2), divideNaturals(-2147483648, -1)]).toEqual([
      0, -4, 3, -2147483648,
    ]);
  });

  it("compare integers, with the modules' errors for other values", () => {
    expect([lessThan(1, 2), atMost(2, 2), greaterThan(1, 2), atLeast(2, 3)]).toEqual([true, true, false, false]);
    expect(errorOf(() => lessThan('a', 1)).message).toBe('The first argument of < should be an integer, but instead it is:\n"a"');
    expect(errorOf(() => atLeast(1, true)).message).toBe('The second argument of >= should be an integer, but instead it is:\nTRUE');
    // Naturals.GEQ reports itself as >
    expect(errorOf(() => atLeastNaturals(1, true)).message).toBe('The second argument of > should be an integer, but instead it is:\nTRUE');
  });

  it("give TLC's Java method error for an argument that is no integer", () => {
    expect(requireInteger(4, '+')).toBe(4);
    expect(errorOf(() => requireInteger(setOf([]), '..')).message).toContain(
      'tlc2.module.Integers.DotDot(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.SetEnumValue to tlc2.value.impl.IntValue',
    );
    const error = errorOf(() => plus(1, 'a'));
    expect(error.message).toBe(
      'Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.IntValue tlc2.module.Integers.Plus(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue',
    );
    expect(error.exitCode).toBe(75);
  });
});
