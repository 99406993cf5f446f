/** `monocheck check`: exit codes, output formats and trace files, run as a user would. */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTlaStatesFromTlcOutput } from './tlc-output-states.js';
import { ROOT, runCli, runCliAsync } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;

describe('monocheck check', () => {
  it('checks the default model with no argument and exits 0', () => {
    const run = runCli(['check', '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ result: 'ok', invariant: null, statesGenerated: 490588, distinctStates: 111546, depth: 10, queueLeft: 0, traceLength: 0, workers: 1 });
    expect(json.model).toEqual({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 });
    expect(typeof json.seconds).toBe('number');
  });

  it('exits 12 on the N = 3 TurnValid violation and shows the named steps and what changed', () => {
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`]);
    expect(run.status).toBe(12);
    expect(run.stdout).toContain('Invariant TurnValid is violated.');
    expect(run.stdout).toContain('State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
    expect(run.stdout).toContain('State 3: ResolveSquare: player 1 on Community Chest (2)');
    expect(run.stdout).toContain('  bankrupt  player 1: goes bankrupt');
    expect(run.stdout).toContain('  position      player 1: GO (0) -> Community Chest (2)');
    expect(run.stdout).not.toMatch(/\u001b\[/);
  });

  it('exits 11 on the deadlock once TurnValid is left out, with --json fields', () => {
    const run = runCli(['check', `${FIXTURES}n3_m0_x0_nt.cfg`, '--json']);
    expect(run.status).toBe(11);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'deadlock', invariant: null, statesGenerated: 151, distinctStates: 123, queueLeft: 42, depth: 4, traceLength: 4 });
  });

  it('--format tlc prints the same states and statistics as TLC', () => {
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--format', 'tlc']);
    expect(run.status).toBe(12);
    const tlc = readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8');
    expect(parseTlaStatesFromTlcOutput(run.stdout)).toEqual(parseTlaStatesFromTlcOutput(tlc));
    expect(parseTlaStatesFromTlcOutput(run.stdout)).toHaveLength(3);
    for (const line of ['Error: Invariant TurnValid is violated.', '38 states generated, 38 distinct states found, 35 states left on queue.', 'The depth of the complete state graph search is 3.']) {
      expect(run.stdout).toContain(line);
      expect(tlc).toContain(line);
    }
  });

  it('--trace-out writes the counterexample exactly as TLC\'s -dumpTrace json did', () => {
    const dir = temporaryFolder('monocheck-');
    for (const name of ['n3_m0_x0', 'n3_m0_x0_nt']) {
      const out = join(dir, `${name}.json`);
      runCli(['check', `${FIXTURES}${name}.cfg`, '--trace-out', out, '--json']);
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(readFileSync(`${FIXTURES}${name}.trace.json`, 'utf8')));
    }
  });

  it('flags override the file: --players 3 turns the default model into a violation', () => {
    const run = runCli(['check', '--players', '3', '--start-money', '0', '--max-money', '0', '--max-depth', '0', '--json']);
    expect(run.status).toBe(12);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'invariant', invariant: 'TurnValid', model: { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 } });
  });

  it('--invariant and --no-deadlock replace what the file checks', () => {
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--invariant', 'TypeOK', '--invariant', 'BankruptcyClean', '--no-deadlock', '--max-states', '5000', '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'states', distinctStates: 5000 });
  });

  it('a limit is reported as such, never as success', () => {
    const run = runCli(['check', `${FIXTURES}real_n2_d13.cfg`, '--max-states', '1000']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('NOT fully explored');
    expect(run.stdout).not.toContain('no error found');
  });

  it('--time-limit stops a long run with result "limit"', () => {
    const run = runCli(['check', `${FIXTURES}n2_m50_x50.cfg`, '--time-limit', '0.2', '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'limit', limit: 'time' });
  });

  it('prints TLC-style progress lines on stderr', () => {
    const run = runCli(['check', `${FIXTURES}n2_m0_x0.cfg`, '--progress-interval', '0.05', '--json']);
    expect(run.stderr).toMatch(/^Progress\(\d+\) at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: [\d,]+ states generated \([\d,]+ s\/min\), [\d,]+ distinct states found \([\d,]+ ds\/min\), [\d,]+ states left on queue\. Memory: [\d,]+ MiB\.$/m);
  });

  it('caps --workers at the cores of the machine, with a note on stderr', () => {
    const cores = availableParallelism();
    const asked = cores < 64 ? 64 : cores;
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--workers', String(asked), '--json']);
    expect(run.status).toBe(12);
    expect(JSON.parse(run.stdout).workers).toBe(Math.min(asked, cores));
    if (asked > cores) expect(run.stderr).toBe(`monocheck: --workers ${asked} is more than the ${cores} core${cores === 1 ? '' : 's'} of this machine; using ${cores} (more threads would only take turns on them, each with its own memory)\n`);
    else expect(run.stderr).toBe('');
  });

  it('colours only when asked on a non-TTY', () => {
    expect(runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--color'], { env: { NO_COLOR: '' } }).stdout).toMatch(/\u001b\[/);
    expect(runCli(['check', `${FIXTURES}n3_m0_x0.cfg`], { env: { NO_COLOR: '' } }).stdout).not.toMatch(/\u001b\[/);
  });
});

describe('bad input: one clear sentence, the place, TLC\'s exit code, never a stack trace', () => {
  const dir = temporaryFolder('monocheck-bad-');
  const model = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const base = (extra = '', constants = 'N = 2\n StartMoney = 100\n MaxMoney = 200\n MaxDepth = 3') =>
    `CONSTANTS\n ${constants}\n InitialMoney <- StartMoney\nINIT Init\nNEXT Next\n${extra}`;

  const cases: { name: string; args: () => string[]; status: number; message: RegExp }[] = [
    { name: 'a missing file', args: () => ['check', join(dir, 'nope.cfg')], status: 151, message: /cannot read model file .*nope\.cfg/ },
    { name: 'a syntax error', args: () => ['check', model('syntax.cfg', base('', 'N = 2\n StartMoney = 100\n MaxMoney = 200\n MaxDepth ='))], status: 151, message: /syntax\.cfg:5: .*MaxDepth/ },
    { name: 'an unknown invariant', args: () => ['check', model('inv.cfg', base('INVARIANT NoSuchThing\n'))], status: 151, message: /inv\.cfg:9: .*NoSuchThing.*TypeOK, EvenBuilding, BankruptcyClean, OwnershipValid, TurnValid/ },
    { name: 'an unknown constraint', args: () => ['check', model('con.cfg', base('CONSTRAINT Tight\n'))], status: 151, message: /con\.cfg:9: .*Tight.*MoneyBound, DepthBound/ },
    { name: 'an unknown constant', args: () => ['check', model('const.cfg', base('', 'N = 2\n StartMoney = 1\n MaxMoney = 2\n MaxDepth = 3\n Foo = 4'))], status: 151, message: /const\.cfg:6: .*Foo.*N, StartMoney, MaxMoney, MaxDepth/ },
    // TLC's exit code for a false ASSUME
    { name: 'N outside 2..4 (the spec\'s ASSUME)', args: () => ['check', model('n5.cfg', base('', 'N = 5\n StartMoney = 1\n MaxMoney = 2\n MaxDepth = 3'))], status: 10, message: /n5\.cfg:2: .*2\.\.4/ },
    { name: 'StartMoney above MaxMoney', args: () => ['check', '--start-money', '5000'], status: 151, message: /initial state is outside the model/ },
    // a bad flag value is a usage mistake (exit 1) that quotes what was typed, never NaN
    { name: 'N outside 2..4 from a flag', args: () => ['check', '--players', '1'], status: 1, message: /^monocheck: --players '1' is not a whole number from 2 to 4\./ },
    { name: 'a player count that is no number', args: () => ['check', '--players', 'abc'], status: 1, message: /^monocheck: --players 'abc' is not a whole number from 2 to 4\./ },
    { name: 'negative money', args: () => ['check', '--start-money', '-5'], status: 1, message: /^monocheck: --start-money '-5' is not a whole number, 0 or more\./ },
    { name: 'non-integer depth', args: () => ['check', '--max-depth', '2.5'], status: 1, message: /^monocheck: --max-depth '2\.5' is not a whole number, 0 or more\./ },
    { name: 'an unknown invariant from a flag', args: () => ['check', '--invariant', 'Nope'], status: 1, message: /^monocheck: --invariant 'Nope' is not an invariant of this spec; its invariants are TypeOK, / },
    { name: 'an unknown flag, named once as typed', args: () => ['check', '--bogus-flag', '1'], status: 1, message: /^monocheck: unknown flag --bogus-flag\.\nRun 'monocheck check --help' for usage\.\n$/ },
    { name: 'a flag without its value', args: () => ['check', '--max-states'], status: 1, message: /^monocheck: --max-states needs a value\./ },
    { name: 'no worker at all', args: () => ['check', '--workers', '0'], status: 1, message: /^monocheck: --workers '0' is not a whole number from 1 to 64, or auto\./ },
    { name: 'a worker count that is no number', args: () => ['check', '--workers', 'many'], status: 1, message: /^monocheck: --workers 'many' is not a whole number from 1 to 64, or auto\./ },
    { name: 'a memory budget that is no number', args: () => ['check', '--memory', 'abc'], status: 1, message: /^monocheck: --memory 'abc' is not a number of GiB above 0\./ },
    { name: 'a negative memory budget', args: () => ['check', '--memory', '-1'], status: 1, message: /^monocheck: --memory '-1' is not a number of GiB above 0\./ },
    { name: 'checkpoints every 0 minutes', args: () => ['check', '--checkpoint', '0'], status: 1, message: /^monocheck: --checkpoint '0' is not a number of minutes above 0\./ },
    { name: 'a wait longer than a timer takes (Node would warn and time out at once)', args: () => ['check', '--cluster', 'nats://127.0.0.1:1', '--cluster-workers', '1', '--cluster-wait', '1e9'], status: 1, message: /^monocheck: --cluster-wait '1e9' is too large: at most 2,147,483 seconds \(24 days, the longest wait a timer takes\)\.\n/ },
    { name: 'a fingerprint width monocheck does not have', args: () => ['check', '--fingerprint-bits', '100'], status: 1, message: /^monocheck: --fingerprint-bits '100' is not 64, 96 or 128\./ },
  ];

  for (const { name, args, status, message } of cases) {
    it.concurrent(name, async ({ expect }) => {
      const run = await runCliAsync(args());
      expect(run.status).toBe(status);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at .*\.(js|ts):\d+/);
      expect(run.stderr).not.toMatch(/internal error/);
      expect(run.stdout).toBe('');
    });
  }
});
