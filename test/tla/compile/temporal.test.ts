import { describe, expect, it } from 'vitest';
import { entryPoints } from '../../../src/tla/compile/entry-points.js';
import { fairnessAction, TemporalTranslator } from '../../../src/tla/compile/temporal.js';
import { SpecError } from '../../../src/tla/errors.js';
import type { Ir } from '../../../src/tla/semantic/ir.js';
import { Levels } from '../../../src/tla/semantic/levels.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { definitionNamed, resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals',
    'VARIABLES x, y',
    'vars == <<x, y>>',
    'Init == x = 0 /\\ y = 0',
    "A == x' = x + 1 /\\ y' = y",
    "B == y' = y + 1 /\\ x' = x",
    'Next == A \\/ B',
    'Pos == x > 0',
    'Always == []Pos',
    'Twice == Always /\\ Always',
    'LeadsTo == (x = 1) ~> (x = 2)',
    'Implies == []Pos => <>(y = 0)',
    'Iff == []Pos <=> <>(y = 0)',
    'Negated == ~[]Pos',
    'Each == \\A p \\in {1, 2}, q \\in {3} : <>(x = p + q)',
    "Step == [][x' >= x]_x",
    'OverState == \\A p \\in {x} : <>(x = p)',
    'Later(n) == <>(x = n)',
    'WithArgument == Later(1)',
    'Spec == Init /\\ [][Next]_vars /\\ WF_vars(Next) /\\ SF_vars(A) /\\ WF_x(A) /\\ WF_vars(A \\/ B)',
  ].join('\n'),
);

async function translated(names: readonly string[]) {
  const spec = await resolveTexts({ M: SPEC });
  const translator = new TemporalTranslator(new Levels());
  const formulas = names.map((name) => translator.formula(definitionNamed(spec, name).body));
  return { formulas, translator };
}

const refusal = (name: string) =>
  translated([name]).then(
    () => null,
    (error: unknown) => error as SpecError,
  );

describe('TemporalTranslator', () => {
  it('translates [], <>, ~>, =>, <=>, ~ and /\\ over state predicates, numbered in the order met', async () => {
    const { formulas, translator } = await translated(['Always', 'LeadsTo', 'Implies', 'Iff', 'Negated']);
    const state = (predicate: number) => ({ op: 'state', predicate });
    expect(formulas).toEqual([
      { op: 'always', arg: state(0) },
      { op: 'leadsTo', left: state(1), right: state(2) },
      { op: 'implies', left: { op: 'always', arg: state(3) }, right: { op: 'eventually', arg: state(4) } },
      {
        op: 'and',
        args: [
          { op: 'implies', left: { op: 'always', arg: state(5) }, right: { op: 'eventually', arg: state(6) } },
          { op: 'implies', left: { op: 'eventually', arg: state(6) }, right: { op: 'always', arg: state(5) } },
        ],
      },
      { op: 'not', arg: { op: 'always', arg: state(7) } },
    ]);
    expect(translator.predicates).toHaveLength(8);
    expect(translator.predicates[1]!.at).toMatchObject({ line: 12 });
  });

  it('makes one predicate of one subexpression however often a formula reaches it', async () => {
    const { formulas, translator } = await translated(['Twice']);
    expect(formulas[0]).toEqual({
      op: 'and',
      args: [
        { op: 'always', arg: { op: 'state', predicate: 0 } },
        { op: 'always', arg: { op: 'state', predicate: 0 } },
      ],
    });
    expect(translator.predicates).toHaveLength(1);
  });

  it('quantifies over constant sets one name at a time, its predicates taking the bound names as arguments', async () => {
    const { formulas, translator } = await translated(['Each']);
    const [p, q] = translator.predicates[0]!.params;
    expect(formulas[0]).toEqual({
      op: 'forall',
      set: 0,
      id: p,
      body: { op: 'forall', set: 1, id: q, body: { op: 'eventually', arg: { op: 'state', predicate: 0 } } },
    });
    expect(translator.sets.map((set) => set.kind)).toEqual(['setEnum', 'setEnum']);
  });

  it('refuses an action formula, a quantifier over a set of the state, and a temporal operator with arguments, by name', async () => {
    expect(await refusal('Step')).toMatchObject({
      message: 'monocheck cannot check an action formula ([][A]_v or a step) in a property; TLC can check this spec',
      reason: 'unsupported',
    });
    expect((await refusal('OverState'))?.message).toBe(
      'monocheck checks a quantifier in a temporal formula only over a constant set, one name at a time; TLC can check this spec',
    );
    expect((await refusal('WithArgument'))?.message).toBe('monocheck cannot check the temporal construct call; TLC can check this spec');
  });
});

describe('fairnessAction', () => {
  /** The variables of a subscript: a variable, or a definition of a tuple of variables. */
  const variablesOf = (sub: Ir): number[] | null => {
    const ir = sub.kind === 'call' ? sub.def.body : sub;
    if (ir.kind === 'variable') return [ir.index];
    if (ir.kind === 'tuple' && ir.elements.every((e) => e.kind === 'variable'))
      return ir.elements.map((e) => (e as { index: number }).index);
    return null;
  };

  it('takes fairness of Next, or of an action that is a disjunct of Next, with a subscript of every variable', async () => {
    const spec = await resolveTexts({ M: SPEC });
    const { fairness } = entryPoints(spec, parseModelFile('SPECIFICATION Spec\n', 'M.cfg'));
    const take = (i: number): unknown => {
      try {
        return fairnessAction(fairness[i]!, 'Next', ['A', 'B'], variablesOf, 2);
      } catch (error) {
        return (error as SpecError).message;
      }
    };
    expect(take(0)).toEqual({ kind: 'next' });
    expect(take(1)).toEqual({ kind: 'actions', names: ['A'] });
    expect(take(2)).toMatch(/^monocheck checks fairness only with a subscript of all the variables/);
    expect(take(3)).toMatch(/^monocheck checks fairness only of Next or of an action that is a disjunct of Next/);
  });
});
