import { describe, expect, it } from 'vitest';
import {
  enumerate,
  INT,
  isIn,
  ModelValue,
  NAT,
  seqOf,
  setOf,
  STRING,
  TlcEvaluationError,
  valueToString,
} from '../../../src/tla/values/index.js';

describe('Nat, Int, STRING and Seq(S)', () => {
  it('answer membership', () => {
    expect([isIn(0, NAT), isIn(-1, NAT), isIn(-1, INT), isIn('s', STRING)]).toEqual([true, false, true, true]);
    expect([isIn([1, 2], seqOf(NAT)), isIn([1, -2], seqOf(NAT)), isIn([], seqOf(setOf([])))]).toEqual([true, false, true]);
    expect(isIn(ModelValue.of('m'), NAT)).toBe(false);
  });

  it("give TLC's EvalException for a value of the wrong kind (exit 255, as errorConstantToExitStatus gives it)", () => {
    let thrown: unknown;
    try {
      isIn('s', NAT);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as TlcEvaluationError).message).toBe('Attempted to check if the value:\n"s"\nis an element of Nat.');
    expect((thrown as TlcEvaluationError).exitCode).toBe(255);
    expect(() => isIn(1, STRING)).toThrow('Attempted to check if the value:\n1\nis an element of STRING.');
    expect(() => isIn('ab', seqOf(STRING))).toThrow('Attempted to check if the value:\n"ab"\nis an element of Seq(STRING).');
  });

  it('print by name', () => {
    expect([NAT, INT, STRING, seqOf(setOf([1]))].map(valueToString)).toEqual(['Nat', 'Int', 'STRING', 'Seq({1})']);
  });

  it("refuse \\E over them with their modules' texts (getNonEnumerableErrorMsg)", () => {
    const where = 'line 9, col 5 to line 9, col 7 of module M';
    expect(() => enumerate(INT, where)).toThrow(
      `TLC encountered the non-enumerable quantifier bound\nInt\n${where}\nThe set Int contains infinitely many elements. As a result, TLC cannot evaluate expressions that\nuniversally (\\A) or existentially (\\E) quantify over Int, because this would require checking an\ninfinite number of cases. Note that TLC handles set membership like T \\subseteq Int for any finite set T.`,
    );
    expect(() => enumerate(seqOf(setOf([1])), where)).toThrow(
      `TLC encountered the non-enumerable quantifier bound\nSeq({1})\n${where}\nIn TLA+, Seq(S) represents`,
    );
    expect(() => enumerate(STRING, where)).toThrow(`TLC encountered a non-enumerable quantifier bound\nSTRING.\n${where}`);
    expect(() => enumerate(3, where)).toThrow(`TLC encountered a non-enumerable quantifier bound\n3.\n${where}`);
  });
});
