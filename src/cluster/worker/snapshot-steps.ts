/**
 * A worker's steps of a checkpoint (see messages.ts): send its share of the
 * visited set and its range of the level to the coordinator, or replace
 * what it holds with its share of a checkpoint the coordinator streams.
 */
import { PartitionMap } from '../partition-map.js';
import { ChunkKind, type StreamTotals } from '../protocol/chunk.js';
import type { ControlStep } from '../protocol/messages.js';
import { joinPayloads, sendBytes } from '../protocol/streams.js';
import { Yielder } from '../yielding.js';
import { Cancelled } from './inbox.js';
import type { StepContext } from './step-context.js';

/** Sends this worker's share of the visited set and its range of the level to the coordinator. */
export async function sendSnapshot(
  context: StepContext,
  step: number,
  body: Extract<ControlStep, { t: 'snapshot' }>,
  cancelled: () => boolean,
): Promise<void> {
  const { state, transport, subjects } = context;
  const publish = (message: Uint8Array) => transport.publish(subjects.upload, message);
  const header = { from: state.rank, level: body.id, attempt: 0 };
  const words: Uint32Array[] = [...state.shard.contents(1 << 14)];
  const fingerprints = await sendBytes(
    { ...header, kind: ChunkKind.snapshotFingerprints },
    joinPayloads(words.map((run) => ({ payload: new Uint8Array(run.buffer, run.byteOffset, run.byteLength) }))),
    state.shard.width * 4,
    publish,
    () => transport.flush(),
  );
  const states = await sendBytes(
    { ...header, kind: ChunkKind.snapshotStates },
    joinPayloads(state.frontier.contents().map((payload) => ({ payload }))),
    state.frontier.stride,
    publish,
    () => transport.flush(),
  );
  await transport.flush();
  if (cancelled()) throw new Cancelled();
  context.report(step, { t: 'snapshotted', fingerprints, states });
}

/** Replaces what this worker holds with its share of a checkpoint, streamed by the coordinator. */
export async function restoreShare(
  context: StepContext,
  step: number,
  body: Extract<ControlStep, { t: 'restore' }>,
  cancelled: () => boolean,
): Promise<void> {
  const { state, inbox, store } = context;
  const { rank } = state;
  state.reset();
  const map = await store.get(body.partitionMapKey);
  if (map === null) throw new Error(`the partition map ${body.partitionMapKey} is not in the cluster's store`);
  state.partitions = PartitionMap.fromBytes(map.value);
  const [fingerprints] = await inbox.complete(
    ChunkKind.restoreFingerprints,
    body.id,
    0,
    [body.fingerprints[rank] as StreamTotals],
    context.grace,
    cancelled,
  );
  const [states] = await inbox.complete(ChunkKind.restoreStates, body.id, 0, [body.states[rank] as StreamTotals], context.grace, cancelled);
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
  if (state.frontier.count !== body.levelCounts[rank])
    throw new Error(`restored ${state.frontier.count} states, ${body.levelCounts[rank]} were sent`);
  if (cancelled()) throw new Cancelled();
  context.report(step, { t: 'ready' });
}
