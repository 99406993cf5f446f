/**
 * The game's facts (monopoly/game-reading.ts) read off a compiled spec's
 * packed states: each variable read is decoded alone by the codec of the
 * model's layouts, so a simulation step costs a few small decodings, not a
 * whole state made into TLA+ values and packed again. A value that is not
 * what the game holds (a phase the transcription lacks is allowed: -1) is a
 * MonopolyViewError naming the variable, the player and the value.
 */
import type { Model } from '../../engine/model.js';
import { monopolyActionIds, readingOfView, type GameReading } from '../../monopoly/game-reading.js';
import { SQUARE_COUNT } from '../../monopoly/board.js';
import { PhaseNames } from '../../monopoly/layout.js';
import { MonopolyViewError, type MonopolyView } from '../../monopoly/monopoly-view.js';
import { CompiledModel } from '../../tla/compiled-model.js';
import { instantiateCodec } from '../../tla/layout/instantiate-codec.js';
import { select } from '../../tla/values/functions.js';
import { printValue } from '../../tla/values/print.js';
import type { Value } from '../../tla/values/value.js';

type Getter = () => Value;

function notGame(what: string, expected: string, value: Value | undefined): never {
  const found = value === undefined ? 'nothing' : printValue(value);
  throw new MonopolyViewError(
    `a state of the spec cannot be read as a game of Monopoly: ${what} must be ${expected}, and it ` +
      `is ${found.length > 60 ? `${found.slice(0, 60)}... (${found.length} characters)` : found}; ` +
      `the strategies, turns and landing statistics read the spec's Monopoly variables as the ` +
      `game's, so run without them (a uniform random choice) or keep those variables' meaning.`,
  );
}

/** f[player] of a function over the players, or a MonopolyViewError. */
function entryOf(f: Value, player: number, name: string): Value {
  let found: Value | undefined;
  try {
    found = select(f, player);
  } catch {
    found = undefined;
  }
  return found === undefined ? notGame(`${name}[${player}]`, 'a value (it has no such entry)', f) : found;
}

function integer(value: Value, what: string): number {
  return typeof value === 'number' ? value : notGame(what, 'an integer', value);
}

/**
 * The reading of `model`'s states, a game of `players` players (`slower`:
 * a view that reads them when the model is not a CompiledModel).
 */
export function compiledGameReading(model: Model, players: number, slower: () => MonopolyView): GameReading {
  if (!(model instanceof CompiledModel)) return readingOfView(slower());
  const codec = instantiateCodec(model.layouts);
  const state = new codec.View() as { load(src: Uint8Array, off: number, level: number): void } & Record<string, Getter>;
  const getter = (name: string): Getter => {
    const index = model.variableNames.indexOf(name);
    if (index < 0) throw new MonopolyViewError(`the spec has no variable ${name}`);
    return (state[`v${index}`] as Getter).bind(state);
  };
  const [phase, current, position, money, bankrupt] = ['phase', 'current', 'position', 'money', 'bankrupt'].map(getter) as [
    Getter,
    Getter,
    Getter,
    Getter,
    Getter,
  ];
  const phases = new Map<Value, number>(PhaseNames.map((name, index) => [name, index]));
  const actions = monopolyActionIds(model.actionNames);
  return {
    players,
    phase(source, offset) {
      state.load(source, offset, 0);
      return phases.get(phase()) ?? -1;
    },
    current(source, offset) {
      state.load(source, offset, 0);
      return integer(current(), 'current');
    },
    position(source, offset, player) {
      state.load(source, offset, 0);
      const square = integer(entryOf(position(), player, 'position'), `position[${player}]`);
      return square >= 0 && square < SQUARE_COUNT ? square : notGame(`position[${player}]`, `a square 0..${SQUARE_COUNT - 1}`, square);
    },
    money(source, offset, player) {
      state.load(source, offset, 0);
      return integer(entryOf(money(), player, 'money'), `money[${player}]`);
    },
    bankrupt(source, offset, player) {
      state.load(source, offset, 0);
      const value = entryOf(bankrupt(), player, 'bankrupt');
      return typeof value === 'boolean' ? value : notGame(`bankrupt[${player}]`, 'TRUE or FALSE', value);
    },
    actionOf: (actionId) => actions[actionId] ?? -1,
  };
}
