/**
 * Breadth-first search, level by level, with TLC's rules (semantics.md):
 * every emitted successor counts as generated; one outside a constraint is
 * checked against the invariants but never fingerprinted or expanded; a new
 * in-model state is fingerprinted, checked, and queued only if it passes; the
 * search stops at the first violation in TLC's enumeration order, so the
 * trace is a shortest one and the counts at the stop are TLC's.
 *
 * A level is processed in slices of parents. For each slice the executor
 * expands (stages successors) and marks (inserts into the visited set, in
 * enumeration order per fingerprint partition, into the VisitedSet); then a
 * SliceCommitter walks the candidates in enumeration order, numbering new
 * states, linking them to their parents and queueing them. Everything the
 * result depends on happens in that order, so the numbers are the same for
 * any number of workers. This class runs the levels and slices, and keeps
 * the search within its memory budget, its limits and its checkpoints.
 */
import { join } from 'node:path';
import { restoreSearch, saveSearch, searchIdentity } from './bfs-checkpoint.js';
import { CoverageRecorder } from '../coverage.js';
import type { Model } from '../model.js';
import { resolveIds, type CheckOptions } from '../options.js';
import { releaseDroppedBuffers } from '../release-memory.js';
import { NO_PARENT, ParentLinks } from './parent-links.js';
import { collisionProbability, type CheckResult, type LimitKind, type PhaseSeconds, type Statistics, type Trace } from '../result.js';
import { SliceCommitter, type CommitStop, type MarkedSlice } from './slice-commit.js';
import { InlineExecutor, type SliceExecutor, type SliceReport } from './slice-executor.js';
import { StateBuffer } from './state-buffer.js';
import { confirmTrace, rebuildTrace, type TraceClaim } from '../trace/trace.js';
import { VisitedSet } from './visited-set.js';
import { WorkerExecutor } from './worker-executor.js';

/** Parents each worker expands per slice. */
const PARENTS_PER_WORKER = 16384;

export class BreadthFirstSearch {
  private readonly visited: VisitedSet;
  private readonly committer: SliceCommitter;
  private readonly links = new ParentLinks();
  private frontier: StateBuffer;
  private next: StateBuffer;
  private readonly invariants: Int32Array;
  private readonly constraints: Int32Array;
  private readonly coverage: CoverageRecorder | null;
  private readonly startedAt = performance.now();
  /** Search seconds of earlier runs, when continuing a checkpoint. */
  private secondsBefore = 0;
  private executor: SliceExecutor | null = null;
  private readonly phases: PhaseSeconds = { start: 0, expand: 0, grow: 0, mark: 0, commit: 0 };
  /** States each worker generated in the slices of this run (see Statistics.generatedByWorker). */
  private readonly generatedByWorker: number[];

  /** Ordinal of the first state of the level being expanded. */
  private levelStart = 0;
  /** Number of states in the level being expanded (0 while the initial states are staged). */
  private levelCount = 0;
  private childLevel = 1;
  /** The level being expanded (the initial states are level 1) and its next parent to expand. */
  private level = 1;
  private cursor = 0;

  constructor(private readonly model: Model, private readonly options: CheckOptions) {
    const spill = (name: string) => (options.workDir === undefined ? null : join(options.workDir, name));
    this.frontier = new StateBuffer(model.stateBytes, spill('level-a.bin'));
    this.next = new StateBuffer(model.stateBytes, spill('level-b.bin'));
    this.invariants = resolveIds('invariant', options.invariants, model);
    this.constraints = resolveIds('constraint', options.constraints, model);
    this.coverage = options.coverage === true ? new CoverageRecorder(model) : null;
    const workers = options.workers ?? 1;
    this.visited = new VisitedSet(workers);
    this.generatedByWorker = new Array<number>(workers).fill(0);
    const coverage = this.coverage === null ? null : { recorder: this.coverage, commitWorkers: (emitted: readonly number[]) => (this.executor as SliceExecutor).commitCoverage(emitted) };
    this.committer = new SliceCommitter(this.links, this.invariants, options.maxDistinctStates ?? Number.POSITIVE_INFINITY, workers, coverage);
  }

