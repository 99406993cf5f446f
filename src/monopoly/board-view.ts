/**
 * A Monopoly state as a board shows it, for the HTML trace viewer: the 40
 * squares with their names, kinds and colour groups, and for one state each
 * player's square, cash, jail and bankruptcy, each deed's owner, houses and
 * mortgage, whose turn it is, the phase and the dice.
 */
import { ModelValueError } from '../engine/model.js';
import { isTlaFunction, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import {
  ChanceSquares, ColorGroup, Colors, CommunityChestSquares, Deeds, GO, GoToJail, JustVisiting, FreeParking, Price, Railroads, SquareNames,
  Streets, TaxSquares, Utilities, type Color,
} from './board.js';

export type SquareKind = 'street' | 'railroad' | 'utility' | 'tax' | 'chance' | 'community-chest' | 'corner';

export interface BoardSquare {
  readonly number: number;
  readonly name: string;
  readonly kind: SquareKind;
  /** The colour group of a street (`brown`, `lblue`, ...), null otherwise. */
  readonly group: Color | null;
  /** The deed's price, null for squares that are not deeds. */
  readonly price: number | null;
}

export interface BoardPlayer {
  readonly number: number;
  readonly position: number;
  readonly money: number;
  readonly inJail: boolean;
  readonly jailTurns: number;
  readonly bankrupt: boolean;
}

export interface BoardDeed {
  readonly square: number;
  /** 0 for the bank. */
  readonly owner: number;
  /** Houses on a street (5 = a hotel), null for railroads and utilities. */
  readonly houses: number | null;
  readonly mortgaged: boolean;
}

export interface BoardState {
  readonly players: readonly BoardPlayer[];
  readonly deeds: readonly BoardDeed[];
  readonly current: number;
  readonly dice: readonly [number, number];
  readonly doublesCount: number;
  readonly phase: string;
}

function kindOf(square: number): SquareKind {
  if (Streets.includes(square)) return 'street';
  if (Railroads.includes(square)) return 'railroad';
  if (Utilities.includes(square)) return 'utility';
  if (TaxSquares.includes(square)) return 'tax';
  if (ChanceSquares.includes(square)) return 'chance';
  if (CommunityChestSquares.includes(square)) return 'community-chest';
  if ([GO, JustVisiting, FreeParking, GoToJail].includes(square)) return 'corner';
  throw new RangeError(`no square ${square}`);
}

/** The 40 squares of the US board, GO first. */
export const BOARD_SQUARES: readonly BoardSquare[] = SquareNames.map((name, number) => ({
  number,
  name,
  kind: kindOf(number),
  group: Streets.includes(number) ? (Colors.find((color) => (ColorGroup[color] as readonly number[]).includes(number)) ?? null) : null,
  price: Deeds.includes(number) ? Price(number) : null,
}));

function fail(message: string): never {
  throw new ModelValueError(message);
}

function tuple(state: TlaState, name: string): readonly TlaValue[] {
  const value = state[name];
  if (!Array.isArray(value)) fail(`the state's ${name} is not a tuple`);
  return value as readonly TlaValue[];
}

function functionEntries(state: TlaState, name: string): Map<number, TlaValue> {
  const value = state[name];
  if (value === undefined || !isTlaFunction(value)) fail(`the state's ${name} is not a function over squares`);
  return new Map(value.entries.map(([key, entry]) => [Number(key), entry]));
}

const numberOf = (value: TlaValue | undefined, what: string): number => (typeof value === 'number' ? value : fail(`${what} is not a number`));
const booleanOf = (value: TlaValue | undefined, what: string): boolean => (typeof value === 'boolean' ? value : fail(`${what} is not TRUE or FALSE`));

/** The board of one state of Monopoly.tla; throws ModelValueError when a variable is missing or of the wrong kind. */
export function boardStateOf(state: TlaState): BoardState {
  const position = tuple(state, 'position');
  const money = tuple(state, 'money');
  const inJail = tuple(state, 'inJail');
  const jailTurns = tuple(state, 'jailTurns');
  const bankrupt = tuple(state, 'bankrupt');
  const players = position.map((square, index): BoardPlayer => ({
    number: index + 1,
    position: numberOf(square, `position[${index + 1}]`),
    money: numberOf(money[index], `money[${index + 1}]`),
    inJail: booleanOf(inJail[index], `inJail[${index + 1}]`),
    jailTurns: numberOf(jailTurns[index], `jailTurns[${index + 1}]`),
    bankrupt: booleanOf(bankrupt[index], `bankrupt[${index + 1}]`),
  }));
  const owner = functionEntries(state, 'owner');
  const houses = functionEntries(state, 'houses');
  const mortgaged = functionEntries(state, 'mortgaged');
  const deeds = Deeds.map((square): BoardDeed => ({
    square,
    owner: numberOf(owner.get(square), `owner[${square}]`),
    houses: Streets.includes(square) ? numberOf(houses.get(square), `houses[${square}]`) : null,
    mortgaged: booleanOf(mortgaged.get(square), `mortgaged[${square}]`),
  }));
  const dice = tuple(state, 'dice');
  const phase = state['phase'];
  return {
    players,
    deeds,
    current: numberOf(state['current'], 'current'),
    dice: [numberOf(dice[0], 'dice[1]'), numberOf(dice[1], 'dice[2]')],
    doublesCount: numberOf(state['doublesCount'], 'doublesCount'),
    phase: typeof phase === 'string' ? phase : fail('phase is not a string'),
  };
}
