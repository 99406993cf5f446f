/**
 * Evening out a level between two workers: each sends the states it holds
 * in the other's new range (moveStates), checks that all sent to it arrived
 * (checkMoved, which changes nothing, so the move can be redone), and puts
 * its new range together in order (switchRange); a worker holding other
 * counts than the coordinator's is refused, a move still missing fails
 * after the grace period, and a step replaced by a newer one stops silently.
 */
import { describe, expect, it } from 'vitest';
import { ChunkKind } from '../../../src/cluster/protocol/chunk.js';
import type { Report } from '../../../src/cluster/protocol/messages.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import { Cancelled } from '../../../src/cluster/worker/inbox.js';
import { checkMoved, moveStates, switchRange } from '../../../src/cluster/worker/level-moves.js';
import { counterModel } from '../../helpers/toy-models.js';
import { appendStates, manifestOf, runStateOf, statesIn, stepContextOf } from './toy-runs.js';

const model = counterModel(9);

/** Two workers holding level 2 as [0..4] and [5]. */
async function twoWorkers() {
  const bus = new InProcessBus();
  const store = await bus.connect().keyValue('bucket');
  const contexts = [0, 1].map((rank) => stepContextOf(bus, runStateOf(model, rank, manifestOf(2)), store));
  const [zero, one] = contexts as [(typeof contexts)[number], (typeof contexts)[number]];
  appendStates(zero.state.frontier, model, [[0], [1], [2], [3], [4]]);
  appendStates(one.state.frontier, model, [[5]]);
  return { zero, one };
}

const never = () => false;
const move = { t: 'move', level: 2, attempt: 0, counts: [5, 1], targets: [3, 3] } as const;

describe('moving states between workers', () => {
  it('moves the states in the other new range and puts each range together in order', async () => {
    const { zero, one } = await twoWorkers();
    await Promise.all([moveStates(zero, 1, move, never), moveStates(one, 1, move, never)]);
    const moved = [zero, one].map((context) => context.reports[0]?.[1] as Extract<Report, { t: 'moved' }>);
    expect(moved.map((report) => report.streams.map((stream) => stream.items))).toEqual([
      [0, 2],
      [0, 0],
    ]);
    const allMoved = { t: 'allMoved', level: 2, attempt: 0, streams: moved.map((report) => report.streams) } as const;
    await Promise.all([checkMoved(zero, 2, allMoved, never), checkMoved(one, 2, allMoved, never)]);
    expect([zero.reports[1], one.reports[1]]).toEqual([
      [2, { t: 'ready' }],
      [2, { t: 'ready' }],
    ]);
    const switched = { ...move, t: 'switch' } as const;
    await Promise.all([switchRange(zero, 3, switched, never), switchRange(one, 3, switched, never)]);
    expect(statesIn(zero.state.frontier, model)).toEqual([[0], [1], [2]]);
    expect(statesIn(one.state.frontier, model)).toEqual([[3], [4], [5]]);
    expect(one.reports[2]).toEqual([3, { t: 'ready' }]);
    expect(one.inbox.stream(ChunkKind.movedStates, 2, 0, 0).received).toBe(0);
  });

  it('refuses to move when it holds other counts than the coordinator', async () => {
    const { zero } = await twoWorkers();
    await expect(moveStates(zero, 1, { ...move, counts: [4, 2] }, never)).rejects.toThrow(
      'worker 1 holds 5 states of level 2, the coordinator counts 4',
    );
  });

  it('fails the check when moved states are missing after the grace period, and stops a replaced step without a report', async () => {
    const { one } = await twoWorkers();
    const none = { chunks: 0, items: 0, checksum: 0 };
    // worker 1 says it sent worker 2 one chunk, which never came
    const missing = {
      t: 'allMoved',
      level: 2,
      attempt: 0,
      streams: [
        [none, { chunks: 1, items: 2, checksum: 0 }],
        [none, none],
      ],
    } as const;
    await expect(checkMoved(one, 2, missing, never)).rejects.toThrow('from 0: 1 of 1 chunks missing');
    await expect(checkMoved(one, 2, missing, () => true)).rejects.toBeInstanceOf(Cancelled);
    await expect(moveStates(one, 1, move, () => true)).rejects.toBeInstanceOf(Cancelled);
    expect(one.reports).toEqual([]);
  });
});
