/**
 * Checkpoints of a breadth-first search, taken between two slices: the
 * visited set, the parent links, the level being expanded (whole) and the
 * next level so far, as raw binary files, with the counters and a SHA-256 of
 * every file in `meta.msgpack`, written atomically (see snapshot-folder.ts).
 */
import { FINGERPRINT_BITS, type FingerprintBits } from './tables/fingerprint.js';
import { CheckpointError, readSnapshotMeta, readVerified, requireFormat, SnapshotWriter, type SnapshotMeta } from './snapshot-folder.js';

export { CheckpointError } from './snapshot-folder.js';

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

/** What every checkpoint holds besides its data files: one machine's (below) and a cluster's. */
export type SavedSearch<Counters> = Pick<SnapshotMeta<Counters>, 'identity' | 'context' | 'counters'>;

export interface CheckpointContents extends SavedSearch<CheckpointCounters> {
  /** The visited set's words, the parent links, and the two levels (stride bytes per state). */
  readonly table: Uint32Array;
  readonly parents: readonly Uint32Array[];
  readonly positions: readonly Uint8Array[];
  readonly frontier: readonly Uint8Array[];
  readonly next: readonly Uint8Array[];
}

/** Writes a checkpoint under `dir` atomically, as steps (one a piece written: see snapshot-folder.ts); returns the snapshot folder. */
export function* writeCheckpoint(dir: string, contents: CheckpointContents): Generator<void, string> {
  const writer = new SnapshotWriter(dir);
  yield* writer.fileSteps('table', [contents.table]);
  yield* writer.fileSteps('parents', contents.parents);
  yield* writer.fileSteps('positions', contents.positions);
  yield* writer.fileSteps('frontier', contents.frontier);
  yield* writer.fileSteps('next', contents.next);
  return writer.commit({
    format: FORMAT,
    version: VERSION,
    identity: contents.identity,
    context: contents.context,
    counters: contents.counters,
  });
}

/** The context stored with the checkpoint under `dir` (without reading its data files): one machine's or a cluster's. */
export function readCheckpointContext(dir: string): unknown {
  return readSnapshotMeta(dir).meta.context;
}

/** The counters stored with the checkpoint under `dir` (without reading its data files). */
export function readCheckpointCounters(dir: string): CheckpointCounters {
  return readSnapshotMeta<SnapshotMeta<CheckpointCounters>>(dir).meta.counters;
}

/** Reads and verifies the checkpoint under `dir` (the folder given to writeCheckpoint). */
export function readCheckpoint(dir: string): CheckpointContents & { readonly folder: string } {
  const { folder, meta } = readSnapshotMeta<SnapshotMeta<CheckpointCounters>>(dir);
  requireFormat(meta, FORMAT, VERSION, `${folder} is not a monocheck checkpoint`);
  const words = (bytes: Uint8Array) => new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const file = (key: string) => readVerified(folder, meta, key);
  return {
    folder,
    counters: meta.counters,
    identity: meta.identity,
    context: meta.context,
    table: words(file('table')),
    parents: [words(file('parents'))],
    positions: [file('positions')],
    frontier: [file('frontier')],
    next: [file('next')],
  };
}

/**
 * The fingerprint width a checkpoint's counters record (absent: 64, written
 * before the width could be chosen); a CheckpointError for one this monocheck
 * does not know.
 */
export function savedFingerprintBits(dir: string, counters: { readonly fingerprintBits?: number } | undefined): FingerprintBits {
  const bits = counters?.fingerprintBits ?? 64;
  const known = FINGERPRINT_BITS.find((width) => width === bits);
  if (known === undefined)
    throw new CheckpointError(`the checkpoint in ${dir} holds ${bits}-bit fingerprints, which this monocheck cannot read`);
  return known;
}

/** A checkpoint in `dir` of `saved`-bit fingerprints, which a run asked to recover with `asked`-bit ones: a run keeps its width. */
export class FingerprintWidthError extends CheckpointError {
  constructor(
    readonly dir: string,
    readonly saved: FingerprintBits,
    readonly asked: FingerprintBits,
  ) {
    super(
      `the checkpoint in ${dir} holds ${saved}-bit fingerprints and this run asks for ${asked}-bit ones; ` +
        `recover it with fingerprintBits ${saved} (or without that option): a run keeps its fingerprint width`,
    );
  }
}

/**
 * Refuses, with a FingerprintWidthError, to recover a checkpoint of `saved`-bit
 * fingerprints with `asked`-bit ones (on one machine or a cluster).
 */
export function requireSameWidth(dir: string, saved: FingerprintBits, asked: FingerprintBits): void {
  if (saved !== asked) throw new FingerprintWidthError(dir, saved, asked);
}
