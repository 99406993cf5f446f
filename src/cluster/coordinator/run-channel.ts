/**
 * The coordinator's side of one run: numbered steps sent to every worker
 * (and repeated with each heartbeat), their reports collected, the workers'
 * heartbeats watched. A step completes when every rank has reported on it;
 * it fails when a rank reports 'failed' (the level is redone) or has not been
 * heard from for the silence timeout (the worker is lost).
 */
import { decodeChunk } from '../protocol/chunk.js';
import {
  decode,
  encode,
  type ClusterTimeouts,
  type ControlMessage,
  type ControlStep,
  type OverBudget,
  type Report,
  type ReportMessage,
} from '../protocol/messages.js';
import type { RunSubjects } from '../protocol/subjects.js';
import type { Subscription, Transport } from '../transport/transport.js';
import { Inbox } from '../worker/inbox.js';

/** A step that a worker could not complete: the level is redone (unless `fatal`; `overBudget` when the worker ran out of memory). */
export class StepFailed extends Error {
  override readonly name = 'StepFailed';
  constructor(
    readonly rank: number,
    reason: string,
    readonly fatal: boolean,
    readonly overBudget?: OverBudget,
  ) {
    super(rank < 0 ? reason : `worker ${rank + 1}: ${reason}`);
  }
}

/** A worker not heard from for the silence timeout. */
export class WorkerLost extends Error {
  override readonly name = 'WorkerLost';
  constructor(
    readonly rank: number,
    readonly seconds: number,
  ) {
    super(`worker ${rank + 1} has not been heard from for ${seconds} s`);
  }
}

export interface WorkerProgress {
  generated: number;
  expanded: number;
  residentBytes: number;
  /** Bytes of the worker's share of the visited set. */
  visitedSetBytes: number;
  /** Bytes the worker has published (payloads). */
  bytesOut: number;
}

export class RunChannel {
  /** Links and snapshots uploaded by the workers. */
  readonly uploads = new Inbox();
  readonly progress: WorkerProgress[];
  private step = 0;
  private body: ControlStep = { t: 'wait' };
  private readonly reports: (Report | null)[];
  private readonly heardAt: number[];
  private readonly subscriptions: Subscription[];
  private readonly beat: NodeJS.Timeout;
  private readonly joinedRanks = new Set<number>();

  constructor(
    private readonly transport: Transport,
    private readonly subjects: RunSubjects,
    readonly workers: number,
    private readonly timeouts: ClusterTimeouts,
  ) {
    this.reports = new Array<Report | null>(workers).fill(null);
    this.heardAt = new Array<number>(workers).fill(performance.now());
    this.progress = Array.from({ length: workers }, () => ({
      generated: 0,
      expanded: 0,
      residentBytes: 0,
      visitedSetBytes: 0,
      bytesOut: 0,
    }));
    this.subscriptions = [
      transport.subscribe(subjects.coordinator, (payload) => this.onReport(payload)),
      transport.subscribe(subjects.upload, (payload) => this.uploads.add(decodeChunk(payload))),
    ];
    const beatMs = Math.min(1000, (timeouts.silence * 1000) / 5);
    this.beat = setInterval(() => this.publish(true), beatMs);
  }

  private onReport(payload: Uint8Array): void {
    const message = decode<ReportMessage>(payload);
    if (message === null || !(message.rank >= 0 && message.rank < this.workers)) return;
    this.heardAt[message.rank] = performance.now();
    if (message.progress !== undefined) this.progress[message.rank] = { ...message.progress };
    if (message.report?.t === 'joined') this.joinedRanks.add(message.rank);
    if (message.report !== null && message.step === this.step) this.reports[message.rank] = message.report;
  }

  private publish(heartbeat: boolean): void {
    const message: ControlMessage = { step: this.step, heartbeat, body: this.body };
    this.transport.publish(this.subjects.control, encode(message));
  }

  /** Sends a step and waits until every worker has reported `expected` on it; throws StepFailed or WorkerLost. */
  async run<T extends Report['t']>(
    body: ControlStep,
    expected: T,
    cancelled: () => boolean = () => false,
  ): Promise<Extract<Report, { t: T }>[]> {
    this.step++;
    this.body = body;
    this.reports.fill(null);
    this.publish(false);
    for (;;) {
      const failed = this.reports.findIndex((report) => report?.t === 'failed');
      if (failed >= 0) {
        const report = this.reports[failed] as Extract<Report, { t: 'failed' }>;
        throw new StepFailed(failed, report.reason, report.fatal, report.overBudget);
      }
      if (this.reports.every((report) => report?.t === expected)) return [...this.reports] as Extract<Report, { t: T }>[];
      this.checkAlive();
      if (cancelled()) throw new Error('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  /** Throws WorkerLost for a worker silent past the timeout. */
  checkAlive(): void {
    const now = performance.now();
    const silent = this.heardAt.findIndex((at) => now - at > this.timeouts.silence * 1000);
    if (silent >= 0) throw new WorkerLost(silent, this.timeouts.silence);
  }

  /** Waits for the joined reports of every worker (at most `waitSeconds`). */
  async joined(waitSeconds: number): Promise<boolean> {
    const deadline = performance.now() + waitSeconds * 1000;
    while (this.joinedRanks.size < this.workers) {
      if (performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    this.heardAt.fill(performance.now());
    return true;
  }

  /** Tells the workers the run is over (repeated for a moment, so that a lost message does not leave one waiting) and stops listening. */
  async end(): Promise<void> {
    this.step++;
    this.body = { t: 'end' };
    for (let i = 0; i < 3; i++) {
      this.publish(false);
      await this.transport.flush();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.close();
  }

  close(): void {
    clearInterval(this.beat);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
