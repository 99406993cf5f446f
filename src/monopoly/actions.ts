/**
 * Init, Pay, the eight actions of Next, GameOver and Next itself, in the
 * order of Monopoly.tla (Advance is written out where RollAndMove uses it). Each action enumerates its successors the way
 * TLC does: one per enabled witness (dice pair, card delta, street, deed),
 * in TLC's order. A successor starts as a copy of the source state (so every
 * UNCHANGED variable is already in place) and the action writes the primed
 * variables it assigns.
 */
import { CardDeltas, Deeds, GoSalary, GoToJail, HouseCost, JailFine, JailSquare, MaxHouses, MaxJailTurns, Price, Streets } from './board.js';
import { ActiveCount, DiceTotal, groupOf, IsDouble, NextActive, OwnsGroup, RentDue } from './helpers.js';
import { Expansion } from './expansion.js';
import * as L from './layout.js';

export { Expansion };

/** Action ids, the index of each name in ACTION_NAMES. */
export const RollAndMoveId = 0;
export const ResolveSquareId = 1;
export const BuyPropertyId = 2;
export const DeclinePropertyId = 3;
export const BuildHouseId = 4;
export const MortgageId = 5;
export const UnmortgageId = 6;
export const EndTurnId = 7;
/** The stutter step `IF GameOver THEN UNCHANGED vars`. */
export const GameOverId = 8;
export const ACTION_NAMES: readonly string[] = [
  'RollAndMove', 'ResolveSquare', 'BuyProperty', 'DeclineProperty', 'BuildHouse', 'Mortgage', 'Unmortgage', 'EndTurn', 'GameOver',
];

const isChanceOrChest: Uint8Array = Uint8Array.from({ length: 40 }, (_, s) => ([2, 7, 17, 22, 33, 36].includes(s) ? 1 : 0));
const priceOfSquare: Int32Array = Int32Array.from({ length: 40 }, (_, s) => (L.deedIndexOfSquare[s] === -1 ? 0 : Price(s)));
const houseCostOfSquare: Int32Array = Int32Array.from({ length: 40 }, (_, s) => (Streets.includes(s) ? HouseCost(s) : 0));
/** Price[s] \div 2, what mortgaging deed index d pays. */
const mortgageValueOfDeed: Int32Array = Int32Array.from(Deeds, (s) => Math.trunc(Price(s) / 2));
/** (Price[s] \div 2) + (Price[s] \div 20), what paying off the mortgage of deed index d costs. */
const payOffOfDeed: Int32Array = Int32Array.from(Deeds, (s) => Math.trunc(Price(s) / 2) + Math.trunc(Price(s) / 20));

/** Init: everyone on GO with InitialMoney, the bank owns every deed, player 1 to roll. */
export function Init(x: Expansion): boolean {
  const t = x.sink.target;
  const to = x.sink.targetOffset;
  // an initial state is not derived from a source
  x.deedsTouched = true;
  x.moneyRaised = true;
  t.fill(0, to, to + x.stateBytes);
  L.writeHeader(t, to, L.PHASE_ROLL, 1, 0);
  L.setDice(t, to, 1, 1);
  for (let p = 1; p <= x.playerCount; p++) L.setMoney(t, to, p, x.initialMoney);
  return x.sink.emit(-1);
}

/**
 * Pay(p, recipient, amount): recipient 0 is the bank. A player who cannot pay
 * goes bankrupt; cash and deeds pass to the recipient (back to the bank when
 * the creditor is the bank), houses and mortgages are cleared.
 */
function Pay(x: Expansion, p: number, recipient: number, amount: number): void {
  const n = x.playerCount;
  const moneyP = L.money(x.source, x.at, p);
  const recipientIsPlayer = recipient >= 1 && recipient <= n;
  if (moneyP >= amount) {
    for (let q = 1; q <= n; q++) {
      if (q === p) x.setMoney(q, L.money(x.source, x.at, q) - amount);
      else if (recipientIsPlayer && q === recipient) x.setMoney(q, L.money(x.source, x.at, q) + amount);
    }
    return;
  }
  L.setPlayerFlags(x.t, x.to, p, L.inJail(x.t, x.to, p), true, L.jailTurns(x.t, x.to, p));
  for (let q = 1; q <= n; q++) {
    if (q === p) x.setMoney(q, 0);
    else if (recipientIsPlayer && q === recipient) x.setMoney(q, L.money(x.source, x.at, q) + moneyP);
  }
  const newOwner = recipientIsPlayer ? recipient : 0;
  for (let d = 0; d < L.DEED_COUNT; d++) {
    const deed = L.deedByte(x.source, x.at, n, d);
    if (L.ownerOfDeedByte(deed) === p) x.writeDeed(d, L.packDeed(newOwner, false, 0));
  }
}

