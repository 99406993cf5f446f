/**
 * Evening out a level, from the coordinator: worth it only when some worker
 * is off its share by more than 2 % and 256 states; then move, allMoved and
 * switch to equal consecutive ranges, the move redone after a failure up to
 * the retries, and a fatal failure or a lost worker passed on.
 */
import { describe, expect, it } from 'vitest';
import type { ControlStep, Report } from '../../../src/cluster/protocol/messages.js';
import { rebalance, worthMoving } from '../../../src/cluster/coordinator/rebalance.js';
import { StepFailed, WorkerLost, type RunChannel } from '../../../src/cluster/coordinator/run-channel.js';

describe('worthMoving', () => {
  it('is false for even counts, or off by at most 256 states and 2 % of a share', () => {
    expect(worthMoving([1000, 1000, 1000])).toBe(false);
    expect(worthMoving([1276, 724])).toBe(false);
    expect(worthMoving([0])).toBe(false);
    expect(worthMoving([100_000 + 2256, 100_000 - 2256])).toBe(false);
  });

  it('is true past both', () => {
    expect(worthMoving([1277, 723])).toBe(true);
    expect(worthMoving([100_000 + 2257, 100_000 - 2257])).toBe(true);
    expect(worthMoving([300, 0, 0])).toBe(false);
    expect(worthMoving([900, 0, 0])).toBe(true);
  });
});

/** A channel whose steps answer as `answer` says (a report per worker, or a throw), recording the steps. */
function channel(answer: (body: ControlStep, call: number) => Report[]) {
  const steps: ControlStep[] = [];
  const fake = {
    run: async (body: ControlStep) => {
      steps.push(body);
      return answer(body, steps.length - 1);
    },
  };
  return { channel: fake as unknown as RunChannel, steps };
}

const moved: Report = { t: 'moved', streams: [{ chunks: 1, items: 2, checksum: 3 }] };

describe('rebalance', () => {
  it('moves, checks and switches to equal consecutive ranges, the extra states to the first ranks', async () => {
    const { channel: fake, steps } = channel((body) => (body.t === 'move' ? [moved, moved, moved] : [{ t: 'ready' }]));
    const log: string[] = [];
    expect(await rebalance(fake, 4, [10, 0, 1], 2, (line) => log.push(line))).toEqual([4, 4, 3]);
    expect(steps).toEqual([
      { t: 'move', level: 4, attempt: 0, counts: [10, 0, 1], targets: [4, 4, 3] },
      { t: 'allMoved', level: 4, attempt: 0, streams: [moved.streams, moved.streams, moved.streams] },
      { t: 'switch', level: 4, attempt: 0, counts: [10, 0, 1], targets: [4, 4, 3] },
    ]);
    expect(log).toEqual([]);
  });

  it('moves again after a failure, up to the retries, saying so; then passes the failure on', async () => {
    const failing = (failures: number) =>
      channel((body, call) => {
        if (body.t === 'allMoved' && call < 2 * failures) throw new StepFailed(1, 'from 0: 1 of 1 chunks missing', false);
        return body.t === 'move' ? [moved, moved] : [{ t: 'ready' }, { t: 'ready' }];
      });
    const log: string[] = [];
    const once = failing(1);
    expect(await rebalance(once.channel, 2, [7, 1], 1, (line) => log.push(line))).toEqual([4, 4]);
    expect(once.steps.map((step) => `${step.t} ${'attempt' in step ? step.attempt : ''}`)).toEqual([
      'move 0',
      'allMoved 0',
      'move 1',
      'allMoved 1',
      'switch 1',
    ]);
    expect(log).toEqual(['moving states of level 2 failed (worker 2: from 0: 1 of 1 chunks missing); moving them again']);
    await expect(rebalance(failing(2).channel, 2, [7, 1], 1, () => {})).rejects.toThrow('worker 2: from 0: 1 of 1 chunks missing');
  });

  it('does not retry a fatal failure or a lost worker', async () => {
    for (const error of [new StepFailed(0, 'out of memory', true), new WorkerLost(1, 10)]) {
      const { channel: fake, steps } = channel(() => {
        throw error;
      });
      await expect(rebalance(fake, 1, [5, 0], 3, () => {})).rejects.toBe(error);
      expect(steps.length).toBe(1);
    }
  });
});
