import { describe, expect, it } from 'vitest';
import { currentVariablesRead, predicateReads, variablesRead } from '../../../src/tla/semantic/variables-read.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals, TLC',
    'VARIABLE x, y, z',
    'Helper == y = 1',
    'Inv == x > 0 /\\ Helper',
    'Fn[n \\in 0..z] == n',
    'ViaFunction == Fn[0]',
    "A == x' = y + 1 /\\ UNCHANGED z",
    "Primes == (x + y)' = 1",
    'Enabled == ENABLED A',
    'Level == x < 3 /\\ TLCGet("level") < 5',
    'Count == TLCGet("distinct") > 0',
    'Shown == PrintT(x)',
    'Random == RandomElement({x, y})',
    'Apply(Op(_)) == Op(x)',
    'Passes == Apply(LAMBDA a : a > y)',
  ].join('\n'),
);

const sorted = (set: Set<number> | null | undefined) => (set == null ? set : [...set].sort());

describe('variablesRead', () => {
  it('gives the variables an expression reads, by index, through the definitions and function bounds it calls', async () => {
    const spec = await resolveTexts({ M: SPEC });
    const reads = (name: string) => sorted(variablesRead(definitionNamed(spec, name).body));
    expect(reads('Inv')).toEqual([0, 1]);
    expect(reads('ViaFunction')).toEqual([2]);
  });

  it('is null when the answer depends on more than the state (ENABLED, TLCGet, RandomElement, a prime, an operator argument) or shows something each time (PrintT)', async () => {
    const spec = await resolveTexts({ M: SPEC });
    for (const name of ['Enabled', 'Level', 'Random', 'Primes', 'Passes', 'A', 'Shown'])
      expect(variablesRead(definitionNamed(spec, name).body), name).toBeNull();
  });
});

describe('currentVariablesRead', () => {
  it("gives what an action reads in the current state: not x of x' =, but z of UNCHANGED z (z' = z)", async () => {
    const spec = await resolveTexts({ M: SPEC });
    expect(sorted(currentVariablesRead(definitionNamed(spec, 'A').body))).toEqual([1, 2]);
    expect(currentVariablesRead(definitionNamed(spec, 'Primes').body)).toBeNull();
  });
});

describe('predicateReads', () => {
  it('notes TLCGet("level") apart from the variables, and is null for another TLCGet or what TLC shows each time', async () => {
    const spec = await resolveTexts({ M: SPEC });
    const reads = (name: string) => predicateReads(definitionNamed(spec, name).body);
    expect(reads('Inv')).toEqual({ variables: new Set([0, 1]), level: false });
    expect(reads('Level')).toEqual({ variables: new Set([0]), level: true });
    expect(reads('Count')).toBeNull();
    expect(reads('Shown')).toBeNull();
  });
});
