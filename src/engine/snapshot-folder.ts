/**
 * The folder a checkpoint lives in, written once for one machine's
 * checkpoints (checkpoint.ts) and a cluster's: raw binary files with their
 * size and SHA-256 in `meta.msgpack`, in a fresh `snapshot-<n>` folder that
 * the file `CURRENT` names once it is complete (write, then rename), after
 * which older snapshots are removed. A crash at any moment leaves `CURRENT`
 * naming a complete snapshot. Reading checks sizes and hashes and throws
 * CheckpointError with a sentence that says what is wrong.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { pack, unpack } from 'msgpackr';
import { readUserBytes, readUserFile } from '../input/read-text.js';
import { makeDirectory } from './make-directory.js';
import { runSteps } from './run-steps.js';

export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
}

export interface FileRecord {
  readonly name: string;
  readonly bytes: number;
  readonly sha256: string;
}

/** What every snapshot's `meta.msgpack` holds; `counters` and any other field are its writer's. */
export interface SnapshotMeta<Counters> {
  readonly format: string;
  readonly version: number;
  readonly written: string;
  /** What the search was (model, options), to check a recovery against. */
  readonly identity: string;
  /** What lets a CLI rebuild the search (opaque here). */
  readonly context: unknown;
  readonly counters: Counters;
  readonly files: Record<string, FileRecord>;
}

/** Bytes written (and hashed) between two steps of writeParts. */
export const WRITE_CHUNK = 1 << 26;

/**
 * Writes `parts` one after the other to `path`, yielding after each piece of
 * WRITE_CHUNK bytes (a search run by runStepsAsync then lets a signal be
 * heard while a checkpoint of gigabytes is written); returns their size and hash.
 */
function* writeParts(path: string, name: string, parts: readonly ArrayBufferView[]): Generator<void, FileRecord> {
  const hash = createHash('sha256');
  const fd = openSync(path, 'w');
  let bytes = 0;
  try {
    for (const part of parts) {
      const view = new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
      for (let at = 0; at < view.length; at += WRITE_CHUNK) {
        const piece = view.subarray(at, Math.min(view.length, at + WRITE_CHUNK));
        hash.update(piece);
        for (let written = 0; written < piece.length;) {
          const n = writeSync(fd, piece, written);
          if (n === 0) throw new Error(`the disk took no more bytes of ${path}`);
          written += n;
        }
        yield;
      }
      bytes += view.length;
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return { name, bytes, sha256: hash.digest('hex') };
}

function currentSnapshot(dir: string): string | null {
  const pointer = join(dir, 'CURRENT');
  if (!existsSync(pointer)) return null;
  try {
    return readUserFile(pointer, 'the checkpoint pointer', 'checkpointMeta').trim();
  } catch (error) {
    throw new CheckpointError(`the checkpoint is damaged: ${(error as Error).message}`);
  }
}

/** A snapshot being written under `dir`: files one at a time (a caller may yield between them), then `commit`. */
export class SnapshotWriter {
  readonly folder: string;
  private readonly name: string;
  private readonly files: Record<string, FileRecord> = {};

  constructor(private readonly dir: string) {
    makeDirectory(dir);
    const previous = currentSnapshot(dir);
    this.name = `snapshot-${previous === null ? 1 : Number(previous.replace('snapshot-', '')) + 1}`;
    this.folder = join(dir, this.name);
    rmSync(this.folder, { recursive: true, force: true });
    mkdirSync(this.folder);
  }

  /** Writes the file `key`.bin of `parts`, one after the other. */
  file(key: string, parts: readonly ArrayBufferView[]): void {
    runSteps(this.fileSteps(key, parts));
  }

  /** `file` as steps, one a piece written (see writeParts). */
  *fileSteps(key: string, parts: readonly ArrayBufferView[]): Generator<void, void> {
    this.files[key] = yield* writeParts(join(this.folder, `${key}.bin`), `${key}.bin`, parts);
  }

  /** Writes the metadata, makes this snapshot the current one, removes the older ones; returns the folder. */
  commit<Counters>(meta: Omit<SnapshotMeta<Counters>, 'written' | 'files'> & Record<string, unknown>): string {
    writeFileSync(join(this.folder, 'meta.msgpack'), pack({ ...meta, written: new Date().toISOString(), files: this.files }));
    const pointer = join(this.dir, 'CURRENT.tmp');
    writeFileSync(pointer, `${this.name}\n`);
    renameSync(pointer, join(this.dir, 'CURRENT'));
    for (const entry of readdirSync(this.dir)) {
      if (entry.startsWith('snapshot-') && entry !== this.name) rmSync(join(this.dir, entry), { recursive: true, force: true });
    }
    return this.folder;
  }
}

/** The metadata of the current snapshot under `dir` (without reading its data files), and its folder. */
export function readSnapshotMeta<Meta extends SnapshotMeta<unknown>>(dir: string): { folder: string; meta: Meta } {
  if (!existsSync(dir)) throw new CheckpointError(`there is no checkpoint folder ${dir}`);
  const name = currentSnapshot(dir);
  if (name === null) throw new CheckpointError(`${dir} holds no checkpoint (no CURRENT file)`);
  const folder = join(dir, name);
  try {
    return { folder, meta: unpack(readUserBytes(join(folder, 'meta.msgpack'), "the checkpoint's metadata", 'checkpointMeta')) as Meta };
  } catch (error) {
    throw new CheckpointError(`the checkpoint is damaged: ${join(folder, 'meta.msgpack')} cannot be read (${(error as Error).message})`);
  }
}

/** Throws unless `meta` is of `format`, version `version` (`otherFormat`: the sentence, or the error, for another format). */
export function requireFormat(meta: SnapshotMeta<unknown>, format: string, version: number, otherFormat: string | CheckpointError): void {
  if (meta?.format !== format) throw typeof otherFormat === 'string' ? new CheckpointError(otherFormat) : otherFormat;
  if (meta.version !== version)
    throw new CheckpointError(`the checkpoint has format version ${meta.version}; this monocheck reads version ${version}`);
}

/** Reads the file `key` of the snapshot into new shared memory, in pieces (files may pass 2 GiB), checking size and hash. */
export function readVerified(folder: string, meta: SnapshotMeta<unknown>, key: string): Uint8Array {
  const record = meta.files[key];
  if (record === undefined) throw new CheckpointError(`the checkpoint in ${folder} lists no file ${key}`);
  const path = join(folder, record.name);
  if (!existsSync(path)) throw new CheckpointError(`the checkpoint is incomplete: ${path} is missing`);
  const size = statSync(path).size;
  if (size !== record.bytes)
    throw new CheckpointError(`the checkpoint is damaged: ${path} has ${size} bytes, ${record.bytes} were written`);
  const tooLarge = () =>
    new CheckpointError(`the checkpoint's ${record.name} (${size.toLocaleString('en-US')} bytes) does not fit in this process's memory`);
  // past the machine's memory it cannot be held (a system that overcommits would otherwise say yes, then fail while reading)
  if (size > totalmem()) throw tooLarge();
  let target: Uint8Array;
  try {
    target = new Uint8Array(new SharedArrayBuffer(size));
  } catch {
    throw tooLarge();
  }
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  try {
    for (let at = 0; at < size;) {
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
  if (hash.digest('hex') !== record.sha256)
    throw new CheckpointError(`the checkpoint is damaged: ${path} does not match the hash recorded when it was written`);
  return target;
}
