/**
 * The few facts of a state that a simulation of the game reads every step
 * (the strategies, the turns, the landing tally): the phase, the current
 * player, a player's square, cash and bankruptcy, and which of the
 * transcription's actions a model's action is. The transcription's packed
 * states are read as they are (layout.ts); a compiled spec's, which hold
 * Monopoly's variables beside others of its own, are read variable by
 * variable (runs/spec/compiled-game-reading.ts), never projected whole.
 */
import { ACTION_NAMES } from './action-ids.js';
import * as L from './layout.js';
import type { MonopolyView } from './monopoly-view.js';

export interface GameReading {
  /** The number of players. */
  readonly players: number;
  /** The state's phase as an index of L.PhaseNames; -1 for a phase the transcription does not have. */
  phase(state: Uint8Array, offset: number): number;
  current(state: Uint8Array, offset: number): number;
  position(state: Uint8Array, offset: number, player: number): number;
  money(state: Uint8Array, offset: number, player: number): number;
  bankrupt(state: Uint8Array, offset: number, player: number): boolean;
  /** The transcription's id of the model's action `actionId` (the action of the same name), -1 when it has none. */
  actionOf(actionId: number): number;
}

/** The transcription's states for `players` players, read off its layout. */
export function transcribedReading(players: number): GameReading {
  return {
    players,
    phase: (state, offset) => L.phase(state, offset),
    current: (state, offset) => L.current(state, offset),
    position: (state, offset, player) => L.position(state, offset, player),
    money: (state, offset, player) => L.money(state, offset, player),
    bankrupt: (state, offset, player) => L.bankrupt(state, offset, player),
    actionOf: (actionId) => actionId,
  };
}

/** The transcription's id of each of `actionNames` (-1: an action it does not have). */
export function monopolyActionIds(actionNames: readonly string[]): Int32Array {
  return Int32Array.from(actionNames, (name) => ACTION_NAMES.indexOf(name));
}

/** A reading through a view's projection (each fact packs the whole state again: for models that have no faster way). */
export function readingOfView(view: MonopolyView): GameReading {
  const read = transcribedReading(view.constants.N);
  if (view.identity) return read;
  return {
    players: view.constants.N,
    phase: (state, offset) => read.phase(view.project(state, offset), 0),
    current: (state, offset) => read.current(view.project(state, offset), 0),
    position: (state, offset, player) => read.position(view.project(state, offset), 0, player),
    money: (state, offset, player) => read.money(view.project(state, offset), 0, player),
    bankrupt: (state, offset, player) => read.bankrupt(view.project(state, offset), 0, player),
    actionOf: (actionId) => view.actionOf(actionId),
  };
}
