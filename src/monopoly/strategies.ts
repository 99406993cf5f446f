/**
 * Players' strategies for simulation: how a Chooser picks among the successors
 * the spec enables. The dice and the cards are the game's chance, never a
 * decision: while the phase is "roll" or "resolve" every strategy picks
 * uniformly among the successors (36 dice pairs, 6 card deltas), which is the
 * game's own distribution. Strategies differ only where the spec lets the
 * player decide: buying ("buyOrAuction") and what to do before ending the
 * turn ("endTurn": build, mortgage, unmortgage, end).
 */
import { uniformChooser, type Chooser } from '../engine/search/simulate.js';
import type { SuccessorList } from '../engine/search/successor-list.js';
import type { SeededRandom } from '../engine/search/random.js';
import { BuildHouseId, BuyPropertyId, DeclinePropertyId, EndTurnId, MortgageId, UnmortgageId } from './actions.js';
import * as L from './layout.js';
import { transcribedReading, type GameReading } from './game-reading.js';

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

/** What the strategies read of a state and its successors: a GameReading, and the transcription's id of a successor's action. */
interface Reading {
  phase(source: Uint8Array): number;
  /** The current player's cash in the state. */
  cash(state: Uint8Array, offset: number, source: Uint8Array): number;
  /** The transcription's id of the action that produced successor `index`. */
  action(successors: SuccessorList, index: number): number;
}

function readingOf(game: GameReading): Reading {
  return {
    phase: (source) => game.phase(source, 0),
    cash: (state, offset, source) => game.money(state, offset, game.current(source, 0)),
    action: (successors, index) => game.actionOf(successors.actionIds[index] as number),
  };
}

/** Indexes in `successors` of the states produced by `actionId`. */
function byAction(successors: SuccessorList, actionId: number, read: Reading): number[] {
  const found: number[] = [];
  for (let i = 0; i < successors.count; i++) if (read.action(successors, i) === actionId) found.push(i);
  return found;
}

/** One of `candidates` uniformly, or `fallback` when there is none. */
function anyOf(candidates: readonly number[], random: SeededRandom, fallback: number): number {
  if (candidates.length === 0) return fallback;
  return candidates.length === 1 ? (candidates[0] as number) : (candidates[random.below(candidates.length)] as number);
}

/** The first successor produced by `actionId`, or -1. */
function first(successors: SuccessorList, actionId: number, read: Reading): number {
  for (let i = 0; i < successors.count; i++) if (read.action(successors, i) === actionId) return i;
  return -1;
}

/** A decision: which successor to take in phase buyOrAuction or endTurn; -1 to let chance decide (uniformly). */
type Decide = (successors: SuccessorList, source: Uint8Array, random: SeededRandom, phase: number) => number;

function strategyChooser(decide: Decide, read: Reading): Chooser {
  return {
    choose(successors, source, random) {
      const phase = read.phase(source);
      if (phase === L.PHASE_BUY_OR_AUCTION || phase === L.PHASE_END_TURN) {
        const decided = decide(successors, source, random, phase);
        if (decided >= 0) return decided;
      }
      return random.below(successors.count);
    },
  };
}

/** Successors of `actionId` that leave the current player at least `reserve`. */
function keepingReserve(successors: SuccessorList, actionId: number, source: Uint8Array, reserve: number, read: Reading): number[] {
  return byAction(successors, actionId, read).filter((i) => read.cash(successors.states, successors.offsetOf(i), source) >= reserve);
}

/**
 * The Chooser for a strategy; `reserve` is the cautious strategy's cash
 * reserve; `game` reads the states (default: the transcription's).
 */
export function chooserFor(name: StrategyName, reserve = DEFAULT_RESERVE, game: GameReading = transcribedReading(2)): Chooser {
  const read = readingOf(game);
  /** Ends the turn when it can (EndTurn is disabled only once the game is over). */
  const endTurn = (successors: SuccessorList) => first(successors, EndTurnId, read);
  /** Buys if it may, else declines; in phase endTurn ends the turn. */
  const buyer = (successors: SuccessorList, phase: number) => {
    if (phase !== L.PHASE_BUY_OR_AUCTION) return endTurn(successors);
    const buy = first(successors, BuyPropertyId, read);
    return buy >= 0 ? buy : first(successors, DeclinePropertyId, read);
  };
  switch (name) {
    case 'random':
      // every choice uniform: nothing of the state is read
      return uniformChooser;
    case 'always-buy':
      return strategyChooser((successors, _source, _random, phase) => buyer(successors, phase), read);
    case 'never-buy':
      return strategyChooser(
        (successors, _source, _random, phase) =>
          phase === L.PHASE_BUY_OR_AUCTION ? first(successors, DeclinePropertyId, read) : endTurn(successors),
        read,
      );
    case 'builder':
      return strategyChooser((successors, _source, random, phase) => {
        if (phase === L.PHASE_BUY_OR_AUCTION) return buyer(successors, phase);
        return anyOf(byAction(successors, BuildHouseId, read), random, endTurn(successors));
      }, read);
    case 'cautious':
      return strategyChooser((successors, source, random, phase) => {
        if (phase === L.PHASE_BUY_OR_AUCTION) {
          const buy = keepingReserve(successors, BuyPropertyId, source, reserve, read);
          return buy.length > 0 ? (buy[0] as number) : first(successors, DeclinePropertyId, read);
        }
        if (read.cash(source, 0, source) < reserve) {
          const mortgage = byAction(successors, MortgageId, read);
          if (mortgage.length > 0) return anyOf(mortgage, random, -1);
        }
        const payOff = keepingReserve(successors, UnmortgageId, source, reserve, read);
        if (payOff.length > 0) return anyOf(payOff, random, -1);
        return anyOf(keepingReserve(successors, BuildHouseId, source, reserve, read), random, endTurn(successors));
      }, read);
  }
}
