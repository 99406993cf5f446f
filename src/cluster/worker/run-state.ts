/**
 * What a worker holds for the run it has joined: the model, its range of the
 * level being expanded and the next level so far, its share of the visited
 * set, and the level in progress (expanded slices, fingerprints sent). The
 * steps of the protocol (cluster-worker.ts) act on it.
 */
import { gibText } from '../cluster-problem.js';
import { join } from 'node:path';
import type { Model } from '../../engine/model.js';
import { resolveIds } from '../../engine/options.js';
import { fingerprintWords } from '../../engine/tables/fingerprint.js';
import { batchExecutor, StateBuffer, type SearchSetup, type SliceExecutor } from '../../engine/bfs/batch-step.js';
import type { PartitionMap } from '../partition-map.js';
import type { RunManifest } from '../protocol/messages.js';
import { HeldLevel } from './held-level.js';
import { OwnerShard } from './owner-shard.js';

/** Parents each thread expands per slice (as on one machine). */
const PARENTS_PER_THREAD = 16384;

export class RunState {
  readonly setup: SearchSetup;
  frontier: StateBuffer;
  next: StateBuffer;
  readonly shard: OwnerShard;
  private executor: SliceExecutor | null = null;
  /** Whether the executor expanded a level that was not committed (its caches then hold fingerprints no owner kept). */
  private executorDirty = false;
  held = new HeldLevel();
  /** States this worker generated in the levels committed. */
  generatedTotal = 0;

  constructor(
    readonly manifest: RunManifest,
    readonly rank: number,
    readonly model: Model,
    public partitions: PartitionMap,
    readonly threads: number,
    workDir: string | null,
    private readonly memoryBudget: number,
  ) {
    this.setup = {
      model,
      invariants: resolveIds('invariant', manifest.invariants, model),
      constraints: resolveIds('constraint', manifest.constraints, model),
      checkDeadlock: manifest.checkDeadlock,
      coverage: false,
      fingerprintWords: fingerprintWords(manifest.fingerprintBits),
      expansion: { continues: false, recordsSteps: false },
    };
    this.shard = new OwnerShard(this.setup.fingerprintWords);
    const spill = (name: string) => (workDir === null ? null : join(workDir, `${manifest.runId}-${rank}-${name}`));
    this.frontier = new StateBuffer(model.stateBytes, spill('level-a.bin'));
    this.next = new StateBuffer(model.stateBytes, spill('level-b.bin'));
  }

  get workers(): number {
    return this.manifest.workers;
  }

  /** The executor for a new level attempt: a fresh one after an attempt that was not committed. */
  executorForLevel(): SliceExecutor {
    if (this.executor !== null && this.executorDirty) {
      this.executor.close();
      this.executor = null;
    }
    this.executor ??= batchExecutor(this.setup, this.threads);
    this.executorDirty = true;
    return this.executor;
  }

  get sliceParents(): number {
    return PARENTS_PER_THREAD * this.threads;
  }

  /** A level attempt starts: whatever the last one left is dropped. */
  startLevel(): void {
    this.held = new HeldLevel();
    this.shard.forget();
    this.next.clear();
  }

  /** The level is committed: its new states become the range to expand. */
  finishLevel(): void {
    this.executorDirty = false;
    this.held = new HeldLevel();
    const done = this.frontier;
    this.frontier = this.next;
    this.next = done;
    this.next.clear();
  }

  /** Bytes held: visited share, levels, expanded slices. */
  get residentBytes(): number {
    return this.shard.bytes + this.frontier.bytes + this.next.bytes + this.held.bytes + (this.executor?.batchBytes ?? 0);
  }

  /**
   * Keeps the worker within its memory budget: past half of it, spills the
   * expanded part of its range (`expanded` parents) and the next level; throws
   * if that is not enough.
   */
  keepWithinBudget(expanded: number): void {
    if (this.residentBytes <= this.memoryBudget / 2) return;
    this.frontier.spill(Math.floor(expanded / this.frontier.chunkStates));
    this.next.spill(Number.POSITIVE_INFINITY);
    const needed = this.residentBytes;
    if (needed > this.memoryBudget) throw new BudgetExceeded(this.rank + 1, needed, this.memoryBudget);
  }

  /** Starts over from nothing (a restore follows). */
  reset(): void {
    this.shard.clear();
    this.frontier.clear();
    this.next.clear();
    this.held = new HeldLevel();
    this.executorDirty = true;
  }

  close(): void {
    this.executor?.close();
    this.executor = null;
    this.frontier.clear();
    this.next.clear();
  }
}

/** Worker `worker` (from 1) past its memory budget: the run cannot go on (redoing the level would not help). */
export class BudgetExceeded extends Error {
  override readonly name = 'BudgetExceeded';
  constructor(
    readonly worker: number,
    readonly neededBytes: number,
    readonly budgetBytes: number,
  ) {
    super(
      `worker ${worker} needs ${gibText(neededBytes)} but its memory budget ` +
        `is ${gibText(budgetBytes)}; raise its memoryBudgetBytes, or add workers`,
    );
  }
}
