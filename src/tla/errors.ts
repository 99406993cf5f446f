/**
 * Why a spec cannot be compiled, said once for every layer above: what is
 * wrong and where. The command line words it and exits with TLC's code for a
 * spec error (150) or a model file error (151).
 */
import type { SourceRange } from './syntax/ast.js';

/** The modules do not parse, use something monocheck does not compile, or name something that does not exist (TLC's exit 150). */
export class SpecError extends Error {
  override readonly name = 'SpecError';
  constructor(
    message: string,
    /** Where, when a place is to blame. */
    readonly at: SourceRange | null,
    /** What kind of problem: a syntax error, a construct monocheck cannot compile, or a name or use TLC would also refuse. */
    readonly reason: 'syntax' | 'unsupported' | 'semantic',
  ) {
    super(message);
  }
}

/** The model file names or assigns something the modules do not have (TLC's exit 151). */
export class ModelConfigError extends Error {
  override readonly name = 'ModelConfigError';
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}
