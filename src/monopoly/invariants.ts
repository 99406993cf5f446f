/**
 * The invariants of Monopoly.tla and the constraints of MCMonopoly.tla,
 * evaluated on a packed state.
 */
import { Colors, ColorGroup, MaxHouses, SQUARE_COUNT } from './board.js';
import { ActiveCount } from './helpers.js';
import * as L from './layout.js';

export const INVARIANT_NAMES: readonly string[] = ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'];
export const TypeOKId = 0;
export const EvenBuildingId = 1;
export const BankruptcyCleanId = 2;
export const OwnershipValidId = 3;
export const TurnValidId = 4;

export const CONSTRAINT_NAMES: readonly string[] = ['MoneyBound', 'DepthBound'];
export const MoneyBoundId = 0;
export const DepthBoundId = 1;

/**
 * validDeedByte[street * 256 + byte] = 1 when a deed byte holds houses within
 * 0..MaxHouses (none for railroads and utilities, which have no houses entry)
 * and no stray bit; the owner's range depends on N and is checked apart.
 */
const validDeedByte: Uint8Array = (() => {
  const table = new Uint8Array(512);
  for (let street = 0; street < 2; street++) {
    for (let byte = 0; byte < 256; byte++) {
      const houses = L.housesOfDeedByte(byte);
      table[street * 256 + byte] = byte < 128 && houses <= (street === 1 ? MaxHouses : 0) ? 1 : 0;
    }
  }
  return table;
})();
const streetFlagOfDeed: Uint16Array = Uint16Array.from({ length: L.DEED_COUNT }, (_, d) => ((L.streetDeedIndexes as unknown as number[]).includes(d) ? 256 : 0));

/** Bits of the inspections' answers. */
export const TYPE_OK = 1;
export const ANY_BANKRUPT = 2;
export const ANY_HOUSES = 4;
/**
 * From this bit up, inspectDeeds sets bit o when some deed's owner is o
 * (0..7), and inspectPlayersAndHeader sets bit p when player p is bankrupt.
 */
export const MASK_SHIFT = 8;

/**
 * One pass over a state: whether it satisfies TypeOK, whether anyone is
 * bankrupt, whether any street has a house. TypeOK covers the conjuncts the
 * packed encoding could violate: position in Squares, owner in 0..N, houses in
 * 0..MaxHouses, current in Players, dice in (1..6) \X (1..6). money is an Int,
 * and the booleans, jailTurns (0..3), doublesCount (0..3) and phase (4 values)
 * hold by construction.
 */
export function inspect(state: Uint8Array, at: number, playerCount: number): number {
  const deeds = inspectDeeds(state, at, playerCount);
  const rest = inspectPlayersAndHeader(state, at, playerCount);
  return (deeds & rest & TYPE_OK) | ((deeds | rest) & (ANY_BANKRUPT | ANY_HOUSES));
}

/** TYPE_OK if the header and the players' fields are within their types, plus ANY_BANKRUPT and the bankrupt players' mask. */
export function inspectPlayersAndHeader(state: Uint8Array, at: number, playerCount: number): number {
  const header = state[at] as number;
  const dice = state[at + 1] as number;
  // no stray bits; current in Players; both dice in 1..6 (stored as die - 1 in three bits each)
  let typeOk = (header & 0xc0) === 0 && (dice & 0xc0) === 0 && ((header >> 2) & 3) < playerCount && (dice & 7) < 6 && ((dice >> 3) & 7) < 6;
  let bankruptPlayers = 0;
  for (let p = 1, record = at + L.playerOffset(1); p <= playerCount; p++, record += L.PLAYER_BYTES) {
    if ((state[record] as number) >= SQUARE_COUNT) typeOk = false;
    if (((state[record + 1] as number) & L.BANKRUPT_BIT) !== 0) bankruptPlayers |= 1 << p;
  }
  return (typeOk ? TYPE_OK : 0) | (bankruptPlayers !== 0 ? ANY_BANKRUPT : 0) | (bankruptPlayers << MASK_SHIFT);
}

/** TYPE_OK if every deed's owner and houses are within their types, plus ANY_HOUSES and the owners' mask. */
export function inspectDeeds(state: Uint8Array, at: number, playerCount: number): number {
  const deeds = at + L.deedsOffset(playerCount);
  let allDeedBits = 0;
  let owners = 0;
  let typeOk = true;
  for (let d = 0; d < L.DEED_COUNT; d++) {
    const deed = state[deeds + d] as number;
    allDeedBits |= deed;
    owners |= 1 << (deed & L.OWNER_MASK);
    if ((deed & L.OWNER_MASK) > playerCount || validDeedByte[(streetFlagOfDeed[d] as number) + deed] === 0) typeOk = false;
  }
  return (typeOk ? TYPE_OK : 0) | ((allDeedBits & 0x70) !== 0 ? ANY_HOUSES : 0) | (owners << MASK_SHIFT);
}

/**
 * Position in `invariants` (a list of invariant ids) of the first invariant
 * the state violates, or -1, given what inspectDeeds (`deeds`) and
 * inspectPlayersAndHeader (`players`) answered for it. The state is read
 * again only for EvenBuilding when a street has houses, for the cash of
 * bankrupt players, and for TurnValid when someone is bankrupt or TypeOK fails.
 */
