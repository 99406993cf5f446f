/**
 * Evening out the next level: the states a worker found stay with it, so
 * after a level the workers may hold very different numbers of them (after
 * the initial states, one holds them all). The coordinator then asks for new
 * consecutive ranges of equal size; each worker sends the states it holds in
 * another's new range to that worker, which, once everything has arrived,
 * puts its range together in order. Order is unchanged: only the cuts move.
 * The three steps of a worker (`moveStates`, `checkMoved`, `switchRange`)
 * come after the arithmetic they use.
 */
import type { StateBuffer } from '../../engine/bfs/batch-step.js';
import { ChunkKind, type Chunk, type StreamTotals } from '../protocol/chunk.js';
import type { ControlStep } from '../protocol/messages.js';
import { sendBytes } from '../protocol/streams.js';
import { Cancelled } from './inbox.js';
import type { StepContext } from './step-context.js';

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Each worker's span of the level (positions within it) for the given counts. */
function spansOf(counts: readonly number[]): Span[] {
  let start = 0;
  return counts.map((count) => {
    const span = { start, end: start + count };
    start += count;
    return span;
  });
}

/** The overlap of two spans (empty: start >= end). */
function overlap(a: Span, b: Span): Span {
  return { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };
}

/** States first .. end - 1 of `buffer` as bytes (stride each). */
function statesBytes(buffer: StateBuffer, first: number, end: number): Uint8Array {
  const bytes = new Uint8Array((end - first) * buffer.stride);
  for (let i = first; i < end; i++) {
    const c = Math.floor(i / buffer.chunkStates);
    const at = (i - c * buffer.chunkStates) * buffer.stride;
    bytes.set(buffer.chunk(c).subarray(at, at + buffer.stride), (i - first) * buffer.stride);
  }
  return bytes;
}

/** Appends the states in `bytes` (stride each) to `target`. */
function appendStates(target: StateBuffer, bytes: Uint8Array): void {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const step = target.stride / 4;
  for (let at = 0; at < words.length; at += step) target.append(words, at);
}

/** Puts together a worker's new range: from each worker in rank order, its own states from `own` or those received. */
function assemble(target: StateBuffer, rank: number, own: Uint8Array, received: readonly Chunk[][]): void {
  received.forEach((chunks, from) => {
    if (from === rank) appendStates(target, own);
    else for (const chunk of chunks) appendStates(target, chunk.payload);
  });
}

/** Sends each other worker the states this one holds in that worker's new range. */
export async function moveStates(
  context: StepContext,
  step: number,
  body: Extract<ControlStep, { t: 'move' }>,
  cancelled: () => boolean,
): Promise<void> {
  const { state, transport, subjects, inbox } = context;
  const { rank } = state;
  inbox.prune((kind, level, attempt) => kind !== ChunkKind.movedStates || (level === body.level && attempt >= body.attempt));
  if (state.frontier.count !== body.counts[rank])
    throw new Error(
      `worker ${rank + 1} holds ${state.frontier.count} states of level ${body.level}, the coordinator counts ${body.counts[rank]}`,
    );
  const mine = spansOf(body.counts)[rank] as { start: number; end: number };
  const streams: StreamTotals[] = [];
  const targets = spansOf(body.targets);
  for (let to = 0; to < targets.length; to++) {
    const part = overlap(mine, targets[to] as { start: number; end: number });
    const bytes =
      to === rank || part.end <= part.start
        ? new Uint8Array(0)
        : statesBytes(state.frontier, part.start - mine.start, part.end - mine.start);
    streams.push(
      await sendBytes(
        { kind: ChunkKind.movedStates, from: rank, level: body.level, attempt: body.attempt },
        bytes,
        state.frontier.stride,
        (message) => transport.publish(subjects.download(to), message),
        () => transport.flush(),
      ),
    );
  }
  await transport.flush();
  if (cancelled()) throw new Cancelled();
  context.report(step, { t: 'moved', streams });
}

/** Checks that every state moved to this worker has arrived (nothing changes yet, so the move can be redone). */
export async function checkMoved(
  context: StepContext,
  step: number,
  body: Extract<ControlStep, { t: 'allMoved' }>,
  cancelled: () => boolean,
): Promise<void> {
  const { rank } = context.state;
  await context.inbox.complete(
    ChunkKind.movedStates,
    body.level,
    body.attempt,
    body.streams.map((toWorkers) => toWorkers[rank] as StreamTotals),
    context.grace,
    cancelled,
  );
  context.report(step, { t: 'ready' });
}

/** Makes this worker's new range from what it kept and what it received. */
export async function switchRange(
  context: StepContext,
  step: number,
  body: Extract<ControlStep, { t: 'switch' }>,
  cancelled: () => boolean,
): Promise<void> {
  const { state, inbox } = context;
  const { rank } = state;
  const mine = spansOf(body.counts)[rank] as { start: number; end: number };
  const kept = overlap(mine, spansOf(body.targets)[rank] as { start: number; end: number });
  const own = kept.end <= kept.start ? new Uint8Array(0) : statesBytes(state.frontier, kept.start - mine.start, kept.end - mine.start);
  const received = body.counts.map((_, from) =>
    from === rank ? [] : inbox.stream(ChunkKind.movedStates, body.level, body.attempt, from).inOrder(),
  );
  state.next.clear();
  assemble(state.next, rank, own, received);
  state.finishLevel();
  inbox.prune((kind) => kind !== ChunkKind.movedStates);
  if (state.frontier.count !== body.targets[rank])
    throw new Error(`worker ${rank + 1} put together ${state.frontier.count} states, ${body.targets[rank]} were asked for`);
  if (cancelled()) throw new Cancelled();
  context.report(step, { t: 'ready' });
}
