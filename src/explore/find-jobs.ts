/**
 * The explorer's searches ("find from here"), each in its own worker thread
 * so the server keeps answering while one runs; at most one runs at a time.
 * Stopping one sets a flag the search reads between slices (and ends the
 * thread if it does not stop within a second).
 */
import { totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { excerpt } from '../input/quote.js';
import type { FindReport, SearchFigures } from './api-types.js';
import { figuresOf, type FindOutcome, type FindRequest } from './find-search.js';
import { RequestError } from './request-error.js';
import type { ExplorerSession } from './session.js';
import { stateReport } from './state-report.js';
import { workerScript } from './worker-script.js';

export type FindMessage =
  { readonly type: 'progress'; readonly figures: SearchFigures } | { readonly type: 'done'; readonly outcome: FindOutcome };

/** Finished searches remembered for GET /api/find/ID. */
const KEPT_REPORTS = 64;
/** At most a quarter of the machine's memory, and 1 GiB, for one search (the engine stops with a sentence past it). */
const MEMORY_BUDGET = Math.min(2 ** 30, Math.floor(totalmem() / 4));

interface Job {
  report: FindReport;
  worker: Worker | null;
  stopFlag: Int32Array;
  done: Promise<void>;
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** What a state found shows, as the end of `no state reachable from here ...`. */
function goalPhrase(session: ExplorerSession, goal: string, description: string): string {
  if (goal === 'invariant') return `violates ${session.spec.invariants.join(', ')}`;
  if (goal === 'deadlock') return 'is a deadlock';
  return `shows '${goal}' (${description})`;
}

function messageOf(outcome: FindOutcome, phrase: string): string {
  const searched = `${plural(outcome.figures.distinctStates, 'distinct state')} searched in ${outcome.figures.seconds.toFixed(2)} s`;
  switch (outcome.status) {
    case 'found': {
      const where = outcome.steps.length === 0 ? 'in this very state' : `${plural(outcome.steps.length, 'step')} from here`;
      return `Found: ${outcome.reached[0]?.toUpperCase()}${outcome.reached.slice(1)}, ${where} (a shortest path; ${searched}).`;
    }
    case 'not-found':
      if (outcome.figures.distinctStates === 0)
        return "This state is outside the model's constraints: TLC would not go on from it, so neither does the search.";
      return `Not found: no state reachable from here within the model's bounds ${phrase} (${searched}).`;
    case 'stopped':
      return `Stopped after ${plural(outcome.figures.distinctStates, 'distinct state')}, ${plural(outcome.figures.levels, 'level')} deep.`;
    case 'failed':
      return `The search failed: ${outcome.message}`;
  }
}

export class FindJobs {
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  constructor(private readonly session: ExplorerSession) {}

  /** Starts a search for `goal` from the last state of `path`; throws RequestError (unknown goal, a search running, a bad path). */
  start(path: readonly number[], goal: string): FindReport {
    const known = this.session.goals().find((entry) => entry.goal === goal);
    if (known === undefined)
      throw new RequestError(
        400,
        `unknown goal '${excerpt(goal)}'; the explorer can find ${this.session
          .goals()
          .map((entry) => entry.goal)
          .join(', ')}`,
      );
    const phrase = goalPhrase(this.session, goal, known.description);
    const running = [...this.jobs.values()].find((job) => job.report.status === 'running');
    if (running !== undefined)
      throw new RequestError(409, `search ${running.report.id} is still running; stop it first (POST /api/find/${running.report.id}/stop)`);
    const walk = this.session.walk(path);
    const last = walk.states.length - 1;
    const report = stateReport(this.session, walk);
    const spec = this.session.spec;
    const request: FindRequest = {
      recipe: spec.recipe,
      invariants: spec.invariants,
      constraints: spec.constraints,
      goal,
      start: walk.states[last] as Uint8Array,
      startLevel: walk.states.length,
      startReached: report.witnesses.find((witness) => witness.name === goal)?.reached ?? false,
      memoryBudgetBytes: MEMORY_BUDGET,
    };
    const id = this.nextId++;
    const stopFlag = new Int32Array(new SharedArrayBuffer(4));
    const job: Job = {
      report: {
        id,
        goal,
        from: walk.path,
        status: 'running',
        figures: figuresOf(null),
        path: null,
        message: `Searching for ${known.description} from here...`,
      },
      worker: null,
      stopFlag,
      done: Promise.resolve(),
    };
    const worker = new Worker(workerScript('find-worker.js'), { workerData: { request, stopFlag } });
    job.worker = worker;
    job.done = new Promise((resolve) => {
      worker.on('message', (message: FindMessage) => this.receive(job, message, phrase));
      worker.on('error', (error) => this.finish(job, { status: 'failed', message: error.message, figures: job.report.figures }, phrase));
      worker.on('exit', () => {
        if (job.report.status === 'running') this.finish(job, { status: 'stopped', figures: job.report.figures }, phrase);
        job.worker = null;
        resolve();
      });
    });
    this.jobs.set(id, job);
    this.forgetOld();
    return job.report;
  }

  report(id: number): FindReport | undefined {
    return this.jobs.get(id)?.report;
  }

  /** Asks search `id` to stop; it reports 'stopped' once it has (the thread is ended if it takes more than a second). */
  async stop(id: number): Promise<FindReport | undefined> {
    const job = this.jobs.get(id);
    if (job === undefined) return undefined;
    if (job.worker !== null) {
      Atomics.store(job.stopFlag, 0, 1);
      const timer = setTimeout(() => void job.worker?.terminate(), 1000);
      await job.done;
      clearTimeout(timer);
    }
    return job.report;
  }

  /** Ends every search; resolves once their threads are gone. */
  async close(): Promise<void> {
    await Promise.all(
      [...this.jobs.values()].map(async (job) => {
        await job.worker?.terminate();
        await job.done;
      }),
    );
  }

  private receive(job: Job, message: FindMessage, phrase: string): void {
    if (job.report.status !== 'running') return;
    if (message.type === 'progress') job.report = { ...job.report, figures: message.figures };
    else this.finish(job, message.outcome, phrase);
  }

  private finish(job: Job, outcome: FindOutcome, phrase: string): void {
    if (job.report.status !== 'running') return;
    const path = outcome.status === 'found' ? [...job.report.from, ...outcome.steps] : null;
    job.report = { ...job.report, status: outcome.status, figures: outcome.figures, path, message: messageOf(outcome, phrase) };
  }

  private forgetOld(): void {
    for (const [id, job] of this.jobs) {
      if (this.jobs.size <= KEPT_REPORTS) return;
      if (job.report.status !== 'running') this.jobs.delete(id);
    }
  }
}
