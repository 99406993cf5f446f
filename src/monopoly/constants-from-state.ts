/**
 * The constants a trace was made with, read off its first state, for when no
 * model file is given: N is the number of players in `money`, StartMoney the
 * first player's cash (Init gives every player InitialMoney). The bounds do
 * not change which steps are allowed, so they are left unbounded (0).
 */
import { ModelValueError } from '../engine/model.js';
import { isTlaTuple, type TlaState } from '../engine/trace/tla-value.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './board.js';
import type { MonopolyConstants } from './model.js';

export function constantsFromFirstState(state: TlaState): MonopolyConstants {
  const money = state['money'];
  if (!isTlaTuple(money))
    throw new ModelValueError("the first state has no tuple 'money' to read the number of players from; pass --config MODEL.cfg");
  const n = money.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    throw new ModelValueError(`the first state has ${n} players; the spec assumes ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  const startMoney = money[0];
  if (typeof startMoney !== 'number') throw new ModelValueError("the first state's money[1] is not a number; pass --config MODEL.cfg");
  return { N: n, StartMoney: startMoney, MaxMoney: 0, MaxDepth: 0 };
}
