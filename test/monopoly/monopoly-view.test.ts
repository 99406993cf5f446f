/** Monopoly's reading of a model's states: the transcription's as they are, another model's projected. */
import { describe, expect, it } from 'vitest';
import type { Model } from '../../src/engine/model.js';
import type { TlaState } from '../../src/engine/trace/tla-value.js';
import { MonopolyViewError, missingMonopolyVariables, projectedView, transcribedView, viewOf } from '../../src/monopoly/monopoly-view.js';
import { VARIABLE_NAMES } from '../../src/monopoly/values.js';
import { makeState, monopolyModel, type StateDescription } from '../helpers/monopoly-states.js';
import { potModel } from '../helpers/pot-model.js';

const transcription = monopolyModel({ N: 3 });
const pot = potModel(transcription);

describe('missingMonopolyVariables', () => {
  it("names the spec's variables a list lacks, in the spec's order", () => {
    expect(missingMonopolyVariables([...VARIABLE_NAMES, 'pot'])).toEqual([]);
    expect(missingMonopolyVariables(VARIABLE_NAMES.filter((name) => name !== 'dice' && name !== 'owner'))).toEqual(
      VARIABLE_NAMES.filter((name) => name === 'dice' || name === 'owner'),
    );
    expect(missingMonopolyVariables([])).toEqual(VARIABLE_NAMES);
  });
});

describe('transcribedView', () => {
  it("reads the transcription's states as they are: the same bytes, at their offset", () => {
    const view = transcribedView(transcription);
    expect([view.identity, view.model, view.constants]).toEqual([true, transcription, transcription.constants]);
    const state = makeState(transcription, { position: [5, 6, 7] });
    expect(view.project(state, 0)).toBe(state);
    const buffer = new Uint8Array(state.length * 2);
    buffer.set(state, state.length);
    const projected = view.project(buffer, state.length);
    expect(projected).toEqual(state);
    expect(projected.buffer).toBe(buffer.buffer);
    expect([view.actionOf(0), view.actionOf(7)]).toEqual([0, 7]);
  });
});

describe('projectedView', () => {
  const view = projectedView(pot.model, transcription.constants);
  const described = (description: StateDescription, potValue = 0) => pot.state(makeState(transcription, description), potValue);

  it("packs the Monopoly variables of another model's state as the transcription does, its own variables left out", () => {
    expect(view.identity).toBe(false);
    const state = makeState(transcription, { position: [1, 2, 3], money: [10, -20, 30], owner: { 39: 2 }, phase: 'endTurn' });
    expect(view.project(pot.state(state, 99), 0)).toEqual(state);
    const buffer = new Uint8Array(3 + pot.model.stateBytes);
    buffer.set(pot.state(state, 7), 3);
    expect(view.project(buffer, 3)).toEqual(state);
  });

  it('keeps two states at once in its two slots, each overwritten by its next projection', () => {
    const first = view.project(described({ current: 2 }), 0, 0);
    const second = view.project(described({ current: 3 }), 0, 1);
    expect([first[0], second[0]].map((header) => ((header as number) >> 2) + 1)).toEqual([2, 3]);
    expect(view.project(described({ current: 1 }), 0, 0)).toBe(first);
    expect(first).toEqual(makeState(transcription, { current: 1 }));
    expect(second).toEqual(makeState(transcription, { current: 3 }));
  });

  it("numbers the model's actions as the transcription does, -1 for one it does not have", () => {
    expect(pot.model.actionNames.map((_, id) => view.actionOf(id))).toEqual([7, -1, 0]);
    expect(view.actionOf(3)).toBe(-1);
  });

  it("refuses a state whose values are not the game's, in a sentence", () => {
    const bad = pot.state(makeState(transcription), 0, { position: [45, 0, 0] });
    expect(() => view.project(bad, 0)).toThrow(MonopolyViewError);
    expect(() => view.project(bad, 0)).toThrow(/^a state of the spec is not a state of Monopoly's board with N = 3: position\[1\]/);
  });

  it("lets another model's error through as it is", () => {
    const failing: Model = Object.assign(Object.create(pot.model) as Model, {
      toTla: (): TlaState => {
        throw new RangeError('broken');
      },
    });
    expect(() => projectedView(failing, transcription.constants).project(described({}), 0)).toThrow(RangeError);
  });

  it("refuses a model without all of the game's variables", () => {
    const partial: Model = Object.assign(Object.create(pot.model) as Model, {
      variableNames: pot.model.variableNames.filter((name) => name !== 'houses'),
    });
    expect(() => projectedView(partial, transcription.constants)).toThrow(new MonopolyViewError('the spec has no variable houses'));
  });
});

describe('viewOf', () => {
  it('views the transcription as it is, and gives a view back as it is', () => {
    const view = viewOf(transcription);
    expect([view.identity, view.model]).toEqual([true, transcription]);
    const projected = projectedView(pot.model, transcription.constants);
    expect(viewOf(projected)).toBe(projected);
  });
});
