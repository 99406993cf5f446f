/**
 * Breadth-first search, level by level, with TLC's rules (docs/semantics.md):
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
 * any number of workers. This class runs the levels and slices; the levels
 * (levels.ts), the time (search-clock.ts), the memory budget
 * (search-memory.ts) and the results of a stop (stop-results.ts) are kept
 * beside it. Long because: the level loop, its stops and its checkpoints
 * share the search's state; the parts that do not are in the files beside it.
 */
import { coverageSoFar, fingerprintBitsOf, restoreSearch, saveSearch, searchIdentity } from './bfs-checkpoint.js';
import { CoverageRecorder } from '../coverage.js';
import type { Model } from '../model.js';
import { resolveIds, type CheckOptions, type StateGraphListener } from '../options.js';
import { Levels } from './levels.js';
import { outDegreeOf } from '../out-degree.js';
import { ParentLinks } from './parent-links.js';
import { collisionProbability, type CheckResult, type LimitKind, type Statistics } from '../result.js';
import { SearchClock } from './search-clock.js';
import { SearchMemory } from './search-memory.js';
import { SliceCommitter, type CommitGraph, type MarkedSlice } from './slice-commit.js';
import { InlineExecutor, type SliceExecutor, type SliceReport } from './slice-executor.js';
import { SpillFileError } from './state-buffer.js';
import { problemResult, stopResult } from './stop-results.js';
import { replayAfterInvariantFailure, type ReplayOutcome } from './failure-replay.js';
import { fingerprintWords, type FingerprintBits } from '../tables/fingerprint.js';
import { VisitedSet } from './visited-set.js';
import { ViolationLog } from './violation-log.js';
import { WorkerExecutor } from './worker-executor.js';

/** Parents each worker expands per slice. */
const PARENTS_PER_WORKER = 16384;

export class BreadthFirstSearch {
  private readonly visited: VisitedSet;
  private readonly links = new ParentLinks();
  private readonly levels: Levels;
  private readonly committer: SliceCommitter;
  private readonly clock: SearchClock;
  private readonly memory: SearchMemory;
  private readonly invariants: Int32Array;
  private readonly constraints: Int32Array;
  private readonly coverage: CoverageRecorder | null;
  /** With options.continueAfterViolation: the violations found so far. */
  private readonly violationLog: ViolationLog | null;
  private executor: SliceExecutor | null = null;
  /** Bits per fingerprint (see fingerprintBitsOf). */
  private readonly fingerprintBits: FingerprintBits;
  /** States each worker generated in the slices of this run (see Statistics.generatedByWorker). */
  private readonly generatedByWorker: number[];

  constructor(
    private readonly model: Model,
    private readonly options: CheckOptions,
  ) {
    this.clock = new SearchClock({
      timeLimitSeconds: options.timeLimitSeconds,
      progressIntervalSeconds: options.progressIntervalSeconds,
      checkpointMinutes: options.checkpoint?.everyMinutes,
    });
    this.levels = new Levels(model.stateBytes, options.workDir);
    this.invariants = resolveIds('invariant', options.invariants, model);
    this.constraints = resolveIds('constraint', options.constraints, model);
    this.coverage = options.coverage === true ? new CoverageRecorder(model) : null;
    const workers = options.workers ?? 1;
    this.fingerprintBits = fingerprintBitsOf(options);
    this.visited = new VisitedSet(workers, fingerprintWords(this.fingerprintBits));
    this.generatedByWorker = new Array<number>(workers).fill(0);
    const coverage =
      this.coverage === null
        ? null
        : {
            recorder: this.coverage,
            commitWorkers: (emitted: readonly number[]) => (this.executor as SliceExecutor).commitCoverage(emitted),
          };
    if (options.continueAfterViolation === true && options.recoverFrom !== undefined)
      throw new Error(
        'a search that goes on past violations cannot be recovered: the violations found before the checkpoint are not in it',
      );
    this.violationLog = options.continueAfterViolation === true ? new ViolationLog(model, this.links, this.invariants) : null;
    this.committer = new SliceCommitter(this.links, this.invariants, options.maxDistinctStates ?? Number.POSITIVE_INFINITY, workers, {
      coverage,
      violations: this.violationLog,
      graph: commitGraph(options.stateGraph, model),
    });
    const held = {
      visited: this.visited,
      links: this.links,
      levels: this.levels,
      batchBytes: () => this.executor?.batchBytes ?? 0,
      threads: () => this.executor?.threadCount ?? 0,
    };
    this.memory = new SearchMemory(held, options.memoryBudgetBytes);
  }

