/**
 * `monocheck check`'s report (src/cli/check-report.ts), run in the test's thread (test/helpers/in-process-cli.ts): the text, --json and
 * --format tlc of the breadth-first, --continue and liveness checks (the search modes': search-mode-report.test.ts), the files written,
 * and the exit code of a search a signal stopped (the progress said as it goes: check-progress.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { recordingTerminal, runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { parseTlaStatesFromTlcOutput } from './tlc-output-states.js';

const FIXTURES = 'test/fixtures/tlc/';
const VIOLATION = `${FIXTURES}n3_m0_x0.cfg`;
const DEADLOCK = `${FIXTURES}n3_m0_x0_nt.cfg`;
const HEADER_OF_VIOLATION =
  `monocheck: checking ${VIOLATION}\n` +
  '  checking the transcribed spec (no module of the spec is beside the model file, so the transcribed spec is checked)\n' +
  '  N = 3, StartMoney = 0, MaxMoney = 0, MaxDepth = 0\n' +
  '  invariants: TypeOK, EvenBuilding, BankruptcyClean, OwnershipValid, TurnValid; constraints: MoneyBound, DepthBound; deadlock checked\n';

describe('check: the breadth-first report in each format', () => {
  it('text: the header, the verdict, the shortest behaviour and what its last state breaks; nothing on stderr', async () => {
    const run = await runInProcess(['check', VIOLATION]);
    expect(run.status).toBe(ExitCode.invariantViolation);
    expect(run.stdout.startsWith(`${HEADER_OF_VIOLATION}Invariant TurnValid is violated.\n`)).toBe(true);
    expect(run.stdout).toContain(
      '\nA shortest behaviour that reaches it (3 states, replayed and confirmed):\nState 1: Initial predicate\n',
    );
    expect(run.stdout).toContain('State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
    expect(run.stdout.endsWith('State 3 violates TurnValid.\n')).toBe(true);
    expect(run.stderr).toBe('');
  });

  it('--json: one object with the counts, no header', async () => {
    const run = await runInProcess(['check', DEADLOCK, '--json']);
    expect(run.status).toBe(ExitCode.deadlock);
    expect(run.stdout.split('\n')).toHaveLength(2);
    expect(JSON.parse(run.stdout)).toMatchObject({
      result: 'deadlock',
      invariant: null,
      statesGenerated: 151,
      distinctStates: 123,
      queueLeft: 42,
      depth: 4,
      traceLength: 4,
    });
  });

  it("--format tlc: TLC's states and statistics, no monocheck header; --format tool frames the same messages", async () => {
    const tlc = readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8');
    const run = await runInProcess(['check', VIOLATION, '--format', 'tlc']);
    expect(run.status).toBe(ExitCode.invariantViolation);
    expect(run.stdout).not.toContain(`monocheck: checking ${VIOLATION}`);
    expect(parseTlaStatesFromTlcOutput(run.stdout)).toEqual(parseTlaStatesFromTlcOutput(tlc));
    for (const line of [
      'Error: Invariant TurnValid is violated.',
      '38 states generated, 38 distinct states found, 35 states left on queue.',
      'The depth of the complete state graph search is 3.',
    ]) {
      expect(run.stdout).toContain(line);
      expect(tlc).toContain(line);
    }
    const tool = await runInProcess(['check', VIOLATION, '--format', 'tool']);
    expect(tool.stdout).toMatch(/^@!@!@STARTMSG \d+:\d+ @!@!@$/m);
    expect(tool.stdout).toContain('Invariant TurnValid is violated.');
  });

  it('--continue: says so in the header, lists every violation and counts them, exit 12', async () => {
    const run = await runInProcess(['check', VIOLATION, '--continue']);
    expect(run.status).toBe(ExitCode.invariantViolation);
    expect(
      run.stdout.startsWith(
        `${HEADER_OF_VIOLATION}  going on past invariant violations (--continue)\n\nViolation 1 of 12: invariant TurnValid,`,
      ),
    ).toBe(true);
    const json = JSON.parse((await runInProcess(['check', VIOLATION, '--continue', '--json'])).stdout) as { violations: unknown[] };
    expect(json.violations).toHaveLength(12);
  });

  it('flags override the model file: --players 3 and no money turn the default model into a violation', async () => {
    const run = await runInProcess(['check', '--players', '3', '--start-money', '0', '--max-money', '0', '--max-depth', '0', '--json']);
    expect(run.status).toBe(ExitCode.invariantViolation);
    expect(JSON.parse(run.stdout)).toMatchObject({
      result: 'invariant',
      invariant: 'TurnValid',
      model: { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
    });
  });

  it('--invariant and --no-deadlock replace what the file checks, in the header too', async () => {
    const args = ['check', VIOLATION, '--invariant', 'TypeOK', '--invariant', 'BankruptcyClean', '--no-deadlock', '--max-states', '5000'];
    const run = await runInProcess([...args, '--json']);
    expect(run.status).toBe(ExitCode.success);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'states', distinctStates: 5000 });
    expect((await runInProcess(args)).stdout).toContain(
      '\n  invariants: TypeOK, BankruptcyClean; constraints: MoneyBound, DepthBound; deadlock not checked\n',
    );
  });

  it('--time-limit stops a long run with result "limit"', async () => {
    const run = await runInProcess(['check', `${FIXTURES}n2_m50_x50.cfg`, '--time-limit', '0.2', '--json']);
    expect(run.status).toBe(ExitCode.success);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'time' });
  });

  it('a limit: NOT fully explored, never success, exit 0', async () => {
    const run = await runInProcess(['check', `${FIXTURES}real_n2_d13.cfg`, '--max-states', '1000']);
    expect(run.status).toBe(ExitCode.success);
    expect(run.stdout).toContain('NOT fully explored');
    expect(run.stdout).not.toContain('no error found');
    expect(
      JSON.parse((await runInProcess(['check', `${FIXTURES}real_n2_d13.cfg`, '--max-states', '1000', '--json'])).stdout),
    ).toMatchObject({ result: 'limit', limit: 'states' });
  });
});

describe('check: the files written after the report', () => {
  it("--trace-out writes the counterexample exactly as TLC's -dumpTrace json did, and says so on stderr", async () => {
    const folder = temporaryFolder('monocheck-report-');
    for (const [name, states] of [
      ['n3_m0_x0', 3],
      ['n3_m0_x0_nt', 4],
    ] as const) {
      const out = join(folder, `${name}.json`);
      const run = await runInProcess(['check', `${FIXTURES}${name}.cfg`, '--trace-out', out, '--json']);
      expect(run.stderr).toBe(`monocheck: wrote the counterexample (${states} states, TLC's -dumpTrace json) to ${out}\n`);
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(readFileSync(`${FIXTURES}${name}.trace.json`, 'utf8')));
    }
  });

  it('--trace-out and --html with no counterexample: nothing written, and why', async () => {
    const folder = temporaryFolder('monocheck-report-');
    const [trace, html] = [join(folder, 'trace.json'), join(folder, 'board.html')];
    const run = await runInProcess(['check', `${FIXTURES}n2_m0_x0.cfg`, '--max-depth', '3', '--trace-out', trace, '--html', html]);
    expect(run.status).toBe(ExitCode.success);
    expect(run.stderr).toBe(
      `monocheck: no error was found, so nothing was written to --trace-out ${trace}\nmonocheck: no error was found, so nothing was written to --html ${html}\n`,
    );
  });
});

describe('check: the liveness report', () => {
  it('the header names the properties under their fairness; the fair behaviour that violates one is shown, exit 13', async () => {
    const run = await runInProcess(['check', 'specs/live_spec_winner_real_d6.cfg']);
    expect(run.status).toBe(ExitCode.propertyViolation);
    expect(run.stdout).toContain(
      'deadlock checked\n  properties: EventuallyOneWinner; under Spec (WF_vars(EndTurn))\nTemporal property EventuallyOneWinner is violated.\n',
    );
    expect(run.stdout).toContain('\nA fair behaviour that violates it (1 state, then stutters for ever; replayed and confirmed):\n');
  });
});

describe('check: a stop', () => {
  it('a search stopped by a signal writes its checkpoint, says how to resume, and returns 128 + the signal', async () => {
    const checkpoint = join(temporaryFolder('monocheck-report-'), 'checkpoint');
    const terminal = recordingTerminal();
    // the signal came before the search started: it stops at its first slice
    terminal.stop.request('SIGTERM');
    const run = await runInProcess(['check', `${FIXTURES}n2_m0_x0.cfg`, '--checkpoint-dir', checkpoint, '--json'], terminal);
    expect(run.status).toBe(143);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'interrupted' });
    expect(run.stderr).toBe(`monocheck: interrupted; checkpoint written. Resume with: monocheck check --recover ${checkpoint}\n`);
  });
});
