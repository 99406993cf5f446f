import { afterAll, describe, expect, it } from 'vitest';
import type { FindReport } from '../../src/explore/api-types.js';
import { FindJobs } from '../../src/explore/find-jobs.js';
import { ExplorerSession, PathError } from '../../src/explore/session.js';
import { transcribedSpecOf } from '../helpers/specs.js';

/** specs/n3_m0_x0.cfg: TurnValid is violated three states deep. */
const spec = transcribedSpecOf(
  { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
  { invariants: ['TypeOK', 'TurnValid'], constraints: ['MoneyBound', 'DepthBound'] },
);
const jobs = new FindJobs(new ExplorerSession(spec, 'specs/n3_m0_x0.cfg'));
afterAll(() => jobs.close());

/** The report of search `id` once it is no longer running. */
async function finished(id: number): Promise<FindReport> {
  for (;;) {
    const report = jobs.report(id)!;
    if (report.status !== 'running') return report;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('FindJobs', () => {
  it('runs a search in a thread, one at a time, and reports the path found from where it started', async () => {
    const started = jobs.start([0], 'invariant');
    expect(started).toMatchObject({ id: 1, goal: 'invariant', from: [0], status: 'running', path: null });
    expect(() => jobs.start([0], 'deadlock')).toThrow(
      expect.objectContaining({
        status: 409,
        message: expect.stringMatching(/^search 1 is still running; stop it first \(POST \/api\/find\/1\/stop\)$/) as unknown,
      }),
    );
    const report = await finished(started.id);
    expect([report.status, report.path]).toEqual(['found', [0, 0, 0]]);
    expect(report.message).toMatch(
      /^Found: Invariant TurnValid is violated, 2 steps from here \(a shortest path; \d+ distinct states searched in /,
    );
  });

  it('says so when the start is already what is looked for', async () => {
    const here = await finished(jobs.start([0, 0, 0], 'invariant').id);
    expect(here.message).toMatch(/^Found: Invariant TurnValid is violated, in this very state/);
  });

  it('refuses an unknown goal (400) and a path that names no state, starting nothing', () => {
    expect(() => jobs.start([0], 'jackpot')).toThrow(
      expect.objectContaining({
        status: 400,
        message: expect.stringMatching(/^unknown goal 'jackpot'; the explorer can find invariant, deadlock, hotel, /) as unknown,
      }),
    );
    expect(() => jobs.start([5], 'deadlock')).toThrow(PathError);
    expect(jobs.report(99)).toBeUndefined();
  });

  it('stops a search on request: it reports stopped, with the figures it reached', async () => {
    const started = jobs.start([0], 'hotel');
    const stopped = await jobs.stop(started.id);
    // the flag is set before the thread starts its search, which reads it at its first slice
    expect(stopped?.status).toBe('stopped');
    expect(stopped?.message).toMatch(/^Stopped after [\d,]+ distinct states?, \d+ levels? deep\.$/);
    expect(await jobs.stop(1234)).toBeUndefined();
  });
});
