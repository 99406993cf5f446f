/**
 * `npm run test:long`: the memory budget's full runs, through the built command line: levels spilled to disk
 * under a small budget, and a visited set filled past 3/4 when a larger one does not fit, each still giving TLC's
 * numbers (the budget's refusals and clean stops are in checkpoint.test.ts, in npm test).
 */
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../cli/run-cli.js';

const MODEL = `${ROOT}test/fixtures/tlc/n2_m50_x50.cfg`;
const TLC = { result: 'ok', statesGenerated: 13363123, distinctStates: 1294597, depth: 33, queueLeft: 0 };

describe('a small memory budget', () => {
  it("spills levels to disk under a small budget and still gives TLC's numbers", { timeout: 60_000 }, () => {
    const run = runCli(['check', MODEL, '--memory', '0.05', '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject(TLC);
  });

  it(
    "fills the visited set fuller than 3/4 when the budget cannot hold a larger one, and still gives TLC's numbers",
    { timeout: 60_000 },
    () => {
      // real_n2_d13's 1,818,259 states: growing to 3.5 million slots does not fit in 0.06 GiB; 2.36 million slots, 77 % full, do
      const run = runCli(['check', `${ROOT}test/fixtures/tlc/real_n2_d13.cfg`, '--memory', '0.06', '--json']);
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({
        result: 'ok',
        statesGenerated: 8949118,
        distinctStates: 1818259,
        depth: 13,
        queueLeft: 0,
      });
    },
  );
});
