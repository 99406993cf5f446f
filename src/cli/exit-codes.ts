import type { ModelFailure } from '../engine/model.js';
import type { CheckResult } from '../engine/result.js';
import type { Terminal } from './terminal.js';

/**
 * TLC's exit codes (tlc2/output/EC.java, ExitStatus), and monocheck's own
 * that clash with none of them: 1 and 2 here, 20 (disagreement.ts), 130 and 143
 * (signals.ts). docs/errors.md says when each is given.
 */
export const ExitCode = {
  success: 0,
  /** monocheck's: a usage mistake (yargs's, a bad flag value, an output path that cannot be written). */
  usage: 1,
  /**
   * monocheck's: the command or flag reads what the spec does not have:
   * Monopoly's variables (the board, strategies, turns, landing statistics,
   * witnesses, replay scripts) asked of a compiled spec without them, or a
   * state whose values the game's reading cannot take.
   */
  notForThisSpec: 2,
  /** An ASSUME of the spec is false for the model's constants (TLC's VIOLATION_ASSUMPTION). */
  assumptionFalse: 10,
  deadlock: 11,
  invariantViolation: 12,
  /** A temporal property is violated (TLC's VIOLATION_LIVENESS). */
  propertyViolation: 13,
  /** A false Assert (TLC's VIOLATION_ASSERT). */
  assertFailed: 14,
  /** An expression of the spec cannot be evaluated during the search (TLC's ERROR_SPEC_EVAL / FAILURE_SPEC_EVAL). */
  evaluationFailed: 75,
  /** An invariant cannot be evaluated (TLC's FAILURE_SAFETY_EVAL). */
  invariantEvaluationFailed: 76,
  specError: 150,
  modelFileError: 151,
  other: 255,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * The exit code of a search's result. A search that went on past invariant
 * violations (--continue) and found some exits 12 however it ended (a
 * deadlock, a limit), unless by an error: CI must not pass a spec that fails.
 */
export function exitCodeOf(result: CheckResult): ExitCodeValue {
  if ((result.violations?.length ?? 0) > 0 && result.kind !== 'error' && !(result.kind === 'limit' && result.limit === 'interrupted'))
    return ExitCode.invariantViolation;
  switch (result.kind) {
    case 'ok':
      return ExitCode.success;
    case 'limit':
      return result.limit === 'interrupted' ? ExitCode.other : ExitCode.success;
    case 'invariant':
      return ExitCode.invariantViolation;
    case 'deadlock':
      return ExitCode.deadlock;
    case 'property':
      return ExitCode.propertyViolation;
    case 'error':
      return result.failure === undefined ? ExitCode.other : failureExitCode(result.failure);
  }
}

/**
 * TLC's exit code for a model's failure: the error's own (an evaluation error,
 * a false Assert, an overflow), 76 for an invariant that cannot be evaluated.
 */
export function failureExitCode(failure: ModelFailure): ExitCodeValue {
  if (failure.replayFailure !== undefined) return ExitCode.evaluationFailed;
  if (failure.during === 'invariant') return ExitCode.invariantEvaluationFailed;
  const { exitCode: code, reason } = (failure.detail ?? {}) as { exitCode?: unknown; reason?: unknown };
  // in Init, TLC reports every evaluation error as 75, but a state left incomplete as 255
  if (failure.during === 'initial') return reason === 'notCompletelySpecified' ? ExitCode.other : ExitCode.evaluationFailed;
  if (code === 14) return ExitCode.assertFailed;
  if (code === 75) return ExitCode.evaluationFailed;
  return ExitCode.other;
}

/** Says an error result's sentence on stderr, where every error is said (the report on stdout says only that the search stopped). */
export function reportSearchError(result: CheckResult, terminal: Pick<Terminal, 'err'>): void {
  if (result.kind === 'error') terminal.err(`monocheck: ${result.message}\n`);
}
