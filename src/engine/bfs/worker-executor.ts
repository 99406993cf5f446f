/**
 * Several workers: the calling thread is worker 0 and worker threads are the
 * others, driven synchronously (see worker-protocol.ts). Every worker claims
 * chunks of each slice from a shared counter, and worker w marks fingerprint
 * partition w. The calling thread posts its commands first, does its own
 * share, then waits for the threads' answers; so W workers are W threads,
 * not W + 1 on W cores. The threads are started once the search has reached
 * START_THREADS_AT_PARENTS parents (see there), and a thread takes a
 * moment to start: until it is ready the calling thread does its share (its
 * chunks are claimed by the others, its partition marked and rehashed by the
 * calling thread), and it joins at the next slice after it is.
 */
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { CoverageRecorder } from '../coverage.js';
import { Marker, type MarkRange } from './marker.js';
import { engineScript } from '../worker-script.js';
import type { ModelFactory } from '../model.js';
import type { FingerprintTable } from '../tables/fingerprint-table.js';
import { rehashPartition, type SlotLayout } from '../tables/table-probe.js';
import {
  CHUNK_PARENTS,
  LocalSlice,
  sliceReport,
  type ParentRange,
  type SearchSetup,
  type SliceExecutor,
  type SliceReport,
} from './slice-executor.js';
import type { StateBuffer } from './state-buffer.js';
import { SuccessorBatch } from './successor-batch.js';
import { hasExited, SupervisedThreads, type SupervisedStart } from './supervised-threads.js';
import {
  awaitSequence,
  COMMAND_SEQUENCE,
  CONTROL_WORDS,
  DONE_SEQUENCE,
  type BatchReference,
  type WorkerCommand,
  type WorkerReply,
  type WorkerSetup,
} from './worker-protocol.js';

interface WorkerHandle {
  /** Its worker number (1 ..). */
  readonly worker: number;
  /** Whether it is started and takes part in the slices. */
  working: boolean;
  readonly port: MessagePort;
  readonly control: Int32Array;
  sequence: number;
  /** The table generation this thread holds. */
  tableGeneration: number;
  /** The generations of the batches this thread holds views of. */
  readonly batchGenerations: Set<number>;
}

/**
 * Parents the search expands before the threads are started (counting the
 * slice about to be expanded). A thread starting up competes with the calling
 * thread's own warm-up, whose code V8 compiles on the other core, so threads
 * started at once make a small search slower with two workers than with one;
 * started this late they cost a small search little and a large one almost
 * nothing (docs/performance.md, "Figures behind the code's design choices").
 */
export const START_THREADS_AT_PARENTS = 1 << 16;

export class WorkerExecutor implements SliceExecutor {
  readonly workerCount: number;
  /** Each worker's batches, by turn, as the calling thread sees them. */
  private readonly batches: [SuccessorBatch[], SuccessorBatch[]];
  /** The turn of the last slice expanded. */
  private turn = 0;
  /** Worker 0, in the calling thread. */
  private readonly local: LocalSlice;
  /** Workers 1 .. workerCount - 1. */
  private readonly threads: WorkerHandle[] = [];
  /** The next chunk of the slice to claim, shared by all workers. */
  private readonly claims = new Int32Array(new SharedArrayBuffer(4));
  /** Markers of every partition, for the calling thread to mark those of threads not working yet. */
  private readonly markers: Marker[];
  /** How a thread makes the model, and the script it runs. */
  private readonly factory: ModelFactory;
  private readonly script: URL;
  /** Parents of the slices expanded so far, until the threads are started. */
  private parentsExpanded = 0;
  /** The threads' supervisor, once they are started. */
  private supervised: SupervisedThreads | null = null;

  /**
   * `waitForThreads`: the threads start at once and the first slice waits
   * until every one is ready (see CheckOptions.waitForThreads).
   */
  constructor(
    private readonly setup: SearchSetup,
    workerCount: number,
    private readonly waitForThreads = false,
  ) {
    if (setup.model.factory === undefined) throw new Error('this model has no factory, so it cannot run in worker threads');
    this.factory = setup.model.factory;
    this.workerCount = workerCount;
    this.local = new LocalSlice(setup, 0, workerCount);
    this.markers = Array.from({ length: workerCount }, (_, p) => (p === 0 ? this.local.marker : new Marker(p, workerCount)));
    // until a thread hands over its own batches, it has empty stand-ins
    const standIns = () =>
      Array.from({ length: workerCount }, () => new SuccessorBatch(setup.model.stateBytes, 16, workerCount, setup.fingerprintWords));
    this.batches = [standIns(), standIns()];
    this.script = engineScript('bfs/bfs-worker.js');
    if (waitForThreads) this.startThreads();
  }

