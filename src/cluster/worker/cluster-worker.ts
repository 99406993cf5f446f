/**
 * `monocheck worker`: a process that joins a cluster by name, waits to be
 * assigned to a run, and then does what the run's coordinator asks, step by
 * step (see messages.ts): expand its range of a level and send the
 * fingerprints to their owners, decide the fingerprints it owns, count its
 * new states, commit, take or restore snapshots. It drops any message of
 * another run, and leaves a run whose coordinator has gone silent.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Model } from '../../engine/model.js';
import { FINGERPRINT_BITS } from '../../engine/tables/fingerprint.js';
import { PartitionMap } from '../partition-map.js';
import { decodeChunk } from '../protocol/chunk.js';
import {
  decode,
  encode,
  type ControlMessage,
  type IdleMessage,
  type Report,
  type ReportMessage,
  type RunManifest,
} from '../protocol/messages.js';
import { ClusterSubjects, type RunSubjects } from '../protocol/subjects.js';
import type { KeyValueStore, Subscription, Transport } from '../transport/transport.js';
import { Inbox } from './inbox.js';
import { RunState } from './run-state.js';
import { WorkerSteps } from './worker-steps.js';

export interface ClusterWorkerOptions {
  readonly transport: Transport;
  /** The cluster to serve: only runs of this name are taken. */
  readonly name: string;
  /** Threads this worker expands with. */
  readonly threads: number;
  /** Builds the run's model from the coordinator's description of it. */
  readonly buildModel: (spec: unknown) => Model | Promise<Model>;
  /** Folder for spill files. */
  readonly workDir?: string;
  /** Bytes this worker may hold; past half of it its levels spill to `workDir`. */
  readonly memoryBudgetBytes?: number;
  /** Serve one run, then return. */
  readonly once?: boolean;
  readonly workerId?: string;
  /** Asked about every 100 ms: true makes the worker leave (after the current run's step). */
  readonly shouldStop?: () => boolean;
  /** Says what the worker does (a run joined, failed, over), a line at a time, without a prefix. */
  readonly log?: (line: string) => void;
}

