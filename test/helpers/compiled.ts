/**
 * The compiled library (dist/, built by `npm test` before vitest): worker
 * threads run compiled JavaScript, so tests of parallel searches go through it.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';

type Library = typeof import('../../src/index.js');

export async function compiledLibrary(): Promise<Library> {
  const entry = pathToFileURL(fileURLToPath(new URL('../../dist/index.js', import.meta.url))).href;
  return (await import(entry)) as Library;
}
