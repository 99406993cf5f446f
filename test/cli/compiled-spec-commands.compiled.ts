/**
 * Every command on compiled specs, through the built command line (`npm run
 * test:compiled`; the cheap cases are in simulate-command.compiled-spec.test.ts):
 * the depth-first searches and the witnesses give the transcription's
 * answers on the pristine spec compiled; a counterexample of an edited spec
 * goes round through its files (trace --validate, --html, TLC's own trace);
 * replay, compare against TLC's log; a spec of its own searched depth-first,
 * traced, and refused what reads Monopoly's variables (exit 2); Ctrl-C writes a
 * checkpoint of a compiled spec and --recover ends with TLC's counts.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCliAsync, type CliRun } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { writeJugs } from '../helpers/jugs-spec.js';

const EDITED = 'test/fixtures/tlc/edited';
/** The edited spec with NoMortgage added, whose model TLC stops at a 5-state counterexample after 419 states. */
const MORTGAGE = `${EDITED}/new_invariants/new_invariants_mortgage_real_n2_d10.cfg`;
const FREE_PARKING = `${EDITED}/free_parking/free_parking_real_n2_d10.cfg`;
const dir = temporaryFolder('monocheck-compiled-commands-');
const jugs = writeJugs(dir);
const files = {
  mortgage: join(dir, 'mortgage.json'),
  jugs: join(dir, 'jugs.json'),
  html: join(dir, 'mortgage.html'),
  script: join(dir, 'hotel.txt'),
};

/** The JSON of a run without what differs between engines and runs (the time, the engine). */
function answers(run: CliRun): Record<string, unknown> {
  const { seconds: _seconds, engine: _engine, ...rest } = JSON.parse(run.stdout) as Record<string, unknown>;
  return rest;
}

const both = (args: readonly string[]) =>
  Promise.all([runCliAsync([...args, '--engine', 'transcribed']), runCliAsync([...args, '--engine', 'compiled'])]);

const runs = {
  dfs: both(['check', 'specs/n3_m0_x0.cfg', '--dfs', '--max-depth', '6', '--json']),
  dfid: both(['check', 'specs/n3_m0_x0.cfg', '--dfid', '--max-depth', '6', '--json']),
  witness: both(['check', 'specs/real_n2_d10.cfg', '--witness', 'three-doubles', '--json']),
  editedWitness: runCliAsync(['check', MORTGAGE, '--witness', 'mortgage', '--json']),
  // the counterexample's round trip: written, then read against the compiled spec
  roundTrip: runCliAsync(['check', MORTGAGE, '--trace-out', files.mortgage]).then(async (check) => ({
    check,
    validate: await runCliAsync(['trace', files.mortgage, '--config', MORTGAGE, '--validate']),
    html: await runCliAsync(['trace', files.mortgage, '--config', MORTGAGE, '--html', files.html]),
  })),
  tlcTrace: runCliAsync(['trace', MORTGAGE.replace(/\.cfg$/, '.trace.json'), '--config', MORTGAGE, '--validate']),
  replay: runCliAsync(['replay', 'examples/four-railroads.txt', FREE_PARKING]),
  compare: runCliAsync(['compare', MORTGAGE, '--tlc-output', MORTGAGE.replace(/\.cfg$/, '.out')]),
  jugs: runCliAsync(['check', jugs, '--dfs', '--max-depth', '8', '--trace-out', files.jugs, '--json']).then(async (check) => ({
    check,
    trace: await runCliAsync(['trace', files.jugs, '--config', jugs, '--validate']),
    html: await runCliAsync(['trace', files.jugs, '--config', jugs, '--html', join(dir, 'jugs.html')]),
  })),
  // a witness sampled on an edited spec, written as a replay script, played again on it
  scriptRoundTrip: runCliAsync([
    'simulate',
    FREE_PARKING,
    '--no-constraints',
    '--strategy',
    'builder',
    '--witness',
    'hotel',
    '--seed',
    '1',
    '--script-out',
    files.script,
  ]).then(async (simulate) => ({
    simulate,
    replay: await runCliAsync(['replay', files.script, FREE_PARKING]),
  })),
  // TLC's error in a random walk: its exit code, and the behaviour up to it
  simulateError: runCliAsync(['simulate', `${EDITED}/incomplete/incomplete_real_n2_d10.cfg`, '--seed', '1', '--runs', '20']),
  jugsRefusals: Promise.all([
    runCliAsync(['check', jugs, '--witness', 'hotel']),
    runCliAsync(['replay', 'examples/four-railroads.txt', jugs]),
    runCliAsync(['check', jugs, '--html', join(dir, 'never.html')]),
  ]),
};

describe('the searches of check on a compiled spec', () => {
  it("--dfs and --dfid: the transcription's answers on the pristine spec compiled, trace included", async () => {
    for (const [transcribed, compiled] of [await runs.dfs, await runs.dfid]) {
      expect(compiled.status).toBe(transcribed.status);
      expect(JSON.parse(compiled.stdout)).toMatchObject({ engine: { kind: 'compiled' } });
      expect(answers(compiled)).toEqual(answers(transcribed));
    }
    expect(answers((await runs.dfs)[1])).toMatchObject({ result: 'invariant', invariant: 'TurnValid' });
  });

  it("--witness: the transcription's answer on the pristine spec compiled; on an edited spec, read through its Monopoly view", async () => {
    const [transcribed, compiled] = await runs.witness;
    expect(compiled.status).toBe(0);
    expect(answers(compiled)).toEqual(answers(transcribed));
    expect(answers(compiled)).toMatchObject({ result: 'witness', traceLength: 8 });
    const edited = await runs.editedWitness;
    expect(edited.status).toBe(0);
    // the edit adds invariants only, which a witness search does not check: TLC's 419 states and 5-state behaviour to the mortgage
    expect(JSON.parse(edited.stdout)).toMatchObject({
      result: 'witness',
      statesGenerated: 419,
      distinctStates: 419,
      traceLength: 5,
      engine: { kind: 'compiled' },
    });
  });
});

