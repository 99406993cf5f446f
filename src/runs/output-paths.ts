/**
 * Output paths, checked before any work: a command that would write a file
 * or a folder asks here first, so that a wrong path costs the user a second,
 * not a finished search. Each check tries what the write will do (create the
 * file and remove it, create a folder inside the parent and remove it), so it
 * answers for permissions, read-only file systems and the like, even as root.
 * Writing later goes through `writeOutput`, which returns the reason of a
 * failure instead of throwing, so a result is never lost to a full disk.
 */
import { closeSync, constants, mkdtempSync, openSync, rmdirSync, statSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { displayPath } from './display-path.js';
import { fileFailure, isFileError } from '../input/file-failures.js';

/** A path given to a flag: a file written whole, or a folder written into. */
export interface OutputPath {
  /** The flag as typed, e.g. `--trace-out`. */
  readonly flag: string;
  readonly path: string;
  readonly kind: 'file' | 'folder';
}

/** Why a write failed, in a few plain words (`no space left on device`: file-failures.ts), else Node's message. */
export function writeFailure(error: unknown): string {
  return fileFailure(error);
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** The nearest folder (or file in the way) at or above `path` that exists. */
function nearestExisting(path: string): { path: string; stats: Stats } {
  let at = resolve(path);
  for (;;) {
    const stats = statOrNull(at);
    if (stats !== null) return { path: at, stats };
    const parent = dirname(at);
    if (parent === at) throw new Error(`no part of ${path} exists`);
    at = parent;
  }
}

/** Why an entry could not be made in the existing folder `folder`: ENOENT there means the folder refuses new entries (/proc). */
function creationFailure(error: unknown, folder: string, entries: string): string {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? `${displayPath(folder)} does not take new ${entries}` : writeFailure(error);
}

/** Null when a new entry can be made in `folder` (tried, then removed), else why not. */
function cannotCreateIn(folder: string): string | null {
  try {
    rmdirSync(mkdtempSync(join(folder, '.monocheck-write-test-')));
    return null;
  } catch (error) {
    return creationFailure(error, folder, 'folders');
  }
}

function fileProblem(output: OutputPath, where: string): string | null {
  const path = resolve(output.path);
  if (output.path.endsWith(sep) || output.path.endsWith('/')) return `${where} names a folder; give the name of a file.`;
  const stats = statOrNull(path);
  if (stats?.isDirectory()) return `${where} is a folder; give the name of a file (in it, or elsewhere).`;
  if (stats !== null) {
    // an existing file (or /dev/null, a pipe): open it for writing without emptying it
    try {
      closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK));
      return null;
    } catch (error) {
      return `${where} cannot be written: ${writeFailure(error)}.`;
    }
  }
  const parent = nearestExisting(dirname(path));
  if (!parent.stats.isDirectory()) return `${where} cannot be written: ${displayPath(parent.path)} is a file, not a folder.`;
  if (parent.path !== dirname(path))
    return `${where} cannot be written: the folder ${displayPath(dirname(path))} does not exist; create it first, or give another path.`;
  try {
    closeSync(openSync(path, 'wx'));
    unlinkSync(path);
    return null;
  } catch (error) {
    return `${where} cannot be written: ${creationFailure(error, parent.path, 'files')}.`;
  }
}

function folderProblem(output: OutputPath, where: string): string | null {
  const path = resolve(output.path);
  const existing = nearestExisting(path);
  if (!existing.stats.isDirectory()) {
    return existing.path === path
      ? `${where} is a file; give a folder (it is created if missing).`
      : `${where} cannot be created: ${displayPath(existing.path)} is a file, not a folder.`;
  }
  const refused = cannotCreateIn(existing.path);
  if (refused === null) return null;
  return existing.path === path ? `${where} cannot be written into: ${refused}.` : `${where} cannot be created: ${refused}.`;
}

/**
 * Why `output` cannot be written, as one sentence that names the flag and the
 * path; null when it can. Whatever the system answers on the way (a name too
 * long, a loop of symbolic links, a folder that cannot be searched) is such a
 * sentence too, never a thrown error.
 */
export function outputPathProblem(output: OutputPath): string | null {
  const where = `${output.flag} ${output.path}`;
  if (output.path === '') return `${output.flag} needs a path.`;
  try {
    return output.kind === 'file' ? fileProblem(output, where) : folderProblem(output, where);
  } catch (error) {
    if (!isFileError(error)) throw error;
    return `${where} cannot be written: ${fileFailure(error)}.`;
  }
}

/** The first problem among the paths given (undefined paths are flags not given). */
export function firstOutputProblem(outputs: readonly OutputPath[]): string | null {
  for (const output of outputs) {
    const problem = outputPathProblem(output);
    if (problem !== null) return problem;
  }
  return null;
}

/** Writes `contents` to the file of `output`; null when written, else why not (the caller still has its result). */
export function writeOutput(output: Pick<OutputPath, 'path'>, contents: string | Uint8Array): string | null {
  try {
    writeFileSync(output.path, contents);
    return null;
  } catch (error) {
    return writeFailure(error);
  }
}
