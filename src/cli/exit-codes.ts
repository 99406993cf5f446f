/** TLC's exit codes (tlc2/output/EC.java, ExitStatus); monocheck adds none that clash with them. */
export const ExitCode = {
  success: 0,
  /** yargs usage errors: an unknown flag, a missing argument. */
  usage: 1,
  deadlock: 11,
  invariantViolation: 12,
  specError: 150,
  modelFileError: 151,
  other: 255,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