  /** Runs the search to its end in the calling thread. */
  run(): CheckResult {
    const steps = this.start();
    for (;;) {
      const step = steps.next();
      if (step.done === true) return step.value;
    }
  }

  /** Runs the search, letting the event loop run (signals, timers) about every 50 ms. */
  async runAsync(): Promise<CheckResult> {
    const steps = this.start();
    let yieldedAt = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done === true) return step.value;
      if (performance.now() - yieldedAt >= 50) {
        await new Promise((resolve) => setImmediate(resolve));
        yieldedAt = performance.now();
      }
    }
  }

  /** The search as steps, one slice each; its return value is the result. */
  private *start(): Generator<void, CheckResult> {
    const setup = {
      model: this.model,
      invariants: this.invariants,
      constraints: this.constraints,
      checkDeadlock: this.options.checkDeadlock,
      coverage: this.coverage !== null,
    };
    const workers = this.options.workers ?? 1;
    const started = performance.now();
    this.executor = workers > 1 ? new WorkerExecutor(setup, workers, this.options.waitForThreads === true) : new InlineExecutor(setup);
    this.lap('start', started);
    try {
      const result = yield* this.search(this.executor);
      return this.coverage === null ? result : this.withCoverage(result, this.executor);
    } finally {
      this.executor.close();
      this.frontier.clear();
      this.next.clear();
    }
  }

  private *search(executor: SliceExecutor): Generator<void, CheckResult> {
    const options = this.options;
    if (options.recoverFrom !== undefined) {
      this.recover(options.recoverFrom);
    } else {
      const initial = this.processSlice(executor.expandInitial(), performance.now());
      if ('kind' in initial) return initial;
      const committed = this.commitTimed(initial);
      if (committed !== null) return committed;
      this.swapLevels();
    }
    let lastProgress = performance.now();
    let lastCheckpoint = performance.now();
    const progressMs = (options.progressIntervalSeconds ?? 10) * 1000;
    const checkpointMs = (options.checkpoint?.everyMinutes ?? Number.POSITIVE_INFINITY) * 60_000;
    const deadline = options.timeLimitSeconds === undefined ? Number.POSITIVE_INFINITY : this.startedAt + options.timeLimitSeconds * 1000;
    const sliceParents = PARENTS_PER_WORKER * executor.workerCount;
    while (this.frontier.count > 0) {
      this.levelCount = this.frontier.count;
      if (options.maxLevel !== undefined && this.level >= options.maxLevel) return this.limited('depth', this.levelCount);
      this.childLevel = this.level + 1;
      /** The previous slice of this level, marked: the calling thread commits it while the other workers start on this one. */
      let pending: MarkedSlice | null = null;
      while (this.cursor < this.levelCount) {
        const slice = { first: this.cursor, count: Math.min(sliceParents, this.levelCount - this.cursor) };
        this.makeResident(this.cursor, Math.min(this.levelCount, this.cursor + sliceParents));
        const expanding = performance.now();
        let pendingResult: CheckResult | null = null;
        const toCommit: MarkedSlice | null = pending;
        const report = executor.expand(this.frontier, this.childLevel, slice, toCommit === null ? undefined : () => (pendingResult = this.commitTimed(toCommit, true)));
        pending = null;
        // the previous slice's commit stopped the search: this slice never happened
        if (pendingResult !== null) return pendingResult;
        const marked = this.processSlice(report, expanding);
        if ('kind' in marked) return marked;
        this.cursor = Math.min(this.levelCount, this.cursor + sliceParents);
        const now = performance.now();
        const wantsStop = options.shouldStop?.() === true || now >= deadline || now - lastCheckpoint >= checkpointMs;
        if (this.cursor < this.levelCount && !wantsStop && this.mayCommitLater(marked)) {
          pending = marked;
        } else {
          const committed = this.commitTimed(marked);
          if (committed !== null) return committed;
        }
        const overBudget = this.keepWithinBudget(0);
        if (overBudget !== null) return overBudget;
        yield;
        const queueLeft = this.levelCount - this.cursor + this.next.count;
        if (pending === null) {
          // between two committed slices: the search can stop or be saved here
          if (options.shouldStop?.() === true) return this.interrupted(queueLeft);
          if (performance.now() >= deadline) return this.limited('time', queueLeft);
          if (performance.now() - lastCheckpoint >= checkpointMs) {
            this.trySaveCheckpoint();
            lastCheckpoint = performance.now();
          }
        }
        if (options.onProgress !== undefined && performance.now() - lastProgress >= progressMs) {
          lastProgress = performance.now();
          options.onProgress({ level: this.level, statesGenerated: this.committer.generated, distinctStates: this.committer.distinct, queueLeft, seconds: this.seconds(), memoryBytes: this.residentBytes(0) });
        }
      }
      this.levelStart += this.levelCount;
      this.level++;
      this.cursor = 0;
      this.swapLevels();
    }
    return { kind: 'ok', stats: this.statistics(0) };
  }

  /** Reads back (if spilled) the chunks of the level holding parents `first` .. `end - 1`. */
  private makeResident(first: number, end: number): void {
    const chunkStates = this.frontier.chunkStates;
    for (let c = Math.floor(first / chunkStates); c <= Math.floor((end - 1) / chunkStates); c++) this.frontier.chunk(c);
  }

  /** Bytes the search holds now, plus `extra` it is about to allocate. */
  private residentBytes(extra: number): number {
    return this.visited.bytes + this.links.bytes + this.frontier.bytes + this.next.bytes + (this.executor?.batchBytes ?? 0) + extra;
  }

  /**
   * Keeps the search within its memory budget: past half of it, spills the
   * expanded part of the level and the full chunks of the next one; if that
   * is not enough for `extra` more bytes, the search stops with an error.
   */
  private keepWithinBudget(extra: number): CheckResult | null {
    const budget = this.options.memoryBudgetBytes;
    if (budget === undefined || this.residentBytes(extra) <= budget / 2) return null;
    const freed = this.frontier.spill(Math.floor(this.cursor / this.frontier.chunkStates)) + this.next.spill(Number.POSITIVE_INFINITY);
    releaseDroppedBuffers(freed);
    const needed = this.residentBytes(extra);
    if (needed <= budget) return null;
    const message =
      `the search needs ${formatBytes(needed)} (visited set ${formatBytes(this.visited.bytes + extra)} for ${this.committer.distinct.toLocaleString('en-US')} states, ` +
      `parent links ${formatBytes(this.links.bytes)}) but its memory budget is ${formatBytes(budget)}; ` +
      'raise --memory if the machine has more, or bound the model more tightly (a smaller MaxDepth or MaxMoney)';
    return { kind: 'error', message, stats: this.statistics(this.levelCount - this.cursor + this.next.count) };
  }

  /** Search seconds so far, including those of the runs a recovered checkpoint continues. */
  private seconds(): number {
    return this.secondsBefore + (performance.now() - this.startedAt) / 1000;
  }

  /** Stops between two slices, saving a checkpoint if asked to keep them. */
  private interrupted(queueLeft: number): CheckResult {
    const checkpoint = this.options.checkpoint === undefined ? null : this.trySaveCheckpoint();
    return { kind: 'limit', limit: 'interrupted', stats: this.statistics(queueLeft), ...(checkpoint !== null && { checkpoint }) };
  }

  /**
   * Saves a checkpoint; null when it could not be written and the caller
   * asked to be told (checkpoint.onFailure): the search then goes on, or
   * stops without one. Without onFailure the error ends the search.
   */
  private trySaveCheckpoint(): string | null {
    const onFailure = this.options.checkpoint?.onFailure;
    if (onFailure === undefined) return this.saveCheckpoint();
    try {
      return this.saveCheckpoint();
    } catch (error) {
      onFailure(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  private saveCheckpoint(): string {
    const checkpoint = this.options.checkpoint as { dir: string; context?: unknown };
    const { generated, distinct, depth } = this.committer;
    const counters = { level: this.level, cursor: this.cursor, levelStart: this.levelStart, generated, distinct, depth, seconds: this.seconds(), tablePartitions: this.visited.table.partitions };
    const structures = { table: this.visited.table, links: this.links, frontier: this.frontier, next: this.next };
    return saveSearch(checkpoint.dir, searchIdentity(this.model, this.options), checkpoint.context ?? null, counters, structures, this.coverage === null ? null : this.collectedCoverage());
  }

  private recover(dir: string): void {
    const { counters, table } = restoreSearch(dir, searchIdentity(this.model, this.options), { links: this.links, frontier: this.frontier, next: this.next }, this.coverage);
    this.visited.recover(table);
    ({ level: this.level, cursor: this.cursor, levelStart: this.levelStart, seconds: this.secondsBefore } = counters);
    ({ generated: this.committer.generated, distinct: this.committer.distinct, depth: this.committer.depth } = counters);
  }

  /** Adds the time since `since` to `phase`; returns now. */
  private lap(phase: keyof PhaseSeconds, since: number): number {
    const now = performance.now();
    this.phases[phase] += (now - since) / 1000;
    return now;
  }

  /**
   * Whether a marked slice's commit may wait for the next slice's expansion:
   * only with other workers to expand meanwhile, and not when the slice ends
   * in an event (the search stops there) or coverage is counted (it is
   * committed slice by slice).
   */
  private mayCommitLater(marked: MarkedSlice): boolean {
    const last = marked.parts[marked.parts.length - 1];
    return (this.executor as SliceExecutor).workerCount > 1 && this.coverage === null && (last === undefined || last.event === null);
  }

  /** Commits a marked slice, timing it as the commit phase (and, when it ran `duringExpansion`, not as expansion). */
  private commitTimed(marked: MarkedSlice, duringExpansion = false): CheckResult | null {
    const started = performance.now();
    const result = this.commit(marked);
    const seconds = (performance.now() - started) / 1000;
    this.phases.commit += seconds;
    if (duringExpansion) this.phases.expand -= seconds;
    return result;
  }

  /** Grows the visited set as needed and marks one slice, expanded since `expanding`; a result if the search must stop. */
  private processSlice(report: SliceReport, expanding: number): MarkedSlice | CheckResult {
    const executor = this.executor as SliceExecutor;
    let now = this.lap('expand', expanding);
    // the earliest event in enumeration order cuts the slice: later parts never happened
    const eventPart = report.parts.findIndex((part) => part.event !== null);
    const parts = eventPart < 0 ? report.parts : report.parts.slice(0, eventPart + 1);
    for (const part of parts) this.generatedByWorker[part.worker] = (this.generatedByWorker[part.worker] as number) + part.emitted;
    // what the batches hold bounds what each partition may receive (parts cut off included)
    const overBudget = this.visited.makeRoom(report.candidatesByPartition, (tableBytes) => this.keepWithinBudget(tableBytes), (source, target) => executor.rehash(source, target));
    if (overBudget !== null) return overBudget;
    now = this.lap('grow', now);
    this.visited.addFresh(executor.mark(this.visited.table, parts));
    this.lap('mark', now);
    return { parts, batches: report.batches };
  }

  /** Commits a marked slice (see slice-commit.ts); a result if the search stops in it. */
  private commit(marked: MarkedSlice): CheckResult | null {
    const stop = this.committer.commit(marked, { start: this.levelStart, childLevel: this.childLevel, next: this.next });
    return stop === null ? null : this.stopResult(stop);
  }

  /** The result of a search that stopped in a slice's commit. */
  private stopResult(stop: CommitStop): CheckResult {
    if (stop.kind === 'states-limit') return this.limited('states', this.queueLeftAt(stop.parent));
    if (stop.kind === 'violation') return this.violation(stop.invariantId, stop.parent, stop.position);
    const trace = rebuildTrace(this.model, this.links, this.levelStart + stop.parent);
    return this.confirmed(trace, { kind: 'deadlock' }) ?? { kind: 'deadlock', trace, stats: this.statistics(this.queueLeftAt(stop.parent)) };
  }

  /** States queued but not expanded while parent `parentIndex` of this level is being expanded. */
  private queueLeftAt(parentIndex: number): number {
    const expandedSoFar = parentIndex === NO_PARENT ? 0 : parentIndex + 1;
    return this.levelCount - expandedSoFar + this.next.count;
  }

  private violation(invariantId: number, parentIndex: number, position: number): CheckResult {
    const parentOrdinal = parentIndex === NO_PARENT ? NO_PARENT : this.levelStart + parentIndex;
    const trace = rebuildTrace(this.model, this.links, parentOrdinal, position);
    const invariant = this.model.invariantNames[invariantId] as string;
    const queueLeft = this.queueLeftAt(parentIndex);
    return this.confirmed(trace, { kind: 'invariant', invariantId }) ?? { kind: 'invariant', invariant, trace, stats: this.statistics(queueLeft) };
  }

  private swapLevels(): void {
    const done = this.frontier;
    this.frontier = this.next;
    this.next = done;
    this.next.clear();
  }

  private statistics(queueLeft: number): Statistics {
    const { generated, distinct, depth } = this.committer;
    return {
      statesGenerated: generated,
      distinctStates: distinct,
      queueLeft,
      depth,
      seconds: this.seconds(),
      workers: this.executor?.workerCount ?? 1,
      memoryBytes: this.residentBytes(0),
      collisionProbability: collisionProbability(distinct, generated),
      phaseSeconds: { ...this.phases },
      ...(this.generatedByWorker.length > 1 && { generatedByWorker: [...this.generatedByWorker] }),
    };
  }

  private withCoverage(result: CheckResult, executor: SliceExecutor): CheckResult {
    const coverage = this.coverage as CoverageRecorder;
    executor.collectCoverage(coverage);
    return { ...result, stats: { ...result.stats, coverage: coverage.totals() } } as CheckResult;
  }

  /** The coverage so far: the search's own counts plus the workers' (without moving the workers' counts). */
  private collectedCoverage(): { generated: number[]; enabled: number[]; distinct: number[] } {
    const snapshot = new CoverageRecorder(this.model);
    (this.executor as SliceExecutor).collectCoverage(snapshot);
    const own = (this.coverage as CoverageRecorder).counts();
    const workers = snapshot.counts();
    return {
      generated: own.generated.map((value, key) => value + (workers.generated[key] ?? 0)),
      enabled: own.enabled.map((value, key) => value + (workers.enabled[key] ?? 0)),
      distinct: (this.coverage as CoverageRecorder).totals().map((entry) => entry.distinct),
    };
  }

  private limited(limit: LimitKind, queueLeft: number): CheckResult {
    return { kind: 'limit', limit, stats: this.statistics(queueLeft) };
  }

  /** An error result if the counterexample does not replay and show the claim, else null. */
  private confirmed(trace: Trace, claim: TraceClaim): CheckResult | null {
    const problem = confirmTrace(this.model, trace, claim);
    if (problem === null) return null;
    return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats: this.statistics(0) };
  }
}

/** `1.5 GiB`, `320 MiB`. */
function formatBytes(bytes: number): string {
  return bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GiB` : `${Math.round(bytes / 2 ** 20)} MiB`;
}
