/**
 * Worker threads that cannot leave the calling thread waiting for ever. The
 * calling thread of a search waits for its threads' answers synchronously
 * (Atomics.wait: worker-protocol.ts), so it never sees a Worker's 'exit' or
 * 'error' event: a thread that ended without answering (out of memory, a
 * crash, process.exit in a model) would leave it blocked. So the threads are
 * started by a supervisor thread whose event loop is free
 * (thread-supervisor.ts): when one ends, the supervisor reports why, marks
 * the thread's control block as exited and bumps its answer counter, which
 * wakes the waiting thread; that one finds no answer and throws a
 * WorkerThreadError naming the cause.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort, type Transferable } from 'node:worker_threads';
import { engineScript } from '../worker-script.js';
import { DONE_SEQUENCE, EXITED } from './worker-protocol.js';

/** How the supervisor starts one thread. */
export interface SupervisedStart {
  readonly workerData: unknown;
  readonly transferList: readonly Transferable[];
  /** The thread's control block (worker-protocol.ts). */
  readonly control: SharedArrayBuffer;
}

/** What the supervisor reports of a thread that ended: its exit code, and the error that ended it if any. */
export interface ThreadExit {
  readonly index: number;
  readonly code: number;
  readonly error: string | null;
}

/** A worker thread ended without answering; the message names it and the cause. */
export class WorkerThreadError extends Error {}

/** Marks a thread's control block as exited and wakes whoever waits for its answer (the supervisor's side). */
export function markExited(control: Int32Array): void {
  Atomics.store(control, EXITED, 1);
  // after the mark: a thread woken by the counter finds it
  Atomics.add(control, DONE_SEQUENCE, 1);
  Atomics.notify(control, DONE_SEQUENCE);
}

/** Whether the thread of this control block has ended. */
export function hasExited(control: Int32Array): boolean {
  return Atomics.load(control, EXITED) !== 0;
}

export class SupervisedThreads {
  private readonly supervisor: Worker;
  private readonly reports: MessagePort;
  private readonly exits = new Map<number, ThreadExit>();

  /** Starts a thread running `script` for each of `starts` (their index is their position). */
  constructor(script: URL, starts: readonly SupervisedStart[]) {
    const { port1, port2 } = new MessageChannel();
    this.reports = port1;
    const workerData = { script: script.href, threads: starts, reports: port2 };
    this.supervisor = new Worker(engineScript('bfs/thread-supervisor.js'), {
      workerData,
      transferList: [port2, ...starts.flatMap((start) => start.transferList)],
    });
    // like the threads it starts, it keeps no process alive
    this.supervisor.unref();
  }

  /** The error to throw for thread `index`, which has ended (see hasExited); `name` is how a message names it. */
  exitError(index: number, name: string): WorkerThreadError {
    for (let received = receiveMessageOnPort(this.reports); received !== undefined; received = receiveMessageOnPort(this.reports)) {
      const exit = received.message as ThreadExit;
      this.exits.set(exit.index, exit);
    }
    const exit = this.exits.get(index);
    const cause = exit === undefined ? 'it ended' : (exit.error ?? `it exited with code ${exit.code}`);
    return new WorkerThreadError(`${name} ended without answering: ${cause}`);
  }

  /** Ends the supervisor, and with it every thread still running. */
  terminate(): void {
    void this.supervisor.terminate();
    this.reports.close();
  }
}
