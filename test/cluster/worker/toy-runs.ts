/** A worker's run of a toy model, for the tests of the worker's steps: its manifest, its RunState, states in and out of its buffers, a step context. */
import { PartitionMap } from '../../../src/cluster/partition-map.js';
import { decodeChunk } from '../../../src/cluster/protocol/chunk.js';
import type { Report, RunManifest } from '../../../src/cluster/protocol/messages.js';
import { ClusterSubjects } from '../../../src/cluster/protocol/subjects.js';
import type { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import type { KeyValueStore } from '../../../src/cluster/transport/transport.js';
import { Inbox } from '../../../src/cluster/worker/inbox.js';
import type { StepContext } from '../../../src/cluster/worker/step-context.js';
import { RunState } from '../../../src/cluster/worker/run-state.js';
import type { StateBuffer } from '../../../src/engine/bfs/batch-step.js';
import type { ToyModel, ToyState } from '../../helpers/toy-models.js';

/** The manifest of a run `runId` of cluster 'lab' on `workers` workers (64-bit fingerprints, no invariant, deadlock not checked). */
export function manifestOf(workers: number, changes: Partial<RunManifest> = {}): RunManifest {
  return {
    runId: 'run1',
    name: 'lab',
    workers,
    modelSpec: null,
    invariants: [],
    constraints: [],
    checkDeadlock: false,
    maxDistinctStates: null,
    batchFingerprints: 4,
    fingerprintBits: 64,
    timeouts: { silence: 10, grace: 0.2 },
    ...changes,
  };
}

/** Worker `rank`'s state for a run of `model` (partitions round robin, one thread, no spill folder). */
export function runStateOf(model: ToyModel, rank: number, manifest: RunManifest, memoryBudget = Number.POSITIVE_INFINITY): RunState {
  return new RunState(manifest, rank, model, PartitionMap.roundRobin(manifest.workers), 1, null, memoryBudget);
}

/** Appends the toy states to `buffer`. */
export function appendStates(buffer: StateBuffer, model: ToyModel, states: readonly ToyState[]): void {
  for (const state of states) {
    const bytes = new Uint8Array(buffer.stride);
    model.encode(state, bytes);
    buffer.append(new Uint32Array(bytes.buffer), 0);
  }
}

/** The toy states in `buffer`, in order. */
export function statesIn(buffer: StateBuffer, model: ToyModel): number[][] {
  return Array.from({ length: buffer.count }, (_, i) => model.decode(buffer.state(i)));
}

/** A worker's step context on `bus` for `state`: its inbox takes the chunks sent to its rank, its reports are kept. */
export function stepContextOf(bus: InProcessBus, state: RunState, store: KeyValueStore): StepContext & { reports: [number, Report][] } {
  const transport = bus.connect();
  const subjects = new ClusterSubjects(state.manifest.name).run(state.manifest.runId);
  const inbox = new Inbox();
  const toInbox = (payload: Uint8Array) => inbox.add(decodeChunk(payload));
  for (const subject of [subjects.download(state.rank), subjects.fingerprints(state.rank), subjects.answers(state.rank)])
    transport.subscribe(subject, toInbox);
  const reports: [number, Report][] = [];
  return {
    state,
    transport,
    subjects,
    inbox,
    store,
    grace: state.manifest.timeouts.grace,
    reports,
    report: (step, body) => reports.push([step, body]),
  };
}
