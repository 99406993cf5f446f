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

/**
 * Why a first state does not tell the constants: it has no tuple `money`, its
 * first player's money is not a number (the model file would tell them), or
 * it has a number of players the spec does not assume.
 */
export type FirstStateProblem =
  | { readonly kind: 'no-money' }
  | { readonly kind: 'money-not-number' }
  | { readonly kind: 'players'; readonly players: number; readonly min: number; readonly max: number };

/** A first state that does not tell the constants; `problem` says why as data. */
export class FirstStateConstantsError extends ModelValueError {
  constructor(readonly problem: FirstStateProblem) {
    const text = firstStateProblemText(problem);
    super(problem.kind === 'players' ? text : `${text}; give the model file the trace was made with`);
  }
}

/** What is wrong with the first state, without what to do. */
export function firstStateProblemText(problem: FirstStateProblem): string {
  switch (problem.kind) {
    case 'no-money':
      return "the first state has no tuple 'money' to read the number of players from";
    case 'money-not-number':
      return "the first state's money[1] is not a number";
    case 'players':
      return `the first state has ${problem.players} players; the spec assumes ${problem.min} to ${problem.max}`;
  }
}

/** The constants the first state tells; throws FirstStateConstantsError when it does not tell them. */
export function constantsFromFirstState(state: TlaState): MonopolyConstants {
  const money = state['money'];
  if (!isTlaTuple(money)) throw new FirstStateConstantsError({ kind: 'no-money' });
  const n = money.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    throw new FirstStateConstantsError({ kind: 'players', players: n, min: MIN_PLAYERS, max: MAX_PLAYERS });
  const startMoney = money[0];
  if (typeof startMoney !== 'number') throw new FirstStateConstantsError({ kind: 'money-not-number' });
  return { N: n, StartMoney: startMoney, MaxMoney: 0, MaxDepth: 0 };
}
