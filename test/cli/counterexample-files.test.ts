/**
 * src/cli/counterexample-files.ts: `check --html F` and `check --trace-out F --trace-format itf|tlc|json`: the
 * counterexample written for the viewer and in every trace format, each write
 * said on stderr; nothing written (and said so) without a counterexample; a
 * write that fails after the search costs neither the verdict, nor the
 * counterexample on stdout, nor the verdict's exit code. In-process
 * (test/helpers/in-process-cli.ts) but the first, run end to end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noCounterexampleBecause, writeCounterexampleFiles } from '../../src/cli/counterexample-files.js';
import type { Statistics } from '../../src/engine/result.js';
import { recordingTerminal, runInProcess } from '../helpers/in-process-cli.js';
import { transcribedSpecOf } from '../helpers/specs.js';
import { ROOT, runCli, textFrom } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;
const scratch = temporaryFolder('monocheck-check-output-');

describe('check writes its counterexample for the viewer and in every trace format', () => {
  it('--html writes the board viewer of the TurnValid counterexample, and says so', () => {
    const page = join(scratch, 'n3.html');
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--html', page]);
    expect(run.status).toBe(12);
    expect(run.stderr).toBe(`monocheck: wrote the board viewer of the counterexample to ${page}\n`);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('Invariant TurnValid is violated (3 states)');
    expect(html).toContain('RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
  });

  it('--trace-format itf writes ITF that validates; tlc writes what TLC printed', async () => {
    const itf = join(scratch, 'n3.itf.json');
    const itfRun = await runInProcess(['check', `${FIXTURES}n3_m0_x0.cfg`, '--trace-out', itf, '--trace-format', 'itf']);
    expect(itfRun.status).toBe(12);
    expect(itfRun.stderr).toBe(`monocheck: wrote the counterexample (3 states, ITF JSON) to ${itf}\n`);
    const validation = await runInProcess(['trace', itf, '--validate']);
    expect(validation.status).toBe(0);
    expect(validation.stdout).toContain('State 3 violates TurnValid, as the file says.');

    const text = join(scratch, 'n3.tlc.out');
    expect((await runInProcess(['check', `${FIXTURES}n3_m0_x0.cfg`, '--trace-out', text, '--trace-format', 'tlc'])).status).toBe(12);
    const written = readFileSync(text, 'utf8');
    expect(readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8')).toContain(textFrom(written, 'Error: The behavior'));
  });

  it("--trace-format json (the default) is still TLC's own -dumpTrace json", async () => {
    const json = join(scratch, 'n3.json');
    expect((await runInProcess(['check', `${FIXTURES}n3_m0_x0.cfg`, '--trace-out', json, '--trace-format', 'json'])).status).toBe(12);
    expect(readFileSync(json, 'utf8')).toBe(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8').trim() + '\n');
  });

  it('writes nothing without a counterexample, and says so for each file', async () => {
    const json = join(scratch, 'none.json');
    const page = join(scratch, 'none.html');
    // a whole search, kept small by its depth bound (a constraint of the model): no error found
    const run = await runInProcess(['check', `${FIXTURES}n2_m0_x0.cfg`, '--max-depth', '4', '--trace-out', json, '--html', page]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(
      `monocheck: no error was found, so nothing was written to --trace-out ${json}\n` +
        `monocheck: no error was found, so nothing was written to --html ${page}\n`,
    );
    expect(existsSync(json) || existsSync(page)).toBe(false);
  });

  it('a write that fails after the search (a full disk: /dev/full) loses nothing: verdict, counterexample, exit 12', async () => {
    const run = await runInProcess(['check', `${FIXTURES}n3_m0_x0.cfg`, '--trace-out', '/dev/full']);
    expect(run.status).toBe(12);
    expect(run.stdout).toContain('Invariant TurnValid is violated.');
    expect(run.stdout).toContain('State 3 violates TurnValid.');
    expect(run.stderr).toBe(
      "monocheck: could not write the counterexample (3 states, TLC's -dumpTrace json) to --trace-out /dev/full: no space left on device\n",
    );
  });
});

describe('noCounterexampleBecause', () => {
  const stats = {} as Statistics;
  it('says why a search left nothing to write, for each way it ended', () => {
    expect(noCounterexampleBecause({ kind: 'ok', stats })).toBe('no error was found');
    expect(noCounterexampleBecause({ kind: 'limit', limit: 'time', stats })).toBe(
      'the search stopped at its time limit without a counterexample',
    );
    expect(noCounterexampleBecause({ kind: 'limit', limit: 'interrupted', stats })).toBe(
      'the search was interrupted before it found a counterexample',
    );
    expect(noCounterexampleBecause({ kind: 'error', message: 'x', stats })).toBe('the search ended in an error');
  });
});

describe('writeCounterexampleFiles', () => {
  it('without a behaviour: says for each file asked for why nothing was written, and writes nothing', () => {
    const spec = transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 1 });
    const terminal = recordingTerminal();
    const json = join(scratch, 'unwritten.json');
    const found = {
      shown: null,
      why: 'the witness was not found',
      claim: { kind: 'none' } as const,
      model: spec.createModel(),
      spec,
      what: 'the witness',
    };
    writeCounterexampleFiles(terminal, { traceOut: json, traceFormat: 'itf' }, found);
    expect(terminal.stderr()).toBe(`monocheck: the witness was not found, so nothing was written to --trace-out ${json}\n`);
    expect(existsSync(json)).toBe(false);
    const quiet = recordingTerminal();
    writeCounterexampleFiles(quiet, { traceFormat: 'json' }, found);
    expect(quiet.stderr()).toBe('');
  });
});
