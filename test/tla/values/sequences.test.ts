import { describe, expect, it } from 'vitest';
import { append, concat, head, len, selectSeq, subSeq, tail } from '../../../src/tla/values/index.js';

describe('Sequences', () => {
  it('Len, Head, Tail, Append, \\o, SubSeq and SelectSeq on arrays', () => {
    const s = [3, 1, 2];
    expect([len(s), head(s)]).toEqual([3, 3]);
    expect(tail(s)).toEqual([1, 2]);
    expect(append(s, 9)).toEqual([3, 1, 2, 9]);
    expect(s).toEqual([3, 1, 2]);
    expect(concat(s, [4])).toEqual([3, 1, 2, 4]);
    expect(subSeq(s, 2, 3)).toEqual([1, 2]);
    expect(subSeq(s, 3, 2)).toEqual([]);
    expect(selectSeq(s, (x) => (x as number) > 1)).toEqual([3, 2]);
  });

  it('Len, Tail, \\o and SubSeq on strings, as TLC allows', () => {
    expect([len('abc'), tail('abc'), concat('ab', 'cd'), subSeq('abcd', 2, 3)]).toEqual([3, 'bc', 'abcd', 'bc']);
  });

  it("give TLC's errors", () => {
    expect(() => head([])).toThrow('Attempted to apply Head to the empty sequence.');
    expect(() => tail('')).toThrow('Attempted to apply Tail to the empty sequence.');
    expect(() => len(3)).toThrow('The argument of Len should be a sequence, but instead it is:\n3');
    expect(() => append(3, 1)).toThrow('Evaluating an expression of the form Append(s, v) when s is not a sequence:\n3');
    expect(() => concat('a', [1])).toThrow('Evaluating an expression of the form t \\o s when s is not a string:\n<<1>>');
    expect(() => subSeq([1, 2], 0, 1)).toThrow(
      'The second argument of SubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but instead it is\n0',
    );
    expect(() => subSeq([1, 2], 1, 3)).toThrow(
      'The third argument of SubSeq must be in the domain of its first argument:\n<<1, 2>>\n, but instead it is\n3',
    );
    expect(() => selectSeq([1], () => 1, 'Test')).toThrow(
      'The second argument of SelectSeq should be a boolean-valued operator, but instead it is:\nTest',
    );
  });
});
