/**
 * The coordinator of a distributed breadth-first search.
 * It is not a worker itself: it finds the workers, runs the levels (see
 * level-runner.ts), keeps the parent links (for counterexamples) and the
 * checkpoints, and returns the same CheckResult as one machine's search,
 * with the same numbers. A worker lost mid-run ends that run; the search
 * then continues on the remaining workers from the last checkpoint (or from
 * the start when there is none), or stops, as asked.
 * long because: one class holds the coordinator's state through the run; each step it takes is a file of its own
 * (membership, level-runner, rebalance, snapshots, stop-result)
 */
import { ParentLinks, searchIdentity } from '../../engine/bfs/batch-step.js';
import type { Model } from '../../engine/model.js';
import type { CheckOptions } from '../../engine/options.js';
import { collisionProbability, type CheckResult, type LimitKind, type Statistics } from '../../engine/result.js';
import { fingerprintWords, type FingerprintBits } from '../../engine/tables/fingerprint.js';
import { checkpointWhereText, clusterProblemMessage, type ClusterCheckResult, type ClusterProblem } from '../cluster-problem.js';
import { PartitionMap } from '../partition-map.js';
import type { RunManifest } from '../protocol/messages.js';
import { ClusterSubjects } from '../protocol/subjects.js';
import { recoverableCheckpoint, type ClusterSnapshot } from './cluster-checkpoint.js';
import { runLevel, trafficLine, type LevelStop, type CoordinatorCounters, type TrafficCounters } from './level-runner.js';
import { assignWorkers, bucketOf, gatherWorkers, newRunId, type Member } from './membership.js';
import { RunChannel, StepFailed, WorkerLost } from './run-channel.js';
import { restoreSnapshot, takeSnapshot } from './snapshots.js';
import { rebalance, worthMoving } from './rebalance.js';
import { stopResult } from './stop-result.js';
import type { ClusterOptions } from './cluster-run-options.js';

export type { ClusterOptions } from './cluster-run-options.js';
import { BATCH_FINGERPRINTS } from '../worker/fingerprint-outbox.js';

/** Explores `model` on the cluster's workers; resolves to what `check` would return (an error says why as data: ClusterProblem). */
export async function checkOnCluster(model: Model, options: CheckOptions, cluster: ClusterOptions): Promise<ClusterCheckResult> {
  return new Coordinator(model, options, cluster).run();
}

class Coordinator {
  private readonly startedAt = performance.now();
  private secondsBefore = 0;
  private readonly identity: string;
  private readonly log: (line: string) => void;
  private members: Member[] = [];
  private channel: RunChannel | null = null;
  private readonly links = new ParentLinks();
  private counters: CoordinatorCounters = { generated: 0, distinct: 0, depth: 0, levelStart: 0, level: 0, counts: [] };
  private readonly traffic: TrafficCounters = { sent: 0, local: 0 };
  /** Bits per fingerprint: asked for, else the checkpoint's recovered, else 64. */
  private readonly fingerprintBits: FingerprintBits;
  private readonly recovered: ClusterSnapshot | null;

  constructor(
    private readonly model: Model,
    private readonly options: CheckOptions,
    private readonly cluster: ClusterOptions,
  ) {
    this.identity = searchIdentity(model, options);
    this.log = cluster.log ?? (() => {});
    const recovered =
      options.recoverFrom === undefined ? null : recoverableCheckpoint(options.recoverFrom, this.identity, options.fingerprintBits);
    this.fingerprintBits = recovered?.fingerprintBits ?? options.fingerprintBits ?? 64;
    this.recovered = recovered?.snapshot ?? null;
  }

  async run(): Promise<ClusterCheckResult> {
    let snapshot = this.recovered;
    let workers = this.cluster.workers;
    for (;;) {
      const runId = newRunId();
      const found = await gatherWorkers(
        this.cluster.transport,
        this.cluster.name,
        runId,
        workers,
        this.cluster.joinSeconds,
        () => this.options.shouldStop?.() === true,
      );
      // stopped (Ctrl-C) while waiting for workers: interrupted before any level, not short of workers
      if (!Array.isArray(found) && this.options.shouldStop?.() === true) return this.limited('interrupted', 0);
      if (!Array.isArray(found))
        return this.problem({
          kind: 'workers-missing',
          cluster: this.cluster.name,
          found: found.found,
          wanted: workers,
          joinSeconds: this.cluster.joinSeconds,
        });
      this.members = found;
      const channel = await this.open(runId, found);
      if (channel === null) return this.error(`the ${workers} workers found did not all join the run within ${this.cluster.joinSeconds} s`);
      this.channel = channel;
      try {
        const result = await this.search(channel, runId, snapshot);
        this.logTraffic(channel);
        await channel.end();
        return result;
      } catch (error) {
        await channel.end();
        if (!(error instanceof WorkerLost)) throw error;
        const checkpoint = this.options.checkpoint?.dir;
        this.log(
          `${error.message} (host ${this.members[error.rank]?.host ?? '?'}, ` +
            `pid ${this.members[error.rank]?.pid ?? '?'}); ${checkpointWhereText(checkpoint ?? null)}`,
        );
        if (this.cluster.onLoss === 'stop' || workers === 1) {
          return this.problem({
            kind: 'worker-lost',
            worker: error.rank + 1,
            silentSeconds: error.seconds,
            checkpointDir: checkpoint ?? null,
          });
        }
        workers--;
        snapshot = checkpoint === undefined ? null : this.readSnapshotIfAny(checkpoint);
        this.log(
          `continuing on ${workers} workers from ${snapshot === null ? 'the start' : `the checkpoint at level ${snapshot.counters.level}`}`,
        );
      }
    }
  }

