/** Dropped shared buffers add up; once they pass 256 MiB, a full garbage collection runs and the count starts again. */
import { describe, expect, it } from 'vitest';
import { releaseDroppedBuffers } from '../../src/engine/release-memory.js';

const MIB = 2 ** 20;
/** A turn of the event loop: a WeakRef's target is kept alive until the job that made or read it ends. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A WeakRef to an object nothing else holds, made in a job of its own. */
async function unreachable(): Promise<WeakRef<object>> {
  const ref = new WeakRef({ payload: new Array<number>(1000).fill(1) });
  await nextTurn();
  return ref;
}

describe('releaseDroppedBuffers', () => {
  it('collects garbage once the bytes dropped pass 256 MiB, not before, and counts again from 0', async () => {
    // whatever earlier searches in this thread dropped: this passes the threshold, so the count starts from 0
    releaseDroppedBuffers(256 * MIB);
    await nextTurn();

    const first = await unreachable();
    releaseDroppedBuffers(200 * MIB);
    releaseDroppedBuffers(55 * MIB);
    await nextTurn();
    expect(first.deref()).toBeDefined();
    await nextTurn();

    releaseDroppedBuffers(1 * MIB);
    await nextTurn();
    expect(first.deref()).toBeUndefined();

    const second = await unreachable();
    releaseDroppedBuffers(128 * MIB);
    await nextTurn();
    expect(second.deref()).toBeDefined();
    await nextTurn();
    releaseDroppedBuffers(128 * MIB);
    await nextTurn();
    expect(second.deref()).toBeUndefined();
  });
});
