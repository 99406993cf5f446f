/**
 * What a worker does at each step of a run (see messages.ts). A step that a
 * newer one has replaced (a level redone, the run ended) stops at its next
 * wait. A step that cannot complete (chunks missing after the grace period)
 * reports 'failed', and the coordinator redoes the level.
 */
import { forEachCandidate, type CommitStop } from '../../engine/bfs/batch-step.js';
import { PartitionMap } from '../partition-map.js';
import { ChunkKind, decodeChunk, type StreamTotals } from '../protocol/chunk.js';
import type { ControlStep, Report, WorkerStop } from '../protocol/messages.js';
import { joinPayloads, sendBytes } from '../protocol/streams.js';
import type { RunSubjects } from '../protocol/subjects.js';
import type { KeyValueStore, Transport } from '../transport/transport.js';
import { FingerprintOutbox } from './fingerprint-outbox.js';
import { Cancelled, type Inbox } from './inbox.js';
import { assemble, overlap, spansOf, statesBytes } from './level-moves.js';
import { Yielder } from '../yielding.js';
import { BudgetExceeded, type RunState } from './run-state.js';

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

export class WorkerSteps {
  /** The level attempt in progress. */
  private level: LevelStep | null = null;
  /** Parents expanded in the level in progress. */
  expanded = 0;

  constructor(
    private readonly state: RunState,
    private readonly transport: Transport,
    private readonly subjects: RunSubjects,
    private readonly inbox: Inbox,
    private readonly store: KeyValueStore,
    private readonly report: (step: number, body: Report) => void,
    private readonly currentStep: () => number,
  ) {}

  async perform(step: number, body: ControlStep): Promise<void> {
    const cancelled = () => this.currentStep() !== step;
    try {
      switch (body.t) {
        case 'level': return await this.expand(step, body, cancelled);
        case 'allSent': return await this.answer(step, body, cancelled);
        case 'allAnswered': return await this.count(step, body, cancelled);
        case 'commit': return await this.commit(step, body);
        case 'move': return await this.move(step, body, cancelled);
        case 'allMoved': return await this.checkMoved(step, body, cancelled);
        case 'switch': return await this.switchRange(step, body, cancelled);
        case 'snapshot': return await this.snapshot(step, body, cancelled);
        case 'restore': return await this.restore(step, body, cancelled);
        case 'wait': case 'end': return;
      }
    } catch (error) {
      if (error instanceof Cancelled) return;
      const overBudget = error instanceof BudgetExceeded ? { neededBytes: error.neededBytes, budgetBytes: error.budgetBytes } : undefined;
      this.report(step, { t: 'failed', reason: (error as Error).message, fatal: overBudget !== undefined, ...(overBudget !== undefined && { overBudget }) });
    }
  }

  private get grace(): number {
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
      throw new Error(`worker ${rank + 1} holds ${state.frontier.count} states of level ${body.level}, the coordinator counts ${range?.count ?? 'none'}`);
    }
    const outbox = new FingerprintOutbox(state.workers, rank, body.level, body.attempt, (owner, message) => {
      if (owner === rank) inbox.add(decodeChunk(message));
      else transport.publish(subjects.fingerprints(owner), message);
    }, state.setup.fingerprintWords, state.manifest.batchFingerprints);
    const executor = state.executorForLevel();
    const held = state.held;
    const route = () => {
      const slice = held.slices[held.slices.length - 1];
      if (slice !== undefined) {
        forEachCandidate(slice, (fingerprints, from) => outbox.add(state.partitions.ownerOf(fingerprints[from] as number), fingerprints, from));
      }
    };
    if (body.initial) {
      if (rank === 0) {
        held.hold(executor.expandInitial());
        route();
      }
    } else {
      const frontier = state.frontier;
      for (let cursor = 0; cursor < range.count; ) {
        const count = Math.min(state.sliceParents, range.count - cursor);
        for (let c = Math.floor(cursor / frontier.chunkStates); c <= Math.floor((cursor + count - 1) / frontier.chunkStates); c++) frontier.chunk(c);
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
      const send = (message: Uint8Array) => (sender === rank ? inbox.add(decodeChunk(message)) : transport.publish(subjects.answers(sender), message));
      sent.push(await sendBytes({ kind: ChunkKind.answers, from: rank, level: body.level, attempt: body.attempt }, answers[sender] as Uint8Array, 1, send, () => transport.flush()));
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
    const links = await sendBytes({ kind: ChunkKind.links, from: rank, level: body.level, attempt: body.attempt }, packLinks(counted.parents, counted.positions), 5, (message) => transport.publish(subjects.upload, message), () => transport.flush());
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
      this.report(step, { t: 'committed', generated: 0, numbered: 0, appended: 0, depth: 0, stop: null, generatedTotal: state.generatedTotal });
      return;
    }
    const { committer, stop } = await state.held.commit(state.setup.invariants, body.maxDistinct, state.threads, body.offsets[rank] as number, { start: range.start, childLevel: body.childLevel, next: state.next });
    await state.shard.merge();
    state.generatedTotal += committer.generated;
    const appended = state.next.count;
    if (body.cut < 0) state.finishLevel();
    state.keepWithinBudget(0);
    this.level = null;
    this.report(step, { t: 'committed', generated: committer.generated, numbered: committer.distinct - (body.offsets[rank] as number), appended, depth: committer.depth, stop: workerStop(stop), generatedTotal: state.generatedTotal });
  }

