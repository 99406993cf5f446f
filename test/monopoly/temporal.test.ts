/** The temporal half of the spec: the specifications' fairness and the properties, as the spec and MCLive.tla write them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formulaText, predicatesOf } from '../../src/engine/liveness/temporal-formula.js';
import { PROPERTY_NAMES, SPECIFICATION_NAMES, SPECIFICATIONS, specificationNamed, temporalProperty } from '../../src/monopoly/temporal.js';
import { makeState, monopolyModel, type StateDescription } from '../helpers/monopoly-states.js';

const spec = (name: string) => readFileSync(new URL(`../../specs/${name}.tla`, import.meta.url), 'utf8');
const SOURCES = { Monopoly: spec('Monopoly'), MCLive: spec('MCLive') };

/** The right-hand side of `name == ...` on one line of the module. */
const definition = (module: keyof typeof SOURCES, name: string) => new RegExp(`^${name} == (.*)$`, 'm').exec(SOURCES[module])?.[1];

const model = monopolyModel({ N: 2 });

/** Which of the property's predicates hold in the described state, by name. */
function holding(property: string, description: StateDescription): string[] {
  const state = makeState(model, description);
  const formula = temporalProperty(property, 2)?.formula;
  if (formula === undefined) throw new Error(`no property ${property}`);
  return predicatesOf([formula])
    .filter((predicate) => predicate.holds(state, 0))
    .map((predicate) => predicate.name);
}

describe('the specifications', () => {
  it('are Spec and FairSpec, each with the fairness its module gives it', () => {
    expect(SPECIFICATION_NAMES).toEqual(['Spec', 'FairSpec']);
    for (const specification of SPECIFICATIONS) {
      const fairness = specification.fairness.map((condition) => condition.name).join(' /\\ ');
      expect(definition(specification.module, specification.name)).toBe(`Init /\\ [][Next]_vars /\\ ${fairness}`);
    }
    expect(specificationNamed('Spec')?.fairness).toEqual([
      { kind: 'weak', action: { kind: 'actions', names: ['EndTurn'] }, name: 'WF_vars(EndTurn)' },
    ]);
    expect(specificationNamed('FairSpec')?.fairness).toEqual([{ kind: 'weak', action: { kind: 'next' }, name: 'WF_vars(Next)' }]);
    expect(specificationNamed('Next')).toBeUndefined();
  });
});

describe('the temporal properties', () => {
  it("are the spec's and MCLive.tla's, in their order", () => {
    const defined = (module: keyof typeof SOURCES) => PROPERTY_NAMES.filter((name) => definition(module, name) !== undefined);
    expect([...defined('Monopoly'), ...defined('MCLive')]).toEqual(PROPERTY_NAMES);
    expect(PROPERTY_NAMES.every((name) => temporalProperty(name, 2)?.name === name)).toBe(true);
    expect(temporalProperty('TypeOK', 2)).toBeUndefined();
  });

  it('say what the modules say, with one conjunct a player for \\A p \\in Players', () => {
    expect(formulaText(temporalProperty('EventuallyOneWinner', 3)!.formula)).toBe('<>Cardinality(Active) <= 1');
    expect(formulaText(temporalProperty('KeepsRolling', 2)!.formula)).toBe('[]<>(phase = "roll" \\/ Cardinality(Active) <= 1)');
    expect(formulaText(temporalProperty('BankruptStays', 2)!.formula)).toBe(
      '[](bankrupt[1] => []bankrupt[1]) /\\ [](bankrupt[2] => []bankrupt[2])',
    );
    expect(formulaText(temporalProperty('JailEnds', 3)!.formula)).toBe(
      [1, 2, 3].map((p) => `(inJail[${p}] ~> (~inJail[${p}] \\/ bankrupt[${p}]))`).join(' /\\ '),
    );
  });

  it("evaluate their predicates on the game's states", () => {
    expect(holding('EventuallyOneWinner', {})).toEqual([]);
    expect(holding('EventuallyOneWinner', { bankrupt: [false, true] })).toEqual(['Cardinality(Active) <= 1']);
    expect(holding('KeepsRolling', {})).toEqual(['phase = "roll"']);
    expect(holding('KeepsRolling', { phase: 'endTurn' })).toEqual([]);
    expect(holding('JailEnds', { inJail: [false, true], position: [0, 10] })).toEqual(['inJail[2]']);
    expect(holding('BankruptStays', { bankrupt: [true, false] })).toEqual(['bankrupt[1]']);
  });
});
