/**
 * The files a command was asked to write (--trace-out, --html, ...): refused
 * before any work when their paths cannot be written (exit 1), and written at
 * the end without ever costing the result: stderr says what was written, what
 * was not and why, and the exit code stays the result's.
 */
import { displayPath } from '../runs/display-path.js';
import { firstOutputProblem, writeOutput, type OutputPath } from '../runs/output-paths.js';
import { firstOverwrittenInput, type InputPath } from '../runs/run-inputs.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

/** The file output of `flag`, or undefined when the flag was not given. */
export function fileOutput(flag: string, path: string | undefined): OutputPath | undefined {
  return path === undefined ? undefined : { flag, path, kind: 'file' };
}

/** The folder output of `flag`, or undefined when the flag was not given. */
export function folderOutput(flag: string, path: string | undefined): OutputPath | undefined {
  return path === undefined ? undefined : { flag, path, kind: 'folder' };
}

/**
 * Throws a UsageError naming the first flag whose path cannot be written, or
 * would overwrite one of the run's `inputs` (run-inputs.ts); call it before any work.
 */
export function requireWritable(outputs: readonly (OutputPath | undefined)[], inputs: readonly InputPath[] = []): void {
  const given = outputs.filter((output): output is OutputPath => output !== undefined);
  const problem = firstOutputProblem(given) ?? firstOverwrittenInput(given, inputs);
  if (problem !== null) throw new UsageError(problem);
}

/** Writes `what` (e.g. `the counterexample (TLC's -dumpTrace json)`) to `output` and says so on stderr; false when it could not. */
export function writeReported(terminal: Terminal, output: OutputPath, what: string, contents: string): boolean {
  const failure = writeOutput(output, contents);
  if (failure === null) terminal.err(`monocheck: wrote ${what} to ${displayPath(output.path)}\n`);
  else terminal.err(`monocheck: could not write ${what} to ${output.flag} ${output.path}: ${failure}\n`);
  return failure === null;
}

/** Says on stderr that `output` was not written, and why (`there is no counterexample`). */
export function reportNotWritten(terminal: Terminal, output: OutputPath, why: string): void {
  terminal.err(`monocheck: ${why}, so nothing was written to ${output.flag} ${output.path}\n`);
}
