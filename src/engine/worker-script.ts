import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A compiled script of the engine for a worker thread (`path` under
 * dist/engine/, e.g. 'bfs/bfs-worker.js'); it exists once built (not when
 * running TypeScript sources). The path goes up to dist/ and down again, so
 * that it resolves the same from this module and from the command line's
 * bundle, dist/cli/monocheck.js (see scripts/bundle-cli.mjs).
 */
export function engineScript(path: string): URL {
  const url = new URL(`../engine/${path}`, import.meta.url);
  if (!existsSync(fileURLToPath(url))) throw new Error('worker threads need the compiled build (dist/); run `npm run build`');
  return url;
}
