/**
 * A Monopoly state as a board shows it, for the HTML trace viewer and the
 * explorer (the data of report/viewer-data.ts): the 40 squares with their
 * names, kinds and colour groups, and for one state each player's square,
 * cash, jail and bankruptcy, each deed's owner, houses and mortgage, whose
 * turn it is, the phase and the dice. It stands in api/, which may import
 * both the spec's board (monopoly/) and the viewer's types (report/).
 */
import { ModelValueError } from '../engine/model.js';
import { isTlaFunction, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import {
  ChanceSquares,
  ColorGroup,
  Colors,
  CommunityChestSquares,
  Deeds,
  GO,
  GoToJail,
  JustVisiting,
  FreeParking,
  Price,
  Railroads,
  SquareNames,
  Streets,
  TaxSquares,
  Utilities,
} from '../monopoly/board.js';
import type { ViewerDeed, ViewerPlayer, ViewerSquare, ViewerState } from '../report/viewer-data.js';

function kindOf(square: number): ViewerSquare['kind'] {
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
export const BOARD_SQUARES: readonly ViewerSquare[] = SquareNames.map((name, number) => ({
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

const numberOf = (value: TlaValue | undefined, what: string): number =>
  typeof value === 'number' ? value : fail(`${what} is not a number`);
const booleanOf = (value: TlaValue | undefined, what: string): boolean =>
  typeof value === 'boolean' ? value : fail(`${what} is not TRUE or FALSE`);

/** The board of one state of Monopoly.tla; throws ModelValueError when a variable is missing or of the wrong kind. */
export function boardStateOf(state: TlaState): ViewerState {
  const position = tuple(state, 'position');
  const money = tuple(state, 'money');
  const inJail = tuple(state, 'inJail');
  const jailTurns = tuple(state, 'jailTurns');
  const bankrupt = tuple(state, 'bankrupt');
  const players = position.map((square, index): ViewerPlayer => ({
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
  const deeds = Deeds.map((square): ViewerDeed => ({
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
