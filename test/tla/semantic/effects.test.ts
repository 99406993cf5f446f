import { describe, expect, it } from 'vitest';
import { hasEffects } from '../../../src/tla/semantic/effects.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals, TLC',
    'VARIABLE x',
    'Quiet == x + 1',
    'Shown == PrintT(x)',
    'Calls == Quiet > 0 /\\ Shown',
    'Random == RandomElement({1, 2})',
    'Time == JavaTime > 0',
    'Get == TLCGet("level")',
    'Asserted == Assert(x > 0, "x")',
    'RECURSIVE Count(_)',
    'Count(n) == IF n = 0 THEN 0 ELSE Count(n - 1)',
    'RECURSIVE Loud(_)',
    'Loud(n) == IF n = 0 THEN Print(n, 0) ELSE Loud(n - 1)',
    'Fn[n \\in {PrintT(1)}] == n',
    'UsesFn == Fn[1]',
    'Apply(Op(_)) == Op(1)',
    'PassesShown == Apply(LAMBDA a : PrintT(a))',
    'Shown2(a) == PrintT(a)',
    'PassesName == Apply(Shown2)',
  ].join('\n'),
);

describe('hasEffects', () => {
  it('finds Print, PrintT, Assert, TLCSet, TLCGet, RandomElement and JavaTime, through the definitions and operator arguments called', async () => {
    const spec = await resolveTexts({ M: SPEC });
    const effects = (name: string) => hasEffects(definitionNamed(spec, name).body);
    expect(['Quiet', 'Count'].map(effects)).toEqual([false, false]);
    expect(['Shown', 'Calls', 'Random', 'Time', 'Get', 'Asserted', 'Loud', 'UsesFn', 'PassesShown', 'PassesName'].map(effects)).toEqual(
      Array(10).fill(true),
    );
  });

  it('takes any part of the resolved tree, a list of them, or nothing', () => {
    const at = { module: 'M', file: 'M.tla', line: 1, column: 1, endLine: 1, endColumn: 1 };
    expect(hasEffects(null)).toBe(false);
    expect(
      hasEffects([
        { kind: 'number', value: 1, at },
        { kind: 'builtin', op: 'TLCSet', args: [], at },
      ]),
    ).toBe(true);
  });
});
