import { describe, expect, it } from 'vitest';
import { Levels } from '../../../src/tla/semantic/levels.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals, TLC',
    'CONSTANT K',
    'VARIABLE x, y',
    'C == K + 1',
    'S == x + C',
    "A == x' = S",
    'U == UNCHANGED <<x, y>>',
    'T == [](S > 0)',
    'F == WF_x(A)',
    'E == ENABLED A',
    'G == TLCGet("level") + K',
    'L == LET a == y IN a + 1',
    'P(v) == v + 1',
    'PS == P(x)',
    'PC == P(K)',
    'R[n \\in Nat] == IF n = 0 THEN 0 ELSE R[n - 1]',
    'RB[n \\in 0..x] == n',
    'RECURSIVE Sum(_)',
    'Sum(n) == IF n = 0 THEN x ELSE Sum(n - 1)',
    'Choice == CHOOSE v \\in {x, 1} : TRUE',
    'Step == <<A>>_x',
  ].join('\n'),
);

describe('Levels', () => {
  it('gives constants 0, state functions 1, actions 2 and temporal formulas 3, through the definitions used', async () => {
    const spec = await resolveTexts({ M: SPEC });
    const levels = new Levels();
    const levelOf = (name: string) => levels.definition(definitionNamed(spec, name));
    expect(['C', 'S', 'A', 'U', 'T', 'F', 'E', 'G'].map(levelOf)).toEqual([0, 1, 2, 2, 3, 3, 1, 1]);
    expect(['L', 'P', 'PS', 'PC', 'R', 'RB', 'Sum', 'Choice', 'Step'].map(levelOf)).toEqual([1, 0, 1, 0, 0, 1, 1, 1, 2]);
  });

  it("records a definition's level on it, and answers again from what it computed", async () => {
    const spec = await resolveTexts({ M: SPEC });
    const levels = new Levels();
    const action = definitionNamed(spec, 'A');
    expect(action.level).toBe(0);
    expect(levels.definition(action)).toBe(2);
    expect(action.level).toBe(2);
    action.body = { kind: 'number', value: 1, at: action.at };
    expect(levels.definition(action)).toBe(2);
    expect(new Levels().definition(action)).toBe(0);
  });
});