  /** The search as steps, one slice each, for engine/run-steps.ts to run; its return value is the result. */
  *steps(): Generator<void, CheckResult> {
    const setup = {
      model: this.model,
      invariants: this.invariants,
      constraints: this.constraints,
      checkDeadlock: this.options.checkDeadlock,
      coverage: this.coverage !== null,
      fingerprintWords: fingerprintWords(this.fingerprintBits),
      expansion: { continues: this.violationLog !== null, recordsSteps: this.options.stateGraph?.step !== undefined },
    };
    const workers = this.options.workers ?? 1;
    // refused before the workers' threads and batches are taken
    const tooSmall = this.memory.startingProblem(workers, this.model.stateBytes, setup.fingerprintWords);
    if (tooSmall !== null) return problemResult(tooSmall, this.statistics(0));
    const started = performance.now();
    this.executor = workers > 1 ? new WorkerExecutor(setup, workers, this.options.waitForThreads === true) : new InlineExecutor(setup);
    this.clock.lap('start', started);
    try {
      const result = yield* this.searchOrDiskError(this.executor);
      const covered = this.coverage === null ? result : this.withCoverage(result, this.executor);
      return this.violationLog === null ? covered : withViolations(covered, this.violationLog);
    } finally {
      this.executor.close();
      this.levels.clear();
    }
  }

  /**
   * The search, ended by an 'error' result with its statistics when a spill
   * file cannot be written or read back (a full disk, a work folder removed):
   * the counts so far are kept, and the message says what to change.
   */
  private *searchOrDiskError(executor: SliceExecutor): Generator<void, CheckResult> {
    try {
      return yield* this.search(executor);
    } catch (error) {
      if (!(error instanceof SpillFileError)) throw error;
      const reason = error.reason instanceof Error ? error.reason.message : String(error.reason);
      return problemResult(
        { kind: 'spill-file', operation: error.operation, path: error.path, reason },
        this.statistics(this.levels.queueLeft()),
      );
    }
  }

  private *search(executor: SliceExecutor): Generator<void, CheckResult> {
    const { options, levels } = this;
    if (options.recoverFrom !== undefined) {
      this.recover(options.recoverFrom);
    } else {
      const initial = this.processSlice(executor.expandInitial(), performance.now());
      if ('kind' in initial) return initial;
      const committed = this.commitTimed(initial);
      if (committed !== null) return committed;
      levels.swap();
    }
    this.clock.startIntervals();
    while (levels.frontier.count > 0) {
      levels.begin();
      if (options.maxLevel !== undefined && levels.level >= options.maxLevel) return this.limited('depth', levels.count);
      const stopped = yield* this.expandLevel(executor);
      if (stopped !== null) return stopped;
      levels.finish();
    }
    const stats = this.statistics(0);
    const outDegree = outDegreeOf(this.links, stats.distinctStates, stats.distinctStates);
    return { kind: 'ok', stats: outDegree === null ? stats : { ...stats, outDegree } };
  }

  /** Expands, marks and commits the frontier slice by slice, yielding after each; a result if the search stops in it. */
  private *expandLevel(executor: SliceExecutor): Generator<void, CheckResult | null> {
    const { options, levels, clock } = this;
    const sliceParents = PARENTS_PER_WORKER * executor.workerCount;
    /** The previous slice of this level, marked: the calling thread commits it while the other workers start on this one. */
    let pending: MarkedSlice | null = null;
    while (levels.cursor < levels.count) {
      const slice = { first: levels.cursor, count: Math.min(sliceParents, levels.count - levels.cursor) };
      levels.makeResident(levels.cursor, Math.min(levels.count, levels.cursor + sliceParents));
      const expanding = performance.now();
      let pendingResult: CheckResult | null = null;
      const toCommit: MarkedSlice | null = pending;
      const report = executor.expand(
        levels.frontier,
        levels.childLevel,
        slice,
        toCommit === null ? undefined : () => (pendingResult = this.commitTimed(toCommit, true)),
      );
      pending = null;
      // the previous slice's commit stopped the search: this slice never happened
      if (pendingResult !== null) return pendingResult;
      const marked = this.processSlice(report, expanding);
      if ('kind' in marked) return marked;
      levels.cursor = Math.min(levels.count, levels.cursor + sliceParents);
      const now = performance.now();
      const wantsStop = options.shouldStop?.() === true || clock.pastDeadline(now) || clock.checkpointDue(now);
      if (levels.cursor < levels.count && !wantsStop && this.mayCommitLater(marked)) {
        pending = marked;
      } else {
        const committed = this.commitTimed(marked);
        if (committed !== null) return committed;
      }
      const overBudget = this.keepWithinBudget(0);
      if (overBudget !== null) return overBudget;
      yield;
      const queueLeft = levels.queueLeft();
      if (pending === null) {
        // between two committed slices: the search can stop or be saved here
        if (options.shouldStop?.() === true) return yield* this.interrupted(queueLeft);
        if (clock.pastDeadline()) return this.limited('time', queueLeft);
        if (clock.checkpointDue()) {
          yield* this.trySaveCheckpoint();
          clock.checkpointSaved();
        }
      }
      if (options.onProgress !== undefined && clock.takeProgress()) {
        options.onProgress({
          level: levels.level,
          statesGenerated: this.committer.generated,
          distinctStates: this.committer.distinct,
          queueLeft,
          seconds: clock.seconds(),
          memoryBytes: this.memory.residentBytes(0),
          fingerprintBits: this.fingerprintBits,
        });
      }
    }
    return null;
  }

