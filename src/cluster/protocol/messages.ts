/**
 * The control messages of a cluster run (msgpack on the wire). The
 * coordinator moves the run through numbered steps; each step's message is
 * sent once and repeated with every coordinator heartbeat, and a worker acts
 * on a step once (by its number), so a lost control message only delays a
 * step. A worker's reports carry the step they answer, and its heartbeat
 * repeats its last report, for the same reason.
 */
import type { ModelFailure } from '../../engine/model.js';
import { pack, unpack } from 'msgpackr';
import type { FingerprintBits } from '../../engine/tables/fingerprint.js';
import type { StreamTotals } from './chunk.js';

/** What the workers must know to build the model and search it (the CLI's own description of the model, opaque here). */
export interface RunManifest {
  readonly runId: string;
  readonly name: string;
  readonly workers: number;
  readonly modelSpec: unknown;
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  readonly checkDeadlock: boolean;
  readonly maxDistinctStates: number | null;
  /** Fingerprints per batch sent to an owner. */
  readonly batchFingerprints: number;
  /** Bits per fingerprint: the visited set's shares, batches and snapshots hold fingerprintBits / 32 words a fingerprint. */
  readonly fingerprintBits: FingerprintBits;
  /** Timeouts in seconds (see ClusterTimeouts). */
  readonly timeouts: ClusterTimeouts;
}

/** Every wait of a cluster run is bounded by one of these (seconds). */
export interface ClusterTimeouts {
  /** A worker or coordinator not heard from for this long is taken as lost. */
  readonly silence: number;
  /** How long chunks still missing are waited for once their totals are known, before the level is redone. */
  readonly grace: number;
}

export type IdleMessage =
  | { readonly t: 'hello'; readonly workerId: string; readonly threads: number; readonly host: string; readonly pid: number }
  | { readonly t: 'call'; readonly runId: string }
  | { readonly t: 'assign'; readonly name: string; readonly runId: string; readonly rank: number; readonly bucket: string };

/** A worker's range of the level being expanded: global ordinals start .. start + count - 1. */
export interface Range {
  readonly start: number;
  readonly count: number;
}

export type ControlStep =
  | {
      readonly t: 'level';
      readonly level: number;
      readonly attempt: number;
      readonly childLevel: number;
      readonly initial: boolean;
      readonly ranges: readonly Range[];
    }
  | { readonly t: 'allSent'; readonly level: number; readonly attempt: number; readonly streams: readonly (readonly StreamTotals[])[] }
  | { readonly t: 'allAnswered'; readonly level: number; readonly attempt: number; readonly streams: readonly (readonly StreamTotals[])[] }
  | {
      readonly t: 'commit';
      readonly level: number;
      readonly attempt: number;
      readonly cut: number;
      readonly offsets: readonly number[];
      readonly maxDistinct: number;
      readonly childLevel: number;
    }
  | {
      readonly t: 'move';
      readonly level: number;
      readonly attempt: number;
      readonly counts: readonly number[];
      readonly targets: readonly number[];
    }
  | { readonly t: 'allMoved'; readonly level: number; readonly attempt: number; readonly streams: readonly (readonly StreamTotals[])[] }
  | {
      readonly t: 'switch';
      readonly level: number;
      readonly attempt: number;
      readonly counts: readonly number[];
      readonly targets: readonly number[];
    }
  | { readonly t: 'snapshot'; readonly id: number }
  | {
      readonly t: 'restore';
      readonly id: number;
      readonly partitionMapKey: string;
      readonly fingerprints: readonly StreamTotals[];
      readonly states: readonly StreamTotals[];
      readonly levelCounts: readonly number[];
    }
  | { readonly t: 'wait' }
  | { readonly t: 'end' };

export interface ControlMessage {
  readonly step: number;
  /** The coordinator's heartbeat, or a new step. */
  readonly heartbeat: boolean;
  readonly body: ControlStep;
}

/** Where a worker's part of a level stopped (see slice-commit.ts's CommitStop), with its parent's index in the worker's range. */
export type WorkerStop =
  | { readonly kind: 'violation'; readonly invariantId: number; readonly parent: number; readonly position: number }
  | { readonly kind: 'deadlock'; readonly parent: number }
  | { readonly kind: 'failure'; readonly failure: ModelFailure; readonly parent: number; readonly position: number }
  | { readonly kind: 'states-limit'; readonly parent: number };

export type Report =
  | { readonly t: 'joined'; readonly threads: number; readonly host: string }
  | { readonly t: 'ready' }
  | { readonly t: 'sent'; readonly streams: readonly StreamTotals[] }
  | { readonly t: 'answered'; readonly streams: readonly StreamTotals[] }
  | { readonly t: 'counted'; readonly newStates: number; readonly stopped: boolean; readonly links: StreamTotals }
  | {
      readonly t: 'committed';
      readonly generated: number;
      readonly numbered: number;
      readonly appended: number;
      readonly depth: number;
      readonly stop: WorkerStop | null;
      readonly generatedTotal: number;
    }
  | { readonly t: 'moved'; readonly streams: readonly StreamTotals[] }
  | { readonly t: 'snapshotted'; readonly fingerprints: StreamTotals; readonly states: StreamTotals }
  | { readonly t: 'failed'; readonly reason: string; readonly fatal: boolean; readonly overBudget?: OverBudget };

/** What a worker past its memory budget needs, and its budget, in bytes. */
export interface OverBudget {
  readonly neededBytes: number;
  readonly budgetBytes: number;
}

export interface ReportMessage {
  readonly rank: number;
  /** The step this report answers. */
  readonly step: number;
  readonly heartbeat: boolean;
  /** With a heartbeat: the last report, repeated. */
  readonly report: Report | null;
  /** What the worker is doing, for progress lines and statistics (with every heartbeat and report). */
  readonly progress?: {
    readonly generated: number;
    readonly expanded: number;
    readonly residentBytes: number;
    readonly visitedSetBytes: number;
    readonly bytesOut: number;
  };
}

export function encode(message: unknown): Uint8Array {
  return pack(message);
}

export function decode<T>(payload: Uint8Array): T | null {
  try {
    return unpack(payload) as T;
  } catch {
    return null;
  }
}
