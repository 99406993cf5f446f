/**
 * `monocheck trace`: showing, converting, validating and drawing traces, run in-process (test/helpers/in-process-cli.ts);
 * one run of the built command line end to end.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, textFrom } from './run-cli.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { editStates } from '../helpers/trace-json-edits.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;
const scratch = temporaryFolder('monocheck-trace-cli-');

describe('monocheck trace FILE', () => {
  it("shows each step's action and only what changed, in Monopoly's words", () => {
    const run = runCli(['trace', `${FIXTURES}n3_m0_x0.out`]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("n3_m0_x0.out: 3 states, TLC's text output; N = 3, StartMoney = 0 (read off the first state)\n");
    expect(run.stdout).toContain(
      'State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)\n  position      player 1: GO (0) -> Community Chest (2)\n  doublesCount  0 -> 1\n  phase         roll -> resolve\n',
    );
  });

  it('names owners, cash and buildings as a player would, in a long game', async () => {
    const run = await runInProcess(['trace', `${FIXTURES}sim/hotel.trace.json`]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  money  player 2: 1500 -> 1300\n  owner  Reading Railroad: bank -> player 2\n');
    expect(run.stdout).toContain('  houses  Mediterranean Avenue: 4 houses -> a hotel\n');
  });

  it('--full shows every variable; --step K one state; a step that does not exist is a usage error', async () => {
    expect((await runInProcess(['trace', `${FIXTURES}n3_m0_x0.trace.json`, '--full'])).stdout).toContain('  owner = ( 1 :> 0 @@\n');
    const step = await runInProcess(['trace', `${FIXTURES}n3_m0_x0.trace.json`, '--step', '3']);
    expect(step.stdout).toContain('State 3: ResolveSquare');
    expect(step.stdout).not.toContain('State 2:');
    const missing = await runInProcess(['trace', `${FIXTURES}n3_m0_x0.trace.json`, '--step', '9']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('there is no state 9: the trace has 3 states (1 to 3)');
  });

  it('says why a file is no trace (exit 1, a file that is not what the command reads)', async () => {
    const run = await runInProcess(['trace', `${FIXTURES}n2_m0_x0.out`]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("no counterexample found in this TLC output (it has the verdict 'ok')");
    const missing = await runInProcess(['trace', join(scratch, 'none.json')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^monocheck: .*none\.json: cannot read the trace file '.*none\.json': no such file or folder\n$/);
  });

  /** TLC's -dumpTrace json of the N = 3 counterexample, with `change` applied to every state. */
  function alteredTrace(name: string, change: (state: Record<string, unknown>) => void): string {
    const json = JSON.parse(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8')) as {
      counterexample: { state: [number, Record<string, unknown>][] };
    };
    editStates(json, (states) => {
      for (const [, state] of states) change(state);
    });
    const path = join(scratch, name);
    writeFileSync(path, JSON.stringify(json));
    return path;
  }

  it('refuses a trace whose states lack variables, naming them, whether shown, validated or drawn', async () => {
    const file = alteredTrace('missing.json', (state) => {
      delete state['owner'];
      delete state['houses'];
      delete state['mortgaged'];
    });
    const expected = /^monocheck: .*missing\.json: state 1 lacks 3 of its 12 variables: owner, houses, mortgaged; a state of the spec has /;
    for (const args of [[], ['--validate'], ['--html', join(scratch, 'missing.html')], ['--format', 'itf']]) {
      const run = await runInProcess(['trace', file, ...args]);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(expected);
      expect(run.stdout).toBe('');
    }
    expect(existsSync(join(scratch, 'missing.html'))).toBe(false);
  });

  it('refuses a trace with a value of the wrong type, naming the variable and the state', async () => {
    const file = alteredTrace('wrong-type.json', (state) => {
      if ((state['money'] as number[])[0] === 0 && state['phase'] === 'resolve') (state['money'] as unknown[])[1] = 'lots';
    });
    for (const args of [[], ['--validate']]) {
      const run = await runInProcess(['trace', file, ...args]);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        /^monocheck: .*wrong-type\.json: state 2 is not a state of the spec with N = 3: money\[2\] must be an integer in .*, found "lots"\.\n$/,
      );
    }
  });
});

