/** TLA+ modules read with tree-sitter's TLA+ grammar and compared definition by definition, comments and layout aside. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareModules, isSameModule, parseTlaModule } from '../../src/tlc/tla-module.js';

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
    for (const name of ['EXTENDS', 'CONSTANT N', 'ASSUME NAssumption', 'VARIABLE money', 'VARIABLE phase', 'Init', 'EndTurn', 'Next', 'Spec', 'TurnValid']) expect(names).toContain(name);
    // 58 definitions, 12 variables, one constant, one ASSUME, EXTENDS
    expect(names).toHaveLength(73);
  });

  it('says where a module stops being TLA+', async () => {
    const module = await parseTlaModule(SMALL.replace('Next == Step', 'Next == Step /\\ )'));
    expect(module.syntaxError?.line).toBe(12);
  });
});

describe('compareModules', () => {
  it('ignores comments, blank lines, spacing and how declarations are split over lines', async () => {
    const edited = SMALL
      .replace('\\* how far', '')
      .replace('(* the start *)', '(* a longer\n   comment *)\n\n')
      .replace('Init == x = 0 /\\ phase = "roll"', 'Init ==   x=0\n      /\\ phase = "roll"   \\* added')
      .replace('VARIABLES x, phase', 'VARIABLES\n  phase,\n  x');
    expect(isSameModule(await difference(SMALL, edited))).toBe(true);
  });

  it('names the definition whose conjunct changed, and no other', async () => {
    expect(await difference(SMALL, SMALL.replace('/\\ x < Limit', '/\\ x <= Limit'))).toEqual({ changed: ['Step'], added: [], removed: [] });
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

  it('names the one EndTurn conjunct changed in the transcribed spec', async () => {
    const at = MONOPOLY.indexOf('EndTurn ==');
    const edited = MONOPOLY.slice(0, at) + MONOPOLY.slice(at).replace('/\\ Cardinality(Active) > 1', '/\\ Cardinality(Active) > 2');
    expect(edited).not.toBe(MONOPOLY);
    expect(await difference(MONOPOLY, edited)).toEqual({ changed: ['EndTurn'], added: [], removed: [] });
  });
});
