/**
 * Scratch folders for tests: made under the system's temporary folder and
 * removed after the test file that made them (test/helpers/remove-temporary-folders.ts,
 * a vitest setup file), so that `npm test` leaves nothing behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty folder named `prefix` and six random characters, removed when the current test file is done. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Removes every folder temporaryFolder made so far. */
export function removeTemporaryFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
