import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../src/explore/request-error.js';
import { workerScript } from '../../src/explore/worker-script.js';

describe('workerScript', () => {
  it('is the built script in dist/explore/, from the TypeScript sources too (npm test builds first)', () => {
    const url = workerScript('find-worker.js');
    expect(fileURLToPath(url)).toBe(fileURLToPath(new URL('../../dist/explore/find-worker.js', import.meta.url)));
    expect(existsSync(url)).toBe(true);
  });

  it('throws RequestError 500 naming the missing script and the build', () => {
    expect(() => workerScript('no-such-worker.js')).toThrow(RequestError);
    expect(() => workerScript('no-such-worker.js')).toThrow(
      /worker script .*dist\/explore\/no-such-worker\.js is missing; run `npm run build`$/,
    );
    expect(() => workerScript('no-such-worker.js')).toThrow(expect.objectContaining({ status: 500 }));
  });
});
