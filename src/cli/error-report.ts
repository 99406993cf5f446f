/** What a command's error means for the user: the sentence on stderr and the exit code (TLC's where TLC has one). */
import { CheckpointError } from '../engine/checkpoint.js';
import { ClusterUrlError } from '../cluster/transport/connect.js';
import { ServerSilentError } from '../cluster/transport/transport.js';
import { ModelFileError } from '../tlc/cfg.js';
import { SpecChangedError } from '../runs/spec-beside-model.js';
import { NotMonopolyError } from '../runs/spec/checkable-spec.js';
import { MonopolyViewError } from '../monopoly/monopoly-view.js';
import { FlagValueError } from '../runs/flag-value-error.js';
import { ModelConfigError, SpecError } from '../tla/errors.js';
import { AssumptionFalseError } from '../tla/compile/compile-spec.js';
import { escapeControl } from '../input/quote.js';
import { ExitCode } from './exit-codes.js';
import { displayPath } from '../runs/display-path.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';
import { errorInCliWords } from './library-error-words.js';

/** Says `error` on the terminal's stderr and returns the exit code; an error monocheck did not expect is an internal error (255). */
export function reportError(error: unknown, terminal: Terminal): number {
  if (error instanceof UsageError || error instanceof FlagValueError) {
    terminal.err(`monocheck: ${errorInCliWords(error) ?? error.message}\n`);
    return ExitCode.usage;
  }
  // a Monopoly-only command or flag asked of another spec, or of states it cannot read as the game's
  if (error instanceof NotMonopolyError || error instanceof MonopolyViewError) {
    terminal.err(`monocheck: ${escapeControl(errorInCliWords(error) ?? error.message)}\n`);
    return ExitCode.notForThisSpec;
  }
  if (error instanceof ModelFileError) {
    const file = error.file === '' ? '' : displayPath(error.file);
    const where = error.line === undefined ? file : `${file}:${error.line}`;
    terminal.err(`monocheck: ${where ? `${where}: ` : ''}${errorInCliWords(error) ?? error.message}\n`);
    return error.breaksAssumption ? ExitCode.assumptionFalse : ExitCode.modelFileError;
  }
  if (error instanceof SpecError) {
    const where = error.at === null ? '' : `${displayPath(error.at.file)}:${error.at.line}:${error.at.column}: `;
    terminal.err(`monocheck: ${where}${escapeControl(errorInCliWords(error) ?? error.message)}\n`);
    return ExitCode.specError;
  }
  if (error instanceof ModelConfigError) {
    const where = error.line === undefined ? displayPath(error.file) : `${displayPath(error.file)}:${error.line}`;
    terminal.err(`monocheck: ${where}: ${escapeControl(error.message)}\n`);
    return ExitCode.modelFileError;
  }
  if (error instanceof AssumptionFalseError) {
    terminal.err(`monocheck: Error: ${error.message}\n`);
    return ExitCode.assumptionFalse;
  }
  if (error instanceof ClusterUrlError || error instanceof ServerSilentError) {
    terminal.err(`monocheck: ${error.message}\n`);
    return ExitCode.other;
  }
  if (error instanceof SpecChangedError) {
    terminal.err(`monocheck: ${errorInCliWords(error) ?? error.message}\n`);
    return ExitCode.specError;
  }
  if (error instanceof CheckpointError) {
    terminal.err(`monocheck: cannot recover: ${errorInCliWords(error) ?? error.message}\n`);
    return ExitCode.other;
  }
  const message = error instanceof Error ? error.message : String(error);
  terminal.err(`monocheck: internal error: ${message}\n`);
  if (process.env.MONOCHECK_DEBUG && error instanceof Error) terminal.err(`${error.stack}\n`);
  return ExitCode.other;
}