describe('traces, replays and comparisons on a compiled spec', () => {
  it('a counterexample written by a compiled run validates against the compiled spec, and draws on the board', async () => {
    const { check, validate, html } = await runs.roundTrip;
    expect(check.status).toBe(12);
    expect(validate.status).toBe(0);
    expect(validate.stdout).toContain("The file's 5 states are a behaviour of the compiled spec.");
    expect(html.status).toBe(0);
    expect(readFileSync(files.html, 'utf8')).toContain('Every step replayed and confirmed against the compiled spec.');
  });

  it("TLC's own trace of the edited spec validates against it", async () => {
    const run = await runs.tlcTrace;
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("The file's 5 states are a behaviour of the compiled spec.");
  });

  it("replays a script on an edited spec, its own variable beside the game's", async () => {
    const run = await runs.replay;
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('The script played to the end: 19 states, 14 choices;');
  });

  it("compare agrees with TLC's log of the edited model, saying the modules were compiled", async () => {
    const run = await runs.compare;
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^monocheck compare: .*\n {2}checking the modules beside the model \(compiled: .*NoMortgage.*\)\n/);
    expect(run.stdout).toContain("TLC's 5 states are a behaviour of the compiled spec.\nTLC and monocheck agree.\n");
  });
});

describe('simulate on an edited spec', () => {
  it('samples a witness through its Monopoly view and writes it as a script that replays on the same spec', async () => {
    const { simulate, replay } = await runs.scriptRoundTrip;
    expect(simulate.status).toBe(0);
    expect(simulate.stdout).toContain('Witness found in run 1 (seed 1): a street has a hotel (5 houses).');
    expect(replay.status).toBe(0);
    expect(replay.stdout).toMatch(/The script played to the end: \d+ states, \d+ choices; every state satisfies /);
    expect(replay.stdout).toContain('houses[3]: 4 -> 5');
  });

  it("stops at TLC's error with its exit code, and shows the behaviour up to it with the run that reproduces it", async () => {
    const run = await runs.simulateError;
    expect(run.status).toBe(75);
    expect(run.stdout).toContain(
      'Error: Successor state is not completely specified by the next-state action. The following variable is not defined: doublesCount.',
    );
    expect(run.stdout).toContain('The behaviour of run 1 up to the error (3 states):\nState 1: Initial predicate\n');
    expect(run.stdout).toMatch(
      /The spec cannot be evaluated at state 3 \(said on stderr\)\.\nRun it alone: monocheck simulate .*incomplete_real_n2_d10\.cfg .*--seed 1 --run 1\n/,
    );
  });
});

describe('a spec of its own', () => {
  it('is searched depth-first with --max-depth as the bound, and its counterexample validates', async () => {
    const { check, trace, html } = await runs.jugs;
    expect(check.status).toBe(12);
    expect(JSON.parse(check.stdout)).toMatchObject({ result: 'invariant', invariant: 'NotFour', traceLength: 7, traceIsShortest: false });
    expect(trace.status).toBe(0);
    expect(trace.stdout).toContain("The file's 7 states are a behaviour of the compiled spec.");
    // the board viewer needs the board's variables
    expect(html.status).toBe(2);
    expect(html.stderr).toMatch(
      /^monocheck: --html \(the board viewer\) reads the Monopoly spec's own variables .* lacks 12 of them: .*\.\n$/,
    );
  });

  it('refuses --witness, replay and check --html in one sentence before any search, exit 2', async () => {
    for (const run of await runs.jugsRefusals) {
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^monocheck: (--witness|replay|--html \(the board viewer\)) reads the Monopoly spec's own variables \(the board, players and deeds\), and this spec \(compiled: Jugs\.tla beside the model is not a module of the transcribed spec\) lacks 12 of them: .* \(it has small, big\)\.\n$/,
      );
    }
    expect(existsSync(join(dir, 'never.html'))).toBe(false);
  });
});

/** Runs a check and sends SIGINT once stderr shows a progress line. */
function interruptedCheck(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}dist/cli/monocheck.js`, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => {
      stderr += data.toString();
      if (!sent && stderr.includes('Progress(')) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('checkpoint and --recover on a compiled spec', () => {
  it("Ctrl-C writes a checkpoint that holds the compiled spec; --recover ends with TLC's counts", async () => {
    const checkpoint = join(dir, 'checkpoint');
    const stopped = await interruptedCheck(['check', FREE_PARKING, '--checkpoint-dir', checkpoint, '--progress-interval', '0.2', '--json']);
    expect(stopped.status).toBe(130);
    expect(stopped.stderr).toContain(`Resume with: monocheck check --recover ${checkpoint}`);
    expect(existsSync(join(checkpoint, 'CURRENT'))).toBe(true);
    const partial = JSON.parse(stopped.stdout) as { distinctStates: number };
    expect(partial).toMatchObject({ result: 'limit', limit: 'interrupted', engine: { kind: 'compiled' } });
    expect(partial.distinctStates).toBeLessThan(112_630);
    const resumed = await runCliAsync(['check', '--recover', checkpoint, '--json']);
    expect(resumed.status).toBe(0);
    // TLC's numbers (free_parking_real_n2_d10.out)
    expect(JSON.parse(resumed.stdout)).toMatchObject({
      result: 'ok',
      statesGenerated: 500_046,
      distinctStates: 112_630,
      depth: 10,
      queueLeft: 0,
      engine: { kind: 'compiled' },
    });
  });
});
