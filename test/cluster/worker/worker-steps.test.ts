/**
 * What a worker does at each step of a level, two workers driven step by
 * step as a coordinator would: the initial states and the next level are
 * expanded, their fingerprints sent to their owners, decided, answered,
 * counted and committed with one machine's numbers; a step that cannot
 * complete reports 'failed' (fatal past the memory budget), one replaced by a
 * newer step stops without a report, and a step of a level not in progress
 * is ignored.
 */
import { describe, expect, it } from 'vitest';
import type { ControlStep, Range, Report, RunManifest } from '../../../src/cluster/protocol/messages.js';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';
import { WorkerSteps } from '../../../src/cluster/worker/worker-steps.js';
import { graphModel } from '../../helpers/toy-models.js';
import { manifestOf, runStateOf, statesIn, stepContextOf } from './toy-runs.js';

// 0 -> 1, 2; 1 -> 2, 3; 2 -> 3, 4; the fingerprints of a level go to both owners
const model = graphModel({ 0: [1, 2], 1: [2, 3], 2: [3, 4] }, [0], { BelowFour: ([x]) => (x as number) < 4 });

/** Two workers' steps, with the step each is on; `budget` bounds worker 2's memory. */
async function twoWorkers(manifest: RunManifest = manifestOf(2), budget = Number.POSITIVE_INFINITY) {
  const bus = new InProcessBus();
  const store = await bus.connect().keyValue('bucket');
  let current = 0;
  const workers = [0, 1].map((rank) => {
    const context = stepContextOf(bus, runStateOf(model, rank, manifest, rank === 1 ? budget : Number.POSITIVE_INFINITY), store);
    const steps = new WorkerSteps(
      context.state,
      context.transport,
      context.subjects,
      context.inbox,
      context.store,
      context.report,
      () => current,
    );
    return { context, steps };
  });
  /** Runs a step on both workers; returns their reports on it. */
  const step = async <T extends Report['t']>(body: ControlStep): Promise<Extract<Report, { t: T }>[]> => {
    current++;
    const at = current;
    await Promise.all(workers.map(({ steps }) => steps.perform(at, body)));
    return workers.map(({ context }) => context.reports.find(([reported]) => reported === at)?.[1] as Extract<Report, { t: T }>);
  };
  /** Runs the four steps of level `level` over `ranges`; returns the counted and committed reports. */
  const level = async (level: number, ranges: Range[], offset: number, maxDistinct = Number.POSITIVE_INFINITY) => {
    const header = { level, attempt: 0 };
    const sent = await step<'sent'>({ t: 'level', ...header, childLevel: level + 1, initial: level === 0, ranges });
    const answered = await step<'answered'>({ t: 'allSent', ...header, streams: sent.map((report) => report.streams) });
    const counted = await step<'counted'>({ t: 'allAnswered', ...header, streams: answered.map((report) => report.streams) });
    const offsets = [offset, offset + (counted[0]?.newStates ?? 0)];
    const cut = counted.findIndex((report, rank) => report.stopped || (offsets[rank] as number) + report.newStates >= maxDistinct);
    const committed = await step<'committed'>({ t: 'commit', ...header, cut, offsets, maxDistinct, childLevel: level + 1 });
    return { sent, counted, committed };
  };
  return { workers, step, level, setCurrent: (step: number) => (current = step) };
}

