/**
 * Returning large buffers to the system at once. A SharedArrayBuffer dropped
 * by every thread (the old visited set after it grew, a level chunk spilled to
 * disk) is freed only when each thread's garbage collector runs, and V8 may
 * not run it for a long time, because these buffers barely touch its own
 * heap: the memory then stays taken and the process can be killed while its
 * budget says there is room. A search asks for a full collection right after
 * it drops such a buffer.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** Runs a full garbage collection in this thread (V8's gc, exposed for the purpose). */
export function releaseDroppedBuffers(): void {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
