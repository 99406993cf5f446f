/**
 * Why a file or folder could not be read, written or made, in a few plain
 * words: one table for every reader and writer of the user's paths, so that
 * one cause reads the same wherever it is met (`it is a folder`, never
 * `a directory` here and `a folder` there).
 */

/** The system's error codes (errno) as phrases that finish `cannot read X: ...` or `X cannot be written: ...`. */
const REASONS = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'a file is in the way',
  ENAMETOOLONG: 'a name in the path is too long',
  ELOOP: 'the path goes round a loop of symbolic links',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file would be larger than the file system allows',
  EOVERFLOW: 'the file is too large',
  EMFILE: 'this process has too many files open',
  ENFILE: 'the system has too many files open',
  ENXIO: 'nothing is at the other end (a pipe that no process has open, or a device that is not there)',
  ENODEV: 'no such device',
  EBUSY: 'the file is busy',
  ETXTBSY: 'the file is a program that is running',
  EINVAL: 'the file system does not take this name or this kind of file',
  EAGAIN: 'the file is not ready (try again)',
  EIO: 'input/output error',
  ESTALE: 'a network file that is no longer there (stale file handle)',
} as const satisfies Record<string, string>;
const PHRASE_OF: Readonly<Record<string, string | undefined>> = REASONS;

/** The errno of a failed file operation, or undefined for any other error. */
export function errnoOf(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The phrase of an errno that the table has (`EISDIR`: `it is a folder`). */
export function errnoPhrase(code: keyof typeof REASONS): string {
  return REASONS[code];
}

/** Why a file operation failed: the phrase of its errno, else the error's own message. */
export function fileFailure(error: unknown): string {
  const phrase = PHRASE_OF[errnoOf(error) ?? ''];
  if (phrase !== undefined) return phrase;
  return error instanceof Error ? error.message : String(error);
}

/** Whether `error` is the system's answer about a path (an errno this table or the system knows), as opposed to a bug. */
export function isFileError(error: unknown): boolean {
  return error instanceof Error && /^E[A-Z0-9]+$/.test(errnoOf(error) ?? '');
}
