/** Where the explorer's worker threads' scripts are. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RequestError } from './request-error.js';

/**
 * The compiled worker script `name` (`find-worker.js`). The package root is
 * two folders up from src/explore/, dist/explore/ and the CLI bundle in
 * dist/cli/ alike, so the TypeScript sources (in tests) use the built script too.
 */
export function workerScript(name: string): URL {
  const url = new URL(`../../dist/explore/${name}`, import.meta.url);
  if (!existsSync(fileURLToPath(url)))
    throw new RequestError(500, `the explorer's worker script ${fileURLToPath(url)} is missing; run \`npm run build\``);
  return url;
}
