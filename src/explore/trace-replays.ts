/**
 * Replaying uploaded traces off the server's thread: reading and replaying
 * a 30 MB trace takes seconds of CPU, which on the server's own thread would
 * hold up every other request. Each replay runs in a worker thread, at most
 * `threads` at once (the others wait their turn), each with a capped heap.
 * A thread is kept for the next upload and ended after a while unused.
 */
import { Worker } from 'node:worker_threads';
import type { SpecRecipe } from '../runs/spec/checkable-spec.js';
import { RequestError } from './request-error.js';
import { TraceLoadError, traceName, type TraceReplay } from './trace-loading.js';
import { workerScript } from './worker-script.js';

export interface ReplayJob {
  readonly bytes: Uint8Array;
  readonly name: string;
}

export type ReplayAnswer =
  | { readonly kind: 'replayed'; readonly replay: TraceReplay }
  /** The file is no trace of this model (TraceLoadError's sentence). */
  | { readonly kind: 'refused'; readonly message: string }
  /** The replay itself broke (a bug). */
  | { readonly kind: 'failed'; readonly message: string };

/** How long an unused thread is kept. */
const IDLE_THREAD_MS = 30_000;

export class TraceReplays {
  private readonly idle = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Set<Worker>();
  private readonly queue: (() => void)[] = [];
  /** Threads that died (out of memory) or were ended: never kept. */
  private readonly lost = new WeakSet<Worker>();
  private closed = false;

  constructor(
    private readonly recipe: SpecRecipe,
    private readonly limits: { readonly threads: number; readonly memoryMiB: number },
  ) {}

  /**
   * The replay of the trace in `bytes` (UTF-8) called `name`. Throws
   * TraceLoadError when the file is no trace of the model or needs more
   * memory than a thread has; an Error when the replay broke.
   */
  async replay(bytes: Uint8Array, name: string): Promise<TraceReplay> {
    await this.turn();
    const worker = this.takeThread();
    try {
      const answer = await this.ask(worker, { bytes, name });
      if (answer.kind === 'refused') throw new TraceLoadError(answer.message);
      if (answer.kind === 'failed') throw new Error(`replaying the trace failed: ${answer.message}`);
      return answer.replay;
    } finally {
      this.busy.delete(worker);
      if (!this.closed && !this.lost.has(worker)) this.keep(worker);
      this.queue.shift()?.();
    }
  }

  /** Ends every thread. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.idle.keys(), ...this.busy];
    for (const timer of this.idle.values()) clearTimeout(timer);
    this.idle.clear();
    await Promise.all(threads.map((worker) => worker.terminate()));
  }

  private turn(): Promise<void> {
    if (this.closed) throw new RequestError(503, 'the explorer is closing');
    if (this.busy.size < this.limits.threads && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private takeThread(): Worker {
    const [kept] = this.idle;
    let worker: Worker;
    if (kept === undefined) {
      worker = new Worker(workerScript('trace-worker.js'), {
        workerData: { recipe: this.recipe },
        resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMiB },
      });
      worker.unref();
    } else {
      const [thread, timer] = kept;
      clearTimeout(timer);
      this.idle.delete(thread);
      worker = thread;
    }
    this.busy.add(worker);
    return worker;
  }

  private keep(worker: Worker): void {
    const timer = setTimeout(() => {
      this.idle.delete(worker);
      void worker.terminate();
    }, IDLE_THREAD_MS);
    timer.unref();
    this.idle.set(worker, timer);
  }

  /** Sends `job` to `worker` and waits for its answer; a thread that dies (out of memory) is let go. */
  private ask(worker: Worker, job: ReplayJob): Promise<ReplayAnswer> {
    return new Promise((resolve, reject) => {
      const settle = (lost: boolean) => {
        if (lost) this.lost.add(worker);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: ReplayAnswer) => {
        settle(false);
        resolve(answer);
      };
      const onError = (error: NodeJS.ErrnoException) => {
        settle(true);
        void worker.terminate();
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new TraceLoadError(
                `${traceName(job.name)}: replaying it needs more than the ${this.limits.memoryMiB} MiB a ` +
                  `replay may take; open a shorter trace, or replay it with monocheck trace --validate`,
              )
            : error,
        );
      };
      const onExit = () => {
        settle(true);
        reject(this.closed ? new RequestError(503, 'the explorer is closing') : new Error('the replay thread ended before answering'));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const transferable = job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength;
      worker.postMessage(job, transferable ? [job.bytes.buffer as ArrayBuffer] : []);
    });
  }
}