describe('monocheck trace --format', () => {
  it("converts TLC's log into TLC's -dumpTrace json, byte for byte what TLC wrote", async () => {
    const run = await runInProcess(['trace', `${FIXTURES}n3_m0_x0.out`, '--format', 'json']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8').trim() + '\n');
  });

  it("converts TLC's JSON into TLC's text, as in TLC's log", async () => {
    const run = await runInProcess(['trace', `${FIXTURES}n3_m0_x0_nt.trace.json`, '--format', 'tlc']);
    expect(run.status).toBe(0);
    const behaviour = textFrom(run.stdout, 'State 1:');
    expect(readFileSync(`${FIXTURES}n3_m0_x0_nt.out`, 'utf8')).toContain(behaviour);
  });

  it('round-trips through ITF with the actions and the violation, and validates', async () => {
    const itf = join(scratch, 'n3.itf.json');
    expect((await runInProcess(['trace', `${FIXTURES}n3_m0_x0.tool.out`, '--format', 'itf', '--out', itf])).status).toBe(0);
    const json = JSON.parse(readFileSync(itf, 'utf8'));
    expect(json['#meta'].violation).toEqual({ kind: 'invariant', invariant: 'TurnValid' });
    expect(json.states[1]['#meta']).toMatchObject({ index: 1, action: 'RollAndMove' });
    const run = await runInProcess(['trace', itf, '--validate']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('State 3 violates TurnValid, as the file says.');
  });

  it('refuses --format with --validate, and --out without --format', async () => {
    expect((await runInProcess(['trace', `${FIXTURES}n3_m0_x0.out`, '--format', 'itf', '--validate'])).status).toBe(1);
    expect((await runInProcess(['trace', `${FIXTURES}n3_m0_x0.out`, '--out', join(scratch, 'x')])).status).toBe(1);
  });
});

describe('monocheck trace --validate', () => {
  it('replays the 385-state simulated game, naming the action of each step, and confirms NoHotel with the model file', async () => {
    const run = await runInProcess(['trace', `${FIXTURES}sim/hotel.out`, '--validate', '--config', `${FIXTURES}sim/hotel.cfg`]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  State 2: RollAndMove: player 1 rolls 5+4 to Connecticut Avenue (9)\n');
    expect(run.stdout).toContain(
      '  State 385: BuildHouse: player 2 builds on Mediterranean Avenue (1) (a hotel)\n  State 385 violates NoHotel, as the file says.\n',
    );
    expect(run.stdout).toContain("The file's 385 states are a behaviour of monocheck's transcription.");
  });

  it('exits 20 on a corrupted step, with the step number and the variables that differ', async () => {
    const corrupted = editStates(JSON.parse(readFileSync(`${FIXTURES}sim/hotel.trace.json`, 'utf8')), (states) => {
      (states[199]![1]['money'] as number[])[0]! += 7;
    });
    const file = join(scratch, 'corrupted.json');
    writeFileSync(file, JSON.stringify(corrupted));
    const run = await runInProcess(['trace', file, '--validate']);
    expect(run.status).toBe(20);
    expect(run.stdout).toContain("  State 200 is not one of monocheck's successors of state 199.\n");
    expect(run.stdout).toMatch(/ {6}money\[1\]: (\d+) in the file's state, (\d+) in monocheck's\n/);
    expect(run.stdout).toContain("The file's trace is NOT a behaviour of monocheck's transcription: it fails at state 200.");
  });

  it('accepts a claimed invariant it does not know, and says it was not checked', async () => {
    const file = join(scratch, 'unknown-invariant.out');
    writeFileSync(file, readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8').replace('Invariant TurnValid', 'Invariant SomethingElse'));
    const run = await runInProcess(['trace', file, '--validate']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('the file says state 3 violates SomethingElse, an invariant monocheck does not know; not checked.');
  });
});

describe('monocheck trace --html', () => {
  it('writes the self-contained board viewer', async () => {
    const page = join(scratch, 'n3.html');
    const run = await runInProcess(['trace', `${FIXTURES}n3_m0_x0.out`, '--html', page]);
    expect(run.status).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('Invariant TurnValid is violated (3 states)');
  });
});
