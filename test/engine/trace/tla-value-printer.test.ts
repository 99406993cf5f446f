import { describe, expect, it } from 'vitest';
import { tlaFunction, type TlaValue } from '../../../src/engine/trace/tla-value.js';
import { printTlaValue, printTlaValueOnOneLine } from '../../../src/engine/trace/tla-value-printer.js';

describe('printTlaValue: scalars and short values', () => {
  it.each<[TlaValue, string]>([
    [0, '0'],
    [1500, '1500'],
    [-40, '-40'],
    [true, 'TRUE'],
    [false, 'FALSE'],
    ['roll', '"roll"'],
    ['say "hi"\\\n', '"say \\"hi\\"\\\\\\n"'],
    [[1, 1], '<<1, 1>>'],
    [[false, true, false], '<<FALSE, TRUE, FALSE>>'],
    // TupleValue.toString gives <<>>, and TLC's Format keeps a value's own text when it fits
    [[], '<<>>'],
    [tlaFunction([]), '<<>>'],
    [
      tlaFunction([
        [3, 0],
        [1, 5],
      ]),
      '(1 :> 5 @@ 3 :> 0)',
    ],
    [
      tlaFunction([
        [2, 'b'],
        [1, 'a'],
      ]),
      '<<"a", "b">>',
    ],
    [
      tlaFunction([
        ['b', 2],
        ['a', 1],
      ]),
      '[a |-> 1, b |-> 2]',
    ],
    [{ kind: 'record', fields: { a: 1, b: [2, 3] } }, '[a |-> 1, b |-> <<2, 3>>]'],
    [{ kind: 'set', elements: [3, 1, 2] }, '{1, 2, 3}'],
    [{ kind: 'set', elements: [] }, '{}'],
    [[[1, 2], tlaFunction([[5, true]])], '<<<<1, 2>>, (5 :> TRUE)>>'],
    [{ kind: 'model-value', name: 'p1' }, 'p1'],
    [{ kind: 'set', elements: ['b', 'a'], ordered: true }, '{"b", "a"}'],
    [
      {
        kind: 'function',
        entries: [
          ['b', 1],
          ['a', 2],
        ],
        ordered: true,
      },
      '[b |-> 1, a |-> 2]',
    ],
    [{ kind: 'set', elements: [1, 2, 3], notation: '1..3' }, '1..3'],
    [{ kind: 'set', elements: [], notation: 'Nat' }, 'Nat'],
  ])('prints %j as %s', (value, expected) => {
    expect(printTlaValue(value)).toBe(expected);
    expect(printTlaValueOnOneLine(value)).toBe(expected);
  });
});

describe('printTlaValue: TLC line wrapping past 80 columns', () => {
  it('keeps a function of exactly 80 characters on one line and breaks one of 81', () => {
    // One entry whose string value pads the one-line form to exactly 80, then 81, characters.
    const atLimit = tlaFunction([[2, 'x'.repeat(80 - '(2 :> "")'.length)]]);
    expect(printTlaValue(atLimit)).toHaveLength(80);
    expect(printTlaValue(atLimit)).not.toContain('\n');
    const overLimit = tlaFunction([[2, 'x'.repeat(81 - '(2 :> "")'.length)]]);
    expect(printTlaValue(overLimit)).toBe(`( 2 :>\n      "${'x'.repeat(72)}" )`);
  });

  it('puts each entry of a long function on its own line, indented by two spaces', () => {
    const entries = [1, 3, 6, 8, 9, 11, 13, 14, 16, 18, 19, 21].map((key) => [key, 0] as const);
    expect(printTlaValue(tlaFunction(entries))).toBe(
      ['( 1 :> 0 @@', ...entries.slice(1, -1).map(([key]) => `  ${key} :> 0 @@`), '  21 :> 0 )'].join('\n'),
    );
  });

  it('breaks a long tuple after each comma with three spaces of indent', () => {
    const tuple = Array.from({ length: 20 }, () => 1500);
    expect(printTlaValue(tuple)).toBe(['<< 1500,', ...Array.from({ length: 18 }, () => '   1500,'), '   1500 >>'].join('\n'));
  });

  it('breaks a long set and a long record', () => {
    const set: TlaValue = { kind: 'set', elements: Array.from({ length: 30 }, (_, index) => index + 100) };
    const setText = printTlaValue(set);
    expect(setText.startsWith('{ 100,\n  101,\n')).toBe(true);
    expect(setText.endsWith('\n  129 }')).toBe(true);
    const record: TlaValue = { kind: 'record', fields: { alpha: 'a'.repeat(30), beta: 'b'.repeat(30), gamma: 1 } };
    expect(printTlaValue(record)).toBe(`[ alpha |-> "${'a'.repeat(30)}",\n  beta |-> "${'b'.repeat(30)}",\n  gamma |-> 1 ]`);
  });

  it('moves a value that does not fit beside its key to the next line, indented four more', () => {
    const longTuple = Array.from({ length: 20 }, () => 1500);
    const text = printTlaValue(
      tlaFunction([
        [7, longTuple],
        [9, 0],
      ]),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('( 7 :>');
    expect(lines[1]).toBe('      << 1500,');
    expect(lines[2]).toBe('         1500,');
    expect(lines[20]).toBe('         1500 >> @@');
    expect(lines[21]).toBe('  9 :> 0 )');
    expect(lines).toHaveLength(22);
  });

  it('prints a long value holding a string with a quote on one line, as TLC whose re-parse fails on it', () => {
    const tuple: TlaValue = [...Array.from({ length: 20 }, () => 1500), 'a"b'];
    expect(printTlaValue(tuple)).not.toContain('\n');
    expect(printTlaValue(tuple)).toBe(`<<${Array.from({ length: 20 }, () => '1500').join(', ')}, "a\\"b">>`);
  });
});
