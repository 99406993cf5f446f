/**
 * The packed state: one fixed-size byte string per state, 30 + 6N bytes.
 *
 *   byte 0        phase (bits 0-1) | current - 1 (bits 2-3) | doublesCount (bits 4-5)
 *   byte 1        dice: d1 - 1 (bits 0-2) | d2 - 1 (bits 3-5)
 *   2 + 6i ..     player i + 1: position, flags (inJail bit 0, bankrupt bit 1,
 *                 jailTurns bits 2-3), money as a little-endian int32
 *   2 + 6N ..     one byte per deed, in Deeds order: owner (bits 0-2),
 *                 mortgaged (bit 3), houses (bits 4-6)
 *
 * Fields whose TLA+ type is wider than their bits could hold a value outside
 * that type (position 40, owner 5, houses 6, current 3 with N = 2, a die of 7),
 * so TypeOK checks them; the others (phase, doublesCount, jailTurns, booleans)
 * cannot leave their type by construction.
 */
import { Deeds, SQUARE_COUNT, Streets } from './board.js';

export const PHASE_ROLL = 0;
export const PHASE_RESOLVE = 1;
export const PHASE_BUY_OR_AUCTION = 2;
export const PHASE_END_TURN = 3;
export const PhaseNames: readonly string[] = ['roll', 'resolve', 'buyOrAuction', 'endTurn'];

export const DEED_COUNT = Deeds.length;
export const PLAYER_BYTES = 6;
const HEADER_BYTES = 2;

const IN_JAIL_BIT = 1;
export const BANKRUPT_BIT = 2;
export const OWNER_MASK = 7;
export const MORTGAGED_BIT = 8;
const HOUSES_SHIFT = 4;

/** deedIndexOfSquare[square] is the deed's byte index, or -1 for a square that is no deed. */
export const deedIndexOfSquare: Int8Array = (() => {
  const index = new Int8Array(SQUARE_COUNT).fill(-1);
  Deeds.forEach((square, deedIndex) => (index[square] = deedIndex));
  return index;
})();

/** isStreetDeed[d] is 1 if deed byte index d is a street's (which can hold houses), else 0. */
export const isStreetDeed: Uint8Array = Uint8Array.from(Deeds, (square) => (Streets.includes(square) ? 1 : 0));

export function stateBytes(playerCount: number): number {
  return HEADER_BYTES + PLAYER_BYTES * playerCount + DEED_COUNT;
}

/** Offset of player p's (1-based) record. */
export function playerOffset(player: number): number {
  return HEADER_BYTES + PLAYER_BYTES * (player - 1);
}

export function deedsOffset(playerCount: number): number {
  return HEADER_BYTES + PLAYER_BYTES * playerCount;
}

// --- header ---
export function phase(state: Uint8Array, at: number): number {
  return (state[at] as number) & 3;
}
export function current(state: Uint8Array, at: number): number {
  return (((state[at] as number) >> 2) & 3) + 1;
}
export function doublesCount(state: Uint8Array, at: number): number {
  return ((state[at] as number) >> 4) & 3;
}
export function writeHeader(state: Uint8Array, at: number, phaseValue: number, currentValue: number, doubles: number): void {
  state[at] = phaseValue | ((currentValue - 1) << 2) | (doubles << 4);
}
export function setPhase(state: Uint8Array, at: number, value: number): void {
  state[at] = ((state[at] as number) & ~3) | value;
}
export function setCurrent(state: Uint8Array, at: number, player: number): void {
  state[at] = ((state[at] as number) & ~12) | ((player - 1) << 2);
}
export function setDoublesCount(state: Uint8Array, at: number, value: number): void {
  state[at] = ((state[at] as number) & ~48) | (value << 4);
}
/**
 * The first 32-bit word of a state (bytes 0 to 3 in the machine's byte order)
 * ANDed with this mask has its dice byte, byte 1, cleared.
 */
export const DICE_WORD_MASK: number = new Uint32Array(Uint8Array.from([0xff, 0, 0xff, 0xff]).buffer)[0] as number;

export function die1(state: Uint8Array, at: number): number {
  return ((state[at + 1] as number) & 7) + 1;
}
export function die2(state: Uint8Array, at: number): number {
  return (((state[at + 1] as number) >> 3) & 7) + 1;
}
export function setDice(state: Uint8Array, at: number, first: number, second: number): void {
  state[at + 1] = (first - 1) | ((second - 1) << 3);
}

// --- players (1-based) ---
export function position(state: Uint8Array, at: number, player: number): number {
  return state[at + 2 + 6 * (player - 1)] as number;
}
export function setPosition(state: Uint8Array, at: number, player: number, square: number): void {
  state[at + 2 + 6 * (player - 1)] = square;
}
export function inJail(state: Uint8Array, at: number, player: number): boolean {
  return ((state[at + 3 + 6 * (player - 1)] as number) & IN_JAIL_BIT) !== 0;
}
export function bankrupt(state: Uint8Array, at: number, player: number): boolean {
  return ((state[at + 3 + 6 * (player - 1)] as number) & BANKRUPT_BIT) !== 0;
}
export function jailTurns(state: Uint8Array, at: number, player: number): number {
  return ((state[at + 3 + 6 * (player - 1)] as number) >> 2) & 3;
}
export function setPlayerFlags(state: Uint8Array, at: number, player: number, jailed: boolean, isBankrupt: boolean, turns: number): void {
  state[at + 3 + 6 * (player - 1)] = (jailed ? IN_JAIL_BIT : 0) | (isBankrupt ? BANKRUPT_BIT : 0) | (turns << 2);
}
export function money(state: Uint8Array, at: number, player: number): number {
  const o = at + 4 + 6 * (player - 1);
  return (state[o] as number) | ((state[o + 1] as number) << 8) | ((state[o + 2] as number) << 16) | ((state[o + 3] as number) << 24);
}
export function setMoney(state: Uint8Array, at: number, player: number, amount: number): void {
  const o = at + 4 + 6 * (player - 1);
  state[o] = amount;
  state[o + 1] = amount >> 8;
  state[o + 2] = amount >> 16;
  state[o + 3] = amount >> 24;
}

// --- deeds (by deed byte index) ---
export function deedByte(state: Uint8Array, at: number, playerCount: number, deedIndex: number): number {
  return state[at + 2 + 6 * playerCount + deedIndex] as number;
}
export function setDeedByte(state: Uint8Array, at: number, playerCount: number, deedIndex: number, value: number): void {
  state[at + 2 + 6 * playerCount + deedIndex] = value;
}
export function packDeed(owner: number, isMortgaged: boolean, houseCount: number): number {
  return owner | (isMortgaged ? MORTGAGED_BIT : 0) | (houseCount << HOUSES_SHIFT);
}
export function ownerOfDeedByte(value: number): number {
  return value & OWNER_MASK;
}
export function housesOfDeedByte(value: number): number {
  return (value >> HOUSES_SHIFT) & 7;
}
export function mortgagedOfDeedByte(value: number): boolean {
  return (value & MORTGAGED_BIT) !== 0;
}
