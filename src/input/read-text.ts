/**
 * Reading a file the user named: at most a size limit of it, so that a
 * device (`/dev/zero`), a pipe that never ends or a huge file costs one
 * sentence, not all the memory there is; and one plain phrase for why it
 * cannot be read. Every command reads its outside files here.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { errnoPhrase, fileFailure } from './file-failures.js';
import { escapeControl } from './quote.js';

const MiB = 1024 * 1024;

/** The most monocheck reads of each kind of outside file, far more than any real one holds; `name` as the refusal says it. */
export const SIZE_LIMITS = {
  /** A TLC model file (.cfg): a few hundred bytes. */
  modelFile: { bytes: MiB, name: 'a model file' },
  /** A TLA+ module beside a model file: Monopoly.tla is 20 KB. */
  module: { bytes: 4 * MiB, name: 'a TLA+ module' },
  /** A replay script: a line a step. */
  script: { bytes: 64 * MiB, name: 'a replay script' },
  /** A landing table to compare with (simulate --compare-landing): 40 rows, a few KB. */
  table: { bytes: MiB, name: 'a landing table' },
  /** A PEM file (a certificate, a key): a few KB. */
  pem: { bytes: MiB, name: 'a PEM file' },
  /** A checkpoint's metadata or its CURRENT pointer (its data files are checked against the sizes this records). */
  checkpointMeta: { bytes: 64 * MiB, name: "a checkpoint's metadata" },
  /** A trace or a TLC log: a 130,000-state ITF trace is 374 MB; V8's longest string is 512 MiB. */
  trace: { bytes: 500 * MiB, name: 'a trace or a TLC log' },
} as const;
export type InputKind = keyof typeof SIZE_LIMITS;

/** A file that cannot be read; `reason` is the plain phrase, the message `cannot read WHAT 'PATH': REASON`. */
export class InputReadError extends Error {
  override readonly name = 'InputReadError';
  constructor(
    readonly path: string,
    readonly what: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`cannot read ${what} '${escapeControl(path)}': ${reason}`, options);
  }
}

/**
 * Why reading a file failed: `no such file or folder`, `permission denied`,
 * ... (file-failures.ts, the phrases writing uses too), else Node's message.
 */
export function readFailure(error: unknown): string {
  if (error instanceof InputReadError) return error.reason;
  return escapeControl(fileFailure(error));
}

const describeSize = (bytes: number) =>
  bytes >= MiB ? `${Math.floor(bytes / MiB).toLocaleString('en-US')} MiB` : `${Math.floor(bytes / 1024).toLocaleString('en-US')} KiB`;

/** The file's text (UTF-8), or a thrown InputReadError: as readUserBytes. */
export function readUserFile(path: string, what: string, kind: InputKind): string {
  return readUserBytes(path, what, kind).toString('utf8');
}

/**
 * The file's bytes, or a thrown InputReadError: `what` names the file
 * (`the trace file`), `kind` says how much of it may be read (SIZE_LIMITS). A
 * file longer than that is refused whole: a regular file before any of it is
 * read, a device or a pipe once it has given that much.
 */
export function readUserBytes(path: string, what: string, kind: InputKind): Buffer {
  const { bytes: limit, name } = SIZE_LIMITS[kind];
  let descriptor: number | undefined;
  try {
    descriptor = openSync(path, 'r');
    const stats = fstatSync(descriptor);
    if (stats.isDirectory()) throw new InputReadError(path, what, errnoPhrase('EISDIR'));
    const tooLong = (size: string) => new InputReadError(path, what, `${size}, the most monocheck reads of ${name}`);
    if (stats.isFile() && stats.size > limit)
      throw tooLong(`it is ${stats.size.toLocaleString('en-US')} bytes, more than ${describeSize(limit)}`);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // a regular file is read in as few calls as its size allows; a device or a pipe in 64 KiB pieces
      const chunk = Buffer.allocUnsafe(Math.min(limit + 1 - total, Math.max(64 * 1024, stats.isFile() ? stats.size + 1 - total : 0)));
      const read = readSync(descriptor, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
      total += read;
      if (total > limit) throw tooLong(`it goes on past ${describeSize(limit)}`);
    }
    return Buffer.concat(chunks, total);
  } catch (error) {
    if (error instanceof InputReadError) throw error;
    throw new InputReadError(path, what, readFailure(error), { cause: error });
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}
