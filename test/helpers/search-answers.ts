/**
 * A search's answers in a form two engines (the transcription and the
 * compiler) and TLC's logs can be held to: the verdict, the counts, the exit
 * code, the behaviour as TLA+ states with the action of each step, and, for a
 * lasso, where it loops. Traces are compared state by state by value
 * (tlaEquals), and a difference is named: which state, which variable, both values.
 */
import { exitCodeOf } from '../../src/cli/exit-codes.js';
import type { Model } from '../../src/engine/model.js';
import type { CheckResult, Trace } from '../../src/engine/result.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { tlaEquals, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { printTlaValueOnOneLine } from '../../src/engine/trace/tla-value-printer.js';

export interface SearchAnswers {
  readonly verdict: CheckResult['kind'];
  /** The invariant or property violated, the limit reached, the error's sentence; null otherwise. */
  readonly detail: string | null;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly queueLeft: number;
  readonly depth: number;
  readonly exitCode: number;
  /** The action of each step of the behaviour (null for the initial state). */
  readonly actions: readonly (string | null)[];
  /** For a lasso: the index it goes back to and the action of that step (null: it stutters). */
  readonly loop: { readonly start: number; readonly action: string | null } | null;
}

/** What a search answered and the behaviour it gave (a counterexample, a lasso, or the behaviour up to an error). */
export interface SearchRun {
  readonly answers: SearchAnswers;
  readonly trace: readonly TlaState[];
}

function traceOf(result: CheckResult): Trace | null {
  if (result.kind === 'invariant' || result.kind === 'deadlock' || result.kind === 'property') return result.trace;
  if (result.kind === 'error') return result.failure?.trace ?? null;
  return null;
}

function detailOf(result: CheckResult): string | null {
  switch (result.kind) {
    case 'invariant':
      return result.invariant;
    case 'property':
      return result.property;
    case 'limit':
      return result.limit;
    case 'error':
      return result.message;
    default:
      return null;
  }
}

export function searchRun(model: Model, result: CheckResult): SearchRun {
  const trace = traceOf(result);
  const shown = trace === null ? null : showTrace(model, trace, result.kind === 'property' ? result.loop : undefined);
  const { statesGenerated, distinctStates, queueLeft, depth } = result.stats;
  return {
    answers: {
      verdict: result.kind,
      detail: detailOf(result),
      statesGenerated,
      distinctStates,
      queueLeft,
      depth,
      exitCode: exitCodeOf(result),
      actions: shown?.steps.map((step) => step.action) ?? [],
      loop: shown?.loop === undefined ? null : { start: shown.loop.start, action: shown.loop.action },
    },
    trace: shown?.steps.map((step) => step.state) ?? [],
  };
}

const shown = (value: TlaValue | undefined): string => (value === undefined ? '(absent)' : printTlaValueOnOneLine(value));

/**
 * Null when the two behaviours have the same states, by value, in the same
 * order; else a sentence naming the first state and variable that differ
 * (states numbered from 1, as TLC numbers them).
 */
export function traceDifference(ours: readonly TlaState[], theirs: readonly TlaState[]): string | null {
  const length = Math.min(ours.length, theirs.length);
  for (let index = 0; index < length; index++) {
    const a = ours[index] as TlaState;
    const b = theirs[index] as TlaState;
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const name of names) {
      if (a[name] === undefined || b[name] === undefined || !tlaEquals(a[name], b[name])) {
        return `state ${index + 1} differs in ${name}: ${shown(a[name])} against ${shown(b[name])}`;
      }
    }
  }
  return ours.length === theirs.length
    ? null
    : `the behaviours have ${ours.length} and ${theirs.length} states (the first ${length} are equal)`;
}
