/** TLA+ modules read with tree-sitter's TLA+ grammar and compared definition by definition, comments and layout aside. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareModules, isSameModule, parseTlaModule } from '../../src/tlc/tla-module.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

const MONOPOLY = readFileSync(new URL('../../specs/Monopoly.tla', import.meta.url), 'utf8');

const SMALL = `---------------- MODULE Small ----------------
EXTENDS Naturals
CONSTANTS N, Limit \\* how far
VARIABLES x, phase
(* the start *)
Init == x = 0 /\\ phase = "roll"
Step ==
    /\\ x < Limit
    /\\ \\/ x' = x + 1
       \\/ x' = x + N
    /\\ phase' = "roll"
Next == Step
ASSUME N > 0
=================================================
`;

async function difference(original: string, edited: string) {
  return compareModules(await parseTlaModule(original), await parseTlaModule(edited));
}

describe('parseTlaModule', () => {
  it('reads the transcribed spec: its name, declarations and every definition, with no syntax error', async () => {
    const module = await parseTlaModule(MONOPOLY);
    expect(module.name).toBe('Monopoly');
    expect(module.syntaxError).toBeNull();
    const names = [...module.units.keys()];
    for (const name of [
      'EXTENDS',
      'CONSTANT N',
      'ASSUME NAssumption',
      'VARIABLE money',
      'VARIABLE phase',
      'Init',
      'EndTurn',
      'Next',
      'Spec',
      'TurnValid',
    ])
      expect(names).toContain(name);
    // 58 definitions, 12 variables, one constant, one ASSUME, EXTENDS
    expect(names).toHaveLength(73);
  });

  it('says where a module stops being TLA+', async () => {
    const module = await parseTlaModule(SMALL.replace('Next == Step', 'Next == Step /\\ )'));
    expect(module.syntaxError).toEqual({ line: 12, column: expect.any(Number), reason: 'not TLA+ (the parser stops here)' });
  });

  it('refuses brackets nested deeper than 100 levels before parsing, saying where (issue 20: 100,000 took over 60 s, then a stack overflow)', async () => {
    const nested = (depth: number) => SMALL.replace('Next == Step', `Next == Step /\\ x = ${'('.repeat(depth)}1${')'.repeat(depth)}`);
    expect((await parseTlaModule(nested(100))).syntaxError).toBeNull();
    const started = process.cpuUsage();
    expect((await parseTlaModule(nested(100_000))).syntaxError).toEqual({
      line: 12,
      column: 121,
      reason: 'brackets nest deeper than 100 levels here, more than monocheck parses',
    });
    expect(cpuMillisecondsSince(started)).toBeLessThan(1000);
    // in comments and strings brackets do not count; << and [ do
    expect(
      (
        await parseTlaModule(
          SMALL.replace('(* the start *)', `(* ${'('.repeat(200)} *) \\* ${'['.repeat(200)}`).replace('"roll"', `"${'{'.repeat(200)}"`),
        )
      ).syntaxError,
    ).toBeNull();
    expect(
      (await parseTlaModule(SMALL.replace('Next == Step', `Next == ${'<<'.repeat(60)}${'[a |-> '.repeat(60)}`))).syntaxError?.reason,
    ).toMatch(/^brackets nest deeper than 100/);
  });

  it('gives the parser a few seconds, and then stops it (IF THEN ELSE nested 3000 deep takes it 4 s and more)', async () => {
    const nested = SMALL.replace('Next == Step', `Next == ${'IF x = 1 THEN 1 ELSE '.repeat(3000)}2`);
    const started = process.cpuUsage();
    expect((await parseTlaModule(nested, 0.2)).syntaxError).toEqual({
      line: 1,
      column: 1,
      reason: 'the TLA+ parser gave up after 0.2 seconds of work (the module nests too deep for it)',
    });
    expect(cpuMillisecondsSince(started)).toBeLessThan(1500);
    // the parser starts afresh on the next module
    expect((await parseTlaModule(SMALL)).syntaxError).toBeNull();
  });

  it('refuses a syntax tree more than 1000 levels deep, which no bracket shows (a long chain of sums)', async () => {
    const chain = SMALL.replace('Next == Step', `Next == x = ${Array.from({ length: 1200 }, () => '1').join(' + ')}`);
    expect((await parseTlaModule(chain)).syntaxError).toEqual({
      line: 12,
      column: expect.any(Number),
      reason: 'the syntax tree is more than 1000 levels deep here, more than monocheck compares',
    });
  });
});

describe('compareModules', () => {
  it('ignores comments, blank lines, spacing and how declarations are split over lines', async () => {
    const edited = SMALL.replace('\\* how far', '')
      .replace('(* the start *)', '(* a longer\n   comment *)\n\n')
      .replace('Init == x = 0 /\\ phase = "roll"', 'Init ==   x=0\n      /\\ phase = "roll"   \\* added')
      .replace('VARIABLES x, phase', 'VARIABLES\n  phase,\n  x');
    expect(isSameModule(await difference(SMALL, edited))).toBe(true);
  });

  it('names the definition whose conjunct changed, and no other', async () => {
    expect(await difference(SMALL, SMALL.replace('/\\ x < Limit', '/\\ x <= Limit'))).toEqual({
      changed: ['Step'],
      added: [],
      removed: [],
    });
  });

  it('sees a changed string, number and name', async () => {
    expect((await difference(SMALL, SMALL.replace('phase\' = "roll"', 'phase\' = "move"'))).changed).toEqual(['Step']);
    expect((await difference(SMALL, SMALL.replace('x = 0', 'x = 1'))).changed).toEqual(['Init']);
    expect((await difference(SMALL, SMALL.replace('ASSUME N > 0', 'ASSUME Limit > 0'))).changed).toEqual(['ASSUME']);
  });

  it('sees a conjunct moved between nesting levels by its indentation (layout that is meaning in TLA+)', async () => {
    const edited = SMALL.replace("       \\/ x' = x + N", "    \\/ x' = x + N");
    expect((await difference(SMALL, edited)).changed).toEqual(['Step']);
  });

  it('names definitions and declarations added and removed', async () => {
    const edited = SMALL.replace('Next == Step\n', 'Bonus == 2\n').replace('VARIABLES x, phase', 'VARIABLES x, phase, dice');
    expect(await difference(SMALL, edited)).toEqual({ changed: [], added: ['VARIABLE dice', 'Bonus'], removed: ['Next'] });
  });

  it('names a RECURSIVE declaration by what it declares (it was named by its syntax node, recursive_declaration)', async () => {
    const edited = SMALL.replace('Next == Step\n', 'Next == Step\nRECURSIVE Sum(_,  _)\nSum(f, S) == IF S = {} THEN 0 ELSE 1\n');
    expect(await difference(SMALL, edited)).toEqual({ changed: [], added: ['RECURSIVE Sum(_, _)', 'Sum'], removed: [] });
  });

  it('names the one EndTurn conjunct changed in the transcribed spec', async () => {
    const at = MONOPOLY.indexOf('EndTurn ==');
    const edited = MONOPOLY.slice(0, at) + MONOPOLY.slice(at).replace('/\\ Cardinality(Active) > 1', '/\\ Cardinality(Active) > 2');
    expect(edited).not.toBe(MONOPOLY);
    expect(await difference(MONOPOLY, edited)).toEqual({ changed: ['EndTurn'], added: [], removed: [] });
  });
});
