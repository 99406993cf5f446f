/**
 * Players' strategies for simulation: how a Chooser picks among the successors
 * the spec enables. The dice and the cards are the game's chance, never a
 * decision: while the phase is "roll" or "resolve" every strategy picks
 * uniformly among the successors (36 dice pairs, 6 card deltas), which is the
 * game's own distribution. Strategies differ only where the spec lets the
 * player decide: buying ("buyOrAuction") and what to do before ending the
 * turn ("endTurn": build, mortgage, unmortgage, end).
 */
import type { Chooser } from '../engine/search/simulate.js';
import type { SuccessorList } from '../engine/search/successor-list.js';
import type { SeededRandom } from '../engine/search/random.js';
import { BuildHouseId, BuyPropertyId, DeclinePropertyId, EndTurnId, MortgageId, UnmortgageId } from './actions.js';
import * as L from './layout.js';

export const STRATEGY_NAMES = ['random', 'always-buy', 'never-buy', 'builder', 'cautious'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

export const STRATEGY_DESCRIPTIONS: Readonly<Record<StrategyName, string>> = {
  random: 'uniform among all enabled successors, decisions included',
  'always-buy': 'buys every deed it can afford; never builds or mortgages',
  'never-buy': 'never buys; never builds or mortgages',
  builder: 'buys, builds whenever it can, never mortgages',
  cautious: 'buys, builds and pays off mortgages only while keeping the cash reserve; mortgages when below it',
};

/** The cautious strategy's default reserve, in dollars. */
export const DEFAULT_RESERVE = 300;

/** Indexes in `successors` of the states produced by `actionId`. */
function byAction(successors: SuccessorList, actionId: number): number[] {
  const found: number[] = [];
  for (let i = 0; i < successors.count; i++) if (successors.actionIds[i] === actionId) found.push(i);
  return found;
}

/** One of `candidates` uniformly, or `fallback` when there is none. */
function anyOf(candidates: readonly number[], random: SeededRandom, fallback: number): number {
  if (candidates.length === 0) return fallback;
  return candidates.length === 1 ? (candidates[0] as number) : (candidates[random.below(candidates.length)] as number);
}

/** The first successor produced by `actionId`, or -1. */
function first(successors: SuccessorList, actionId: number): number {
  for (let i = 0; i < successors.count; i++) if (successors.actionIds[i] === actionId) return i;
  return -1;
}

/** A decision: which successor to take in phase buyOrAuction or endTurn; -1 to let chance decide (uniformly). */
type Decide = (successors: SuccessorList, source: Uint8Array, random: SeededRandom) => number;

function strategyChooser(decide: Decide): Chooser {
  return {
    choose(successors, source, random) {
      const phase = L.phase(source, 0);
      if (phase === L.PHASE_BUY_OR_AUCTION || phase === L.PHASE_END_TURN) {
        const decided = decide(successors, source, random);
        if (decided >= 0) return decided;
      }
      return random.below(successors.count);
    },
  };
}

/** Ends the turn when it can (EndTurn is disabled only once the game is over). */
const endTurn = (successors: SuccessorList) => first(successors, EndTurnId);

/** Buys if it may, else declines; in phase endTurn ends the turn. */
function buyer(successors: SuccessorList, source: Uint8Array): number {
  if (L.phase(source, 0) === L.PHASE_BUY_OR_AUCTION) {
    const buy = first(successors, BuyPropertyId);
    return buy >= 0 ? buy : first(successors, DeclinePropertyId);
  }
  return endTurn(successors);
}

/** The cash the current player of `source` holds in successor `index`. */
function cashAfter(successors: SuccessorList, index: number, source: Uint8Array): number {
  return L.money(successors.states, successors.offsetOf(index), L.current(source, 0));
}

/** Successors of `actionId` that leave the current player at least `reserve`. */
function keepingReserve(successors: SuccessorList, actionId: number, source: Uint8Array, reserve: number): number[] {
  return byAction(successors, actionId).filter((i) => cashAfter(successors, i, source) >= reserve);
}

/** The Chooser for a strategy; `reserve` is the cautious strategy's cash reserve. */
export function chooserFor(name: StrategyName, reserve = DEFAULT_RESERVE): Chooser {
  switch (name) {
    case 'random':
      return strategyChooser(() => -1);
    case 'always-buy':
      return strategyChooser(buyer);
    case 'never-buy':
      return strategyChooser((successors, source) =>
        L.phase(source, 0) === L.PHASE_BUY_OR_AUCTION ? first(successors, DeclinePropertyId) : endTurn(successors),
      );
    case 'builder':
      return strategyChooser((successors, source, random) => {
        if (L.phase(source, 0) === L.PHASE_BUY_OR_AUCTION) return buyer(successors, source);
        return anyOf(byAction(successors, BuildHouseId), random, endTurn(successors));
      });
    case 'cautious':
      return strategyChooser((successors, source, random) => {
        if (L.phase(source, 0) === L.PHASE_BUY_OR_AUCTION) {
          const buy = keepingReserve(successors, BuyPropertyId, source, reserve);
          return buy.length > 0 ? (buy[0] as number) : first(successors, DeclinePropertyId);
        }
        if (L.money(source, 0, L.current(source, 0)) < reserve) {
          const mortgage = byAction(successors, MortgageId);
          if (mortgage.length > 0) return anyOf(mortgage, random, -1);
        }
        const payOff = keepingReserve(successors, UnmortgageId, source, reserve);
        if (payOff.length > 0) return anyOf(payOff, random, -1);
        return anyOf(keepingReserve(successors, BuildHouseId, source, reserve), random, endTurn(successors));
      });
  }
}
