/**
 * Comparing a TLC run with monocheck's run of the same model: verdict,
 * invariant, the counts, depth, trace length and the counterexample itself,
 * one row each, every row saying whether the two agree.
 */
import { tlaEquals, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import type { TlcRun } from './tlc-output.js';

/** The verdicts either side can reach (`limit` is monocheck's stop at --max-states or --time-limit). */
export type RunVerdict = 'ok' | 'invariant' | 'deadlock' | 'property' | 'error' | 'unfinished' | 'limit';

/** One run's answers, as compared. Null where the run gives no such number. */
export interface RunAnswers {
  readonly verdict: RunVerdict;
  readonly invariant: string | null;
  /** The temporal property violated, else null. */
  readonly property: string | null;
  readonly statesGenerated: number | null;
  readonly distinctStates: number | null;
  readonly depth: number | null;
  readonly queueLeft: number | null;
  readonly traceLength: number;
  /** The counterexample's states, empty without one. */
  readonly trace: readonly TlaState[];
}

export type RowValue = string | number | null;

export interface ComparisonRow {
  /** `verdict`, `states generated`, ... as printed. */
  readonly label: string;
  /** The same in camelCase, for JSON: `verdict`, `statesGenerated`, ... */
  readonly key: string;
  readonly tlc: RowValue;
  readonly monocheck: RowValue;
  readonly same: boolean;
  /**
   * False for a row shown but not judged: where a temporal property is
   * violated, TLC stops at the first of its periodic liveness checks that
   * finds a counterexample, so its counts (and its lasso) depend on timing.
   */
  readonly compared: boolean;
}

/** TLC's answers as printed in its log. */
export function answersOfTlcRun(run: TlcRun): RunAnswers {
  return {
    verdict: run.verdict.kind,
    invariant: run.verdict.kind === 'invariant' ? run.verdict.invariant : null,
    property: run.verdict.kind === 'property' ? run.verdict.property : null,
    statesGenerated: run.statesGenerated,
    distinctStates: run.distinctStates,
    depth: run.depth,
    queueLeft: run.queueLeft,
    traceLength: run.trace.length,
    trace: run.trace.map((step) => step.state),
  };
}

/**
 * The 1-based number of the first state where two behaviours differ (comparing
 * the variables both have), the length of the shorter plus one when one is a
 * prefix of the other, or null when they are the same.
 */
export function firstDifferingState(a: readonly TlaState[], b: readonly TlaState[]): number | null {
  const shorter = Math.min(a.length, b.length);
  for (let index = 0; index < shorter; index++) {
    const left = a[index] as TlaState;
    const right = b[index] as TlaState;
    const names = Object.keys(left).filter((name) => name in right);
    if (names.length === 0 || names.some((name) => !tlaEquals(left[name] as TlaValue, right[name] as TlaValue))) return index + 1;
  }
  return a.length === b.length ? null : shorter + 1;
}

/** The rows of the comparison, in the order they are printed. */
export function compareAnswers(tlc: RunAnswers, monocheck: RunAnswers): ComparisonRow[] {
  // where both find a temporal property violated, only the verdict and the property are TLC's to match
  const liveness = tlc.verdict === 'property' && monocheck.verdict === 'property';
  const row = (label: string, key: string, left: RowValue, right: RowValue, judged = true): ComparisonRow => ({
    label,
    key,
    tlc: left,
    monocheck: right,
    same: !judged || left === right,
    compared: judged,
  });
  const rows = [
    row('verdict', 'verdict', tlc.verdict, monocheck.verdict),
    row('invariant', 'invariant', tlc.invariant, monocheck.invariant),
    ...(tlc.property !== null || monocheck.property !== null ? [row('property', 'property', tlc.property, monocheck.property)] : []),
    row('states generated', 'statesGenerated', tlc.statesGenerated, monocheck.statesGenerated, !liveness),
    row('distinct states', 'distinctStates', tlc.distinctStates, monocheck.distinctStates, !liveness),
    row('depth', 'depth', tlc.depth, monocheck.depth, !liveness),
    row('states left on queue', 'queueLeft', tlc.queueLeft, monocheck.queueLeft, !liveness),
    row('trace length', 'traceLength', tlc.traceLength, monocheck.traceLength, !liveness),
  ];
  if (liveness) return rows;
  if (tlc.trace.length > 0 || monocheck.trace.length > 0) {
    const differsAt = firstDifferingState(tlc.trace, monocheck.trace);
    const states = (count: number) => `${count} state${count === 1 ? '' : 's'}`;
    const describe = (answers: RunAnswers) => (answers.trace.length === 0 ? null : states(answers.trace.length));
    rows.push({
      label: 'counterexample',
      key: 'counterexample',
      tlc: describe(tlc),
      monocheck: differsAt === null ? `the same ${states(monocheck.trace.length)}` : `differs from state ${differsAt}`,
      same: differsAt === null,
      compared: true,
    });
  }
  return rows;
}
