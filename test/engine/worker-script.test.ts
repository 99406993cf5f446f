/** The compiled script of a worker thread: found under dist/engine/ once built, refused in a sentence from the sources. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineScript } from '../../src/engine/worker-script.js';

type WorkerScript = typeof import('../../src/engine/worker-script.js');
/** The built module (dist/, built by `npm test` before vitest). */
const built = (await import(new URL('../../dist/engine/worker-script.js', import.meta.url).href)) as WorkerScript;
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

describe('engineScript', () => {
  it('resolves a script under dist/engine/ from the built module, as a file URL that exists', () => {
    const url = built.engineScript('bfs/bfs-worker.js');
    expect(url.protocol).toBe('file:');
    expect(fileURLToPath(url)).toBe(`${DIST}engine/bfs/bfs-worker.js`);
    expect(existsSync(url)).toBe(true);
  });

  it('refuses a script that is not built, saying what to run', () => {
    expect(() => built.engineScript('bfs/no-such-worker.js')).toThrow(
      'worker threads need the compiled build (dist/); run `npm run build`',
    );
  });

  it('refuses from the TypeScript sources, where no compiled script is beside it', () => {
    expect(() => engineScript('bfs/bfs-worker.js')).toThrow('worker threads need the compiled build (dist/)');
  });
});
