/**
 * The BFS's worker threads, driven synchronously from the calling thread (see
 * worker-protocol.ts): worker w expands the w-th range of each slice and marks
 * the fingerprints with high % workers = w.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { CoverageRecorder } from './coverage.js';
import { RecentFingerprints } from './recent-fingerprints.js';
import type { SharedFingerprintSet } from './shared-fingerprint-set.js';
import type { ExpandReport, ParentRange, SearchSetup, SliceExecutor } from './slice-executor.js';
import type { StateBuffer } from './state-buffer.js';
import { SuccessorBatch, type BatchBuffers } from './successor-batch.js';
import { COMMAND_SEQUENCE, CONTROL_WORDS, DONE_SEQUENCE, type WorkerCommand, type WorkerReply, type WorkerSetup } from './worker-protocol.js';

interface WorkerHandle {
  readonly thread: Worker;
  readonly port: MessagePort;
  readonly control: Int32Array;
  sequence: number;
}

/** The compiled worker script; it exists next to this module once built (not when running TypeScript sources). */
export function workerScript(): URL {
  const url = new URL('./bfs-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) throw new Error('worker threads need the compiled build (dist/); run `npm run build`');
  return url;
}

export class WorkerExecutor implements SliceExecutor {
  readonly workerCount: number;
  batches: SuccessorBatch[] = [];
  private readonly workers: WorkerHandle[] = [];

  constructor(private readonly setup: SearchSetup, workerCount: number) {
    const factory = setup.model.factory;
    if (factory === undefined) throw new Error('this model has no factory, so it cannot run in worker threads');
    this.workerCount = workerCount;
    const script = workerScript();
    const recent = new RecentFingerprints(workerCount);
    for (let w = 0; w < workerCount; w++) {
      const control = new Int32Array(new SharedArrayBuffer(CONTROL_WORDS * 4));
      const { port1, port2 } = new MessageChannel();
      const workerSetup: WorkerSetup = {
        factory,
        invariants: Array.from(setup.invariants),
        constraints: Array.from(setup.constraints),
        checkDeadlock: setup.checkDeadlock,
        coverage: setup.coverage,
        partition: w,
        partitions: workerCount,
        control: control.buffer as SharedArrayBuffer,
        recent: recent.buffer,
      };
      const thread = new Worker(script, { workerData: { setup: workerSetup, port: port2 }, transferList: [port2] });
      thread.unref();
      this.workers.push({ thread, port: port1, control, sequence: 0 });
    }
    for (const worker of this.workers) this.await(worker, 'ready');
  }

  expandInitial(): ExpandReport[] {
    const reports: ExpandReport[] = [];
    this.workers.forEach((worker, w) => {
      if (w === 0) this.send(worker, { type: 'expandInitial' });
      else this.send(worker, { type: 'expand', chunks: [], childLevel: 1, first: 0, count: 0 });
    });
    this.workers.forEach((worker, w) => reports.push(this.expanded(worker, w)));
    return reports;
  }

  expand(level: StateBuffer, childLevel: number, ranges: readonly ParentRange[]): ExpandReport[] {
    const chunks = level.sharedChunks();
    this.workers.forEach((worker, w) => {
      const range = ranges[w] as ParentRange;
      this.send(worker, { type: 'expand', chunks, childLevel, first: range.first, count: range.count });
    });
    return this.workers.map((worker, w) => this.expanded(worker, w));
  }

  mark(table: SharedFingerprintSet, cuts: readonly number[]): number {
    const batches: BatchBuffers[] = this.batches.map((batch) => batch.buffers());
    for (const worker of this.workers) this.send(worker, { type: 'mark', table: table.buffer, batches, cuts });
    let fresh = 0;
    for (const worker of this.workers) fresh += (this.await(worker, 'marked') as { fresh: number }).fresh;
    return fresh;
  }

  commitCoverage(emitted: readonly number[]): void {
    if (!this.setup.coverage) return;
    this.workers.forEach((worker, w) => this.send(worker, { type: 'commitCoverage', emitted: emitted[w] as number }));
    for (const worker of this.workers) this.await(worker, 'done');
  }

  collectCoverage(into: CoverageRecorder): void {
    for (const worker of this.workers) {
      this.send(worker, { type: 'coverage' });
      into.addCounts(this.await(worker, 'coverage') as { generated: number[]; enabled: number[] });
    }
  }

  close(): void {
    for (const worker of this.workers) {
      this.send(worker, { type: 'close' });
      this.await(worker, 'done');
      void worker.thread.terminate();
    }
  }

  private expanded(worker: WorkerHandle, w: number): ExpandReport {
    const reply = this.await(worker, 'expanded') as Extract<WorkerReply, { type: 'expanded' }>;
    const current = this.batches[w];
    if (current === undefined || current.buffers().high !== reply.batch.high) this.batches[w] = new SuccessorBatch(this.setup.model.stateBytes, reply.batch);
    (this.batches[w] as SuccessorBatch).count = reply.candidates;
    return { emitted: reply.emitted, candidates: reply.candidates, event: reply.event };
  }

  private send(worker: WorkerHandle, command: WorkerCommand): void {
    worker.port.postMessage(command);
    Atomics.add(worker.control, COMMAND_SEQUENCE, 1);
    Atomics.notify(worker.control, COMMAND_SEQUENCE);
  }

  /** Blocks until the worker answers, and returns its answer (throwing its error). */
  private await(worker: WorkerHandle, expected: WorkerReply['type']): WorkerReply {
    const target = ++worker.sequence;
    while (Atomics.load(worker.control, DONE_SEQUENCE) < target) Atomics.wait(worker.control, DONE_SEQUENCE, target - 1, 1000);
    const received = receiveMessageOnPort(worker.port);
    if (received === undefined) throw new Error('a worker thread signalled without answering');
    const reply = received.message as WorkerReply;
    if (reply.type === 'error') throw new Error(`worker thread failed: ${reply.message}`);
    if (reply.type !== expected) throw new Error(`worker thread answered ${reply.type}, expected ${expected}`);
    return reply;
  }
}
