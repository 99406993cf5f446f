/** The mapping between a packed state and the TLA+ values of Monopoly.tla's variables. */
import { ModelValueError } from '../engine/model.js';
import { isTlaFunction, isTlaTuple, tlaFunction, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import { excerpt } from '../input/quote.js';
import { Deeds, Streets } from './board.js';
import * as L from './layout.js';

/** VARIABLES, in the spec's declaration order. */
export const VARIABLE_NAMES: readonly string[] = [
  'position',
  'money',
  'inJail',
  'jailTurns',
  'bankrupt',
  'owner',
  'houses',
  'mortgaged',
  'current',
  'dice',
  'doublesCount',
  'phase',
];

export function toTla(state: Uint8Array, at: number, n: number): TlaState {
  const players = Array.from({ length: n }, (_, i) => i + 1);
  const deed = (square: number) => L.deedByte(state, at, n, L.deedIndexOfSquare[square] as number);
  return {
    position: players.map((p) => L.position(state, at, p)),
    money: players.map((p) => L.money(state, at, p)),
    inJail: players.map((p) => L.inJail(state, at, p)),
    jailTurns: players.map((p) => L.jailTurns(state, at, p)),
    bankrupt: players.map((p) => L.bankrupt(state, at, p)),
    owner: tlaFunction(Deeds.map((s) => [s, L.ownerOfDeedByte(deed(s))] as const)),
    houses: tlaFunction(Streets.map((s) => [s, L.housesOfDeedByte(deed(s))] as const)),
    mortgaged: tlaFunction(Deeds.map((s) => [s, L.mortgagedOfDeedByte(deed(s))] as const)),
    current: L.current(state, at),
    dice: [L.die1(state, at), L.die2(state, at)],
    doublesCount: L.doublesCount(state, at),
    phase: L.PhaseNames[L.phase(state, at)] as string,
  };
}

/** A value of a state from outside, as an error quotes it: an excerpt of its JSON. */
const shown = (value: TlaValue | undefined) => excerpt(String(JSON.stringify(value)));

function fail(message: string): never {
  throw new ModelValueError(message);
}

function integerIn(value: TlaValue | undefined, what: string, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high) {
    fail(`${what} must be an integer in ${low}..${high}, found ${shown(value)}`);
  }
  return value;
}

function booleanOf(value: TlaValue | undefined, what: string): boolean {
  if (typeof value !== 'boolean') fail(`${what} must be TRUE or FALSE, found ${shown(value)}`);
  return value;
}

function perPlayer(values: TlaState, name: string, n: number): readonly TlaValue[] {
  const value = values[name];
  if (!Array.isArray(value) || value.length !== n) fail(`${name} must be a tuple of ${n} values (one per player)`);
  return value as readonly TlaValue[];
}

function perSquare(values: TlaState, name: string, domain: readonly number[]): Map<number, TlaValue> {
  const value = values[name];
  if (value === undefined || !isTlaFunction(value)) fail(`${name} must be a function over squares`);
  const entries = new Map<number, TlaValue>();
  for (const [key, entry] of value.entries) entries.set(key as number, entry);
  for (const square of domain) if (!entries.has(square)) fail(`${name} has no entry for square ${square}`);
  if (entries.size !== domain.length) fail(`${name} must have exactly the squares ${domain.join(', ')} as its domain`);
  return entries;
}

/** Packs TLA+ values into `target` at `to`; throws ModelValueError when a value does not fit the model. */
export function fromTla(values: TlaState, target: Uint8Array, to: number, n: number): void {
  for (const name of VARIABLE_NAMES) if (!(name in values)) fail(`the state has no variable '${name}'`);
  target.fill(0, to, to + L.stateBytes(n));
  const phaseIndex = L.PhaseNames.indexOf(values.phase as string);
  if (phaseIndex < 0) fail(`phase must be one of ${L.PhaseNames.join(', ')}, found ${shown(values.phase)}`);
  L.writeHeader(target, to, phaseIndex, integerIn(values.current, 'current', 1, n), integerIn(values.doublesCount, 'doublesCount', 0, 3));
  const dice = values.dice;
  if (!isTlaTuple(dice) || dice.length !== 2) fail('dice must be a pair <<d1, d2>>');
  L.setDice(target, to, integerIn(dice[0], 'dice[1]', 1, 6), integerIn(dice[1], 'dice[2]', 1, 6));
  const [position, money, inJail, jailTurns, bankrupt] = ['position', 'money', 'inJail', 'jailTurns', 'bankrupt'].map((name) =>
    perPlayer(values, name, n),
  ) as [TlaValue[], TlaValue[], TlaValue[], TlaValue[], TlaValue[]];
  for (let p = 1; p <= n; p++) {
    L.setPosition(target, to, p, integerIn(position[p - 1], `position[${p}]`, 0, 39));
    L.setMoney(target, to, p, integerIn(money[p - 1], `money[${p}]`, -(2 ** 31), 2 ** 31 - 1));
    L.setPlayerFlags(
      target,
      to,
      p,
      booleanOf(inJail[p - 1], `inJail[${p}]`),
      booleanOf(bankrupt[p - 1], `bankrupt[${p}]`),
      integerIn(jailTurns[p - 1], `jailTurns[${p}]`, 0, 3),
    );
  }
  const owner = perSquare(values, 'owner', Deeds);
  const houses = perSquare(values, 'houses', Streets);
  const mortgaged = perSquare(values, 'mortgaged', Deeds);
  Deeds.forEach((square, d) => {
    const houseCount = houses.has(square) ? integerIn(houses.get(square), `houses[${square}]`, 0, 5) : 0;
    L.setDeedByte(
      target,
      to,
      n,
      d,
      L.packDeed(
        integerIn(owner.get(square), `owner[${square}]`, 0, n),
        booleanOf(mortgaged.get(square), `mortgaged[${square}]`),
        houseCount,
      ),
    );
  });
}
