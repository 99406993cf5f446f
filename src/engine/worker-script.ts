import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The compiled worker script (engine/bfs/bfs-worker.js); it exists once built (not
 * when running TypeScript sources). The path goes up to dist/ and down again,
 * so that it resolves the same from this module and from the command line's
 * bundle, dist/cli/monocheck.js (see scripts/bundle-cli.mjs).
 */
export function workerScript(): URL {
  const url = new URL('../engine/bfs/bfs-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) throw new Error('worker threads need the compiled build (dist/); run `npm run build`');
  return url;
}
