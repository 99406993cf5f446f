/** The transcription behind the seam: what a model file of MCMonopoly.tla gives every layer above. */
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../../src/runs/model-config.js';
import { requireMonopoly } from '../../../src/runs/spec/checkable-spec.js';
import { specOfFirstState, specOfResolved } from '../../../src/runs/spec/load-spec.js';
import { specOfRecipe } from '../../../src/runs/spec/spec-recipe.js';
import { allStates } from '../../../src/engine/trace/trace.js';
import { MonopolyModel } from '../../../src/monopoly/model.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { tlcActionLabel } from '../../../src/tlc/tlc-trace-form.js';
import { resolveModel } from '../../../src/runs/model-config.js';

const NEXT = '<Next line 382, col 5 to line 391, col 19 of module Monopoly>';

describe('transcribedSpec', () => {
  const spec = specOfResolved(loadModel('specs/n3_m0_x0.cfg', {}));

  it("gives the model file's checked parts, and its constants as named TLA+ values, MaxDepth 0 noted", () => {
    expect([spec.file, spec.invariants, spec.constraints, spec.checkDeadlock]).toEqual([
      'specs/n3_m0_x0.cfg',
      ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'],
      ['MoneyBound', 'DepthBound'],
      true,
    ]);
    expect(spec.constants).toEqual([
      { name: 'N', value: 3 },
      { name: 'StartMoney', value: 0 },
      { name: 'MaxMoney', value: 0 },
      { name: 'MaxDepth', value: 0, note: 'no depth bound' },
    ]);
    expect(spec.stateConstants).toEqual([
      { name: 'N', value: 3 },
      { name: 'StartMoney', value: 0 },
    ]);
  });

  it("lists the constants in the model file's order", () => {
    const file = parseModelFile(
      'CONSTANTS\n  MaxMoney = 9\n  N = 2\n  StartMoney = 5\n  MaxDepth = 4\n  InitialMoney <- StartMoney\nCONSTRAINTS MoneyBound',
      'x.cfg',
    );
    expect(specOfResolved(resolveModel(file, {})).constants.map((constant) => constant.name)).toEqual([
      'MaxMoney',
      'N',
      'StartMoney',
      'MaxDepth',
    ]);
  });

  it('builds a new MonopolyModel of the constants on each call, with the variables in declaration order', () => {
    const model = spec.createModel();
    expect(model).toBeInstanceOf(MonopolyModel);
    expect(spec.createModel()).not.toBe(model);
    expect(spec.variables).toEqual(model.variableNames);
    expect(spec.variables.slice(0, 3)).toEqual(['position', 'money', 'inJail']);
    expect(requireMonopoly(spec, 'this test').constants).toEqual({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
  });

  it('prints as TLC does: its variable orders, every step Next in Monopoly.tla, the first state the initial predicate', () => {
    expect(spec.tlc.printOrder.slice(0, 3)).toEqual(['phase', 'dice', 'inJail']);
    expect(spec.tlc.jsonVarsOrder.slice(0, 3)).toEqual(['money', 'position', 'inJail']);
    expect([...spec.tlc.printOrder].sort()).toEqual([...spec.variables].sort());
    expect([...spec.tlc.jsonVarsOrder].sort()).toEqual([...spec.variables].sort());
    expect(spec.tlc.initialLabel).toBe('Initial predicate');
    for (const action of [...spec.createModel().actionNames, null]) expect(tlcActionLabel(spec.tlc.actionOf(action))).toBe(NEXT);
    expect(spec.tlcRun.rootModule).toBe('MCMonopoly');
  });

  it("has temporal options only when the model names properties, with the specification's fairness", () => {
    expect(spec.temporal).toBeNull();
    const live = specOfResolved(loadModel('specs/live_spec_winner_real_d6.cfg', {}));
    expect(live.temporal?.properties.map((property) => property.name)).toEqual(['EventuallyOneWinner']);
    expect(live.temporal?.fairness.map((condition) => condition.name)).toEqual(['WF_vars(EndTurn)']);
    expect(live.tlcRun.rootModule).toBe('MCLive');
  });

  it("knows MCWitness's invariants for validating traces", () => {
    expect(Object.keys(spec.traceInvariants)).toContain('NoHotel');
  });

  it('is rebuilt from its recipe after a structured clone (a cluster worker, a checkpoint) with the same model', async () => {
    const rebuilt = await specOfRecipe(structuredClone(spec.recipe));
    expect(rebuilt.constants).toEqual(spec.constants);
    expect(rebuilt.engine).toEqual(spec.engine);
    const ours = allStates(spec.createModel(), null);
    const theirs = allStates(rebuilt.createModel(), null);
    expect(theirs.map((choice) => [...choice.state])).toEqual(ours.map((choice) => [...choice.state]));
  });
});

describe('specOfFirstState', () => {
  it("reads N and StartMoney off a trace's first state and says so", () => {
    const first = specOfResolved(loadModel('specs/n3_m0_x0.cfg', {})).createModel();
    const state = first.toTla(allStates(first, null)[0]!.state, 0);
    const spec = specOfFirstState(state);
    expect(spec.stateConstants).toEqual([
      { name: 'N', value: 3 },
      { name: 'StartMoney', value: 0 },
    ]);
    expect(spec.engine.reason).toMatch(/first state/);
  });
});
