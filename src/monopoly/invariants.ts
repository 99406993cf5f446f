/**
 * The invariants of Monopoly.tla and the constraints of MCMonopoly.tla,
 * evaluated on a packed state.
 */
import { Colors, ColorGroup, MaxHouses, SQUARE_COUNT } from './board.js';
import { ActiveCount } from './helpers.js';
import * as L from './layout.js';

export const INVARIANT_NAMES: readonly string[] = ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'];
const TypeOKId = 0;
const EvenBuildingId = 1;
const BankruptcyCleanId = 2;
const OwnershipValidId = 3;
const TurnValidId = 4;

export const CONSTRAINT_NAMES: readonly string[] = ['MoneyBound', 'DepthBound'];
export const MoneyBoundId = 0;

/** The 32-bit words the deed bytes fill, four deeds a word: inspectDeeds reads a word at a time. */
const DEED_WORDS = L.DEED_COUNT / 4;
if (!Number.isInteger(DEED_WORDS)) throw new Error(`inspectDeeds reads deeds four at a time, but there are ${L.DEED_COUNT}`);
const BYTES = 0x01010101;
/**
 * Per word k of deed bytes (deeds 4k .. 4k+3, byte b of the word for deed
 * 4k+b): in each byte, 7 minus the most houses that deed may hold (MaxHouses
 * on a street, none on a railroad or utility). Adding it to the deed's 3-bit
 * house count carries into bit 3 exactly when the count is too high.
 */
const houseHeadroom: Int32Array = Int32Array.from({ length: DEED_WORDS }, (_, k) => {
  let word = 0;
  for (let b = 0; b < 4; b++) word |= (7 - (L.isStreetDeed[4 * k + b] === 1 ? MaxHouses : 0)) << (8 * b);
  return word;
});

/** Bits of the inspections' answers. */
const TYPE_OK = 1;
const ANY_BANKRUPT = 2;
const ANY_HOUSES = 4;
/** From this bit up, inspectPlayersAndHeader sets bit p when player p is bankrupt. */
const MASK_SHIFT = 8;

/**
 * One pass over a state: whether it satisfies TypeOK, whether anyone is
 * bankrupt, whether any street has a house. TypeOK covers the conjuncts the
 * packed encoding could violate: position in Squares, owner in 0..N, houses in
 * 0..MaxHouses, current in Players, dice in (1..6) \X (1..6). money is an Int,
 * and the booleans, jailTurns (0..3), doublesCount (0..3) and phase (4 values)
 * hold by construction.
 */
function inspect(state: Uint8Array, at: number, playerCount: number): number {
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

/**
 * TYPE_OK if every deed's owner and houses are within their types (owner in
 * 0..N, houses in 0..MaxHouses on a street and 0 elsewhere, no stray bit),
 * plus ANY_HOUSES. Reads the deed bytes four at a time and tests the four
 * fields of a word at once: a 3-bit field f is above its limit m exactly when
 * f + (7 - m) carries into bit 3 of its byte (at most 14, so no byte carries
 * into the next).
 */
export function inspectDeeds(state: Uint8Array, at: number, playerCount: number): number {
  const ownerHeadroom = (7 - playerCount) * BYTES;
  let allBits = 0;
  let carries = 0;
  for (let k = 0, i = at + L.deedsOffset(playerCount); k < DEED_WORDS; k++, i += 4) {
    const word =
      (state[i] as number) | ((state[i + 1] as number) << 8) | ((state[i + 2] as number) << 16) | ((state[i + 3] as number) << 24);
    allBits |= word;
    carries |= ((word & (7 * BYTES)) + ownerHeadroom) | (((word >>> 4) & (7 * BYTES)) + (houseHeadroom[k] as number));
  }
  const typeOk = (allBits & (0x80 * BYTES)) === 0 && (carries & (8 * BYTES)) === 0;
  return (typeOk ? TYPE_OK : 0) | ((allBits & (0x70 * BYTES)) !== 0 ? ANY_HOUSES : 0);
}

/** Bit o set when some deed's owner field is o (0..7). */
function deedOwners(state: Uint8Array, at: number, playerCount: number): number {
  let owners = 0;
  for (let d = 0, i = at + L.deedsOffset(playerCount); d < L.DEED_COUNT; d++, i++) owners |= 1 << ((state[i] as number) & L.OWNER_MASK);
  return owners;
}

/**
 * Position in `invariants` (a list of invariant ids) of the first invariant
 * the state violates, or -1, given what inspectDeeds (`deeds`) and
 * inspectPlayersAndHeader (`players`) answered for it. The state is read
 * again only for EvenBuilding when a street has houses, for the cash of
 * bankrupt players, and for TurnValid when someone is bankrupt or TypeOK fails.
 */
export function firstViolatedInvariant(
  invariants: Int32Array,
  deeds: number,
  players: number,
  state: Uint8Array,
  at: number,
  playerCount: number,
): number {
  const typeOk = (deeds & players & TYPE_OK) !== 0;
  const bankruptPlayers = players >>> MASK_SHIFT;
  // the common case, decided at once: within TypeOK (so every owner is the bank or a player), no house
  // and nobody bankrupt, every invariant holds
  if (typeOk && (deeds & ANY_HOUSES) === 0 && bankruptPlayers === 0) return -1;
  // within TypeOK and with nobody bankrupt, the owners cannot break BankruptcyClean or OwnershipValid
  const owners = typeOk && bankruptPlayers === 0 ? 0 : deedOwners(state, at, playerCount);
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
