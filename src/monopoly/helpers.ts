/**
 * The helper operators of Monopoly.tla (Active .. RentDue), in the spec's
 * order, evaluated on a packed state `(state, at)` for `playerCount` players.
 */
import { BaseRent, ColorGroup, ColorOf, Railroads, Utilities } from './board.js';
import * as L from './layout.js';

/** Cardinality(Active), where Active == {p \in Players : ~bankrupt[p]} */
export function ActiveCount(state: Uint8Array, at: number, playerCount: number): number {
  let count = 0;
  for (let p = 1; p <= playerCount; p++) if (!L.bankrupt(state, at, p)) count++;
  return count;
}

/**
 * NextActive(p) == LET cand == {q \in Players : q > p /\ ~bankrupt[q]}
 *                  IN IF cand = {} THEN min(Active) ELSE min(cand)
 * Returns 0 when Active is empty (TLC's CHOOSE would fail there; EndTurn's guard rules it out).
 */
export function NextActive(state: Uint8Array, at: number, playerCount: number, p: number): number {
  for (let q = p + 1; q <= playerCount; q++) if (!L.bankrupt(state, at, q)) return q;
  for (let q = 1; q <= playerCount; q++) if (!L.bankrupt(state, at, q)) return q;
  return 0;
}

/** DiceTotal(d) == d[1] + d[2] */
export function DiceTotal(first: number, second: number): number {
  return first + second;
}

/** IsDouble(d) == d[1] = d[2] */
export function IsDouble(first: number, second: number): boolean {
  return first === second;
}

/** Deed byte indexes of each street's colour group, by street square. */
const groupDeedIndexesOfSquare: readonly (Int8Array | undefined)[] = Array.from({ length: 40 }, (_, square) => {
  if (L.deedIndexOfSquare[square] === -1 || Railroads.includes(square) || Utilities.includes(square)) return undefined;
  return Int8Array.from(ColorGroup[ColorOf(square)], (t) => L.deedIndexOfSquare[t] as number);
});

/** The deed byte indexes of ColorGroup[ColorOf(s)] for a street s (undefined for other squares). */
export function groupOf(square: number): Int8Array | undefined {
  return groupDeedIndexesOfSquare[square];
}

/** OwnsGroup(p, s) == s \in Streets /\ \A t \in ColorGroup[ColorOf(s)] : owner[t] = p */
export function OwnsGroup(state: Uint8Array, at: number, playerCount: number, p: number, square: number): boolean {
  const group = groupDeedIndexesOfSquare[square];
  if (group === undefined) return false;
  for (let i = 0; i < group.length; i++) {
    if (L.ownerOfDeedByte(L.deedByte(state, at, playerCount, group[i] as number)) !== p) return false;
  }
  return true;
}

const railroadDeedIndexes = Int8Array.from(Railroads, (r) => L.deedIndexOfSquare[r] as number);
const utilityDeedIndexes = Int8Array.from(Utilities, (u) => L.deedIndexOfSquare[u] as number);

function countOwned(state: Uint8Array, at: number, playerCount: number, p: number, deedIndexes: Int8Array): number {
  let count = 0;
  for (let i = 0; i < deedIndexes.length; i++) {
    if (L.ownerOfDeedByte(L.deedByte(state, at, playerCount, deedIndexes[i] as number)) === p) count++;
  }
  return count;
}

/** RailroadsOwned(p) == Cardinality({r \in Railroads : owner[r] = p}) */
export function RailroadsOwned(state: Uint8Array, at: number, playerCount: number, p: number): number {
  return countOwned(state, at, playerCount, p, railroadDeedIndexes);
}

/** UtilitiesOwned(p) == Cardinality({u \in Utilities : owner[u] = p}) */
export function UtilitiesOwned(state: Uint8Array, at: number, playerCount: number, p: number): number {
  return countOwned(state, at, playerCount, p, utilityDeedIndexes);
}

/** RailroadRent(p) == CASE 1 -> 25 [] 2 -> 50 [] 3 -> 100 [] 4 -> 200 [] OTHER -> 0 */
function RailroadRent(state: Uint8Array, at: number, playerCount: number, p: number): number {
  switch (RailroadsOwned(state, at, playerCount, p)) {
    case 1:
      return 25;
    case 2:
      return 50;
    case 3:
      return 100;
    case 4:
      return 200;
    default:
      return 0;
  }
}

/** UtilityRent(p, roll) == IF UtilitiesOwned(p) = 2 THEN 10 * roll ELSE 4 * roll */
function UtilityRent(state: Uint8Array, at: number, playerCount: number, p: number, roll: number): number {
  return UtilitiesOwned(state, at, playerCount, p) === 2 ? 10 * roll : 4 * roll;
}

const baseRentOfSquare: Int32Array = Int32Array.from({ length: 40 }, (_, square) =>
  L.deedIndexOfSquare[square] === -1 ? 0 : BaseRent(square),
);

/** StreetRent(s) == IF houses[s] = 0 /\ OwnsGroup(owner[s], s) THEN 2 * base ELSE base * (houses[s] + 1) */
export function StreetRent(state: Uint8Array, at: number, playerCount: number, square: number): number {
  const base = baseRentOfSquare[square] as number;
  const deed = L.deedByte(state, at, playerCount, L.deedIndexOfSquare[square] as number);
  const h = L.housesOfDeedByte(deed);
  const grp = OwnsGroup(state, at, playerCount, L.ownerOfDeedByte(deed), square);
  return h === 0 && grp ? 2 * base : base * (h + 1);
}

const isRailroad: Uint8Array = Uint8Array.from({ length: 40 }, (_, square) => (Railroads.includes(square) ? 1 : 0));
const isUtility: Uint8Array = Uint8Array.from({ length: 40 }, (_, square) => (Utilities.includes(square) ? 1 : 0));

/** RentDue(s, p, roll): 0 if mortgaged, unowned or p's own, else the railroad, utility or street rent. */
export function RentDue(state: Uint8Array, at: number, playerCount: number, square: number, p: number, roll: number): number {
  const deed = L.deedByte(state, at, playerCount, L.deedIndexOfSquare[square] as number);
  const owner = L.ownerOfDeedByte(deed);
  if (L.mortgagedOfDeedByte(deed) || owner === 0 || owner === p) return 0;
  if (isRailroad[square] === 1) return RailroadRent(state, at, playerCount, owner);
  if (isUtility[square] === 1) return UtilityRent(state, at, playerCount, owner, roll);
  return StreetRent(state, at, playerCount, square);
}
