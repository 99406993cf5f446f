/**
 * The glue between a breadth-first search and its checkpoints: what must
 * match for a recovery, what a snapshot holds, and how a search is restored.
 */
import {
  CheckpointError,
  readCheckpoint,
  readCheckpointCounters,
  requireSameWidth,
  savedFingerprintBits,
  writeCheckpoint,
  type CheckpointCounters,
} from '../checkpoint.js';
import { CoverageRecorder } from '../coverage.js';
import type { Model } from '../model.js';
import type { CheckOptions } from '../options.js';
import type { ParentLinks } from './parent-links.js';
import type { SliceExecutor } from './slice-executor.js';
import { fingerprintWords, type FingerprintBits } from '../tables/fingerprint.js';
import { FingerprintTable } from '../tables/fingerprint-table.js';
import type { StateBuffer } from './state-buffer.js';

/** The structures a search keeps, which a checkpoint saves. */
export interface SearchStructures {
  readonly table: FingerprintTable;
  readonly links: ParentLinks;
  readonly frontier: StateBuffer;
  readonly next: StateBuffer;
}

/** Counters without the coverage ones, which come from the recorder. */
export type SearchCounters = Omit<CheckpointCounters, 'coverageGenerated' | 'coverageEnabled' | 'coverageDistinct'>;

/** What must match between a checkpoint and the search recovering it. */
export function searchIdentity(model: Model, options: CheckOptions): string {
  return JSON.stringify({
    factory: model.factory ?? null,
    stateBytes: model.stateBytes,
    invariants: options.invariants,
    constraints: options.constraints,
    checkDeadlock: options.checkDeadlock,
    coverage: options.coverage === true,
  });
}

/**
 * The fingerprint width a search runs with: the one asked for, else the
 * checkpoint's it recovers, else 64.
 */
export function fingerprintBitsOf(options: CheckOptions): FingerprintBits {
  if (options.fingerprintBits !== undefined) return options.fingerprintBits;
  return options.recoverFrom === undefined ? 64 : savedFingerprintBits(options.recoverFrom, readCheckpointCounters(options.recoverFrom));
}

/** Writes a snapshot of the search; `coverage` is the full coverage so far (the workers' counts included). */
export function* saveSearch(
  dir: string,
  identity: string,
  context: unknown,
  counters: SearchCounters,
  parts: SearchStructures,
  coverage: { generated: number[]; enabled: number[]; distinct: number[] } | null,
): Generator<void, string> {
  const links = parts.links.contents();
  return yield* writeCheckpoint(dir, {
    identity,
    context,
    counters: {
      ...counters,
      coverageGenerated: coverage?.generated ?? null,
      coverageEnabled: coverage?.enabled ?? null,
      coverageDistinct: coverage?.distinct ?? null,
    },
    table: parts.table.contents(),
    parents: links.parents,
    positions: links.positions,
    frontier: parts.frontier.contents(),
    next: parts.next.contents(),
  });
}

/**
 * Loads the snapshot in `dir` into the links, levels and coverage given and
 * returns its counters and visited set; a CheckpointError if it does not
 * belong to this search, whose fingerprints have `fingerprintBits` bits.
 */
export function restoreSearch(
  dir: string,
  identity: string,
  fingerprintBits: FingerprintBits,
  into: Omit<SearchStructures, 'table'>,
  coverage: CoverageRecorder | null,
): { counters: SearchCounters; table: FingerprintTable } {
  const saved = readCheckpoint(dir);
  if (saved.identity !== identity) {
    throw new CheckpointError(
      `the checkpoint in ${dir} was taken for another model or other options ` +
        `(${saved.identity}); recover it with the same model file and flags`,
    );
  }
  requireSameWidth(dir, savedFingerprintBits(dir, saved.counters), fingerprintBits);
  into.links.load(saved.parents[0] as Uint32Array, saved.positions[0] as Uint8Array);
  into.frontier.load(saved.frontier[0] as Uint8Array);
  into.next.load(saved.next[0] as Uint8Array);
  const { coverageGenerated, coverageEnabled, coverageDistinct, ...counters } = saved.counters;
  if (coverage !== null && coverageGenerated !== null && coverageEnabled !== null && coverageDistinct !== null) {
    coverage.addCounts({ generated: coverageGenerated, enabled: coverageEnabled });
    coverageDistinct.forEach((count, key) => {
      for (let i = 0; i < count; i++) coverage.addDistinct(key);
    });
  }
  return {
    counters,
    table: new FingerprintTable(
      { width: fingerprintWords(fingerprintBits), partitions: counters.tablePartitions },
      saved.table.buffer as SharedArrayBuffer,
    ),
  };
}

/** The coverage so far: the search's own counts plus the workers' (without moving the workers' counts). */
export function coverageSoFar(
  model: Model,
  own: CoverageRecorder,
  executor: SliceExecutor,
): { generated: number[]; enabled: number[]; distinct: number[] } {
  const snapshot = new CoverageRecorder(model);
  executor.collectCoverage(snapshot);
  const owned = own.counts();
  const workers = snapshot.counts();
  return {
    generated: owned.generated.map((value, key) => value + (workers.generated[key] ?? 0)),
    enabled: owned.enabled.map((value, key) => value + (workers.enabled[key] ?? 0)),
    distinct: own.totals().map((entry) => entry.distinct),
  };
}
