/**
 * The constant part of Monopoly.tla: the board, the deeds and their prices.
 * Each definition transcribes the operator of the same name in the spec.
 */

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Squares == 0..39 */
export const SQUARE_COUNT = 40;
export const GO = 0;
export const JustVisiting = 10;
export const FreeParking = 20;
export const GoToJail = 30;
/** JailSquare == JustVisiting, as the spec names both; "in jail" is tracked separately. @alias */
export const JailSquare = JustVisiting;

export const ChanceSquares: readonly number[] = [7, 22, 36];
export const CommunityChestSquares: readonly number[] = [2, 17, 33];
/** Income Tax $200 (4), Luxury Tax $100 (38). */
export const TaxSquares: readonly number[] = [4, 38];

const NonPropertySquares: readonly number[] = [
  GO,
  JustVisiting,
  FreeParking,
  GoToJail,
  ...ChanceSquares,
  ...CommunityChestSquares,
  ...TaxSquares,
].sort((a, b) => a - b);

export const Railroads: readonly number[] = [5, 15, 25, 35];
export const Utilities: readonly number[] = [12, 28];

const isNonStreet = (square: number) => NonPropertySquares.includes(square) || Railroads.includes(square) || Utilities.includes(square);

/** Streets == Squares \ (NonPropertySquares \cup Railroads \cup Utilities), in increasing square number. */
export const Streets: readonly number[] = Array.from({ length: SQUARE_COUNT }, (_, square) => square).filter(
  (square) => !isNonStreet(square),
);
/** Deeds == Streets \cup Railroads \cup Utilities, in increasing square number (TLC's enumeration order). */
export const Deeds: readonly number[] = [...Streets, ...Railroads, ...Utilities].sort((a, b) => a - b);

/** ColorGroup, in the order the spec's record lists its fields. */
export const ColorGroup = {
  brown: [1, 3],
  lblue: [6, 8, 9],
  pink: [11, 13, 14],
  orange: [16, 18, 19],
  red: [21, 23, 24],
  yellow: [26, 27, 29],
  green: [31, 32, 34],
  dblue: [37, 39],
} as const satisfies Record<string, readonly number[]>;
export type Color = keyof typeof ColorGroup;
export const Colors = Object.keys(ColorGroup) as Color[];

/** ColorOf(s) == CHOOSE c \in DOMAIN ColorGroup : s \in ColorGroup[c] */
export function ColorOf(street: number): Color {
  const color = Colors.find((c) => (ColorGroup[c] as readonly number[]).includes(street));
  if (color === undefined) throw new RangeError(`square ${street} is not a street`);
  return color;
}

const inGroup = (square: number, color: Color) => (ColorGroup[color] as readonly number[]).includes(square);

/** Price[s] for s \in Deeds. */
export function Price(deed: number): number {
  if (Railroads.includes(deed)) return 200;
  if (Utilities.includes(deed)) return 150;
  if (inGroup(deed, 'brown')) return 60;
  if (inGroup(deed, 'lblue')) return deed === 9 ? 120 : 100;
  if (inGroup(deed, 'pink')) return deed === 14 ? 160 : 140;
  if (inGroup(deed, 'orange')) return deed === 19 ? 200 : 180;
  if (inGroup(deed, 'red')) return deed === 24 ? 240 : 220;
  if (inGroup(deed, 'yellow')) return deed === 29 ? 280 : 260;
  if (inGroup(deed, 'green')) return deed === 34 ? 320 : 300;
  return deed === 39 ? 400 : 350;
}

/** BaseRent[s]: 0 for railroads and utilities (computed dynamically), Price \div 20 for streets. */
export function BaseRent(deed: number): number {
  if (Railroads.includes(deed) || Utilities.includes(deed)) return 0;
  return Math.trunc(Price(deed) / 20);
}

/** HouseCost[s] for s \in Streets. */
export function HouseCost(street: number): number {
  if (inGroup(street, 'brown') || inGroup(street, 'lblue')) return 50;
  if (inGroup(street, 'pink') || inGroup(street, 'orange')) return 100;
  if (inGroup(street, 'red') || inGroup(street, 'yellow')) return 150;
  return 200;
}

export const GoSalary = 200;
export const JailFine = 50;
export const MaxJailTurns = 3;
/** MaxHouses == 5, where 5 is a hotel. */
export const MaxHouses = 5;

/** The card deltas of ResolveSquare's Chance/Community Chest branch, in TLC's (increasing) order. */
export const CardDeltas: readonly number[] = [-100, -50, 0, 50, 100, 200];

/** The names printed on the standard US board, by square number. */
export const SquareNames: readonly string[] = [
  'GO',
  'Mediterranean Avenue',
  'Community Chest',
  'Baltic Avenue',
  'Income Tax',
  'Reading Railroad',
  'Oriental Avenue',
  'Chance',
  'Vermont Avenue',
  'Connecticut Avenue',
  'Jail / Just Visiting',
  'St. Charles Place',
  'Electric Company',
  'States Avenue',
  'Virginia Avenue',
  'Pennsylvania Railroad',
  'St. James Place',
  'Community Chest',
  'Tennessee Avenue',
  'New York Avenue',
  'Free Parking',
  'Kentucky Avenue',
  'Chance',
  'Indiana Avenue',
  'Illinois Avenue',
  'B. & O. Railroad',
  'Atlantic Avenue',
  'Ventnor Avenue',
  'Water Works',
  'Marvin Gardens',
  'Go To Jail',
  'Pacific Avenue',
  'North Carolina Avenue',
  'Community Chest',
  'Pennsylvania Avenue',
  'Short Line',
  'Chance',
  'Park Place',
  'Luxury Tax',
  'Boardwalk',
];

/** `Baltic Avenue (3)`: a square as people read it. */
export function squareLabel(square: number): string {
  return `${SquareNames[square] ?? 'square'} (${square})`;
}
