/**
 * Pay, RollAndMove and ResolveSquare of Monopoly.tla, in its order: rolling
 * the dice, moving (Advance is written out in RollAndMove), and what the
 * square landed on asks (rent, tax, a card, jail), paying it with Pay. See
 * actions.ts for how an action writes its successors.
 */
import { CardDeltas, GoSalary, GoToJail, JailFine, JailSquare, MaxJailTurns } from './board.js';
import { DiceTotal, IsDouble, RentDue } from './helpers.js';
import type { Expansion } from './expansion.js';
import * as L from './layout.js';
import { ResolveSquareId, RollAndMoveId } from './action-ids.js';

const isChanceOrChest: Uint8Array = Uint8Array.from({ length: 40 }, (_, s) => ([2, 7, 17, 22, 33, 36].includes(s) ? 1 : 0));

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
