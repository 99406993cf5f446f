import { describe, expect, it } from 'vitest';
import { compiledMonopolyView } from '../../../src/runs/spec/compiled-monopoly-view.js';
import { loadSpec } from '../../../src/runs/spec/load-spec.js';
import { allStates } from '../../../src/engine/trace/trace.js';
import { MonopolyViewError } from '../../../src/monopoly/monopoly-view.js';
import { CompiledModels } from '../../../src/tla/compiled-models.js';
import { monopolyModel } from '../../helpers/monopoly-states.js';
import { inlineSource } from '../../helpers/tla-specs.js';

const CONSTANTS = { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 };

describe('compiledMonopolyView', () => {
  it("projects the compiled spec's states to the very bytes the transcription packs them in", async () => {
    const compiled = await loadSpec('specs/n2_m0_x0.cfg', {}, { engine: 'compiled' });
    const model = compiled.createModel();
    const view = compiledMonopolyView(model, CONSTANTS);
    const transcription = monopolyModel(CONSTANTS);
    const [initial] = allStates(model, null);
    const states = [initial!, ...allStates(model, initial!.state).slice(0, 12)];
    expect(states.length).toBeGreaterThan(5);
    for (const { state } of states) {
      const expected = new Uint8Array(transcription.stateBytes);
      transcription.fromTla(model.toTla(state, 0), expected, 0);
      expect(view.project(state, 0)).toEqual(expected);
    }
    expect(view.identity).toBe(false);
    expect(model.actionNames.map((_, id) => transcription.actionNames[view.actionOf(id)])).toEqual(model.actionNames);
  });

  it('gives the generic projection for a model that is not compiled', () => {
    const transcription = monopolyModel(CONSTANTS);
    const view = compiledMonopolyView(transcription, CONSTANTS);
    const [initial] = allStates(transcription, null);
    expect(view.project(initial!.state, 0)).toEqual(initial!.state.slice(0, transcription.stateBytes));
  });

  it("refuses a value out of the transcription's ranges, naming it", async () => {
    const spec = `---- MODULE Board ----
EXTENDS Naturals
VARIABLES position, money, inJail, jailTurns, bankrupt, owner, houses, mortgaged, current, dice, doublesCount, phase
Init == /\\ position = [p \\in 1..2 |-> 40] /\\ money = [p \\in 1..2 |-> 0] /\\ inJail = [p \\in 1..2 |-> FALSE]
        /\\ jailTurns = [p \\in 1..2 |-> 0] /\\ bankrupt = [p \\in 1..2 |-> FALSE] /\\ owner = [s \\in 0..39 |-> 0]
        /\\ houses = [s \\in 0..39 |-> 0] /\\ mortgaged = [s \\in 0..39 |-> FALSE] /\\ current = 1 /\\ dice = <<1, 1>>
        /\\ doublesCount = 0 /\\ phase = "roll"
Next == UNCHANGED <<position, money, inJail, jailTurns, bankrupt, owner, houses, mortgaged, current, dice, doublesCount, phase>>
====`;
    const model = (await CompiledModels.of(inlineSource({ Board: spec }, 'INIT Init\nNEXT Next\n'))).model();
    const view = compiledMonopolyView(model, CONSTANTS);
    const [initial] = allStates(model, null);
    expect(() => view.project(initial!.state, 0)).toThrow(MonopolyViewError);
    expect(() => view.project(initial!.state, 0)).toThrow(
      "a state of the spec is not a state of Monopoly's board: position[1] must be an integer in 0..39, found 40",
    );
  });
});
