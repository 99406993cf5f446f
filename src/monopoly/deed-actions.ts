/**
 * BuyProperty, DeclineProperty, BuildHouse, Mortgage and Unmortgage of
 * Monopoly.tla, in its order: what a player does with deeds. See actions.ts
 * for how an action writes its successors.
 */
import { Deeds, HouseCost, MaxHouses, Price, Streets } from './board.js';
import { groupOf, OwnsGroup } from './helpers.js';
import type { Expansion } from './expansion.js';
import * as L from './layout.js';
import { BuildHouseId, BuyPropertyId, DeclinePropertyId, MortgageId, UnmortgageId } from './action-ids.js';

const priceOfSquare: Int32Array = Int32Array.from({ length: 40 }, (_, s) => (L.deedIndexOfSquare[s] === -1 ? 0 : Price(s)));
const houseCostOfSquare: Int32Array = Int32Array.from({ length: 40 }, (_, s) => (Streets.includes(s) ? HouseCost(s) : 0));
/** Price[s] \div 2, what mortgaging deed index d pays. */
const mortgageValueOfDeed: Int32Array = Int32Array.from(Deeds, (s) => Math.trunc(Price(s) / 2));
/** (Price[s] \div 2) + (Price[s] \div 20), what paying off the mortgage of deed index d costs. */
const payOffOfDeed: Int32Array = Int32Array.from(Deeds, (s) => Math.trunc(Price(s) / 2) + Math.trunc(Price(s) / 20));

/** BuyProperty: buy the unowned deed you landed on, if you can afford it. */
export function BuyProperty(x: Expansion): boolean {
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_BUY_OR_AUCTION) return true;
  const p = L.current(s, at);
  const square = L.position(s, at, p);
  const deedIndex = L.deedIndexOfSquare[square] as number;
  if (deedIndex < 0) return true;
  const deed = L.deedByte(s, at, x.playerCount, deedIndex);
  if (L.ownerOfDeedByte(deed) !== 0) return true;
  const price = priceOfSquare[square] as number;
  const cash = L.money(s, at, p);
  if (cash < price) return true;
  x.begin();
  x.setMoney(p, cash - price);
  x.writeDeed(deedIndex, (deed & ~L.OWNER_MASK) | p);
  L.setPhase(x.t, x.to, L.PHASE_END_TURN);
  return x.emit(BuyPropertyId);
}

/** DeclineProperty: the deed stays with the bank (auction abstracted out). */
export function DeclineProperty(x: Expansion): boolean {
  if (L.phase(x.source, x.at) !== L.PHASE_BUY_OR_AUCTION) return true;
  x.begin();
  L.setPhase(x.t, x.to, L.PHASE_END_TURN);
  return x.emit(DeclinePropertyId);
}

/**
 * BuildHouse: one successor per street s (increasing) that the even-build
 * rule and the purse allow. Only the current player's deeds can qualify
 * (owner[s] = current), so only those are looked at, in the same order.
 */
export function BuildHouse(x: Expansion): boolean {
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_END_TURN) return true;
  const n = x.playerCount;
  const cur = L.current(s, at);
  const cash = L.money(s, at, cur);
  const owned = x.ownedByCurrent();
  for (let k = 0; k < owned; k++) {
    const deedIndex = x.ownedDeed(k);
    if (L.isStreetDeed[deedIndex] !== 1) continue;
    const square = Deeds[deedIndex] as number;
    const deed = L.deedByte(s, at, n, deedIndex);
    if (!OwnsGroup(s, at, n, cur, square)) continue;
    if (L.mortgagedOfDeedByte(deed)) continue;
    const h = L.housesOfDeedByte(deed);
    if (h >= MaxHouses) continue;
    // even-build rule: cannot be more than 1 ahead of any group-mate
    const group = groupOf(square) as Int8Array;
    let even = true;
    for (let g = 0; g < group.length; g++) if (h > L.housesOfDeedByte(L.deedByte(s, at, n, group[g] as number))) even = false;
    if (!even) continue;
    const cost = houseCostOfSquare[square] as number;
    if (cash < cost) continue;
    x.begin();
    x.setMoney(cur, cash - cost);
    x.writeDeed(deedIndex, L.packDeed(cur, false, h + 1));
    if (!x.emit(BuildHouseId)) return false;
  }
  return true;
}

/** Mortgage: one successor per unmortgaged deed of the current player without houses (their deeds only, increasing). */
export function Mortgage(x: Expansion): boolean {
  return flipMortgages(x, false);
}

/** Unmortgage: one successor per mortgaged deed of the current player that they can pay back (+10%), increasing. */
export function Unmortgage(x: Expansion): boolean {
  return flipMortgages(x, true);
}

/**
 * Mortgage (`mortgaged` false) or Unmortgage (true), the one mirroring the
 * other: one successor per deed of the current player, increasing, whose
 * mortgage is `mortgaged` and may be flipped (no houses on a street to
 * mortgage it; the pay-off in hand to pay it back).
 */
function flipMortgages(x: Expansion, mortgaged: boolean): boolean {
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_END_TURN) return true;
  const n = x.playerCount;
  const cur = L.current(s, at);
  const cash = L.money(s, at, cur);
  const owned = x.ownedByCurrent();
  for (let k = 0; k < owned; k++) {
    const d = x.ownedDeed(k);
    const deed = L.deedByte(s, at, n, d);
    if (L.mortgagedOfDeedByte(deed) !== mortgaged) continue;
    // what the bank pays the player: the mortgage value, or minus the pay-off
    const paid = mortgaged ? -(payOffOfDeed[d] as number) : (mortgageValueOfDeed[d] as number);
    if (mortgaged ? cash + paid < 0 : L.isStreetDeed[d] === 1 && L.housesOfDeedByte(deed) !== 0) continue;
    x.begin();
    x.setMoney(cur, cash + paid);
    x.writeDeed(d, deed ^ L.MORTGAGED_BIT);
    if (!x.emit(mortgaged ? UnmortgageId : MortgageId)) return false;
  }
  return true;
}