  private logTraffic(channel: RunChannel): void {
    const published = channel.progress.reduce((sum, worker) => sum + worker.bytesOut, 0) + this.cluster.transport.bytesOut;
    this.log(trafficLine(this.traffic, this.counters.distinct, published, this.fingerprintBits, this.visitedSetBytes()));
  }

  private readSnapshotIfAny(dir: string): ClusterSnapshot | null {
    try {
      return recoverableCheckpoint(dir, this.identity, this.fingerprintBits).snapshot;
    } catch {
      return null;
    }
  }

  /** Writes the manifest, assigns the members and waits for them to join; null if they do not. */
  private async open(runId: string, members: Member[]): Promise<RunChannel | null> {
    const { transport, name, timeouts } = this.cluster;
    const store = await transport.keyValue(bucketOf(name));
    const manifest: RunManifest = {
      runId,
      name,
      workers: members.length,
      modelSpec: this.cluster.modelSpec,
      invariants: this.options.invariants,
      constraints: this.options.constraints,
      checkDeadlock: this.options.checkDeadlock,
      maxDistinctStates: this.options.maxDistinctStates ?? null,
      batchFingerprints: this.cluster.batchFingerprints ?? BATCH_FINGERPRINTS,
      timeouts,
      fingerprintBits: this.fingerprintBits,
    };
    const channel = new RunChannel(transport, new ClusterSubjects(name).run(runId), members.length, timeouts);
    await assignWorkers(transport, store, manifest, PartitionMap.roundRobin(members.length), members);
    if (await channel.joined(this.cluster.joinSeconds)) return channel;
    channel.close();
    return null;
  }

  private async search(channel: RunChannel, runId: string, snapshot: ClusterSnapshot | null): Promise<ClusterCheckResult> {
    const workers = channel.workers;
    this.counters = { generated: 0, distinct: 0, depth: 0, levelStart: 0, level: 0, counts: new Array<number>(workers).fill(0) };
    this.links.load(new Uint32Array(0), new Uint8Array(0));
    if (snapshot !== null) {
      const { transport, name } = this.cluster;
      const saved = snapshot.counters;
      this.links.load(snapshot.parents, snapshot.positions);
      this.secondsBefore = saved.seconds;
      const counts = await restoreSnapshot(
        channel,
        transport,
        new ClusterSubjects(name).run(runId),
        await transport.keyValue(bucketOf(name)),
        runId,
        snapshot,
        this.model.stateBytes,
        fingerprintWords(this.fingerprintBits),
      );
      this.counters = {
        generated: saved.generated,
        distinct: saved.distinct,
        depth: saved.depth,
        levelStart: saved.levelStart,
        level: saved.level,
        counts,
      };
    }
    const options = this.options;
    const deadline = options.timeLimitSeconds === undefined ? Number.POSITIVE_INFINITY : this.startedAt + options.timeLimitSeconds * 1000;
    const checkpointMs = (options.checkpoint?.everyMinutes ?? Number.POSITIVE_INFINITY) * 60_000;
    let lastCheckpoint = performance.now();
    const progress = this.progressTimer(channel);
    try {
      for (;;) {
        const counters = this.counters;
        const levelCount = counters.counts.reduce((sum, count) => sum + count, 0);
        if (counters.level > 0) {
          if (levelCount === 0) return { kind: 'ok', stats: this.statistics(0) };
          if (options.maxLevel !== undefined && counters.level >= options.maxLevel) return this.limited('depth', levelCount);
          if (options.shouldStop?.() === true) return await this.interrupted(channel, levelCount);
          if (performance.now() >= deadline) return this.limited('time', levelCount);
          if (performance.now() - lastCheckpoint >= checkpointMs) {
            await this.checkpoint(channel);
            lastCheckpoint = performance.now();
          }
        }
        const stop = await this.levelWithRetries(channel);
        if (stop !== null && 'stats' in stop) return stop;
        if (stop !== null) return stopResult(this.model, this.links, stop, (queueLeft) => this.statistics(queueLeft));
        if (worthMoving(this.counters.counts))
          this.counters.counts = await rebalance(channel, this.counters.level, this.counters.counts, this.cluster.retries, this.log);
      }
    } finally {
      clearInterval(progress);
    }
  }

