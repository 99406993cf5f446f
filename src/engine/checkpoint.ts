/**
 * Checkpoints of a breadth-first search, taken between two slices: the
 * visited set, the parent links, the level being expanded (whole) and the
 * next level so far, as raw binary files, with the counters and a SHA-256 of
 * every file in `meta.msgpack`.
 *
 * Writing is atomic: a checkpoint goes into a fresh folder `snapshot-<n>`,
 * then the file `CURRENT` is replaced (write, then rename) to name it, then
 * older snapshots are removed. A crash at any moment leaves `CURRENT` naming
 * a complete snapshot. Reading checks the version, the sizes and the hashes,
 * and throws CheckpointError with a sentence that says what is wrong.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pack, unpack } from 'msgpackr';
import { makeDirectory } from './make-directory.js';

const FORMAT = 'monocheck-bfs-checkpoint';
const VERSION = 2;

/** Where the search stood, and everything it had counted. */
export interface CheckpointCounters {
  /** Level being expanded (1 = initial states) and the next parent of it to expand. */
  readonly level: number;
  readonly cursor: number;
  readonly levelStart: number;
  readonly generated: number;
  readonly distinct: number;
  readonly depth: number;
  /** Into how many partitions the visited set is cut (see fingerprint-table.ts). */
  readonly tablePartitions: number;
  /** Bits per fingerprint of the visited set; absent in checkpoints written before the width could be chosen, which hold 64. */
  readonly fingerprintBits?: number;
  /** Search seconds before this checkpoint, over every earlier run. */
  readonly seconds: number;
  readonly coverageGenerated: readonly number[] | null;
  readonly coverageEnabled: readonly number[] | null;
  readonly coverageDistinct: readonly number[] | null;
}

export interface CheckpointContents {
  readonly counters: CheckpointCounters;
  /** What the search was (model, options), to check a recovery against and to let a CLI rebuild it. */
  readonly identity: string;
  readonly context: unknown;
  /** The visited set's words, the parent links, and the two levels (stride bytes per state). */
  readonly table: Uint32Array;
  readonly parents: readonly Uint32Array[];
  readonly positions: readonly Uint8Array[];
  readonly frontier: readonly Uint8Array[];
  readonly next: readonly Uint8Array[];
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
  readonly counters: CheckpointCounters;
  readonly files: Record<'table' | 'parents' | 'positions' | 'frontier' | 'next', FileRecord>;
}

export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
}

const WRITE_CHUNK = 1 << 26;