/**
 * RollAndMove: roll the dice and move, or try to leave jail; one successor per
 * enabled dice pair. The source is copied once: every witness then rewrites
 * all that any witness changes (the header, the dice, and the current player's
 * position, flags and money), so no value leaks from one witness to the next.
 * This relies on the sink neither moving nor writing its target during one
 * enumeration (the StateSink contract). For the same reason the successors do
 * not depend on the source's dice, so a source that equals an earlier one but
 * for its dice repeats that one's successors (repeated-rolls.ts).
 */
export function RollAndMove(x: Expansion): boolean {
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_ROLL) return true;
  const cur = L.current(s, at);
  if (L.bankrupt(s, at, cur)) return true;
  const jailed = L.inJail(s, at, cur);
  const turns = L.jailTurns(s, at, cur);
  const doubles = L.doublesCount(s, at);
  const old = L.position(s, at, cur);
  const cash = L.money(s, at, cur);
  const repeated = x.repeatedRolls();
  if (repeated >= 0) return x.repeat(RollAndMoveId, repeated);
  x.begin();
  const t = x.t;
  const to = x.to;
  let emitted = 0;
  for (let d1 = 1; d1 <= 6; d1++) {
    for (let d2 = 1; d2 <= 6; d2++) {
      const total = DiceTotal(d1, d2);
      const double = IsDouble(d1, d2);
      // the primed values of this witness; UNCHANGED ones keep the source's value
      let position = old;
      let money = cash;
      let jailedAfter = jailed;
      let turnsAfter = turns;
      let doublesAfter: number;
      let phaseAfter: number;
      if (jailed) {
        if (double) {
          // doubles get out free (Advance), with no extra turn
          position = (old + total) % 40;
          if (position < old) money = cash + GoSalary;
          jailedAfter = false;
          turnsAfter = 0;
          doublesAfter = 0;
          phaseAfter = L.PHASE_RESOLVE;
        } else if (turns === MaxJailTurns - 1) {
          // must pay the fine, exit jail, and advance: enabled only if money[current] + gain >= 0
          position = (old + total) % 40;
          const gain = (position < old ? GoSalary : 0) - JailFine;
          if (cash + gain < 0) continue;
          money = cash + gain;
          jailedAfter = false;
          turnsAfter = 0;
          doublesAfter = 0;
          phaseAfter = L.PHASE_RESOLVE;
        } else {
          turnsAfter = turns + 1;
          doublesAfter = 0;
          phaseAfter = L.PHASE_END_TURN;
        }
      } else if (double && doubles === 2) {
        // third double in a row: go to jail
        position = JailSquare;
        jailedAfter = true;
        turnsAfter = 0;
        doublesAfter = 0;
        phaseAfter = L.PHASE_END_TURN;
      } else {
        // free play: Advance, counting doubles
        position = (old + total) % 40;
        if (position < old) money = cash + GoSalary;
        doublesAfter = double ? doubles + 1 : 0;
        phaseAfter = L.PHASE_RESOLVE;
      }
      L.writeHeader(t, to, phaseAfter, cur, doublesAfter);
      L.setDice(t, to, d1, d2);
      L.setPosition(t, to, cur, position);
      L.setPlayerFlags(t, to, cur, jailedAfter, false, turnsAfter);
      L.setMoney(t, to, cur, money);
      // only the current player's money differs from the source's
      x.moneyRaised = money > cash;
      if (!x.emit(RollAndMoveId)) return false;
      emitted++;
    }
  }
  x.rememberRolls(emitted);
  return true;
}