  /** Starts the worker threads (1 .. workerCount - 1). */
  private startThreads(): void {
    const { setup, workerCount, factory } = this;
    const starts: SupervisedStart[] = [];
    for (let w = 1; w < workerCount; w++) {
      const control = new Int32Array(new SharedArrayBuffer(CONTROL_WORDS * 4));
      const { port1, port2 } = new MessageChannel();
      const workerSetup: WorkerSetup = {
        factory,
        invariants: Array.from(setup.invariants),
        constraints: Array.from(setup.constraints),
        checkDeadlock: setup.checkDeadlock,
        coverage: setup.coverage,
        fingerprintWords: setup.fingerprintWords,
        expansion: setup.expansion,
        partition: w,
        partitions: workerCount,
        control: control.buffer,
        claims: this.claims.buffer,
      };
      starts.push({ workerData: { setup: workerSetup, port: port2 }, transferList: [port2], control: control.buffer });
      this.threads.push({ worker: w, working: false, port: port1, control, sequence: 0, tableGeneration: -1, batchGenerations: new Set() });
    }
    this.supervised = new SupervisedThreads(this.script, starts);
  }

  /** The threads taking part in slices, after enlisting those that have become ready since the last slice (or waiting for them). */
  private working(): WorkerHandle[] {
    for (const thread of this.threads) {
      if (thread.working || (!this.waitForThreads && Atomics.load(thread.control, DONE_SEQUENCE) < 1)) continue;
      this.await(thread, 'ready');
      // it expands nothing in both turns, which hands the calling thread its batches
      for (const turn of [0, 1]) {
        this.send(thread, { type: 'expand', chunks: [], childLevel: 1, first: 0, count: 0, turn });
        this.expanded(thread, turn);
      }
      thread.working = true;
    }
    return this.workingThreads;
  }

  /**
   * Whether the calling thread does partition p's marking and rehashing: its own, and those of threads not working (or not started) yet.
   */
  private servedHere(p: number): boolean {
    return p === 0 || this.threads[p - 1]?.working !== true;
  }

  /** The threads taking part in slices now. */
  private get workingThreads(): WorkerHandle[] {
    return this.threads.filter((thread) => thread.working);
  }

  get threadCount(): number {
    return this.threads.length;
  }

  get batchBytes(): number {
    return [...this.batches[0], ...this.batches[1]].reduce((sum, batch) => sum + batch.bytes, 0);
  }

  expandInitial(): SliceReport {
    this.turn = 0;
    this.local.expandInitial();
    this.batches[0][0] = this.local.expander.batch;
    return sliceReport(this.local.parts(0), this.batches[0], [...this.local.expander.candidatesByPartition]);
  }

  expand(level: StateBuffer, childLevel: number, slice: ParentRange, meanwhile?: () => void): SliceReport {
    const turn = 1 - this.turn;
    this.turn = turn;
    if (this.supervised === null) {
      this.parentsExpanded += slice.count;
      if (this.parentsExpanded >= START_THREADS_AT_PARENTS) this.startThreads();
    }
    const working = this.working();
    Atomics.store(this.claims, 0, 0);
    const chunks = level.sharedChunks();
    for (const thread of working) this.send(thread, { type: 'expand', chunks, childLevel, first: slice.first, count: slice.count, turn });
    // the threads claim chunks meanwhile, so they take on more of the slice
    meanwhile?.();
    this.local.expand(level, childLevel, slice, turn, CHUNK_PARENTS, () => Atomics.add(this.claims, 0, 1));
    this.batches[turn === 0 ? 0 : 1][0] = this.local.expander.batch;
    const parts = this.local.parts(0);
    const candidatesByPartition = [...this.local.expander.candidatesByPartition];
    working.forEach((thread) => {
      const reply = this.expanded(thread, turn);
      for (const part of reply.parts) parts.push({ ...part, worker: thread.worker });
      reply.candidatesByPartition.forEach((count, p) => (candidatesByPartition[p] = (candidatesByPartition[p] as number) + count));
    });
    return sliceReport(parts, this.batches[turn] as SuccessorBatch[], candidatesByPartition);
  }

