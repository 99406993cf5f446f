/**
 * A model with Monopoly's variables and one of its own, `pot`, for the tests of monopoly-view.ts and
 * game-reading.ts: its state is the transcription's followed by a byte for the pot and one naming values
 * put in place of the transcription's (to make states the game cannot hold); its actions are three, one of
 * which the transcription does not have.
 */
import type { Model } from '../../src/engine/model.js';
import type { TlaState } from '../../src/engine/trace/tla-value.js';
import type { MonopolyModel } from '../../src/monopoly/model.js';

export function potModel(transcription: MonopolyModel): {
  readonly model: Model;
  /** The pot model's state of the transcription's `state`, with `pot` and values of `overrides` in place of its own. */
  state(state: Uint8Array, pot: number, overrides?: TlaState): Uint8Array;
} {
  const bytes = transcription.stateBytes;
  const overridden = new Map<number, TlaState>();
  let serial = 0;
  // the transcription's own methods stay (on the prototype); names, size and toTla are the pot model's
  const model: Model = Object.assign(Object.create(transcription) as MonopolyModel, {
    stateBytes: bytes + 2,
    variableNames: ['pot', ...transcription.variableNames],
    actionNames: ['EndTurn', 'Pay', 'RollAndMove'],
    toTla: (state: Uint8Array, offset: number): TlaState => ({
      pot: state[offset + bytes] as number,
      ...transcription.toTla(state, offset),
      ...overridden.get(state[offset + bytes + 1] as number),
    }),
  });
  return {
    model,
    state(state, pot, overrides) {
      const packed = new Uint8Array(bytes + 2);
      packed.set(state);
      packed[bytes] = pot;
      if (overrides !== undefined) {
        overridden.set(++serial, overrides);
        packed[bytes + 1] = serial;
      }
      return packed;
    },
  };
}