  /** Sends each other worker the states this one holds in that worker's new range. */
  private async move(step: number, body: Extract<ControlStep, { t: 'move' }>, cancelled: () => boolean): Promise<void> {
    const { state, transport, subjects, inbox } = this;
    const { rank } = state;
    inbox.prune((kind, level, attempt) => kind !== ChunkKind.movedStates || (level === body.level && attempt >= body.attempt));
    if (state.frontier.count !== body.counts[rank]) throw new Error(`worker ${rank + 1} holds ${state.frontier.count} states of level ${body.level}, the coordinator counts ${body.counts[rank]}`);
    const mine = spansOf(body.counts)[rank] as { start: number; end: number };
    const streams: StreamTotals[] = [];
    const targets = spansOf(body.targets);
    for (let to = 0; to < targets.length; to++) {
      const part = overlap(mine, targets[to] as { start: number; end: number });
      const bytes = to === rank || part.end <= part.start ? new Uint8Array(0) : statesBytes(state.frontier, part.start - mine.start, part.end - mine.start);
      streams.push(await sendBytes({ kind: ChunkKind.movedStates, from: rank, level: body.level, attempt: body.attempt }, bytes, state.frontier.stride, (message) => transport.publish(subjects.download(to), message), () => transport.flush()));
    }
    await transport.flush();
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'moved', streams });
  }

  /** Checks that every state moved to this worker has arrived (nothing changes yet, so the move can be redone). */
  private async checkMoved(step: number, body: Extract<ControlStep, { t: 'allMoved' }>, cancelled: () => boolean): Promise<void> {
    const { rank } = this.state;
    await this.inbox.complete(ChunkKind.movedStates, body.level, body.attempt, body.streams.map((toWorkers) => toWorkers[rank] as StreamTotals), this.grace, cancelled);
    this.report(step, { t: 'ready' });
  }

  /** Makes this worker's new range from what it kept and what it received. */
  private async switchRange(step: number, body: Extract<ControlStep, { t: 'switch' }>, cancelled: () => boolean): Promise<void> {
    const { state, inbox } = this;
    const { rank } = state;
    const mine = spansOf(body.counts)[rank] as { start: number; end: number };
    const kept = overlap(mine, spansOf(body.targets)[rank] as { start: number; end: number });
    const own = kept.end <= kept.start ? new Uint8Array(0) : statesBytes(state.frontier, kept.start - mine.start, kept.end - mine.start);
    const received = body.counts.map((_, from) => (from === rank ? [] : inbox.stream(ChunkKind.movedStates, body.level, body.attempt, from).inOrder()));
    state.next.clear();
    assemble(state.next, rank, own, received);
    state.finishLevel();
    inbox.prune((kind) => kind !== ChunkKind.movedStates);
    if (state.frontier.count !== body.targets[rank]) throw new Error(`worker ${rank + 1} put together ${state.frontier.count} states, ${body.targets[rank]} were asked for`);
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'ready' });
  }

  /** Sends this worker's share of the visited set and its range of the level to the coordinator. */
  private async snapshot(step: number, body: Extract<ControlStep, { t: 'snapshot' }>, cancelled: () => boolean): Promise<void> {
    const { state, transport, subjects } = this;
    const publish = (message: Uint8Array) => transport.publish(subjects.upload, message);
    const header = { from: state.rank, level: body.id, attempt: 0 };
    const words: Uint32Array[] = [...state.shard.contents(1 << 14)];
    const fingerprints = await sendBytes({ ...header, kind: ChunkKind.snapshotFingerprints }, joinPayloads(words.map((run) => ({ payload: new Uint8Array(run.buffer, run.byteOffset, run.byteLength) }))), state.shard.width * 4, publish, () => transport.flush());
    const states = await sendBytes({ ...header, kind: ChunkKind.snapshotStates }, joinPayloads(state.frontier.contents().map((payload) => ({ payload }))), state.frontier.stride, publish, () => transport.flush());
    await transport.flush();
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'snapshotted', fingerprints, states });
  }

  /** Replaces what this worker holds with its share of a checkpoint, streamed by the coordinator. */
  private async restore(step: number, body: Extract<ControlStep, { t: 'restore' }>, cancelled: () => boolean): Promise<void> {
    const { state, inbox, store } = this;
    const { rank } = state;
    state.reset();
    this.level = null;
    const map = await store.get(body.partitionMapKey);
    if (map === null) throw new Error(`the partition map ${body.partitionMapKey} is not in the cluster's store`);
    state.partitions = PartitionMap.fromBytes(map.value);
    const [fingerprints] = await inbox.complete(ChunkKind.restoreFingerprints, body.id, 0, [body.fingerprints[rank] as StreamTotals], this.grace, cancelled);
    const [states] = await inbox.complete(ChunkKind.restoreStates, body.id, 0, [body.states[rank] as StreamTotals], this.grace, cancelled);
    const yielder = new Yielder();
    state.shard.reserve((body.fingerprints[rank] as StreamTotals).items);
    for (const chunk of fingerprints ?? []) {
      await yielder.turn();
      state.shard.restore(state.shard.wordsOf(chunk));
    }
    const stride = state.frontier.stride;
    for (const chunk of states ?? []) {
      await yielder.turn();
      const words = new Uint32Array(chunk.payload.buffer, chunk.payload.byteOffset, (chunk.count * stride) / 4);
      for (let at = 0; at < words.length; at += stride / 4) state.frontier.append(words, at);
    }
    inbox.prune((kind, level) => !((kind === ChunkKind.restoreFingerprints || kind === ChunkKind.restoreStates) && level === body.id));
    if (state.frontier.count !== body.levelCounts[rank]) throw new Error(`restored ${state.frontier.count} states, ${body.levelCounts[rank]} were sent`);
    if (cancelled()) throw new Cancelled();
    this.report(step, { t: 'ready' });
  }
}

