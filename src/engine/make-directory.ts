import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Creates the folder `path` and its missing parents, one level at a time, so
 * that it ends: Node's `mkdirSync(path, { recursive: true })` retries forever
 * where a parent refuses new entries with ENOENT (`/proc/nope`). Throws fs's
 * error (ENOENT, EACCES, ENOTDIR, EEXIST for a file in the way) otherwise.
 */
export function makeDirectory(path: string): void {
  const missing: string[] = [];
  let at = resolve(path);
  while (!existsSync(at)) {
    missing.push(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // another process made it meanwhile
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(folder).isDirectory()) throw error;
    }
  }
  if (missing.length === 0 && !statSync(at).isDirectory()) {
    throw Object.assign(new Error(`EEXIST: file already exists, mkdir '${at}'`), { code: 'EEXIST', path: at });
  }
}