  /** Runs the level, redoing it after a failure up to `retries` times; an error result if it still fails. */
  private async levelWithRetries(channel: RunChannel): Promise<LevelStop | null | ClusterCheckResult> {
    const maxDistinct = this.options.maxDistinctStates ?? Number.POSITIVE_INFINITY;
    for (let attempt = 0; ; attempt++) {
      // a failed attempt leaves the counters as they were
      const counters = { ...this.counters, counts: [...this.counters.counts] };
      try {
        const stop = await runLevel(channel, counters, this.links, attempt, maxDistinct, this.cluster.timeouts.grace, this.traffic);
        this.counters = counters;
        return stop;
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        if (error.fatal)
          return error.overBudget === undefined
            ? this.error(error.message)
            : this.problem({ kind: 'worker-memory', worker: error.rank + 1, ...error.overBudget });
        this.log(`level ${counters.level} attempt ${attempt + 1} failed (${error.message}); redoing it`);
        if (attempt >= this.cluster.retries)
          return this.problem({ kind: 'level-failed', level: counters.level, attempts: attempt + 1, lastReason: error.message });
      }
    }
  }

  private async checkpoint(channel: RunChannel): Promise<string | undefined> {
    const dir = this.options.checkpoint?.dir;
    if (dir === undefined) return undefined;
    const { generated, distinct, depth, levelStart, level } = this.counters;
    try {
      return await takeSnapshot(
        channel,
        dir,
        this.identity,
        this.options.checkpoint?.context ?? null,
        { generated, distinct, depth, levelStart, level, seconds: this.seconds(), fingerprintBits: this.fingerprintBits },
        this.links,
        this.cluster.timeouts.grace,
      );
    } catch (error) {
      if (error instanceof WorkerLost) throw error;
      this.log(`a checkpoint could not be taken (${(error as Error).message}); the search goes on`);
      return undefined;
    }
  }

  private async interrupted(channel: RunChannel, queueLeft: number): Promise<CheckResult> {
    const checkpoint = await this.checkpoint(channel);
    return { kind: 'limit', limit: 'interrupted', stats: this.statistics(queueLeft), ...(checkpoint !== undefined && { checkpoint }) };
  }

  private progressTimer(channel: RunChannel): NodeJS.Timeout {
    const every = (this.options.progressIntervalSeconds ?? 10) * 1000;
    return setInterval(() => {
      const counters = this.counters;
      const levelCount = counters.counts.reduce((sum, count) => sum + count, 0);
      const expanded = channel.progress.reduce((sum, worker) => sum + worker.expanded, 0);
      this.options.onProgress?.({
        level: Math.max(1, counters.level),
        statesGenerated: counters.generated + channel.progress.reduce((sum, worker) => sum + worker.generated, 0),
        distinctStates: counters.distinct,
        queueLeft: Math.max(0, levelCount - expanded),
        seconds: this.seconds(),
        memoryBytes: this.residentBytes(),
        fingerprintBits: this.fingerprintBits,
      });
    }, every);
  }

  private seconds(): number {
    return this.secondsBefore + (performance.now() - this.startedAt) / 1000;
  }

  private visitedSetBytes(): number {
    return this.channel?.progress.reduce((sum, worker) => sum + worker.visitedSetBytes, 0) ?? 0;
  }

  private residentBytes(): number {
    return this.links.bytes + (this.channel?.progress.reduce((sum, worker) => sum + worker.residentBytes, 0) ?? 0);
  }

  private statistics(queueLeft: number): Statistics {
    const { generated, distinct, depth } = this.counters;
    return {
      statesGenerated: generated,
      distinctStates: distinct,
      queueLeft,
      depth,
      seconds: this.seconds(),
      workers: this.members.reduce((sum, member) => sum + member.threads, 0),
      memoryBytes: this.residentBytes(),
      visitedSetBytes: this.visitedSetBytes(),
      collisionProbability: collisionProbability(distinct, generated, this.fingerprintBits),
      fingerprintBits: this.fingerprintBits,
    };
  }

  private limited(limit: LimitKind, queueLeft: number): CheckResult {
    return { kind: 'limit', limit, stats: this.statistics(queueLeft) };
  }

  private error(message: string): CheckResult {
    return { kind: 'error', message, stats: this.statistics(0) };
  }

  private problem(problem: ClusterProblem): ClusterCheckResult {
    return { kind: 'error', message: clusterProblemMessage(problem), stats: this.statistics(0), clusterProblem: problem };
  }
}