/** Serves runs of the cluster until told to stop (or after one run with `once`); returns how many runs it served. */
export async function serveClusterWorker(options: ClusterWorkerOptions): Promise<number> {
  const { transport } = options;
  const subjects = new ClusterSubjects(options.name);
  const workerId = options.workerId ?? randomUUID().replaceAll('-', '');
  const hello: IdleMessage = { t: 'hello', workerId, threads: options.threads, host: hostname(), pid: process.pid };
  let busy = false;
  let served = 0;
  let pending: Extract<IdleMessage, { t: 'assign' }> | null = null;
  const announce = () => {
    if (!busy) transport.publish(subjects.hello, encode(hello));
  };
  const subscriptions: Subscription[] = [
    transport.subscribe(subjects.call, () => announce()),
    transport.subscribe(subjects.worker(workerId), (payload) => {
      const message = decode<IdleMessage>(payload);
      if (message?.t === 'assign' && message.name === options.name && !busy) pending = message;
    }),
  ];
  announce();
  let lastHello = performance.now();
  try {
    for (;;) {
      if (options.shouldStop?.() === true) return served;
      const assignment = pending as Extract<IdleMessage, { t: 'assign' }> | null;
      if (assignment !== null) {
        pending = null;
        busy = true;
        const joined = await serveRun(options, subjects.run(assignment.runId), assignment).catch((error: unknown) => {
          options.log?.(`run ${assignment.runId} failed here: ${(error as Error).message}`);
          return true;
        });
        busy = false;
        if (joined) {
          served++;
          if (options.once === true) return served;
        }
        announce();
      }
      if (performance.now() - lastHello > 2000) {
        announce();
        lastHello = performance.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    for (const subscription of subscriptions) subscription.unsubscribe();
  }
}

/** The run's manifest and partition map from the cluster's store, or null (said in `log`) if this worker cannot join it. */
async function readRun(
  options: ClusterWorkerOptions,
  store: KeyValueStore,
  assignment: Extract<IdleMessage, { t: 'assign' }>,
  log: (line: string) => void,
): Promise<{ manifest: RunManifest; map: Uint8Array } | null> {
  const manifestEntry = await store.get(`run-${assignment.runId}`);
  const mapEntry = await store.get(`partitions-${assignment.runId}`);
  const manifest = manifestEntry === null ? null : decode<RunManifest>(manifestEntry.value);
  if (manifest === null || mapEntry === null || manifest.name !== options.name || manifest.runId !== assignment.runId) {
    log(`run ${assignment.runId} has no manifest in the cluster's store; not joining`);
    return null;
  }
  if (!FINGERPRINT_BITS.some((bits) => bits === manifest.fingerprintBits)) {
    log(
      `run ${assignment.runId} asks for ${String(manifest.fingerprintBits)}-bit fingerprints, ` +
        `which this monocheck does not know (it knows ${FINGERPRINT_BITS.join(', ')}); not joining`,
    );
    return null;
  }
  return { manifest, map: mapEntry.value };
}

/** What this worker holds for the run it joins, or null (said in `log`) if it cannot join it. */
async function joinRun(
  options: ClusterWorkerOptions,
  store: KeyValueStore,
  assignment: Extract<IdleMessage, { t: 'assign' }>,
  log: (line: string) => void,
): Promise<RunState | null> {
  const run = await readRun(options, store, assignment, log);
  if (run === null) return null;
  const model = await options.buildModel(run.manifest.modelSpec);
  return new RunState(
    run.manifest,
    assignment.rank,
    model,
    PartitionMap.fromBytes(run.map),
    options.threads,
    options.workDir ?? null,
    options.memoryBudgetBytes ?? Number.POSITIVE_INFINITY,
  );
}

/** Takes part in one run until it ends or its coordinator goes silent; false if the run could not be joined. */
async function serveRun(
  options: ClusterWorkerOptions,
  subjects: RunSubjects,
  assignment: Extract<IdleMessage, { t: 'assign' }>,
): Promise<boolean> {
  const { transport } = options;
  const log = options.log ?? (() => {});
  const store = await transport.keyValue(assignment.bucket);
  const state = await joinRun(options, store, assignment, log);
  if (state === null) return false;
  const { manifest } = state;
  const inbox = new Inbox();
  let lastStep = -1;
  let lastReport: { step: number; report: Report } | null = null;
  let heardAt = performance.now();
  let ended = false;
  // a report carries it too, so the coordinator's statistics at the end are current (a commit grows the visited share)
  const progress = () => ({
    generated: state.held.emitted,
    expanded: steps.expanded,
    residentBytes: state.residentBytes,
    visitedSetBytes: state.shard.bytes,
    bytesOut: transport.bytesOut,
  });
  const report = (step: number, body: Report) => {
    lastReport = { step, report: body };
    const message: ReportMessage = { rank: state.rank, step, heartbeat: false, report: body, progress: progress() };
    transport.publish(subjects.coordinator, encode(message));
  };
  const steps = new WorkerSteps(state, transport, subjects, inbox, store, report, () => lastStep);
  let chain: Promise<void> = Promise.resolve();
  const onControl = (payload: Uint8Array) => {
    const message = decode<ControlMessage>(payload);
    if (message === null) return;
    heardAt = performance.now();
    if (message.step <= lastStep) return;
    lastStep = message.step;
    const { step, body } = message;
    if (body.t === 'end') ended = true;
    chain = chain
      .then(() => steps.perform(step, body))
      .catch((error: unknown) => {
        log(`step ${step} (${body.t}) failed: ${(error as Error).stack ?? String(error)}`);
        report(step, { t: 'failed', reason: (error as Error).message, fatal: true });
      });
  };
  const subscriptions = subscribeRun(transport, subjects, state.rank, inbox, onControl);
  report(-1, { t: 'joined', threads: options.threads, host: hostname() });
  log(`joined run ${manifest.runId} as worker ${state.rank + 1} of ${manifest.workers}`);
  const beat = () => {
    const repeated = lastReport;
    const message: ReportMessage = {
      rank: state.rank,
      step: repeated?.step ?? -1,
      heartbeat: true,
      report: repeated?.report ?? null,
      progress: progress(),
    };
    transport.publish(subjects.coordinator, encode(message));
  };
  try {
    await attend(options, manifest, { ended: () => ended, heardAt: () => heardAt, beat, log });
    // a step in progress sees that it is no longer current
    lastStep = Number.POSITIVE_INFINITY;
    await chain;
    if (ended) log(`run ${manifest.runId} is over`);
  } finally {
    for (const subscription of subscriptions) subscription.unsubscribe();
    state.close();
  }
  return true;
}

/** The run's subjects this worker listens to: the coordinator's control messages, and chunks sent to it. */
function subscribeRun(
  transport: Transport,
  subjects: RunSubjects,
  rank: number,
  inbox: Inbox,
  onControl: (payload: Uint8Array) => void,
): Subscription[] {
  const toInbox = (payload: Uint8Array) => inbox.add(decodeChunk(payload));
  return [
    transport.subscribe(subjects.control, onControl),
    transport.subscribe(subjects.fingerprints(rank), toInbox),
    transport.subscribe(subjects.answers(rank), toInbox),
    transport.subscribe(subjects.download(rank), toInbox),
  ];
}

/** What `attend` watches of a run and how it beats. */
interface Attendance {
  readonly ended: () => boolean;
  /** When the coordinator was last heard from (performance.now()). */
  readonly heardAt: () => number;
  /** Sends a heartbeat. */
  readonly beat: () => void;
  readonly log: (line: string) => void;
}

/** Stays in the run, beating, until it ends, its coordinator goes silent, or the worker is told to stop. */
async function attend(options: ClusterWorkerOptions, manifest: RunManifest, run: Attendance): Promise<void> {
  const silence = manifest.timeouts.silence * 1000;
  const beatEvery = Math.min(1000, silence / 5);
  let lastBeat = 0;
  while (!run.ended()) {
    const now = performance.now();
    if (now - run.heardAt() > silence) {
      run.log(`the coordinator of run ${manifest.runId} has not been heard from for ${manifest.timeouts.silence} s; leaving the run`);
      return;
    }
    if (now - lastBeat >= beatEvery) {
      lastBeat = now;
      run.beat();
    }
    if (options.shouldStop?.() === true) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
