/** A worker thread of the BFS: expands the chunks of parents it claims and marks its partition of fingerprints (see slice-executor.ts). */
import { receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { CoverageRecorder } from '../coverage.js';
import { Expander } from './expander.js';
import { Marker } from './marker.js';
import type { Model } from '../model.js';
import { releaseDroppedBuffers } from '../release-memory.js';
import { FingerprintTable } from '../tables/fingerprint-table.js';
import { rehashPartition } from '../tables/table-probe.js';
import { CHUNK_PARENTS } from './slice-executor.js';
import { SharedStateRun } from './state-buffer.js';
import { SuccessorBatch } from './successor-batch.js';
import {
  awaitSequence,
  COMMAND_SEQUENCE,
  DONE_SEQUENCE,
  type BatchReference,
  type WorkerCommand,
  type WorkerReply,
  type WorkerSetup,
} from './worker-protocol.js';

const { setup, port } = workerData as { setup: WorkerSetup; port: MessagePort };
const control = new Int32Array(setup.control);
const claims = new Int32Array(setup.claims);
let sequence = 0;

function reply(message: WorkerReply): void {
  port.postMessage(message);
  Atomics.store(control, DONE_SEQUENCE, ++sequence);
  Atomics.notify(control, DONE_SEQUENCE);
}

async function start(): Promise<{ model: Model; expander: Expander; marker: Marker }> {
  const module = (await import(setup.factory.module)) as Record<string, (args: unknown) => Model | Promise<Model>>;
  const create = module[setup.factory.exportName];
  if (create === undefined) throw new Error(`${setup.factory.module} has no export ${setup.factory.exportName}`);
  const model = await create(setup.factory.args);
  const invariants = Int32Array.from(setup.invariants);
  const coverage = setup.coverage ? new CoverageRecorder(model) : null;
  const expander = new Expander(
    model,
    invariants,
    Int32Array.from(setup.constraints),
    setup.checkDeadlock,
    coverage,
    setup.partitions,
    setup.fingerprintWords,
    setup.expansion,
  );
  return { model, expander, marker: new Marker(setup.partition, setup.partitions) };
}

/**
 * The batches this thread sees: its own, sent to the calling thread once in
 * full and then by generation, and views of the other workers' that it
 * marks, kept while the commands name them.
 */
class BatchViews {
  /** Views of every worker's batches, by generation. */
  private readonly views = new Map<number, SuccessorBatch>();
  private namedBefore = new Set<number>();
  /** The generations of the batch buffers sent to the calling thread. */
  private readonly sent = new Set<number>();

  constructor(private readonly stateBytes: number) {}

  /** How to name this thread's batch in a reply: its buffers the first time, then its generation. */
  reference(batch: SuccessorBatch): BatchReference {
    const { generation } = batch;
    const reference = this.sent.has(generation) ? { generation } : batch.buffers();
    this.sent.add(generation);
    this.views.set(generation, batch);
    return reference;
  }

  /** The batches a mark command names. */
  resolve(references: readonly BatchReference[]): SuccessorBatch[] {
    const batches = references.map((reference) => {
      if ('fingerprints' in reference) this.views.set(reference.generation, new SuccessorBatch(this.stateBytes, reference));
      const view = this.views.get(reference.generation);
      if (view === undefined) throw new Error(`asked to mark a batch (generation ${reference.generation}) this thread was never given`);
      return view;
    });
    // a batch not named by this command or the one before (one per turn) has grown since: forget it
    const named = new Set(references.map((reference) => reference.generation));
    for (const generation of this.views.keys())
      if (!named.has(generation) && !this.namedBefore.has(generation)) this.views.delete(generation);
    this.namedBefore = named;
    return batches;
  }
}

function serve(model: Model, expander: Expander, marker: Marker): void {
  const level = new SharedStateRun(model.stateBytes);
  const views = new BatchViews(model.stateBytes);
  let table: FingerprintTable | null = null;
  const shape = { width: setup.fingerprintWords, partitions: setup.partitions };
  let commandsTaken = 0;
  for (;;) {
    awaitSequence(control, COMMAND_SEQUENCE, commandsTaken + 1);
    const received = receiveMessageOnPort(port);
    if (received === undefined) continue;
    commandsTaken++;
    const command = received.message as WorkerCommand;
    switch (command.type) {
      case 'expand': {
        releaseDroppedBuffers(level.update(command.chunks));
        expander.reset(command.childLevel, command.turn);
        expander.expandClaimed(level, { first: command.first, count: command.count, chunkParents: CHUNK_PARENTS }, () =>
          Atomics.add(claims, 0, 1),
        );
        const batch = views.reference(expander.batch);
        reply({
          type: 'expanded',
          parts: expander.parts,
          candidates: expander.batch.count,
          candidatesByPartition: expander.candidatesByPartition,
          batch,
        });
        break;
      }
      case 'mark': {
        if (command.table !== null) {
          const dropped = table?.bytes ?? 0;
          table = new FingerprintTable(shape, command.table);
          releaseDroppedBuffers(dropped);
        }
        if (table === null) throw new Error('marking before the visited set was sent');
        reply({ type: 'marked', fresh: marker.mark(table, views.resolve(command.batches), command.ranges) });
        break;
      }
      case 'rehash':
        rehashPartition(
          new Uint32Array(command.source),
          new Uint32Array(command.target),
          { width: shape.width, stride: shape.width },
          setup.partitions,
          setup.partition,
        );
        reply({ type: 'done' });
        break;
      case 'commitCoverage':
        expander.coverage?.commit(command.emitted);
        reply({ type: 'done' });
        break;
      case 'coverage': {
        const counts = expander.coverage?.counts() ?? { generated: [], enabled: [] };
        reply({ type: 'coverage', ...counts });
        break;
      }
      case 'close':
        reply({ type: 'done' });
        port.close();
        return;
    }
  }
}

try {
  const { model, expander, marker } = await start();
  reply({ type: 'ready' });
  serve(model, expander, marker);
} catch (error) {
  reply({ type: 'error', message: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
}
