/**
 * One level of the distributed search, from the coordinator: the workers
 * expand their ranges and send fingerprints to the owners (step 'level'),
 * the owners decide and answer (allSent), the workers count their new
 * states and upload their links (allAnswered); the coordinator takes the
 * prefix sum of the new counts and finds where the search stops, if it
 * does, as the first stop in rank order (ranks hold consecutive ranges); the
 * workers commit (commit). The counts are then those of one machine.
 */
import { NO_PARENT, type ParentLinks } from '../../engine/bfs/batch-step.js';
import { ChunkKind, type StreamTotals } from '../protocol/chunk.js';
import type { Range, Report, WorkerStop } from '../protocol/messages.js';
import { joinPayloads } from '../protocol/streams.js';
import type { ClusterCounters } from './cluster-checkpoint.js';
import type { RunChannel } from './run-channel.js';
import { StepFailed } from './run-channel.js';

/**
 * What the coordinator counts over the whole search (TLC's numbers): the
 * counters of its checkpoints (ClusterCounters, which are the engine's
 * CheckpointCounters) that change level by level, with `level` 0 while the
 * initial states are being found, and how many states of that level each
 * worker holds.
 */
export type CoordinatorCounters = { -readonly [K in 'generated' | 'distinct' | 'depth' | 'levelStart' | 'level']: ClusterCounters[K] } & {
  counts: number[];
};

/** What crossed the network, for the summary of a run (not kept in checkpoints). */
export interface TrafficCounters {
  /** Fingerprints sent to another worker, and kept by their finder (it owned them). */
  sent: number;
  local: number;
}

/** One line on what went over the network (fingerprints per distinct state, bytes published) and the workers' visited set. */
export function trafficLine(
  traffic: TrafficCounters,
  distinctStates: number,
  publishedBytes: number,
  fingerprintBits: number,
  visitedSetBytes: number,
): string {
  const distinct = Math.max(1, distinctStates);
  const perState = (count: number) => (count / distinct).toFixed(2);
  return (
    `cluster traffic: ${traffic.sent.toLocaleString('en-US')} fingerprints ` +
    `sent to other workers (${perState(traffic.sent)} per distinct state), ` +
    `${traffic.local.toLocaleString('en-US')} kept by their finder ` +
    `(${perState(traffic.local)}); ${(publishedBytes / 2 ** 20).toFixed(1)} MiB published in all; ` +
    `${fingerprintBits}-bit fingerprints, visited set ${(visitedSetBytes / distinct).toFixed(1)} bytes per distinct state on the workers`
  );
}

/** How a level ended, when the search stops in it. */
export interface LevelStop {
  readonly stop: WorkerStop;
  /** Global ordinal of the stopping worker's first parent. */
  readonly rangeStart: number;
  readonly queueLeft: number;
}

/** The ranges of the level: each worker's states, in rank order. */
function rangesOf(counters: CoordinatorCounters): Range[] {
  let start = counters.levelStart;
  return counters.counts.map((count) => {
    const range = { start, count };
    start += count;
    return range;
  });
}

/** The links the workers uploaded for this level attempt, per worker; StepFailed if some are missing. */
async function uploadedLinks(
  channel: RunChannel,
  level: number,
  attempt: number,
  totals: readonly StreamTotals[],
  grace: number,
): Promise<Uint8Array[]> {
  try {
    const streams = await channel.uploads.complete(ChunkKind.links, level, attempt, totals, grace, () => false);
    return streams.map(joinPayloads);
  } catch (error) {
    throw new StepFailed(-1, `links of level ${level}: ${(error as Error).message}`, false);
  } finally {
    channel.uploads.prune((kind, at, was) => !(kind === ChunkKind.links && at === level && was <= attempt));
  }
}

/** Appends the first numbered[w] links of each worker's upload. */
function appendLinks(links: ParentLinks, uploads: readonly Uint8Array[], numbered: readonly number[]): void {
  uploads.forEach((bytes, rank) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const take = numbered[rank] as number;
    for (let i = 0; i < take; i++) links.add(view.getUint32(i * 5, true), bytes[i * 5 + 4] as number);
  });
}

/**
 * Runs one attempt of the level; returns where the search stops in it, or
 * null when it goes on (the counters then describe the next level). Throws
 * StepFailed or WorkerLost; the counters change only once the level has
 * committed.
 */
export async function runLevel(
  channel: RunChannel,
  counters: CoordinatorCounters,
  links: ParentLinks,
  attempt: number,
  maxDistinct: number,
  grace: number,
  traffic: TrafficCounters,
): Promise<LevelStop | null> {
  const initial = counters.level === 0;
  const childLevel = counters.level + 1;
  const level = counters.level;
  const ranges = rangesOf(counters);
  const levelCount = initial ? 0 : counters.counts.reduce((sum, count) => sum + count, 0);
  const sent = await channel.run({ t: 'level', level, attempt, childLevel, initial, ranges }, 'sent');
  sent.forEach((report, sender) =>
    report.streams.forEach((stream, owner) => {
      if (owner === sender) traffic.local += stream.items;
      else traffic.sent += stream.items;
    }),
  );
  const answered = await channel.run({ t: 'allSent', level, attempt, streams: sent.map((report) => report.streams) }, 'answered');
  const counted = await channel.run({ t: 'allAnswered', level, attempt, streams: answered.map((report) => report.streams) }, 'counted');
  // everything that can be missing is checked before the commit, after which the level cannot be redone
  const uploads = await uploadedLinks(
    channel,
    level,
    attempt,
    counted.map((report) => report.links),
    grace,
  );
  // the prefix sum places each worker's new states; the first stop in rank order is the search's
  const offsets: number[] = [];
  let cut = -1;
  let distinct = counters.distinct;
  counted.forEach((report, rank) => {
    offsets.push(distinct);
    if (cut < 0 && (report.stopped || distinct + report.newStates >= maxDistinct)) cut = rank;
    distinct += report.newStates;
  });
  const committed = await channel.run({ t: 'commit', level, attempt, cut, offsets, maxDistinct, childLevel }, 'committed');
  const numbered = committed.map((report, rank) => (cut >= 0 && rank > cut ? 0 : report.numbered));
  numbered.forEach((count, rank) => {
    const expected = (counted[rank] as Extract<Report, { t: 'counted' }>).newStates;
    if ((cut < 0 || rank < cut) && count !== expected)
      throw new StepFailed(rank, `numbered ${count} new states in level ${level}, counted ${expected}`, true);
  });
  appendLinks(links, uploads, numbered);
  counters.generated += committed.reduce((sum, report) => sum + report.generated, 0);
  counters.distinct += numbered.reduce((sum, count) => sum + count, 0);
  counters.depth = committed.reduce((deepest, report) => Math.max(deepest, report.depth), counters.depth);
  if (cut < 0) {
    counters.levelStart += levelCount;
    counters.level = childLevel;
    counters.counts = committed.map((report) => report.appended);
    return null;
  }
  const stopping = committed[cut] as Extract<Report, { t: 'committed' }>;
  if (stopping.stop === null) throw new StepFailed(cut, `was to stop in level ${level} but committed it whole`, true);
  const parent = stopping.stop.parent;
  const rangeStart = (ranges[cut] as Range).start;
  const expandedBefore = parent === NO_PARENT ? 0 : rangeStart - counters.levelStart + parent + 1;
  const queued = committed.slice(0, cut + 1).reduce((sum, report) => sum + report.appended, 0);
  return { stop: stopping.stop, rangeStart, queueLeft: levelCount - expandedBefore + queued };
}
