import { describe, expect, it } from 'vitest';
import type { StatePredicate, TemporalFormula } from '../../src/engine/liveness/temporal-formula.js';
import { modelsOf } from '../helpers/tla-programs.js';

const SPEC = `VARIABLE x
vars == <<x>>
Init == x = 0
Up == x < 2 /\\ x' = x + 1
Reset == x = 2 /\\ x' = 0
Next == Up \\/ Reset
Spec == Init /\\ [][Next]_vars /\\ WF_vars(Up) /\\ SF_<<x>>(Reset)
Visits == \\A v \\in {1, 2} : []<>(x = v)
Reaches == <>(x = 2) /\\ (x = 0 ~> x = 1)`;
const CFG = 'SPECIFICATION Spec\nPROPERTY Visits Reaches\n';

async function temporal() {
  const model = (await modelsOf(SPEC, CFG)).model();
  const state = (x: number) => {
    const bytes = new Uint8Array(model.stateBytes + 8);
    model.fromTla({ x }, bytes, 0);
    return bytes;
  };
  return { model, state, ...model.temporal() };
}

/** The formula with each state predicate shown by its name. */
function shape(formula: TemporalFormula): unknown {
  switch (formula.op) {
    case 'state':
      return formula.predicate.name;
    case 'true':
    case 'false':
      return formula.op;
    case 'not':
    case 'always':
    case 'eventually':
      return [formula.op, shape(formula.arg)];
    case 'and':
    case 'or':
      return [formula.op, ...formula.args.map(shape)];
    case 'implies':
    case 'leadsTo':
      return [formula.op, shape(formula.left), shape(formula.right)];
  }
}

function predicates(formula: TemporalFormula): StatePredicate[] {
  if (formula.op === 'state') return [formula.predicate];
  if ('arg' in formula) return predicates(formula.arg);
  if ('args' in formula) return formula.args.flatMap(predicates);
  if ('left' in formula) return [...predicates(formula.left), ...predicates(formula.right)];
  return [];
}

describe('compiledTemporal', () => {
  it("gives each property its formula, a quantifier over a constant set expanded, predicates named by the spec's text", async () => {
    const { properties } = await temporal();
    expect(properties.map((property) => property.name)).toEqual(['Visits', 'Reaches']);
    expect(shape(properties[0]!.formula)).toEqual([
      'and',
      ['always', ['eventually', 'x = v [1]']],
      ['always', ['eventually', 'x = v [2]']],
    ]);
    expect(shape(properties[1]!.formula)).toEqual(['and', ['eventually', 'x = 2'], ['leadsTo', 'x = 0', 'x = 1']]);
  });

  it("evaluates a predicate on a packed state, with the quantifier's value bound", async () => {
    const { properties, state } = await temporal();
    const [one, two] = predicates(properties[0]!.formula);
    expect([one!.holds(state(1), 0), one!.holds(state(2), 0), two!.holds(state(2), 0)]).toEqual([true, false, true]);
  });

  it("gives the specification's fairness conditions, weak and strong, named by their text", async () => {
    const { fairness, model } = await temporal();
    expect(fairness.map((condition) => [condition.kind, condition.name])).toEqual([
      ['weak', 'WF_vars(Up)'],
      ['strong', 'SF_<<x>>(Reset)'],
    ]);
    expect(fairness.map((condition) => condition.action)).toEqual([
      { kind: 'actions', names: ['Up'] },
      { kind: 'actions', names: ['Reset'] },
    ]);
    expect(model.actionNames).toEqual(['Up', 'Reset']);
  });

  it('takes a subscript of every variable through definitions and nested tuples, and refuses any other', async () => {
    const spec = (sub: string) =>
      `VARIABLES x, y\nvars == <<x, y>>\nInit == x = 0 /\\ y = 0\nNext == x' = 1 - x /\\ y' = y\nSpec == Init /\\ [][Next]_vars /\\ WF_${sub}(Next)\nP == <>(x = 1)`;
    const fairnessOf = async (sub: string) => (await modelsOf(spec(sub), 'SPECIFICATION Spec\nPROPERTY P\n')).model().temporal().fairness;
    expect((await fairnessOf('vars'))[0]!.action).toEqual({ kind: 'next' });
    expect((await fairnessOf('<<x, <<y>>>>'))[0]!.action).toEqual({ kind: 'next' });
    await expect(fairnessOf('x')).rejects.toThrow(/a subscript of all the variables/);
    await expect(fairnessOf('<<x + 0, y>>')).rejects.toThrow(/a subscript of all the variables/);
  });
});
