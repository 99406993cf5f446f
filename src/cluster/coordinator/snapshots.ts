/** Taking a checkpoint from the workers, and dealing one out to them (see cluster-checkpoint.ts). */
import { strideOf, type ParentLinks } from '../../engine/bfs/batch-step.js';
import { PartitionMap } from '../partition-map.js';
import { ChunkKind, type StreamTotals } from '../protocol/chunk.js';
import { joinPayloads, sendBytes } from '../protocol/streams.js';
import type { RunSubjects } from '../protocol/subjects.js';
import type { KeyValueStore, Transport } from '../transport/transport.js';
import { writeClusterCheckpoint, type ClusterCounters, type ClusterSnapshot } from './cluster-checkpoint.js';
import { Yielder } from '../yielding.js';
import type { RunChannel } from './run-channel.js';

/** Numbers snapshots and restores within this process (they tag the chunks). */
let serial = 0;

/** Asks every worker for its share and writes the checkpoint under `dir`; returns its folder. */
export async function takeSnapshot(
  channel: RunChannel,
  dir: string,
  identity: string,
  context: unknown,
  counters: ClusterCounters,
  links: ParentLinks,
  grace: number,
): Promise<string> {
  const id = ++serial;
  const reports = await channel.run({ t: 'snapshot', id }, 'snapshotted');
  const fingerprints = await channel.uploads.complete(
    ChunkKind.snapshotFingerprints,
    id,
    0,
    reports.map((report) => report.fingerprints),
    grace,
    () => false,
  );
  const states = await channel.uploads.complete(
    ChunkKind.snapshotStates,
    id,
    0,
    reports.map((report) => report.states),
    grace,
    () => false,
  );
  channel.uploads.prune((kind, level) => !((kind === ChunkKind.snapshotFingerprints || kind === ChunkKind.snapshotStates) && level === id));
  const { parents, positions } = links.contents();
  const join32 = (runs: readonly Uint32Array[]) => {
    const all = new Uint32Array(runs.reduce((sum, run) => sum + run.length, 0));
    let at = 0;
    for (const run of runs) {
      all.set(run, at);
      at += run.length;
    }
    return all;
  };
  const snapshot: ClusterSnapshot = {
    identity,
    context,
    counters,
    parents: join32(parents),
    positions: joinPayloads(positions.map((payload) => ({ payload }))),
    fingerprints: fingerprints.map(joinPayloads),
    states: states.map(joinPayloads),
  };
  return await writeClusterCheckpoint(dir, snapshot);
}

/**
 * Deals a checkpoint out to the run's workers: each fingerprint to its owner
 * under a new partition map, the level cut into equal consecutive ranges.
 * Returns how many states of the level each worker holds.
 */
export async function restoreSnapshot(
  channel: RunChannel,
  transport: Transport,
  subjects: RunSubjects,
  store: KeyValueStore,
  runId: string,
  snapshot: ClusterSnapshot,
  stateBytes: number,
  width: number,
): Promise<number[]> {
  const id = ++serial;
  const workers = channel.workers;
  const map = PartitionMap.roundRobin(workers);
  const mapKey = `partitions-${runId}-restore-${id}`;
  await store.put(mapKey, map.toBytes());
  const owned = await dealFingerprints(snapshot.fingerprints, map, workers, width);
  const stride = strideOf(stateBytes);
  const level = joinPayloads(snapshot.states.map((payload) => ({ payload })));
  const total = level.length / stride;
  const counts = Array.from({ length: workers }, (_, rank) => Math.floor(total / workers) + (rank < total % workers ? 1 : 0));
  const fingerprints: StreamTotals[] = [];
  const states: StreamTotals[] = [];
  let first = 0;
  for (let rank = 0; rank < workers; rank++) {
    const send = (message: Uint8Array) => transport.publish(subjects.download(rank), message);
    const header = { from: 0, level: id, attempt: 0 };
    const ownedWords = owned[rank] as Uint32Array;
    fingerprints.push(
      await sendBytes(
        { ...header, kind: ChunkKind.restoreFingerprints },
        new Uint8Array(ownedWords.buffer, ownedWords.byteOffset, ownedWords.byteLength),
        width * 4,
        send,
        () => transport.flush(),
      ),
    );
    const count = counts[rank] as number;
    states.push(
      await sendBytes(
        { ...header, kind: ChunkKind.restoreStates },
        level.subarray(first * stride, (first + count) * stride),
        stride,
        send,
        () => transport.flush(),
      ),
    );
    first += count;
  }
  await transport.flush();
  await channel.run({ t: 'restore', id, partitionMapKey: mapKey, fingerprints, states, levelCounts: counts }, 'ready');
  return counts;
}

/**
 * The fingerprints (`width` words each) of every share, dealt to their owners
 * under `map` (two passes: count, then fill), with turns for the event loop.
 */
async function dealFingerprints(shares: readonly Uint8Array[], map: PartitionMap, workers: number, width: number): Promise<Uint32Array[]> {
  const yielder = new Yielder();
  const views = shares.map((share) => new Uint32Array(new Uint8Array(share).buffer));
  const sizes = new Array<number>(workers).fill(0);
  const STEP = 1 << 20;
  for (const words of views) {
    for (let at = 0; at < words.length; at += width) {
      if (at % STEP < width) await yielder.turn();
      const owner = map.ownerOf(words[at] as number);
      sizes[owner] = (sizes[owner] as number) + width;
    }
  }
  const owned = sizes.map((size) => new Uint32Array(size));
  const filled = new Array<number>(workers).fill(0);
  for (const words of views) {
    for (let at = 0; at < words.length; at += width) {
      if (at % STEP < width) await yielder.turn();
      const owner = map.ownerOf(words[at] as number);
      const target = owned[owner] as Uint32Array;
      const to = filled[owner] as number;
      for (let k = 0; k < width; k++) target[to + k] = words[at + k] as number;
      filled[owner] = to + width;
    }
  }
  return owned;
}
