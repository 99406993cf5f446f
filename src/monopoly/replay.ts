/**
 * Running a replay script through the spec's Next from Init: each scripted
 * choice must name one of the successors Next enables (the dice pair, the
 * card delta, the decision); a ResolveSquare with a single outcome is taken
 * without being scripted. The result is a behaviour, or the step at which the
 * script asks for something Next does not allow, with what it does allow.
 */
import type { Trace } from '../engine/result.js';
import { allStates } from '../engine/trace/trace.js';
import { CardDeltas, Deeds } from './board.js';
import * as A from './actions.js';
import * as L from './layout.js';
import type { MonopolyModel } from './model.js';
import { viewOf, type MonopolyView } from './monopoly-view.js';
import { choiceLabel, choiceText, scriptLine, type Choice, type ScriptStep } from './replay-script.js';

const CARD_SQUARES = new Set([2, 7, 17, 22, 33, 36]);

/** The deed square whose byte differs between two states, or -1. */
function changedDeed(n: number, before: Uint8Array, after: Uint8Array): number {
  for (let d = 0; d < L.DEED_COUNT; d++) if (L.deedByte(before, 0, n, d) !== L.deedByte(after, 0, n, d)) return Deeds[d] as number;
  return -1;
}

/**
 * The choice that a successor stands for; `rank` is its position among the
 * successors of the same action (card deltas are enumerated in CardDeltas
 * order). Null for the stuttering step of a game that is over.
 */
function choiceOfStep(n: number, before: Uint8Array, after: Uint8Array, actionId: number, rank: number): Choice | null {
  switch (actionId) {
    case A.RollAndMoveId:
      return { kind: 'roll', dice: [L.die1(after, 0), L.die2(after, 0)] };
    case A.ResolveSquareId: {
      const square = L.position(before, 0, L.current(before, 0));
      return CARD_SQUARES.has(square) ? { kind: 'card', delta: CardDeltas[rank] as number } : { kind: 'resolve' };
    }
    case A.BuyPropertyId:
      return { kind: 'buy' };
    case A.DeclinePropertyId:
      return { kind: 'decline' };
    case A.BuildHouseId:
      return { kind: 'build', square: changedDeed(n, before, after) };
    case A.MortgageId:
      return { kind: 'mortgage', square: changedDeed(n, before, after) };
    case A.UnmortgageId:
      return { kind: 'unmortgage', square: changedDeed(n, before, after) };
    case A.EndTurnId:
      return { kind: 'end' };
    default:
      return null;
  }
}

interface Option {
  readonly choice: Choice | null;
  /** The successor, a state of the view's model. */
  readonly state: Uint8Array;
  /** The model's action. */
  readonly actionId: number;
  /** The transcription's id of that action (-1: none of the transcription's). */
  readonly monopolyAction: number;
}

/** The successors of `state` (a state of the view's model) with the choices they stand for. */
function optionsFrom(view: MonopolyView, state: Uint8Array): Option[] {
  const ranks = new Map<number, number>();
  return allStates(view.model, state).map(({ state: after, actionId }) => {
    const rank = ranks.get(actionId) ?? 0;
    ranks.set(actionId, rank + 1);
    const monopolyAction = view.actionOf(actionId);
    const choice =
      monopolyAction < 0
        ? null
        : choiceOfStep(view.constants.N, view.project(state, 0, 0), view.project(after, 0, 1), monopolyAction, rank);
    return { choice, state: after, actionId, monopolyAction };
  });
}

/** What may be scripted from a state, for a message: the 36 dice pairs in one phrase. */
function describeOptions(options: readonly { choice: Choice | null }[]): string[] {
  const labels = options.map((o) => (o.choice === null ? 'nothing: the game is over (the state only repeats)' : choiceLabel(o.choice)));
  const rolls = labels.filter((label) => label.startsWith('roll '));
  if (rolls.length === 36) return ['roll D1 D2 (any of the 36 pairs)', ...labels.filter((label) => !label.startsWith('roll '))];
  return [...new Set(labels)];
}

export type ReplayResult =
  | { readonly kind: 'done'; readonly trace: Trace; readonly scriptLines: readonly (number | null)[] }
  | {
      readonly kind: 'stuck';
      /** The behaviour up to the state where the script could not go on. */
      readonly trace: Trace;
      readonly scriptLines: readonly (number | null)[];
      /** 1-based number of the script step that failed, and where it is written. */
      readonly stepNumber: number;
      readonly step: ScriptStep;
      readonly asked: string;
      readonly possible: readonly string[];
    };

/**
 * Plays `script` from the initial state of `source` (the transcription, or
 * another model read through its Monopoly view). `scriptLines[i]` is the
 * script line that chose state i of the trace (null for the initial state and
 * for single-outcome ResolveSquare steps taken automatically).
 */
export function replay(source: MonopolyModel | MonopolyView, script: readonly ScriptStep[]): ReplayResult {
  const view = viewOf(source);
  const initial = allStates(view.model, null)[0];
  if (initial === undefined) throw new Error('the model has no initial state');
  const states: Uint8Array[] = [initial.state];
  const actionIds: number[] = [-1];
  const scriptLines: (number | null)[] = [null];
  const take = (option: Option, line: number | null) => {
    states.push(option.state);
    actionIds.push(option.actionId);
    scriptLines.push(line);
  };
  for (let i = 0; i < script.length; i++) {
    const step = script[i] as ScriptStep;
    let options = optionsFrom(view, states[states.length - 1] as Uint8Array);
    const only = options[0];
    const automatic =
      step.choice.kind !== 'resolve' && step.choice.kind !== 'card' && options.length === 1 && only?.monopolyAction === A.ResolveSquareId;
    if (automatic) {
      take(only, null);
      options = optionsFrom(view, states[states.length - 1] as Uint8Array);
    }
    const wanted = choiceText(step.choice);
    const match = options.find((o) => o.choice !== null && choiceText(o.choice) === wanted);
    if (match === undefined) {
      return {
        kind: 'stuck',
        trace: { states, actionIds },
        scriptLines,
        stepNumber: i + 1,
        step,
        asked: choiceLabel(step.choice),
        possible: describeOptions(options),
      };
    }
    take(match, step.line);
  }
  return { kind: 'done', trace: { states, actionIds }, scriptLines };
}

/** The script that replays a behaviour of `source`'s model (one step per line, automatic resolutions left out). */
export function scriptOf(source: MonopolyModel | MonopolyView, trace: Trace): string[] {
  const view = viewOf(source);
  const lines: string[] = [];
  for (let i = 1; i < trace.states.length; i++) {
    const before = trace.states[i - 1] as Uint8Array;
    const after = trace.states[i] as Uint8Array;
    const options = optionsFrom(view, before);
    const taken = options.find((o) => o.actionId === trace.actionIds[i] && o.state.every((byte, b) => byte === after[b]));
    if (taken === undefined || taken.choice === null) throw new Error(`state ${i + 1} is not a scripted step from state ${i}`);
    const single = options.length === 1 && taken.choice.kind === 'resolve';
    if (!single) lines.push(scriptLine(taken.choice));
  }
  return lines;
}
