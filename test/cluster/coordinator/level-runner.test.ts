/**
 * One level from the coordinator, against stand-in workers: the four steps
 * in order, the traffic counted, the new states placed by a prefix sum, the
 * links of the numbered states appended, the counters moved to the next
 * level only once it committed; the first stop in rank order ends the
 * search, with the states still queued; anything inconsistent or missing
 * is a StepFailed. And the summary line of a run's traffic.
 */
import { describe, expect, it } from 'vitest';
import { runLevel, trafficLine, type CoordinatorCounters } from '../../../src/cluster/coordinator/level-runner.js';
import { StepFailed, type RunChannel } from '../../../src/cluster/coordinator/run-channel.js';
import { ChunkKind, decodeChunk, StreamSender } from '../../../src/cluster/protocol/chunk.js';
import type { ControlStep, Report } from '../../../src/cluster/protocol/messages.js';
import { Inbox } from '../../../src/cluster/worker/inbox.js';
import { NO_PARENT, ParentLinks } from '../../../src/engine/bfs/batch-step.js';

type Committed = Extract<Report, { t: 'committed' }>;

const totals = (items: number) => ({ chunks: 1, items, checksum: 0 });

/**
 * Two stand-in workers holding level 2 (ordinals 1 and 2): worker 1 finds 2
 * new states, worker 2 one; `links[w]` are the links each uploads, `committed`
 * what each reports on the commit (given the commit step).
 */
function level(committed: (step: Extract<ControlStep, { t: 'commit' }>) => Committed[], options: { lose?: boolean } = {}) {
  const uploads = new Inbox();
  const steps: ControlStep[] = [];
  const links = [
    [
      [1, 0],
      [1, 2],
    ],
    [[2, 1]],
  ];
  const run = async (body: ControlStep): Promise<Report[]> => {
    steps.push(body);
    switch (body.t) {
      case 'level':
        return [
          { t: 'sent', streams: [totals(2), totals(1)] },
          { t: 'sent', streams: [totals(0), totals(3)] },
        ];
      case 'allSent':
        return [0, 1].map(() => ({ t: 'answered', streams: [totals(1), totals(1)] }));
      case 'allAnswered':
        return links.map((own, from) => {
          const sender = new StreamSender({ kind: ChunkKind.links, from, level: body.level, attempt: body.attempt }, (message) => {
            if (!(options.lose === true && from === 1)) uploads.add(decodeChunk(message));
          });
          const bytes = new Uint8Array(own.length * 5);
          own.forEach(([parent, position], i) => {
            new DataView(bytes.buffer).setUint32(i * 5, parent as number, true);
            bytes[i * 5 + 4] = position as number;
          });
          sender.push(bytes, own.length);
          return { t: 'counted', newStates: own.length, stopped: false, links: sender.totals };
        });
      case 'commit':
        return committed(body);
      default:
        throw new Error(`unexpected step ${body.t}`);
    }
  };
  return { channel: { run, uploads, workers: 2 } as unknown as RunChannel, steps };
}

const start = (): CoordinatorCounters => ({ generated: 3, distinct: 3, depth: 2, levelStart: 1, level: 2, counts: [1, 1] });
const threeLinks = () => {
  const links = new ParentLinks();
  for (const parent of [NO_PARENT, 0, 0]) links.add(parent, 0);
  return links;
};
const whole = (numbered: number, generated: number): Committed => ({
  t: 'committed',
  generated,
  numbered,
  appended: numbered,
  depth: 3,
  stop: null,
  generatedTotal: generated,
});

