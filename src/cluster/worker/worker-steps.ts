/**
 * What a worker does at each step of a run (see messages.ts): here the steps
 * of a level (expand, answer, count, commit); those that even out the next
 * level are in level-moves.ts, those of checkpoints in snapshot-steps.ts. A step that a
 * newer one has replaced (a level redone, the run ended) stops at its next
 * wait. A step that cannot complete (chunks missing after the grace period)
 * reports 'failed', and the coordinator redoes the level.
 */
import { forEachCandidate, type CommitStop } from '../../engine/bfs/batch-step.js';
import { ChunkKind, decodeChunk, type StreamTotals } from '../protocol/chunk.js';
import type { ControlStep, Report, WorkerStop } from '../protocol/messages.js';
import { joinPayloads, sendBytes } from '../protocol/streams.js';
import type { RunSubjects } from '../protocol/subjects.js';
import type { KeyValueStore, Transport } from '../transport/transport.js';
import { FingerprintOutbox } from './fingerprint-outbox.js';
import { Cancelled, type Inbox } from './inbox.js';
import { checkMoved, moveStates, switchRange } from './level-moves.js';
import { BudgetExceeded, type RunState } from './run-state.js';
import { restoreShare, sendSnapshot } from './snapshot-steps.js';
import type { StepContext } from './step-context.js';

type LevelStep = Extract<ControlStep, { t: 'level' }>;

/** Packs parent links as 5 bytes each (parent ordinal, little-endian, then position). */
function packLinks(parents: Uint32Array, positions: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(parents.length * 5);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < parents.length; i++) {
    view.setUint32(i * 5, parents[i] as number, true);
    bytes[i * 5 + 4] = positions[i] as number;
  }
  return bytes;
}

function workerStop(stop: CommitStop | null): WorkerStop | null {
  if (stop === null) return null;
  if (stop.kind === 'violation') return { kind: 'violation', invariantId: stop.invariantId, parent: stop.parent, position: stop.position };
  if (stop.kind === 'failure') return stop;
  return { kind: stop.kind, parent: stop.parent };
}

export class WorkerSteps implements StepContext {
  /** The level attempt in progress. */
  private level: LevelStep | null = null;
  /** Parents expanded in the level in progress. */
  expanded = 0;

  constructor(
    readonly state: RunState,
    readonly transport: Transport,
    readonly subjects: RunSubjects,
    readonly inbox: Inbox,
    readonly store: KeyValueStore,
    readonly report: (step: number, body: Report) => void,
    private readonly currentStep: () => number,
  ) {}

  async perform(step: number, body: ControlStep): Promise<void> {
    const cancelled = () => this.currentStep() !== step;
    try {
      switch (body.t) {
        case 'level':
          return await this.expand(step, body, cancelled);
        case 'allSent':
          return await this.answer(step, body, cancelled);
        case 'allAnswered':
          return await this.count(step, body, cancelled);
        case 'commit':
          return await this.commit(step, body);
        case 'move':
          return await moveStates(this, step, body, cancelled);
        case 'allMoved':
          return await checkMoved(this, step, body, cancelled);
        case 'switch':
          return await switchRange(this, step, body, cancelled);
        case 'snapshot':
          return await sendSnapshot(this, step, body, cancelled);
        case 'restore':
          this.level = null;
          return await restoreShare(this, step, body, cancelled);
        case 'wait':
        case 'end':
          return;
      }
    } catch (error) {
      if (error instanceof Cancelled) return;
      const overBudget = error instanceof BudgetExceeded ? { neededBytes: error.neededBytes, budgetBytes: error.budgetBytes } : undefined;
      this.report(step, {
        t: 'failed',
        reason: (error as Error).message,
        fatal: overBudget !== undefined,
        ...(overBudget !== undefined && { overBudget }),
      });
    }
  }

  get grace(): number {
    return this.state.manifest.timeouts.grace;
  }

  private sameLevel(body: { level: number; attempt: number }): LevelStep | null {
    const level = this.level;
    return level !== null && level.level === body.level && level.attempt === body.attempt ? level : null;
  }

