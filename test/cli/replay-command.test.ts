/** `monocheck replay`: scripted games through Next from Init, run in-process (test/helpers/in-process-cli.ts) but the first, end to end. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const dir = temporaryFolder('monocheck-replay-');

describe('monocheck replay', () => {
  // the counts (29 states, 25 choices) are a regression pin: monocheck's replay of the script, which trace --validate then confirms state by state
  it('replays examples/brown-hotel.txt and writes a trace file that monocheck trace reads (counts: a regression pin)', async () => {
    const out = join(dir, 'hotel.json');
    const run = runCli(['replay', 'examples/brown-hotel.txt', '--trace-out', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('State 29: BuildHouse: player 1 builds on Mediterranean Avenue (1) (a hotel)');
    expect(run.stdout).toContain('The script played to the end: 29 states, 25 choices;');
    expect(JSON.parse(readFileSync(out, 'utf8')).counterexample.state).toHaveLength(29);
    const trace = await runInProcess(['trace', out, '--validate']);
    expect(trace.status).toBe(0);
  });

  it('stops at a choice that is not enabled with the step, what was asked and what was possible (exit 1)', async () => {
    const run = await runInProcess(['replay', `${ROOT}test/fixtures/replay/not-enabled.txt`]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "not-enabled.txt:5: step 4 asks 'buy', which Next does not allow in state 4.\n  possible: roll D1 D2 (any of the 36 pairs)\n",
    );
    expect(run.stdout).toContain('State 4: EndTurn');
  });

  it('exits 12 when a replayed state breaks an invariant of the model', async () => {
    const run = await runInProcess(['replay', `${ROOT}test/fixtures/replay/bankrupt-three-players.json`, 'specs/n3_m0_x0.cfg']);
    expect(run.status).toBe(12);
    expect(run.stdout).toContain('State 3 violates TurnValid.');
  });
});