describe('runLevel', () => {
  it('runs the four steps, places the new states by a prefix sum, and moves the counters to the next level', async () => {
    const { channel, steps } = level(() => [whole(2, 4), whole(1, 2)]);
    const counters = start();
    const links = threeLinks();
    const traffic = { sent: 0, local: 0 };
    expect(await runLevel(channel, counters, links, 1, Number.POSITIVE_INFINITY, 1, traffic)).toBeNull();
    expect(steps.map((step) => step.t)).toEqual(['level', 'allSent', 'allAnswered', 'commit']);
    expect(steps[0]).toEqual({
      t: 'level',
      level: 2,
      attempt: 1,
      childLevel: 3,
      initial: false,
      ranges: [
        { start: 1, count: 1 },
        { start: 2, count: 1 },
      ],
    });
    expect(steps[3]).toMatchObject({ cut: -1, offsets: [3, 5], childLevel: 3 });
    expect(traffic).toEqual({ local: 5, sent: 1 });
    expect(counters).toEqual({ generated: 9, distinct: 6, depth: 3, levelStart: 3, level: 3, counts: [2, 1] });
    expect([3, 4, 5].map((ordinal) => [links.parentOf(ordinal), links.positionOf(ordinal)])).toEqual([
      [1, 0],
      [1, 2],
      [2, 1],
    ]);
  });

  it('stops at the first worker to reach the distinct-state limit; the states left are those not expanded plus those queued', async () => {
    const { channel, steps } = level((commit) => {
      expect(commit).toMatchObject({ cut: 0, maxDistinct: 4 });
      return [
        { ...whole(1, 1), stop: { kind: 'states-limit', parent: 0 } },
        { ...whole(0, 0), depth: 0 },
      ];
    });
    const counters = start();
    const links = threeLinks();
    const stop = await runLevel(channel, counters, links, 0, 4, 1, { sent: 0, local: 0 });
    expect(steps.length).toBe(4);
    expect(stop).toEqual({ stop: { kind: 'states-limit', parent: 0 }, rangeStart: 1, queueLeft: 2 });
    expect(counters).toMatchObject({ distinct: 4, generated: 4, level: 2, levelStart: 1 });
    expect(links.size).toBe(4);
  });

  it('fails, the counters unchanged, when links are missing past the grace period', async () => {
    const { channel, steps } = level(() => [whole(2, 4), whole(1, 2)], { lose: true });
    const counters = start();
    const failed = runLevel(channel, counters, threeLinks(), 0, Number.POSITIVE_INFINITY, 0.05, { sent: 0, local: 0 });
    await expect(failed).rejects.toBeInstanceOf(StepFailed);
    await expect(failed).rejects.toMatchObject({ rank: -1, fatal: false, message: 'links of level 2: from 1: 1 of 1 chunks missing' });
    expect(steps.map((step) => step.t)).toEqual(['level', 'allSent', 'allAnswered']);
    expect(counters).toEqual(start());
  });

  it('is a fatal StepFailed when a worker numbers other than it counted, or does not stop where it was cut', async () => {
    const miscounted = level(() => [whole(1, 4), whole(1, 2)]);
    await expect(
      runLevel(miscounted.channel, start(), threeLinks(), 0, Number.POSITIVE_INFINITY, 1, { sent: 0, local: 0 }),
    ).rejects.toMatchObject({
      fatal: true,
      message: 'worker 1: numbered 1 new states in level 2, counted 2',
    });
    const unstopped = level(() => [whole(1, 1), whole(0, 0)]);
    await expect(runLevel(unstopped.channel, start(), threeLinks(), 0, 4, 1, { sent: 0, local: 0 })).rejects.toMatchObject({
      fatal: true,
      message: 'worker 1: was to stop in level 2 but committed it whole',
    });
  });
});

describe('trafficLine', () => {
  it('says the fingerprints sent and kept per distinct state, the MiB published and the visited set per state', () => {
    expect(trafficLine({ sent: 3000, local: 1500 }, 1000, 3 * 2 ** 20, 128, 24_500)).toBe(
      'cluster traffic: 3,000 fingerprints sent to other workers (3.00 per distinct state), 1,500 kept by their finder (1.50); 3.0 MiB published in all; 128-bit fingerprints, visited set 24.5 bytes per distinct state on the workers',
    );
    expect(trafficLine({ sent: 0, local: 0 }, 0, 0, 64, 0)).toMatch(/\(0\.00 per distinct state\).*visited set 0\.0 bytes/);
  });
});
