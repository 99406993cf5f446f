/** What a TLC run printed, as tlc-output.ts reads it from its log: the verdict, the counts, the counterexample, progress. */
import type { TlaState } from '../engine/trace/tla-value.js';
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';

export type TlcVerdict =
  | { readonly kind: 'ok' }
  | { readonly kind: 'invariant'; readonly invariant: string }
  | { readonly kind: 'deadlock' }
  | { readonly kind: 'property'; readonly property: string }
  | { readonly kind: 'error'; readonly message: string }
  /** No verdict was printed: the run was stopped, or the log was cut short. */
  | { readonly kind: 'unfinished' };

/** What a log with this verdict says its counterexample's last state shows. */
export function claimOfVerdict(verdict: TlcVerdict): ClaimedOutcome {
  if (verdict.kind === 'invariant') return { kind: 'invariant', invariant: verdict.invariant };
  if (verdict.kind === 'deadlock') return { kind: 'deadlock' };
  if (verdict.kind === 'property') return { kind: 'property', property: verdict.property };
  return { kind: 'none' };
}

/** Where TLC locates a step, e.g. `<Next line 382, col 5 to line 391, col 19 of module Monopoly>`. */
export interface TlcStepLabel {
  /** The whole label without its angle brackets, e.g. `Initial predicate`, `Next line 382, ...`. */
  readonly text: string;
  /** The action TLC names (`Next`, `Init`), null for `<Initial predicate>`. */
  readonly action: string | null;
  readonly module: string | null;
  readonly line: number | null;
}

export interface TlcTraceState {
  /** The number TLC gave the state (1-based). */
  readonly number: number;
  readonly label: TlcStepLabel;
  readonly state: TlaState;
}

export interface TlcProgress {
  readonly depth: number;
  readonly timestamp: string;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly queueLeft: number;
}

export interface TlcRun {
  /** `2026.04.29.164809 (rev: cc6b616cf)`, from `TLC2 Version ...`. */
  readonly version: string | null;
  readonly mode: 'breadth-first' | 'depth-first' | 'simulation' | null;
  readonly toolMode: boolean;
  readonly verdict: TlcVerdict;
  /** Null when TLC printed no such count (a simulation prints no distinct count, a run cut short none at all). */
  readonly statesGenerated: number | null;
  readonly distinctStates: number | null;
  readonly queueLeft: number | null;
  readonly depth: number | null;
  /** The counterexample TLC printed, empty without one. */
  readonly trace: readonly TlcTraceState[];
  /**
   * For a lasso (a temporal property's counterexample): the index in `trace`
   * of the state the last one goes back to (`Back to state k`), or the last
   * index when it ends `State n: Stuttering`; null otherwise.
   */
  readonly loop: number | null;
  /** Why the counterexample cannot be taken as printed (a state cut short, unreadable, numbered twice...); null when it reads whole. */
  readonly traceProblem: string | null;
  readonly progress: readonly TlcProgress[];
  readonly warnings: readonly string[];
  readonly errors: readonly string[];
  /** TLC printed `Finished in ...`. */
  readonly finished: boolean;
}
