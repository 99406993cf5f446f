/**
 * Returning large buffers to the system at once. A SharedArrayBuffer dropped
 * by every thread (the old visited set after it grew, a level chunk spilled to
 * disk) is freed only when each thread's garbage collector runs, and V8 may
 * not run it for a long time, because these buffers barely touch its own
 * heap: the memory then stays taken and the process can be killed while its
 * budget says there is room. A search reports what it drops, and once that
 * adds up to 256 MiB a full collection is run.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const COLLECT_AFTER_BYTES = 256 * 2 ** 20;

let collect: (() => void) | undefined;
let droppedSinceCollection = 0;

/** Notes that this thread dropped `bytes` of shared buffers; runs a full collection once that passes 256 MiB. */
export function releaseDroppedBuffers(bytes: number): void {
  droppedSinceCollection += bytes;
  if (droppedSinceCollection < COLLECT_AFTER_BYTES) return;
  droppedSinceCollection = 0;
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