  /** Expands this worker's range of the level and sends each fingerprint to its owner. */
  private async expand(step: number, body: LevelStep, cancelled: () => boolean): Promise<void> {
    const { state, transport, subjects, inbox } = this;
    const { rank } = state;
    state.startLevel();
    this.level = body;
    this.expanded = 0;
    const older = (level: number, attempt: number) => level < body.level || (level === body.level && attempt < body.attempt);
    inbox.prune((kind, level, attempt) => (kind !== ChunkKind.fingerprints && kind !== ChunkKind.answers) || !older(level, attempt));
    const range = body.ranges[rank];
    if (range === undefined || (!body.initial && range.count !== state.frontier.count)) {
      throw new Error(
        `worker ${rank + 1} holds ${state.frontier.count} states of level ${body.level}, the coordinator counts ${range?.count ?? 'none'}`,
      );
    }
    const outbox = new FingerprintOutbox(
      state.workers,
      rank,
      body.level,
      body.attempt,
      (owner, message) => {
        if (owner === rank) inbox.add(decodeChunk(message));
        else transport.publish(subjects.fingerprints(owner), message);
      },
      state.setup.fingerprintWords,
      state.manifest.batchFingerprints,
    );
    const executor = state.executorForLevel();
    const held = state.held;
    const route = () => {
      const slice = held.slices[held.slices.length - 1];
      if (slice !== undefined) {
        forEachCandidate(slice, (fingerprints, from) =>
          outbox.add(state.partitions.ownerOf(fingerprints[from] as number), fingerprints, from),
        );
      }
    };
    if (body.initial) {
      if (rank === 0) {
        held.hold(executor.expandInitial());
        route();
      }
    } else {
      const frontier = state.frontier;
      for (let cursor = 0; cursor < range.count;) {
        const count = Math.min(state.sliceParents, range.count - cursor);
        for (let c = Math.floor(cursor / frontier.chunkStates); c <= Math.floor((cursor + count - 1) / frontier.chunkStates); c++)
          frontier.chunk(c);
        const ended = held.hold(executor.expand(frontier, body.childLevel, { first: cursor, count }));
        route();
        cursor += count;
        this.expanded = cursor;
        state.keepWithinBudget(cursor);
        if (ended) break;
        await transport.flush();
        if (cancelled()) throw new Cancelled();
      }
    }
    const streams = outbox.finish();
    await transport.flush();
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'sent', streams });
  }

  /** Decides the fingerprints this worker owns, once every sender's stream is in, and answers each sender. */
  private async answer(step: number, body: Extract<ControlStep, { t: 'allSent' }>, cancelled: () => boolean): Promise<void> {
    if (this.sameLevel(body) === null) return;
    const { state, inbox, transport, subjects } = this;
    const { rank } = state;
    const expected = body.streams.map((toOwners) => toOwners[rank] as StreamTotals);
    const streams = await inbox.complete(ChunkKind.fingerprints, body.level, body.attempt, expected, this.grace, cancelled);
    const { answers } = await state.shard.decide(streams);
    const sent: StreamTotals[] = [];
    for (let sender = 0; sender < answers.length; sender++) {
      const send = (message: Uint8Array) =>
        sender === rank ? inbox.add(decodeChunk(message)) : transport.publish(subjects.answers(sender), message);
      sent.push(
        await sendBytes(
          { kind: ChunkKind.answers, from: rank, level: body.level, attempt: body.attempt },
          answers[sender] as Uint8Array,
          1,
          send,
          () => transport.flush(),
        ),
      );
    }
    await transport.flush();
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'answered', streams: sent });
  }

  /** Takes in the owners' answers, counts the new states up to this worker's first stop and sends their links to the coordinator. */
  private async count(step: number, body: Extract<ControlStep, { t: 'allAnswered' }>, cancelled: () => boolean): Promise<void> {
    const level = this.sameLevel(body);
    if (level === null) return;
    const { state, inbox, transport, subjects } = this;
    const { rank } = state;
    const expected = body.streams.map((toSenders) => toSenders[rank] as StreamTotals);
    const streams = await inbox.complete(ChunkKind.answers, body.level, body.attempt, expected, this.grace, cancelled);
    await state.held.applyAnswers(state.partitions, streams.map(joinPayloads));
    const counted = await state.held.count((level.ranges[rank] as { start: number }).start);
    const links = await sendBytes(
      { kind: ChunkKind.links, from: rank, level: body.level, attempt: body.attempt },
      packLinks(counted.parents, counted.positions),
      5,
      (message) => transport.publish(subjects.upload, message),
      () => transport.flush(),
    );
    await transport.flush();
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'counted', newStates: counted.newStates, stopped: counted.stopped, links });
  }

  /** Commits this worker's part of the level (up to the cut, if the search stops in it). */
  private async commit(step: number, body: Extract<ControlStep, { t: 'commit' }>): Promise<void> {
    const level = this.sameLevel(body);
    if (level === null) return;
    const { state } = this;
    const { rank } = state;
    const range = level.ranges[rank] as { start: number };
    if (body.cut >= 0 && rank > body.cut) {
      this.report(step, {
        t: 'committed',
        generated: 0,
        numbered: 0,
        appended: 0,
        depth: 0,
        stop: null,
        generatedTotal: state.generatedTotal,
      });
      return;
    }
    const { committer, stop } = await state.held.commit(
      state.setup.invariants,
      body.maxDistinct,
      state.threads,
      body.offsets[rank] as number,
      { start: range.start, childLevel: body.childLevel, next: state.next },
    );
    await state.shard.merge();
    state.generatedTotal += committer.generated;
    const appended = state.next.count;
    if (body.cut < 0) state.finishLevel();
    state.keepWithinBudget(0);
    this.level = null;
    this.report(step, {
      t: 'committed',
      generated: committer.generated,
      numbered: committer.distinct - (body.offsets[rank] as number),
      appended,
      depth: committer.depth,
      stop: workerStop(stop),
      generatedTotal: state.generatedTotal,
    });
  }
}
