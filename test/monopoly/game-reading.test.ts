/** The facts of a state a simulation reads every step: off the transcription's layout, or through a view's projection. */
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES } from '../../src/monopoly/action-ids.js';
import { monopolyActionIds, readingOfView, transcribedReading, type GameReading } from '../../src/monopoly/game-reading.js';
import { projectedView, transcribedView } from '../../src/monopoly/monopoly-view.js';
import { makeState, monopolyModel } from '../helpers/monopoly-states.js';
import { potModel } from '../helpers/pot-model.js';

const transcription = monopolyModel({ N: 3 });
const state = makeState(transcription, {
  phase: 'buyOrAuction',
  current: 2,
  position: [0, 39, 12],
  money: [1500, -40, 2999],
  bankrupt: [true, false, false],
});

/** Every fact `reading` gives of the state at `offset` of `bytes`. */
const facts = (reading: GameReading, bytes: Uint8Array, offset: number) => ({
  players: reading.players,
  phase: reading.phase(bytes, offset),
  current: reading.current(bytes, offset),
  positions: [1, 2, 3].map((p) => reading.position(bytes, offset, p)),
  money: [1, 2, 3].map((p) => reading.money(bytes, offset, p)),
  bankrupt: [1, 2, 3].map((p) => reading.bankrupt(bytes, offset, p)),
});
const EXPECTED = { players: 3, phase: 2, current: 2, positions: [0, 39, 12], money: [1500, -40, 2999], bankrupt: [true, false, false] };

describe('transcribedReading', () => {
  it("reads the transcription's states at their offset, its actions as they are", () => {
    const reading = transcribedReading(3);
    expect(facts(reading, state, 0)).toEqual(EXPECTED);
    const shifted = new Uint8Array(state.length + 4);
    shifted.set(state, 4);
    expect(facts(reading, shifted, 4)).toEqual(EXPECTED);
    expect([0, 4, 8].map((id) => reading.actionOf(id))).toEqual([0, 4, 8]);
  });
});

describe('monopolyActionIds', () => {
  it('numbers names as the transcription does, -1 for a name it has not', () => {
    expect(Array.from(monopolyActionIds(['EndTurn', 'Pay', 'RollAndMove', 'GameOver']))).toEqual([7, -1, 0, 8]);
    expect(Array.from(monopolyActionIds(ACTION_NAMES))).toEqual(ACTION_NAMES.map((_, id) => id));
    expect(monopolyActionIds([])).toHaveLength(0);
  });
});

describe('readingOfView', () => {
  it("is the transcribed reading for the transcription's own view", () => {
    const reading = readingOfView(transcribedView(transcription));
    expect(facts(reading, state, 0)).toEqual(EXPECTED);
    expect(reading.actionOf(5)).toBe(5);
  });

  it("reads another model's states through the projection, and its actions by name", () => {
    const pot = potModel(transcription);
    const reading = readingOfView(projectedView(pot.model, transcription.constants));
    const bytes = new Uint8Array(1 + pot.model.stateBytes);
    bytes.set(pot.state(state, 42), 1);
    expect(facts(reading, bytes, 1)).toEqual(EXPECTED);
    expect([0, 1, 2].map((id) => reading.actionOf(id))).toEqual([7, -1, 0]);
  });
});
