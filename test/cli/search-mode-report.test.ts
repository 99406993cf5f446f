/**
 * src/cli/search-mode-report.ts: what `check --dfs / --dfid / --witness / --coverage` prints of the search's outcome,
 * text or JSON, run in the test's thread (test/helpers/in-process-cli.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

describe('check: the search modes report', () => {
  it('--dfs: the search line in the header, a behaviour that need not be shortest, the depth-first notes', async () => {
    const run = await runInProcess(['check', 'specs/n3_m0_x0.cfg', '--dfs', '--max-depth', '10']);
    expect(run.status).toBe(ExitCode.invariantViolation);
    expect(run.stdout).toContain(
      'deadlock checked\n  search: depth-first, depth bound 10 (levels 1..10)\nInvariant TurnValid is violated.\n',
    );
    expect(run.stdout).toContain(
      'A behaviour, found depth-first (it may be longer than the shortest), that reaches it (3 states, replayed and confirmed):',
    );
    expect(run.stdout).toContain('depth-first: depth bound 10');
    const json = JSON.parse((await runInProcess(['check', 'specs/n3_m0_x0.cfg', '--dfid', '--max-depth', '10', '--json'])).stdout);
    expect(json).toMatchObject({
      result: 'invariant',
      traceLength: 3,
      traceIsShortest: true,
      search: { kind: 'dfid', depthBound: 10, iterations: 3 },
    });
  });

  it('--witness: the witness as the one invariant, the behaviour that gets there, exit 0; its file claims nothing', async () => {
    const out = join(temporaryFolder('monocheck-report-'), 'witness.json');
    const run = await runInProcess(['check', '--witness', 'mortgage', '--trace-out', out]);
    expect(run.status).toBe(ExitCode.success);
    expect(run.stdout).toContain(
      '  invariants: NoMortgage; constraints: MoneyBound, DepthBound; deadlock not checked\n  search: breadth-first; looking for the first state where a deed is mortgaged',
    );
    expect(run.stdout).toContain('Witness found: a deed is mortgaged.');
    expect(run.stdout).toContain('A shortest behaviour that gets there (5 states, replayed and confirmed):');
    expect(run.stdout.endsWith('In state 5, a deed is mortgaged.\n')).toBe(true);
    expect(run.stderr).toBe(`monocheck: wrote the witness (5 states, TLC's -dumpTrace json) to ${out}\n`);
    expect(JSON.parse(readFileSync(out, 'utf8')).counterexample.state).toHaveLength(5);
  });

  it('--witness not found in a search stopped by a limit: may still be reachable, exit 0, no file', async () => {
    const out = join(temporaryFolder('monocheck-report-'), 'witness.json');
    const run = await runInProcess(['check', '--witness', 'hotel', '--max-states', '100', '--trace-out', out, '--json']);
    expect(run.status).toBe(ExitCode.success);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', witness: { name: 'hotel', found: false }, traceIsShortest: null });
    expect(run.stderr).toBe(`monocheck: the witness was not found, so nothing was written to --trace-out ${out}\n`);
  });

  it('--coverage: the table after the behaviour; its counts add up to the states generated', async () => {
    const run = await runInProcess(['check', 'specs/n3_m0_x0.cfg', '--coverage']);
    expect(run.status).toBe(ExitCode.invariantViolation);
    expect(run.stdout).toMatch(/State 3 violates TurnValid\.\n\nCoverage \(/);
    expect(run.stdout).toMatch(/ {2}total +38 +38\n/);
  });

  it('--witness in a model explored whole without it: unreachable, exit 0', async () => {
    const args = ['check', 'specs/n2_m0_x0.cfg', '--witness', 'hotel', '--max-depth', '3'];
    const run = await runInProcess(args);
    expect(run.status).toBe(ExitCode.success);
    expect(run.stdout).toContain('Unreachable within the model: the whole model was explored, and in no reachable state ');
    const json = JSON.parse((await runInProcess([...args, '--json'])).stdout);
    expect(json).toMatchObject({ result: 'unreachable', invariant: null, witness: { name: 'hotel', found: false }, traceIsShortest: null });
  });
});
