/**
 * Checkpoints of a distributed search, taken at a level boundary: the
 * counters, the parent links (the coordinator's), and each worker's share of
 * the visited set and range of the level, as raw files with a SHA-256 each,
 * in a fresh `snapshot-<n>` folder named by `CURRENT` once complete (the
 * same atomic switch as one machine's checkpoints, engine/checkpoint.ts, whose
 * `readCheckpointContext` also reads these). The shares are in no particular
 * partitioning: a recovery deals the fingerprints to its own workers by its
 * own partition map and cuts the level anew, so any number of workers can
 * continue it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pack, unpack } from 'msgpackr';
import { CheckpointError } from '../../engine/checkpoint.js';

const FORMAT = 'monocheck-cluster-checkpoint';
const VERSION = 1;

export interface ClusterCounters {
  readonly level: number;
  readonly levelStart: number;
  readonly generated: number;
  readonly distinct: number;
  readonly depth: number;
  readonly seconds: number;
}

export interface ClusterSnapshot {
  readonly identity: string;
  readonly context: unknown;
  readonly counters: ClusterCounters;
  readonly parents: Uint32Array;
  readonly positions: Uint8Array;
  /** Per worker of the run that took it: fingerprints (pairs of 32-bit words) and its range of the level (stride bytes a state). */
  readonly fingerprints: readonly Uint8Array[];
  readonly states: readonly Uint8Array[];
}

interface FileRecord {
  readonly name: string;
  readonly bytes: number;
  readonly sha256: string;
}

interface Meta {
  readonly format: string;
  readonly version: number;
  readonly written: string;
  readonly identity: string;
  readonly context: unknown;
  readonly counters: ClusterCounters;
  readonly shares: number;
  readonly files: Record<string, FileRecord>;
}

function writeFile(folder: string, name: string, bytes: Uint8Array): FileRecord {
  writeFileSync(join(folder, name), bytes);
  return { name, bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function asBytes(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** Writes a snapshot under `dir` atomically (giving the event loop a turn between files, for heartbeats); returns its folder. */
export async function writeClusterCheckpoint(dir: string, snapshot: ClusterSnapshot): Promise<string> {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  mkdirSync(dir, { recursive: true });
  const pointer = join(dir, 'CURRENT');
  const previous = existsSync(pointer) ? readFileSync(pointer, 'utf8').trim() : null;
  const name = `snapshot-${previous === null ? 1 : Number(previous.replace('snapshot-', '')) + 1}`;
  const folder = join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  const files: Record<string, FileRecord> = {
    parents: writeFile(folder, 'parents.bin', asBytes(snapshot.parents)),
    positions: writeFile(folder, 'positions.bin', snapshot.positions),
  };
  for (const [share, bytes] of snapshot.fingerprints.entries()) {
    await turn();
    files[`fingerprints-${share}`] = writeFile(folder, `fingerprints-${share}.bin`, bytes);
  }
  for (const [share, bytes] of snapshot.states.entries()) {
    await turn();
    files[`states-${share}`] = writeFile(folder, `states-${share}.bin`, bytes);
  }
  const meta: Meta = { format: FORMAT, version: VERSION, written: new Date().toISOString(), identity: snapshot.identity, context: snapshot.context, counters: snapshot.counters, shares: snapshot.states.length, files };
  writeFileSync(join(folder, 'meta.msgpack'), pack(meta));
  writeFileSync(`${pointer}.tmp`, `${name}\n`);
  renameSync(`${pointer}.tmp`, pointer);
  for (const entry of readdirSync(dir)) if (entry.startsWith('snapshot-') && entry !== name) rmSync(join(dir, entry), { recursive: true, force: true });
  return folder;
}

function readVerified(folder: string, record: FileRecord | undefined): Uint8Array {
  if (record === undefined) throw new CheckpointError(`the checkpoint in ${folder} lists no such file`);
  const path = join(folder, record.name);
  if (!existsSync(path)) throw new CheckpointError(`the checkpoint is incomplete: ${path} is missing`);
  const bytes = readFileSync(path);
  if (bytes.byteLength !== record.bytes) throw new CheckpointError(`the checkpoint is damaged: ${path} has ${bytes.byteLength} bytes, ${record.bytes} were written`);
  if (createHash('sha256').update(bytes).digest('hex') !== record.sha256) throw new CheckpointError(`the checkpoint is damaged: ${path} does not match the hash recorded when it was written`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Whether `dir` holds a cluster checkpoint (not one machine's). */
export function isClusterCheckpoint(dir: string): boolean {
  try {
    const name = readFileSync(join(dir, 'CURRENT'), 'utf8').trim();
    return (unpack(readFileSync(join(dir, name, 'meta.msgpack'))) as Meta).format === FORMAT;
  } catch {
    return false;
  }
}

/** Reads and verifies the cluster checkpoint under `dir`. */
export function readClusterCheckpoint(dir: string): ClusterSnapshot {
  const pointer = join(dir, 'CURRENT');
  if (!existsSync(pointer)) throw new CheckpointError(`${dir} holds no checkpoint (no CURRENT file)`);
  const folder = join(dir, readFileSync(pointer, 'utf8').trim());
  let meta: Meta;
  try {
    meta = unpack(readFileSync(join(folder, 'meta.msgpack'))) as Meta;
  } catch (error) {
    throw new CheckpointError(`the checkpoint is damaged: ${join(folder, 'meta.msgpack')} cannot be read (${(error as Error).message})`);
  }
  if (meta?.format !== FORMAT) throw new CheckpointError(`${folder} is not a checkpoint of a cluster run (recover it without --cluster)`);
  if (meta.version !== VERSION) throw new CheckpointError(`the checkpoint has format version ${meta.version}; this monocheck reads version ${VERSION}`);
  const parents = readVerified(folder, meta.files.parents);
  const shares = Array.from({ length: meta.shares }, (_, share) => share);
  return {
    identity: meta.identity,
    context: meta.context,
    counters: meta.counters,
    parents: new Uint32Array(new Uint8Array(parents).buffer),
    positions: readVerified(folder, meta.files.positions),
    fingerprints: shares.map((share) => readVerified(folder, meta.files[`fingerprints-${share}`])),
    states: shares.map((share) => readVerified(folder, meta.files[`states-${share}`])),
  };
}
