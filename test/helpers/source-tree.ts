/** Temporary src/ folders for the tests of scripts that read one (check-layers.mjs, list-long-code.mjs). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const made: string[] = [];

/** A src/ folder in a temporary directory holding `files` (path under src/ -> text). */
export function sourceTree(files: Record<string, string>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'monocheck-src-')), 'src');
  made.push(dirname(root));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Removes the folders sourceTree made (for afterEach). */
export function removeSourceTrees(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
