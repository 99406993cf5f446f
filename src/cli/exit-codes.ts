import type { CheckResult } from '../engine/result.js';
import type { Terminal } from './terminal.js';

/**
 * TLC's exit codes (tlc2/output/EC.java, ExitStatus), and monocheck's own
 * that clash with none of them: 1 here, 20 (disagreement.ts), 130 and 143
 * (signals.ts). docs/errors.md says when each is given.
 */
export const ExitCode = {
  success: 0,
  /** monocheck's: a usage mistake (yargs's, a bad flag value, an output path that cannot be written). */
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

/** Says an error result's sentence on stderr, where every error is said (the report on stdout says only that the search stopped). */
export function reportSearchError(result: CheckResult, terminal: Pick<Terminal, 'err'>): void {
  if (result.kind === 'error') terminal.err(`monocheck: ${result.message}\n`);
}