  /** Keeps the search within its memory budget (see SearchMemory.makeRoom); an error result if it cannot go on. */
  private keepWithinBudget(extra: number): CheckResult | null {
    const problem = this.memory.makeRoom(extra, this.committer.distinct);
    return problem === null ? null : problemResult(problem, this.statistics(this.levels.queueLeft()));
  }

  /** Stops between two slices, saving a checkpoint if asked to keep them. */
  private *interrupted(queueLeft: number): Generator<void, CheckResult> {
    const checkpoint = this.options.checkpoint === undefined ? null : yield* this.trySaveCheckpoint();
    return { kind: 'limit', limit: 'interrupted', stats: this.statistics(queueLeft), ...(checkpoint !== null && { checkpoint }) };
  }

  /**
   * Saves a checkpoint; null when it could not be written and the caller
   * asked to be told (checkpoint.onFailure): the search then goes on, or
   * stops without one. Without onFailure the error ends the search.
   */
  private *trySaveCheckpoint(): Generator<void, string | null> {
    const onFailure = this.options.checkpoint?.onFailure;
    if (onFailure === undefined) return yield* this.saveCheckpoint();
    try {
      return yield* this.saveCheckpoint();
    } catch (error) {
      onFailure(error);
      return null;
    }
  }

  /** The checkpoint as steps, one a piece of a file written, so that a signal is heard while gigabytes are written. */
  private *saveCheckpoint(): Generator<void, string> {
    const checkpoint = this.options.checkpoint as { dir: string; context?: unknown };
    const { generated, distinct, depth } = this.committer;
    const { level, cursor, start: levelStart, frontier, next } = this.levels;
    const counters = {
      level,
      cursor,
      levelStart,
      generated,
      distinct,
      depth,
      seconds: this.clock.seconds(),
      tablePartitions: this.visited.table.partitions,
      fingerprintBits: this.fingerprintBits,
    };
    const structures = { table: this.visited.table, links: this.links, frontier, next };
    const coverage = this.coverage === null ? null : coverageSoFar(this.model, this.coverage, this.executor as SliceExecutor);
    return yield* saveSearch(
      checkpoint.dir,
      searchIdentity(this.model, this.options),
      checkpoint.context ?? null,
      counters,
      structures,
      coverage,
    );
  }

