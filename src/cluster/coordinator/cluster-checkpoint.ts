/**
 * Checkpoints of a distributed search, taken at a level boundary: the
 * counters (the fingerprint width among them), the parent links (the
 * coordinator's), and each worker's share of the visited set and range of
 * the level, written by engine/snapshot-folder.ts as one machine's
 * checkpoints are (so `readCheckpointContext` reads these too). The shares
 * are in no particular partitioning: a recovery deals the fingerprints to
 * its own workers by its own partition map and cuts the level anew, so any
 * number of workers can continue it.
 */
import {
  CheckpointError,
  requireSameWidth,
  savedFingerprintBits,
  type CheckpointCounters,
  type SavedSearch,
} from '../../engine/checkpoint.js';
import type { FingerprintBits } from '../../engine/tables/fingerprint.js';
import { readSnapshotMeta, readVerified, requireFormat, SnapshotWriter, type SnapshotMeta } from '../../engine/snapshot-folder.js';

const FORMAT = 'monocheck-cluster-checkpoint';
const VERSION = 1;

/** One machine's counters at a level boundary (no cursor, no table partitions, no coverage); fingerprintBits absent: 64. */
export type ClusterCounters = Pick<
  CheckpointCounters,
  'level' | 'levelStart' | 'generated' | 'distinct' | 'depth' | 'seconds' | 'fingerprintBits'
>;

export interface ClusterSnapshot extends SavedSearch<ClusterCounters> {
  readonly parents: Uint32Array;
  readonly positions: Uint8Array;
  /**
   * Per worker of the run that took it: fingerprints (fingerprintBits / 32 words each) and its range of the level (stride bytes a state).
   */
  readonly fingerprints: readonly Uint8Array[];
  readonly states: readonly Uint8Array[];
}

type Meta = SnapshotMeta<ClusterCounters> & { readonly shares: number };

/** Writes a snapshot under `dir` atomically (giving the event loop a turn between files, for heartbeats); returns its folder. */
export async function writeClusterCheckpoint(dir: string, snapshot: ClusterSnapshot): Promise<string> {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const writer = new SnapshotWriter(dir);
  writer.file('parents', [snapshot.parents]);
  writer.file('positions', [snapshot.positions]);
  for (const [share, bytes] of snapshot.fingerprints.entries()) {
    await turn();
    writer.file(`fingerprints-${share}`, [bytes]);
  }
  for (const [share, bytes] of snapshot.states.entries()) {
    await turn();
    writer.file(`states-${share}`, [bytes]);
  }
  return writer.commit({
    format: FORMAT,
    version: VERSION,
    identity: snapshot.identity,
    context: snapshot.context,
    counters: snapshot.counters,
    shares: snapshot.states.length,
  });
}

/** Whether `dir` holds a cluster checkpoint (not one machine's). */
export function isClusterCheckpoint(dir: string): boolean {
  try {
    return readSnapshotMeta(dir).meta.format === FORMAT;
  } catch {
    return false;
  }
}

/** A checkpoint in `folder` that a cluster was asked to recover, taken by one machine's search. */
export class NotClusterCheckpointError extends CheckpointError {
  constructor(readonly folder: string) {
    super(`${folder} is not a checkpoint of a cluster run (recover it with a search on one machine)`);
  }
}

function readMeta(dir: string): { folder: string; meta: Meta } {
  const read = readSnapshotMeta<Meta>(dir);
  requireFormat(read.meta, FORMAT, VERSION, new NotClusterCheckpointError(read.folder));
  return read;
}

/** The counters of the cluster checkpoint under `dir` (without reading its data files). */
export function readClusterCounters(dir: string): ClusterCounters {
  return readMeta(dir).meta.counters;
}

/** Reads and verifies the cluster checkpoint under `dir`. */
function readClusterCheckpoint(dir: string): ClusterSnapshot {
  const { folder, meta } = readMeta(dir);
  const file = (key: string) => readVerified(folder, meta, key);
  const shares = Array.from({ length: meta.shares }, (_, share) => share);
  const parents = file('parents');
  return {
    identity: meta.identity,
    context: meta.context,
    counters: meta.counters,
    parents: new Uint32Array(parents.buffer, parents.byteOffset, parents.byteLength / 4),
    positions: file('positions'),
    fingerprints: shares.map((share) => file(`fingerprints-${share}`)),
    states: shares.map((share) => file(`states-${share}`)),
  };
}

/**
 * The cluster checkpoint in `dir`, for a recovery of the search `identity`,
 * and the fingerprint width the recovery runs with (`asked`, else the
 * checkpoint's); a CheckpointError if it was taken for another search or at
 * another width.
 */
export function recoverableCheckpoint(
  dir: string,
  identity: string,
  asked: FingerprintBits | undefined,
): { snapshot: ClusterSnapshot; fingerprintBits: FingerprintBits } {
  const snapshot = readClusterCheckpoint(dir);
  if (snapshot.identity !== identity)
    throw new CheckpointError(
      `the checkpoint in ${dir} was taken for another model or other options ` +
        `(${snapshot.identity}); recover it with the same model file and flags`,
    );
  const saved = savedFingerprintBits(dir, snapshot.counters);
  requireSameWidth(dir, saved, asked ?? saved);
  return { snapshot, fingerprintBits: asked ?? saved };
}