/** Writes `parts` one after the other to `path`; returns their size and hash. */
function writeParts(path: string, name: string, parts: readonly ArrayBufferView[]): FileRecord {
  const hash = createHash('sha256');
  const fd = openSync(path, 'w');
  let bytes = 0;
  try {
    for (const part of parts) {
      const view = new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
      for (let at = 0; at < view.length; at += WRITE_CHUNK) {
        const piece = view.subarray(at, Math.min(view.length, at + WRITE_CHUNK));
        hash.update(piece);
        for (let written = 0; written < piece.length; ) {
          const n = writeSync(fd, piece, written);
          if (n === 0) throw new Error(`the disk took no more bytes of ${path}`);
          written += n;
        }
      }
      bytes += view.length;
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return { name, bytes, sha256: hash.digest('hex') };
}

/** Writes a checkpoint under `dir` atomically; returns the snapshot folder. */
export function writeCheckpoint(dir: string, contents: CheckpointContents): string {
  makeDirectory(dir);
  const previous = currentSnapshot(dir);
  const serial = previous === null ? 1 : Number(previous.replace('snapshot-', '')) + 1;
  const name = `snapshot-${serial}`;
  const folder = join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  const files = {
    table: writeParts(join(folder, 'table.bin'), 'table.bin', [contents.table]),
    parents: writeParts(join(folder, 'parents.bin'), 'parents.bin', contents.parents),
    positions: writeParts(join(folder, 'positions.bin'), 'positions.bin', contents.positions),
    frontier: writeParts(join(folder, 'frontier.bin'), 'frontier.bin', contents.frontier),
    next: writeParts(join(folder, 'next.bin'), 'next.bin', contents.next),
  };
  const meta: Meta = { format: FORMAT, version: VERSION, written: new Date().toISOString(), identity: contents.identity, context: contents.context, counters: contents.counters, files };
  writeFileSync(join(folder, 'meta.msgpack'), pack(meta));
  const pointer = join(dir, 'CURRENT.tmp');
  writeFileSync(pointer, `${name}\n`);
  renameSync(pointer, join(dir, 'CURRENT'));
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('snapshot-') && entry !== name) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  return folder;
}

function currentSnapshot(dir: string): string | null {
  const pointer = join(dir, 'CURRENT');
  if (!existsSync(pointer)) return null;
  return readFileSync(pointer, 'utf8').trim();
}

/** Reads a file of the snapshot into new shared memory, in pieces (files may pass 2 GiB), checking size and hash. */
function readVerified(folder: string, record: FileRecord): Uint8Array {
  const path = join(folder, record.name);
  if (!existsSync(path)) throw new CheckpointError(`the checkpoint is incomplete: ${path} is missing`);
  const size = statSync(path).size;
  if (size !== record.bytes) throw new CheckpointError(`the checkpoint is damaged: ${path} has ${size} bytes, ${record.bytes} were written`);
  const target = new Uint8Array(new SharedArrayBuffer(size));
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  try {
    for (let at = 0; at < size; ) {
      const piece = target.subarray(at, Math.min(size, at + WRITE_CHUNK));
      let read = 0;
      while (read < piece.length) {
        const n = readSync(fd, piece, read, piece.length - read, at + read);
        if (n === 0) throw new CheckpointError(`the checkpoint is damaged: ${path} ended early`);
        read += n;
      }
      hash.update(piece);
      at += piece.length;
    }
  } finally {
    closeSync(fd);
  }
  if (hash.digest('hex') !== record.sha256) throw new CheckpointError(`the checkpoint is damaged: ${path} does not match the hash recorded when it was written`);
  return target;
}

/** The metadata of the checkpoint under `dir` (without reading its data files). */
function readMeta(dir: string): Meta {
  if (!existsSync(dir)) throw new CheckpointError(`there is no checkpoint folder ${dir}`);
  const name = currentSnapshot(dir);
  if (name === null) throw new CheckpointError(`${dir} holds no checkpoint (no CURRENT file)`);
  try {
    return unpack(readFileSync(join(dir, name, 'meta.msgpack'))) as Meta;
  } catch (error) {
    throw new CheckpointError(`the checkpoint is damaged: ${join(dir, name, 'meta.msgpack')} cannot be read (${(error as Error).message})`);
  }
}

/** The context stored with the checkpoint under `dir` (without reading its data files). */
export function readCheckpointContext(dir: string): unknown {
  return readMeta(dir).context;
}

/** The counters stored with the checkpoint under `dir` (without reading its data files). */
export function readCheckpointCounters(dir: string): CheckpointCounters {
  return readMeta(dir).counters;
}

/** Reads and verifies the checkpoint under `dir` (the folder given to writeCheckpoint). */
export function readCheckpoint(dir: string): CheckpointContents & { readonly folder: string } {
  if (!existsSync(dir)) throw new CheckpointError(`there is no checkpoint folder ${dir}`);
  const name = currentSnapshot(dir);
  if (name === null) throw new CheckpointError(`${dir} holds no checkpoint (no CURRENT file)`);
  const folder = join(dir, name);
  let meta: Meta;
  try {
    meta = unpack(readFileSync(join(folder, 'meta.msgpack'))) as Meta;
  } catch (error) {
    throw new CheckpointError(`the checkpoint is damaged: ${join(folder, 'meta.msgpack')} cannot be read (${(error as Error).message})`);
  }
  if (meta?.format !== FORMAT) throw new CheckpointError(`${folder} is not a monocheck checkpoint`);
  if (meta.version !== VERSION) throw new CheckpointError(`the checkpoint has format version ${meta.version}; this monocheck reads version ${VERSION}`);
  const words = (bytes: Uint8Array) => new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  return {
    folder,
    counters: meta.counters,
    identity: meta.identity,
    context: meta.context,
    table: words(readVerified(folder, meta.files.table)),
    parents: [words(readVerified(folder, meta.files.parents))],
    positions: [readVerified(folder, meta.files.positions)],
    frontier: [readVerified(folder, meta.files.frontier)],
    next: [readVerified(folder, meta.files.next)],
  };
}
