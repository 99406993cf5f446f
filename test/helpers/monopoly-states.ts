/**
 * Building packed Monopoly states from a partial, TLA+-like description, and
 * listing successors as TLA+ values with action names, for the tests of
 * src/monopoly. A state starts as Init (of the given constants) and the
 * description overrides variables; per-player and per-square variables can
 * be overridden entry by entry.
 */
import { allStates } from '../../src/engine/trace/trace.js';
import { isTlaFunction, tlaEquals, tlaFunction, type TlaFunction, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { MonopolyModel, type MonopolyConstants } from '../../src/monopoly/model.js';

export const DEFAULT_CONSTANTS: MonopolyConstants = { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 };

export function monopolyModel(constants: Partial<MonopolyConstants> = {}): MonopolyModel {
  return new MonopolyModel({ ...DEFAULT_CONSTANTS, ...constants });
}

/** A per-player value: a whole tuple, or some players by number, e.g. `{ 2: 100 }`. */
export type PerPlayer<T> = readonly T[] | { readonly [player: number]: T };
/** Some squares of a function over Deeds or Streets, by square number, e.g. `{ 39: 2 }`. */
export type PerSquare<T> = { readonly [square: number]: T };

export interface StateDescription {
  readonly position?: PerPlayer<number>;
  readonly money?: PerPlayer<number>;
  readonly inJail?: PerPlayer<boolean>;
  readonly jailTurns?: PerPlayer<number>;
  readonly bankrupt?: PerPlayer<boolean>;
  readonly owner?: PerSquare<number>;
  readonly houses?: PerSquare<number>;
  readonly mortgaged?: PerSquare<boolean>;
  readonly current?: number;
  readonly dice?: readonly [number, number];
  readonly doublesCount?: number;
  readonly phase?: 'roll' | 'resolve' | 'buyOrAuction' | 'endTurn';
}

/** The single initial state of `model` as TLA+ values. */
function initTla(model: MonopolyModel): TlaState {
  const initial = allStates(model, null);
  if (initial.length !== 1) throw new Error(`expected one initial state, found ${initial.length}`);
  return model.toTla((initial[0] as { state: Uint8Array }).state, 0);
}

function overridePlayers<T extends TlaValue>(base: TlaValue | undefined, override: PerPlayer<T> | undefined): TlaValue | undefined {
  if (override === undefined) return base;
  if (Array.isArray(override)) return override as readonly T[];
  const tuple = [...(base as readonly TlaValue[])];
  for (const [player, value] of Object.entries(override)) tuple[Number(player) - 1] = value;
  return tuple;
}

function overrideSquares<T extends TlaValue>(base: TlaValue | undefined, override: PerSquare<T> | undefined): TlaValue | undefined {
  if (override === undefined) return base;
  const entries = new Map<TlaValue, TlaValue>((base as TlaFunction).entries);
  for (const [square, value] of Object.entries(override)) {
    if (!entries.has(Number(square))) throw new Error(`square ${square} is not in the function's domain`);
    entries.set(Number(square), value);
  }
  return tlaFunction([...entries]);
}

/** Init of `model` with the described variables replaced, as TLA+ values. */
export function describeTla(model: MonopolyModel, description: StateDescription = {}): TlaState {
  const base = initTla(model);
  const d = description;
  const result: Record<string, TlaValue | undefined> = {
    position: overridePlayers(base.position, d.position),
    money: overridePlayers(base.money, d.money),
    inJail: overridePlayers(base.inJail, d.inJail),
    jailTurns: overridePlayers(base.jailTurns, d.jailTurns),
    bankrupt: overridePlayers(base.bankrupt, d.bankrupt),
    owner: overrideSquares(base.owner, d.owner),
    houses: overrideSquares(base.houses, d.houses),
    mortgaged: overrideSquares(base.mortgaged, d.mortgaged),
    current: d.current ?? base.current,
    dice: d.dice ?? base.dice,
    doublesCount: d.doublesCount ?? base.doublesCount,
    phase: d.phase ?? base.phase,
  };
  return result as TlaState;
}

/** The packed state of `model` that Init becomes with the described variables replaced. */
export function makeState(model: MonopolyModel, description: StateDescription = {}): Uint8Array {
  const state = new Uint8Array(model.stateBytes);
  model.fromTla(describeTla(model, description), state, 0);
  return state;
}

export interface Successor {
  readonly action: string;
  readonly state: Uint8Array;
  readonly tla: TlaState;
}

/** Every successor of `state` in enumeration order, with the name of the action that produced it. */
export function successorsOf(model: MonopolyModel, state: Uint8Array): Successor[] {
  return allStates(model, state).map(({ state: next, actionId }) => ({
    action: model.actionNames[actionId] ?? `action ${actionId}`,
    state: next,
    tla: model.toTla(next, 0),
  }));
}

/**
 * What changed from `before` to `after`: tuples and scalars whole, functions
 * over squares as `{ square: newValue }` for the changed squares only.
 */
function changes(before: TlaState, after: TlaState): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name of Object.keys(after)) {
    const a = before[name] as TlaValue;
    const b = after[name] as TlaValue;
    if (tlaEquals(a, b)) continue;
    if (isTlaFunction(b)) {
      const old = new Map((a as TlaFunction).entries);
      const changed: Record<number, TlaValue> = {};
      for (const [key, value] of b.entries) {
        if (!tlaEquals(old.get(key) as TlaValue, value)) changed[key as number] = value;
      }
      result[name] = changed;
    } else {
      result[name] = b;
    }
  }
  return result;
}

/** The successors of `state` as `{ action, changes }`, relative to `state`. */
export function successorChanges(model: MonopolyModel, state: Uint8Array): { action: string; changes: Record<string, unknown> }[] {
  const before = model.toTla(state, 0);
  return successorsOf(model, state).map((s) => ({ action: s.action, changes: changes(before, s.tla) }));
}

/** The states met on a random walk of `steps` steps from Init (Init included), choosing successors with `random`. */
export function randomWalk(model: MonopolyModel, steps: number, random: () => number): Uint8Array[] {
  let state = (allStates(model, null)[0] as { state: Uint8Array }).state;
  const visited = [state];
  for (let i = 0; i < steps; i++) {
    const next = allStates(model, state);
    if (next.length === 0) break;
    state = (next[Math.floor(random() * next.length)] as { state: Uint8Array }).state;
    visited.push(state);
  }
  return visited;
}