  private recover(dir: string): void {
    const { frontier, next } = this.levels;
    const { counters, table } = restoreSearch(
      dir,
      searchIdentity(this.model, this.options),
      this.fingerprintBits,
      { links: this.links, frontier, next },
      this.coverage,
    );
    this.visited.recover(table);
    ({ level: this.levels.level, cursor: this.levels.cursor, levelStart: this.levels.start, seconds: this.clock.secondsBefore } = counters);
    ({ generated: this.committer.generated, distinct: this.committer.distinct, depth: this.committer.depth } = counters);
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

  /**
   * Commits a marked slice (see slice-commit.ts), timing it as the commit phase (and,
   * when it ran `duringExpansion`, not as expansion); a result if the search stops in it.
   */
  private commitTimed(marked: MarkedSlice, duringExpansion = false): CheckResult | null {
    const started = performance.now();
    const { levels } = this;
    const stop = this.committer.commit(marked, { start: levels.start, childLevel: levels.childLevel, next: levels.next });
    const result =
      stop === null
        ? null
        : stopResult(
            {
              model: this.model,
              links: this.links,
              levels,
              statistics: (queueLeft) => this.statistics(queueLeft),
              replayParent: (parent, position) => this.replayParent(parent, position),
            },
            stop,
          );
    const seconds = (performance.now() - started) / 1000;
    this.clock.phases.commit += seconds;
    if (duringExpansion) this.clock.phases.expand -= seconds;
    return result;
  }

  /** TLC's replay of `parent` (of the level being expanded) after its successor at `position` failed its invariants' evaluation. */
  private replayParent(parent: number, position: number): ReplayOutcome {
    const table = this.visited.table;
    const outcome = replayAfterInvariantFailure({
      model: this.model,
      frontier: this.levels.frontier,
      parent,
      failingPosition: position,
      childLevel: this.levels.childLevel,
      invariants: this.invariants,
      constraints: this.constraints,
      width: this.fingerprintBits / 32,
      contains: (words, from) => table.contains(words, from),
    });
    this.committer.distinct += outcome.distinct;
    return outcome;
  }

  /** Grows the visited set as needed and marks one slice, expanded since `expanding`; a result if the search must stop. */
  private processSlice(report: SliceReport, expanding: number): MarkedSlice | CheckResult {
    const executor = this.executor as SliceExecutor;
    let now = this.clock.lap('expand', expanding);
    // the earliest event in enumeration order cuts the slice: later parts never happened
    const eventPart = report.parts.findIndex((part) => part.event !== null);
    const parts = eventPart < 0 ? report.parts : report.parts.slice(0, eventPart + 1);
    for (const part of parts) this.generatedByWorker[part.worker] = (this.generatedByWorker[part.worker] as number) + part.emitted;
    // what the batches hold bounds what each partition may receive (parts cut off included)
    const overBudget = this.visited.makeRoom(
      report.candidatesByPartition,
      (tableBytes) => this.keepWithinBudget(tableBytes),
      (source, target, layout) => executor.rehash(source, target, layout),
    );
    if (overBudget !== null) return overBudget;
    now = this.clock.lap('grow', now);
    this.visited.addFresh(executor.mark(this.visited.table, parts));
    this.clock.lap('mark', now);
    return { parts, batches: report.batches };
  }

  /** The statistics now, with `queueLeft` states left in the queue. */
  private statistics(queueLeft: number): Statistics {
    const { generated, distinct, depth } = this.committer;
    return {
      statesGenerated: generated,
      distinctStates: distinct,
      queueLeft,
      depth,
      seconds: this.clock.seconds(),
      workers: this.executor?.workerCount ?? 1,
      memoryBytes: this.memory.residentBytes(0),
      visitedSetBytes: this.visited.bytes,
      collisionProbability: collisionProbability(distinct, generated, this.fingerprintBits),
      fingerprintBits: this.fingerprintBits,
      phaseSeconds: { ...this.clock.phases },
      ...(this.generatedByWorker.length > 1 && { generatedByWorker: [...this.generatedByWorker] }),
    };
  }

  private withCoverage(result: CheckResult, executor: SliceExecutor): CheckResult {
    const coverage = this.coverage as CoverageRecorder;
    executor.collectCoverage(coverage);
    return { ...result, stats: { ...result.stats, coverage: coverage.totals() } };
  }

  private limited(limit: LimitKind, queueLeft: number): CheckResult {
    return { kind: 'limit', limit, stats: this.statistics(queueLeft) };
  }
}

/** CheckOptions.stateGraph as the commit tells it (with the model). */
function commitGraph(listener: StateGraphListener | undefined, model: Model): CommitGraph | null {
  if (listener === undefined) return null;
  const step = listener.step;
  return {
    state: (ordinal, parent, fingerprint, state, offset) => listener.state(ordinal, parent, fingerprint, state, offset, model),
    step: step === undefined ? null : (parent, actionId, fingerprint) => step(parent, actionId, fingerprint, model),
  };
}

/** A result with the violations a search that went on past them found: a complete search that found some names the first. */
function withViolations(result: CheckResult, log: ViolationLog): CheckResult {
  const { violations, problem } = log;
  if (problem !== null) return { kind: 'error', message: problem, stats: result.stats, violations };
  const first = violations[0];
  if (result.kind === 'ok' && first !== undefined)
    return { kind: 'invariant', invariant: first.invariant, trace: first.trace, stats: result.stats, violations };
  return { ...result, violations };
}