describe('WorkerSteps', () => {
  it("expands, sends, decides, counts and commits two levels with one machine's numbers", async () => {
    const { workers, level } = await twoWorkers();
    const initial = await level(
      0,
      [
        { start: 0, count: 0 },
        { start: 0, count: 0 },
      ],
      0,
    );
    expect(initial.counted.map((report) => report.newStates)).toEqual([1, 0]);
    expect(initial.committed.map((report) => [report.generated, report.numbered, report.appended, report.depth])).toEqual([
      [1, 1, 1, 1],
      [0, 0, 0, 0],
    ]);
    const second = await level(
      1,
      [
        { start: 0, count: 1 },
        { start: 1, count: 0 },
      ],
      1,
    );
    // worker 1 expands 0 into 1 and 2, one fingerprint to each owner
    expect(second.sent[0]?.streams.reduce((sum, stream) => sum + stream.items, 0)).toBe(2);
    expect(second.counted.map((report) => [report.newStates, report.links.items])).toEqual([
      [2, 2],
      [0, 0],
    ]);
    expect(second.committed[0]).toMatchObject({ generated: 2, numbered: 2, appended: 2, depth: 2, stop: null, generatedTotal: 3 });
    expect(statesIn(workers[0]?.context.state.frontier ?? ({} as never), model)).toEqual([[1], [2]]);
    // 2 is found again from 1 (a duplicate of the last level), 3 twice (the first occurrence wins): 3 and 4 are new
    const third = await level(
      2,
      [
        { start: 1, count: 2 },
        { start: 3, count: 0 },
      ],
      3,
    );
    expect(third.counted.map((report) => [report.t, report.newStates, report.stopped])).toEqual([
      ['counted', 2, false],
      ['counted', 0, false],
    ]);
    expect(third.committed.map((report) => [report.t, report.generated, report.numbered])).toEqual([
      ['committed', 4, 2],
      ['committed', 0, 0],
    ]);
    expect(statesIn(workers[0]?.context.state.frontier ?? ({} as never), model)).toEqual([[3], [4]]);
  });

  it('stops at the first new state that violates an invariant, and says where', async () => {
    const { level } = await twoWorkers(manifestOf(2, { invariants: ['BelowFour'] }));
    await level(
      0,
      [
        { start: 0, count: 0 },
        { start: 0, count: 0 },
      ],
      0,
    );
    await level(
      1,
      [
        { start: 0, count: 1 },
        { start: 1, count: 0 },
      ],
      1,
    );
    // 1 -> 2 (a duplicate), 3; 2 -> 3 (a duplicate), 4, which violates BelowFour: the second successor of the second parent
    const third = await level(
      2,
      [
        { start: 1, count: 2 },
        { start: 3, count: 0 },
      ],
      3,
    );
    expect(third.counted[0]).toMatchObject({ newStates: 2, stopped: true });
    expect(third.committed[0]?.stop).toEqual({ kind: 'violation', invariantId: 0, parent: 1, position: 1 });
  });

  it("reports 'failed' for a range it does not hold, and a fatal failure with the numbers past its memory budget", async () => {
    const { step } = await twoWorkers(manifestOf(2), 1000);
    const [refused] = await step<'failed'>({
      t: 'level',
      level: 1,
      attempt: 0,
      childLevel: 2,
      initial: false,
      ranges: [
        { start: 0, count: 5 },
        { start: 5, count: 0 },
      ],
    });
    expect(refused).toEqual({ t: 'failed', reason: 'worker 1 holds 0 states of level 1, the coordinator counts 5', fatal: false });
    const initial = await step<'failed'>({
      t: 'level',
      level: 0,
      attempt: 0,
      childLevel: 1,
      initial: true,
      ranges: [
        { start: 0, count: 0 },
        { start: 0, count: 0 },
      ],
    });
    expect(initial[0]?.t).toBe('sent');
    const committed = await step<'failed'>({
      t: 'commit',
      level: 0,
      attempt: 0,
      cut: -1,
      offsets: [0, 1],
      maxDistinct: Infinity,
      childLevel: 1,
    });
    expect(committed[0]?.t).toBe('committed');
    expect(committed[1]).toMatchObject({ t: 'failed', fatal: true, overBudget: { budgetBytes: 1000 } });
    expect(committed[1]?.reason).toMatch(/^worker 2 needs .* but its memory budget is 0\.0 GiB/);
  });

  it('ignores a step of a level not in progress and the wait and end steps; a step replaced by a newer one ends without a report', async () => {
    const { workers, step, setCurrent } = await twoWorkers(manifestOf(2, { timeouts: { silence: 10, grace: 60 } }));
    const streams = [
      [
        { chunks: 1, items: 1, checksum: 0 },
        { chunks: 0, items: 0, checksum: 0 },
      ],
      [
        { chunks: 0, items: 0, checksum: 0 },
        { chunks: 0, items: 0, checksum: 0 },
      ],
    ];
    expect(await step({ t: 'allSent', level: 4, attempt: 0, streams })).toEqual([undefined, undefined]);
    expect(await step({ t: 'wait' })).toEqual([undefined, undefined]);
    await step({
      t: 'level',
      level: 0,
      attempt: 0,
      childLevel: 1,
      initial: true,
      ranges: [
        { start: 0, count: 0 },
        { start: 0, count: 0 },
      ],
    });
    const worker = workers[0];
    if (worker === undefined) throw new Error('no worker');
    // worker 1 waits for a fingerprint batch that never comes, until a newer step replaces this one
    const waiting = worker.steps.perform(10, {
      t: 'allSent',
      level: 0,
      attempt: 0,
      streams: [[{ chunks: 2, items: 2, checksum: 0 }, streams[0]?.[1] as never], streams[1] as never],
    });
    setCurrent(10);
    await new Promise((resolve) => setTimeout(resolve, 20));
    setCurrent(11);
    await waiting;
    expect(worker.context.reports.filter(([at]) => at === 10)).toEqual([]);
  });
});