  mark(table: FingerprintTable, ranges: readonly MarkRange[]): number[] {
    const current = this.batches[this.turn === 0 ? 0 : 1];
    const working = this.workingThreads;
    for (const thread of working) {
      const newTable = thread.tableGeneration !== table.generation;
      thread.tableGeneration = table.generation;
      // a thread is sent the buffers of a batch only when it does not hold them yet
      const batches: BatchReference[] = current.map((batch) => {
        const generation = batch.generation;
        if (thread.batchGenerations.has(generation)) return { generation };
        thread.batchGenerations.add(generation);
        return batch.buffers();
      });
      this.send(thread, { type: 'mark', table: newTable ? table.buffer : null, batches, ranges });
    }
    const fresh = this.markers.map((marker, p) => (this.servedHere(p) ? marker.mark(table, current, ranges) : 0));
    for (const thread of working) fresh[thread.worker] = (this.await(thread, 'marked') as { fresh: number }).fresh;
    return fresh;
  }

  rehash(source: Uint32Array, target: Uint32Array, layout: SlotLayout): void {
    const working = this.workingThreads;
    for (const thread of working)
      this.send(thread, { type: 'rehash', source: source.buffer as SharedArrayBuffer, target: target.buffer as SharedArrayBuffer });
    for (let p = 0; p < this.workerCount; p++) if (this.servedHere(p)) rehashPartition(source, target, layout, this.workerCount, p);
    for (const thread of working) this.await(thread, 'done');
  }

  commitCoverage(emitted: readonly number[]): void {
    if (!this.setup.coverage) return;
    const working = this.workingThreads;
    for (const thread of working) this.send(thread, { type: 'commitCoverage', emitted: emitted[thread.worker] as number });
    this.local.expander.coverage?.commit(emitted[0] as number);
    for (const thread of working) this.await(thread, 'done');
  }

  collectCoverage(into: CoverageRecorder): void {
    const own = this.local.expander.coverage;
    if (own !== null) into.addCounts(own.counts());
    for (const thread of this.workingThreads) {
      this.send(thread, { type: 'coverage' });
      into.addCounts(this.await(thread, 'coverage') as { generated: number[]; enabled: number[] });
    }
  }

  close(): void {
    for (const thread of this.threads) {
      if (thread.working && !hasExited(thread.control)) {
        this.send(thread, { type: 'close' });
        this.await(thread, 'done');
      }
    }
    // one still starting is stopped where it is
    this.supervised?.terminate();
  }

  /** A thread's expansion reply; takes a view of its batch of `turn` when the thread's batch was (re)allocated. */
  private expanded(thread: WorkerHandle, turn: number): Extract<WorkerReply, { type: 'expanded' }> {
    const w = thread.worker;
    const reply = this.await(thread, 'expanded') as Extract<WorkerReply, { type: 'expanded' }>;
    const batches = this.batches[turn === 0 ? 0 : 1];
    if ('fingerprints' in reply.batch) {
      batches[w] = new SuccessorBatch(this.setup.model.stateBytes, reply.batch);
      // the thread holds its own batches
      thread.batchGenerations.add(reply.batch.generation);
    }
    (batches[w] as SuccessorBatch).count = reply.candidates;
    return reply;
  }

  private send(thread: WorkerHandle, command: WorkerCommand): void {
    thread.port.postMessage(command);
    Atomics.add(thread.control, COMMAND_SEQUENCE, 1);
    Atomics.notify(thread.control, COMMAND_SEQUENCE);
  }

  /** Blocks until the thread answers, and returns its answer (throwing its error, or a WorkerThreadError if it ended without one). */
  private await(thread: WorkerHandle, expected: WorkerReply['type']): WorkerReply {
    awaitSequence(thread.control, DONE_SEQUENCE, ++thread.sequence);
    const received = receiveMessageOnPort(thread.port);
    if (received === undefined && hasExited(thread.control)) {
      throw (this.supervised as SupervisedThreads).exitError(
        thread.worker - 1,
        `worker thread ${thread.worker} (of ${this.workerCount} workers)`,
      );
    }
    if (received === undefined) throw new Error('a worker thread signalled without answering');
    const reply = received.message as WorkerReply;
    if (reply.type === 'error') throw new Error(`worker thread failed: ${reply.message}`);
    if (reply.type !== expected) throw new Error(`worker thread answered ${reply.type}, expected ${expected}`);
    return reply;
  }
}