export function firstViolatedInvariant(invariants: Int32Array, deeds: number, players: number, state: Uint8Array, at: number, playerCount: number): number {
  const typeOk = (deeds & players & TYPE_OK) !== 0;
  const bankruptPlayers = players >>> MASK_SHIFT;
  // the common case, decided at once: within TypeOK (so every owner is the bank or a player), no house
  // and nobody bankrupt, every invariant holds
  if (typeOk && (deeds & ANY_HOUSES) === 0 && bankruptPlayers === 0) return -1;
  const owners = deeds >>> MASK_SHIFT;
  // owners that are no player: bits playerCount + 1 .. 7
  const outsidePlayers = 0xff & ~((2 << playerCount) - 1);
  for (let i = 0; i < invariants.length; i++) {
    switch (invariants[i]) {
      case TypeOKId:
        if (!typeOk) return i;
        break;
      case EvenBuildingId:
        // with no house on the board every difference is 0
        if ((deeds & ANY_HOUSES) !== 0 && !EvenBuilding(state, at, playerCount)) return i;
        break;
      case BankruptcyCleanId:
        if ((owners & bankruptPlayers) !== 0 || !bankruptHaveNoCash(state, at, bankruptPlayers)) return i;
        break;
      case OwnershipValidId:
        if ((owners & ~1 & (bankruptPlayers | outsidePlayers)) !== 0) return i;
        break;
      case TurnValidId:
        // with nobody bankrupt and current in Players, bankrupt[current] is FALSE
        if ((bankruptPlayers !== 0 || !typeOk) && !TurnValid(state, at, playerCount)) return i;
        break;
      default:
        throw new RangeError(`unknown invariant id ${invariants[i]}`);
    }
  }
  return -1;
}

/** True if every player in `bankruptPlayers` (bit p for player p) has no cash. */
function bankruptHaveNoCash(state: Uint8Array, at: number, bankruptPlayers: number): boolean {
  for (let p = 1; bankruptPlayers >>> p !== 0; p++) {
    if (((bankruptPlayers >>> p) & 1) !== 0 && L.money(state, at, p) !== 0) return false;
  }
  return true;
}

/** TypeOK: every variable holds a value of its type. */
export function TypeOK(state: Uint8Array, at: number, playerCount: number): boolean {
  return (inspect(state, at, playerCount) & TYPE_OK) !== 0;
}

const groupDeedIndexes: readonly Int8Array[] = Colors.map((c) => Int8Array.from(ColorGroup[c], (s) => L.deedIndexOfSquare[s] as number));

/** EvenBuilding: within a colour group, two streets with the same (non-bank) owner differ by at most one house. */
export function EvenBuilding(state: Uint8Array, at: number, playerCount: number): boolean {
  for (const group of groupDeedIndexes) {
    for (let i = 0; i < group.length; i++) {
      const a = L.deedByte(state, at, playerCount, group[i] as number);
      for (let j = 0; j < group.length; j++) {
        const b = L.deedByte(state, at, playerCount, group[j] as number);
        const owner = L.ownerOfDeedByte(a);
        if (owner === L.ownerOfDeedByte(b) && owner !== 0) {
          const diff = L.housesOfDeedByte(a) - L.housesOfDeedByte(b);
          if (diff < -1 || diff > 1) return false;
        }
      }
    }
  }
  return true;
}

/** BankruptcyClean: a bankrupt player has no cash and owns no deed. */
export function BankruptcyClean(state: Uint8Array, at: number, playerCount: number): boolean {
  for (let p = 1; p <= playerCount; p++) {
    if (!L.bankrupt(state, at, p)) continue;
    if (L.money(state, at, p) !== 0) return false;
    for (let d = 0; d < L.DEED_COUNT; d++) if (L.ownerOfDeedByte(L.deedByte(state, at, playerCount, d)) === p) return false;
  }
  return true;
}

/** OwnershipValid: no deed is owned by a bankrupt player (an owner outside Players counts as a violation). */
export function OwnershipValid(state: Uint8Array, at: number, playerCount: number): boolean {
  for (let d = 0; d < L.DEED_COUNT; d++) {
    const owner = L.ownerOfDeedByte(L.deedByte(state, at, playerCount, d));
    if (owner !== 0 && (owner > playerCount || L.bankrupt(state, at, owner))) return false;
  }
  return true;
}

/** TurnValid: while the game continues, the current player is not bankrupt. */
export function TurnValid(state: Uint8Array, at: number, playerCount: number): boolean {
  return !(ActiveCount(state, at, playerCount) > 1) || !L.bankrupt(state, at, L.current(state, at));
}

/** MoneyBound == \A p \in Players : money[p] <= MaxMoney */
export function MoneyBound(state: Uint8Array, at: number, playerCount: number, maxMoney: number): boolean {
  for (let p = 1; p <= playerCount; p++) if (L.money(state, at, p) > maxMoney) return false;
  return true;
}

/** DepthBound == MaxDepth = 0 \/ TLCGet("level") <= MaxDepth, where level is the state's BFS level. */
export function DepthBound(level: number, maxDepth: number): boolean {
  return maxDepth === 0 || level <= maxDepth;
}
