import type { CheckResult } from '../engine/result.js';

/** TLC's exit codes (tlc2/output/EC.java, ExitStatus); monocheck adds none that clash with them. */
export const ExitCode = {
  success: 0,
  /** yargs usage errors: an unknown flag, a missing argument. */
  usage: 1,
  deadlock: 11,
  invariantViolation: 12,
  /** A temporal property is violated (TLC's VIOLATION_LIVENESS). */
  propertyViolation: 13,
  specError: 150,
  modelFileError: 151,
  other: 255,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** The exit code of a search's result. */
export function exitCodeOf(result: CheckResult): ExitCodeValue {
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
      return ExitCode.other;
  }
}
