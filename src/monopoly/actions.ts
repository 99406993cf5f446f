/**
 * The actions of Monopoly.tla, each enumerating its successors the way TLC
 * does: one per enabled witness (dice pair, card delta, street, deed), in
 * TLC's order. A successor starts as a copy of the source state (so every
 * UNCHANGED variable is already in place) and the action writes the primed
 * variables it assigns. In the spec's order:
 *
 *   Init                                      here
 *   Pay, RollAndMove, ResolveSquare           roll-and-resolve.ts
 *   BuyProperty, DeclineProperty, BuildHouse,
 *   Mortgage, Unmortgage                      deed-actions.ts
 *   EndTurn, GameOver, Next                   here
 */
import { ActiveCount, IsDouble, NextActive } from './helpers.js';
import { Expansion } from './expansion.js';
import * as L from './layout.js';
import { EndTurnId, GameOverId } from './action-ids.js';
import { ResolveSquare, RollAndMove } from './roll-and-resolve.js';
import { BuildHouse, BuyProperty, DeclineProperty, Mortgage, Unmortgage } from './deed-actions.js';

export { Expansion };
// the actions one by one, for those that run a single action (actionEnabled)
export { BuildHouse, BuyProperty, DeclineProperty, Mortgage, ResolveSquare, RollAndMove, Unmortgage };
export * from './action-ids.js';

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