/** ResolveSquare: the CASE over the square the current player landed on. */
export function ResolveSquare(x: Expansion): boolean {
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_RESOLVE) return true;
  const n = x.playerCount;
  const p = L.current(s, at);
  const square = L.position(s, at, p);
  const roll = DiceTotal(L.die1(s, at), L.die2(s, at));
  if (square === GoToJail) {
    x.begin();
    L.setPosition(x.t, x.to, p, JailSquare);
    L.setPlayerFlags(x.t, x.to, p, true, L.bankrupt(s, at, p), 0);
    L.setDoublesCount(x.t, x.to, 0);
    L.setPhase(x.t, x.to, L.PHASE_END_TURN);
    return x.emit(ResolveSquareId);
  }
  if (square === 4 || square === 38) {
    x.begin();
    Pay(x, p, 0, square === 4 ? 200 : 100);
    L.setPhase(x.t, x.to, L.PHASE_END_TURN);
    return x.emit(ResolveSquareId);
  }
  if (isChanceOrChest[square] === 1) {
    for (let i = 0; i < CardDeltas.length; i++) {
      const delta = CardDeltas[i] as number;
      x.begin();
      if (delta < 0) Pay(x, p, 0, -delta);
      else x.setMoney(p, L.money(s, at, p) + delta);
      L.setPhase(x.t, x.to, L.PHASE_END_TURN);
      if (!x.emit(ResolveSquareId)) return false;
    }
    return true;
  }
  const deedIndex = L.deedIndexOfSquare[square] as number;
  if (deedIndex >= 0) {
    const owner = L.ownerOfDeedByte(L.deedByte(s, at, n, deedIndex));
    x.begin();
    if (owner === 0) {
      L.setPhase(x.t, x.to, L.PHASE_BUY_OR_AUCTION);
    } else {
      Pay(x, p, owner, RentDue(s, at, n, square, p, roll));
      L.setPhase(x.t, x.to, L.PHASE_END_TURN);
    }
    return x.emit(ResolveSquareId);
  }
  // OTHER: GO, JustVisiting, FreeParking
  x.begin();
  L.setPhase(x.t, x.to, L.PHASE_END_TURN);
  return x.emit(ResolveSquareId);
}

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
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_END_TURN) return true;
  const n = x.playerCount;
  const cur = L.current(s, at);
  const owned = x.ownedByCurrent();
  for (let k = 0; k < owned; k++) {
    const d = x.ownedDeed(k);
    const deed = L.deedByte(s, at, n, d);
    if (L.mortgagedOfDeedByte(deed)) continue;
    if (L.isStreetDeed[d] === 1 && L.housesOfDeedByte(deed) !== 0) continue;
    x.begin();
    x.setMoney(cur, L.money(s, at, cur) + (mortgageValueOfDeed[d] as number));
    x.writeDeed(d, deed | L.MORTGAGED_BIT);
    if (!x.emit(MortgageId)) return false;
  }
  return true;
}

/** Unmortgage: one successor per mortgaged deed of the current player that they can pay back (+10%), increasing. */
export function Unmortgage(x: Expansion): boolean {
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
    const back = payOffOfDeed[d] as number;
    if (!L.mortgagedOfDeedByte(deed) || cash < back) continue;
    x.begin();
    x.setMoney(cur, cash - back);
    x.writeDeed(d, deed & ~L.MORTGAGED_BIT);
    if (!x.emit(UnmortgageId)) return false;
  }
  return true;
}

/** EndTurn: pass the turn on, or keep it after doubles. */
export function EndTurn(x: Expansion): boolean {
  const s = x.source;
  const at = x.at;
  if (L.phase(s, at) !== L.PHASE_END_TURN) return true;
  const n = x.playerCount;
  if (ActiveCount(s, at, n) <= 1) return true;
  const cur = L.current(s, at);
  x.begin();
  L.setPhase(x.t, x.to, L.PHASE_ROLL);
  if (IsDouble(L.die1(s, at), L.die2(s, at)) && L.doublesCount(s, at) > 0 && !L.inJail(s, at, cur)) {
    // current and doublesCount stay as they are
  } else {
    L.setCurrent(x.t, x.to, NextActive(s, at, n, cur));
    L.setDoublesCount(x.t, x.to, 0);
  }
  return x.emit(EndTurnId);
}

/** GameOver == Cardinality(Active) <= 1 */
export function GameOver(state: Uint8Array, at: number, playerCount: number): boolean {
  return ActiveCount(state, at, playerCount) <= 1;
}

/** Next == IF GameOver THEN UNCHANGED vars ELSE the eight actions, in the order written. */
export function Next(x: Expansion): boolean {
  if (GameOver(x.source, x.at, x.playerCount)) {
    x.begin();
    return x.emit(GameOverId);
  }
  return (
    RollAndMove(x) &&
    ResolveSquare(x) &&
    BuyProperty(x) &&
    DeclineProperty(x) &&
    BuildHouse(x) &&
    Mortgage(x) &&
    Unmortgage(x) &&
    EndTurn(x)
  );
}
