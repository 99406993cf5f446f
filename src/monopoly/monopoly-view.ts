/**
 * Monopoly's reading of a model's states, for what only makes sense for the
 * game (witnesses, replay scripts, strategies, turns and landing
 * statistics): a state's Monopoly variables packed as the transcription packs
 * them (layout.ts), and each action as the transcription numbers it
 * (action-ids.ts). The transcription's own states are read as they are; the
 * states of another model with Monopoly's variables (a compiled spec,
 * perhaps with variables of its own beside them, such as `pot`) are
 * projected: its TLA+ values of those variables packed again.
 */
import { ModelValueError, type Model } from '../engine/model.js';
import { ACTION_NAMES } from './action-ids.js';
import { MonopolyModel, type MonopolyConstants } from './model.js';
import { VARIABLE_NAMES } from './values.js';

export interface MonopolyView {
  readonly constants: MonopolyConstants;
  /** The model whose states are read. */
  readonly model: Model;
  /** True when the model's states are the transcription's own (nothing is projected). */
  readonly identity: boolean;
  /**
   * The Monopoly variables of the model's state at `state[offset..]`, packed
   * as the transcription packs them, at offset 0 of the returned bytes. Two
   * slots (0 and 1) hold two states at once; a slot is overwritten by its
   * next call. Throws MonopolyViewError when a value is not one the game's
   * layout holds.
   */
  project(state: Uint8Array, offset: number, slot?: 0 | 1): Uint8Array;
  /** The transcription's id of the model's action `actionId` (same name), or -1 when the transcription has no such action. */
  actionOf(actionId: number): number;
}

/** A state of a spec that cannot be read as Monopoly's (a value out of the game's ranges). */
export class MonopolyViewError extends Error {
  override readonly name = 'MonopolyViewError';
}

/** The variables of Monopoly.tla that `variables` lacks (none: the game can be read off its states). */
export function missingMonopolyVariables(variables: readonly string[]): string[] {
  return VARIABLE_NAMES.filter((name) => !variables.includes(name));
}

/** The transcription's states, read as they are. */
export function transcribedView(model: MonopolyModel): MonopolyView {
  const bytes = model.stateBytes;
  return {
    constants: model.constants,
    model,
    identity: true,
    project: (state, offset) => (offset === 0 && state.length === bytes ? state : state.subarray(offset, offset + bytes)),
    actionOf: (actionId) => actionId,
  };
}

/** `model`'s states, whose variables include Monopoly's, projected onto the transcription's layout for `constants` (N fixes it). */
export function projectedView(model: Model, constants: MonopolyConstants): MonopolyView {
  const missing = missingMonopolyVariables(model.variableNames);
  if (missing.length > 0) throw new MonopolyViewError(`the spec has no variable ${missing.join(', ')}`);
  const transcription = new MonopolyModel(constants);
  const slots = [new Uint8Array(transcription.stateBytes), new Uint8Array(transcription.stateBytes)] as const;
  const actions = Int32Array.from(model.actionNames, (name) => ACTION_NAMES.indexOf(name));
  return {
    constants,
    model,
    identity: false,
    project(state, offset, slot = 0) {
      const target = slots[slot];
      try {
        transcription.fromTla(model.toTla(state, offset), target, 0);
      } catch (error) {
        if (!(error instanceof ModelValueError)) throw error;
        throw new MonopolyViewError(`a state of the spec is not a state of Monopoly's board with N = ${constants.N}: ${error.message}`);
      }
      return target;
    },
    actionOf: (actionId) => actions[actionId] ?? -1,
  };
}

/** The view of a MonopolyModel (the transcription), or the view itself. */
export function viewOf(source: MonopolyModel | MonopolyView): MonopolyView {
  return source instanceof MonopolyModel ? transcribedView(source) : source;
}
