/** The errors generated code raises beyond the value library's own (TlcEvaluationError). */
import type { TlaValue } from '../../engine/trace/tla-value.js';

/** TLC's exit code for an evaluation failure during the search (EC.ExitStatus.ERROR_SPEC_EVAL... FAILURE_SPEC_EVAL). */
const EXIT_SPEC_EVALUATION = 75;

/**
 * An expression TLC cannot evaluate, said as TLC says it (the message) and
 * where (TLC's location text), with TLC's exit code; `detail` crosses threads
 * with the search's failure report.
 */
export class TlcRuntimeError extends Error {
  override readonly name = 'TlcRuntimeError';
  readonly detail: { readonly exitCode: number; readonly location: string; readonly reason: string };
  /** A successor TLC made and found incomplete counts as generated. */
  readonly countsAsGenerated: boolean;
  constructor(message: string, location: string, reason = 'evaluation') {
    super(message);
    this.detail = { exitCode: EXIT_SPEC_EVALUATION, location, reason };
    this.countsAsGenerated = reason === 'notCompletelySpecified';
  }
}

/** A value the packed layout has no room for: the layout of `variable` must be widened to hold `value`. */
export class LayoutOverflowError extends Error {
  override readonly name = 'LayoutOverflowError';
  readonly detail: { readonly variable: number; readonly value: TlaValue };
  constructor(variable: number, value: TlaValue) {
    super(`a value of variable ${variable} does not fit the packed layout`);
    this.detail = { variable, value };
  }
}
