/** Reading a file the user named, with one plain phrase for why it cannot be read. */
import { readFileSync } from 'node:fs';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
};

/** Why reading a file failed: `no such file`, `permission denied`, ..., else Node's message. */
export function readFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return REASONS[code] ?? (error instanceof Error ? error.message : String(error));
}

/** The file's text, or a thrown Error whose message is `cannot read WHAT 'PATH': REASON`. */
export function readUserFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${what} '${path}': ${readFailure(error)}`, { cause: error });
  }
}
