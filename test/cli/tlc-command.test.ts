/**
 * `monocheck tlc ARGS...`: TLC's command line mapped onto check, and real runs on a folder holding the spec's modules,
 * in-process (test/helpers/in-process-cli.ts, the spec named by its path) but two, run end to end in that folder as TLC's
 * users run it (their paths relative to it).
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckArguments } from '../../src/cli/check-arguments.js';
import { runTlc } from '../../src/cli/tlc-command.js';
import type { Terminal } from '../../src/cli/terminal.js';
import { SpecError } from '../../src/tla/errors.js';
import { ModelFileError } from '../../src/tlc/cfg.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { readToolOutput, toolMessages } from '../helpers/tlc-tool-reader.js';
import { ROOT, runCliAsync } from './run-cli.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { parseTlaStatesFromTlcOutput } from './tlc-output-states.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;

/** A folder as a TLC user has it: the spec's modules and the model files beside them. */
function specFolder(): string {
  const folder = temporaryFolder('monocheck-tlc-');
  for (const module of ['Monopoly.tla', 'MCMonopoly.tla', 'MCMonopoly.cfg']) copyFileSync(`${ROOT}specs/${module}`, join(folder, module));
  for (const model of ['n3_m0_x0.cfg', 'n3_m0_x0_nt.cfg']) copyFileSync(`${FIXTURES}${model}`, join(folder, model));
  copyFileSync(`${FIXTURES}modes/n3_m0_x0_d5.cfg`, join(folder, 'n3_m0_x0_d5.cfg'));
  return folder;
}

/** What runTlc hands to check, and what it says on stderr, without running a search. */
async function mapped(args: string[], cwd: string): Promise<{ check: CheckArguments; err: string; code: number }> {
  let err = '';
  let check: CheckArguments | undefined;
  const terminal = {
    out: () => undefined,
    err: (text: string) => void (err += text),
    colorLevel: 0,
    statusLine: false,
  } as unknown as Terminal;
  const code = await runTlc(
    args,
    terminal,
    (args, _terminal, afterResult) => {
      check = args;
      return Promise.resolve(
        afterResult(
          {
            kind: 'ok',
            stats: {
              statesGenerated: 1,
              distinctStates: 1,
              queueLeft: 0,
              depth: 1,
              seconds: 0,
              workers: 1,
              memoryBytes: 0,
              collisionProbability: 0,
            },
          },
          0,
        ),
      );
    },
    cwd,
  );
  if (check === undefined) throw new Error('check was not run');
  return { check, err, code };
}

describe('monocheck tlc', () => {
  const folder = specFolder();

  it("maps TLC's options onto check: the root module and its cfg, -workers, -deadlock (no deadlock check), -tool, -checkpoint with -metadir, -dumpTrace", async () => {
    const { check, err } = await mapped(
      [
        '-workers',
        '2',
        '-deadlock',
        '-tool',
        '-checkpoint',
        '30',
        '-metadir',
        'meta',
        '-dumpTrace',
        'tlc',
        'cex.out',
        '-config',
        'n3_m0_x0.cfg',
        'MCMonopoly',
      ],
      folder,
    );
    expect(check).toMatchObject({
      model: join(folder, 'n3_m0_x0.cfg'),
      module: 'MCMonopoly',
      workers: 2,
      deadlock: false,
      format: 'tool',
      checkpoint: 30,
      checkpointDir: 'meta',
      traceOut: 'cex.out',
      traceFormat: 'tlc',
    });
    const modes = (await mapped(['-continue', '-difftrace', '-dump', 'dot,colorize,actionlabels', 'graph', 'MCMonopoly'], folder)).check;
    expect(modes).toMatchObject({ continue: true, difftrace: true, dumpDot: 'graph.dot' });
    expect([...(modes.dumpDotOptions ?? [])]).toEqual(['colorize', 'actionlabels']);
    expect((await mapped(['-dump', 'states', 'MCMonopoly'], folder)).check.dump).toBe('states.dump');
    expect(err).toBe('');
    const plain = await mapped(['MCMonopoly.tla'], folder);
    expect(plain.check).toMatchObject({
      model: join(folder, 'MCMonopoly.cfg'),
      module: 'MCMonopoly',
      workers: 1,
      deadlock: true,
      format: 'tlc',
    });
    // a path to the spec; -config found beside it
    expect((await mapped(['-config', 'n3_m0_x0', `${folder}/MCMonopoly`], ROOT)).check.model).toBe(join(folder, 'n3_m0_x0.cfg'));
    const recovered = (await mapped(['-recover', 'states/x', '-workers', 'auto'], folder)).check;
    expect([recovered.recover, recovered.model]).toEqual(['states/x', undefined]);
  });

  it('accepts an option that changes nothing with one note each', async () => {
    const { err, code } = await mapped(['-fp', '3', '-gzip', '-lncheck', 'final', '-depth', '10', '-seed', '7', 'MCMonopoly'], folder);
    expect(code).toBe(0);
    expect(err.split('\n').filter(Boolean)).toEqual([
      "monocheck: note: -fp 3 changes nothing here: monocheck's fingerprints are 64-bit xxHash, not TLC's polynomials.",
      'monocheck: note: -gzip changes nothing here: monocheck compresses nothing it writes.',
      'monocheck: note: -lncheck final changes nothing here: monocheck checks temporal properties once, on the complete state graph.',
      "monocheck: note: -depth 10 changes nothing here: it is the length of TLC's simulated behaviours, and this is model checking.",
      "monocheck: note: -seed 7 changes nothing here: monocheck's breadth-first search makes no random choice.",
    ]);
  });

  it('refuses what it cannot honour (exit 1), and a missing spec (150) or model file (151), each with a sentence', async () => {
    await expect(mapped(['-dumpTrace', 'dot', 'x.dot', 'MCMonopoly'], folder)).rejects.toThrow(
      new UsageError('-dumpTrace dot: monocheck writes a trace as json or tlc.'),
    );
    for (const mode of [['-simulate'], ['-dfid', '5'], ['-coverage', '1']])
      await expect(mapped([...mode, 'MCMonopoly'], folder)).rejects.toThrow(new RegExp(`^${mode[0]}: `));
    for (const mode of ['-continue', '-difftrace'])
      await expect(mapped(['-simulate', 'num=3', mode, 'MCMonopoly'], folder)).rejects.toThrow(
        new RegExp(`^${mode}: monocheck's simulation`),
      );
    // TLC's -dump dot items that monocheck does not draw: check's own refusal
    await expect(mapped(['-dump', 'dot,snapshot', 'g', 'MCMonopoly'], folder)).rejects.toThrow(/snapshot/);
    await expect(mapped(['-view', 'MCMonopoly'], folder)).rejects.toThrow(UsageError);
    await expect(mapped([], folder)).rejects.toThrow(new UsageError('Error: Missing input TLA+ module.'));
    await expect(mapped(['Nope'], folder)).rejects.toThrow(SpecError);
    await expect(mapped(['-config', 'nope', 'MCMonopoly'], folder)).rejects.toThrow(ModelFileError);
    await expect(mapped(['-config', `${FIXTURES}n3_m0_x0.cfg`, 'MCMonopoly'], folder)).rejects.toThrow(/is not beside MCMonopoly.tla/);
  });

  /** TLC's lines from the initial states to the depth (or the outdegree), without the line of TLC's trace file. */
  const section = (text: string) =>
    text
      .slice(text.indexOf('Finished computing initial states'), text.lastIndexOf('Finished in'))
      .replace(/^.*\n/, '')
      .replace(/^"CounterExample written: .*\n/gm, '');

  it("-continue prints TLC's 12 violations and its deadlock line for line, and exits 11 as TLC does, warning how many violations that code leaves unsaid", async () => {
    const run = await runInProcess(['tlc', '-workers', '1', '-continue', '-config', 'n3_m0_x0_d5.cfg', join(folder, 'MCMonopoly')]);
    expect(run.status).toBe(11);
    expect(section(run.stdout)).toBe(section(readFileSync(`${FIXTURES}modes/n3_m0_x0_d5.continue.out`, 'utf8')));
    expect(run.stdout.match(/^Error: Invariant TurnValid is violated\.$/gm)).toHaveLength(12);
    expect(run.stderr).toBe(
      "monocheck: warning: 12 invariant violations were found (TurnValid 12 times); as TLC's -continue does, this exits 11, the code of the deadlock that stopped the search (`monocheck check --continue` exits 12).\n",
    );
  });

  it("-continue -deadlock -tool -dump: TLC's 69 violations, counts and dump, exit 0 with the warning; the extension reads 69 errors and a run that ends in error (its error-continue case)", async () => {
    const args = [
      '-workers',
      '1',
      '-continue',
      '-deadlock',
      '-tool',
      '-dump',
      join(folder, 'all'),
      '-config',
      'n3_m0_x0_d5.cfg',
      join(folder, 'MCMonopoly'),
    ];
    const run = await runInProcess(['tlc', ...args]);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(
      "monocheck: warning: 69 invariant violations were found (TurnValid 69 times); as TLC's -continue does, this exits 0, because the search went on to the end (`monocheck check --continue` exits 12).\n",
    );
    expect(readFileSync(join(folder, 'all.dump'), 'utf8')).toBe(readFileSync(`${FIXTURES}modes/n3_m0_x0_d5.dump`, 'utf8'));
    const read = readToolOutput(run.stdout);
    expect(read.unexpected).toEqual([]);
    expect(read.errors).toHaveLength(69);
    expect(read.errors.every((error) => error.lines[0] === 'Invariant TurnValid is violated.' && error.trace.length >= 2)).toBe(true);
    // TLC's success message after the violations: the extension still ends in Error, as in its error-continue case
    expect({ state: read.state, status: read.status, collision: read.collisionProbability }).toEqual({
      state: 'Error',
      status: 'Finished',
      collision: '3.3E-14',
    });
    const bodies = toolMessages(run.stdout);
    const tlc = readFileSync(`${FIXTURES}modes/n3_m0_x0_d5.continue-nodeadlock.out`, 'utf8').split('\n');
    for (const code of [2199, 2194, 2268]) expect(tlc).toContain(bodies.find((message) => message.code === code)?.body);
  });

  it.concurrent(
    "prints TLC's text for n3_m0_x0 with TLC's exit code, its first line saying it is monocheck, and notes that it writes no trace-exploration spec",
    async () => {
      const run = await runCliAsync(['tlc', '-workers', '1', '-config', 'n3_m0_x0.cfg', 'MCMonopoly'], { cwd: folder });
      expect(run.status).toBe(12);
      expect(run.stdout.split('\n')[0]).toMatch(/^monocheck: checking the transcribed spec/);
      const tlc = readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8');
      const section = (text: string) => text.slice(text.indexOf('Error: Invariant TurnValid is violated.'), text.indexOf('Finished in'));
      expect(section(run.stdout)).toBe(section(tlc));
      expect(run.stderr).toContain('monocheck: note: TLC would also write a trace-exploration spec');
    },
  );

  it.concurrent("-dumpTrace json writes TLC's own trace file of n3_m0_x0_nt, exit 11", async () => {
    const run = await runCliAsync(
      ['tlc', '-noGenerateSpecTE', '-dumpTrace', 'json', 'nt.json', '-config', 'n3_m0_x0_nt', 'MCMonopoly.tla'],
      { cwd: folder },
    );
    expect(run.status).toBe(11);
    expect(run.stderr).toBe("monocheck: wrote the counterexample (4 states, TLC's -dumpTrace json) to nt.json\n");
    expect(JSON.parse(readFileSync(join(folder, 'nt.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(`${FIXTURES}n3_m0_x0_nt.trace.json`, 'utf8')),
    );
  });

  it("an edited spec is compiled: TLC's verdict, behaviour and counts (edited/new_invariants: NoMortgage at 419 states)", async () => {
    const folder = `${FIXTURES}edited/new_invariants/`;
    const run = await runInProcess(['tlc', '-noGenerateSpecTE', '-config', 'new_invariants_mortgage_real_n2_d10', `${folder}MCMonopoly`]);
    expect(run.status).toBe(12);
    expect(run.stdout.split('\n')[0]).toMatch(/^monocheck: checking the modules beside the model \(compiled: /);
    const tlc = readFileSync(`${folder}new_invariants_mortgage_real_n2_d10.out`, 'utf8');
    expect(parseTlaStatesFromTlcOutput(run.stdout)).toEqual(parseTlaStatesFromTlcOutput(tlc));
    for (const line of [
      'Error: Invariant NoMortgage is violated.',
      '419 states generated, 419 distinct states found, 303 states left on queue.',
      'The depth of the complete state graph search is 5.',
    ]) {
      expect(run.stdout).toContain(`\n${line}\n`);
      expect(tlc).toContain(`\n${line}\n`);
    }
  });

  it("-tool on the default model: success as the extension reads it, TLC's collision estimate and outdegree (real_n2_d10.out), exit 0", async () => {
    const run = await runInProcess(['tlc', '-tool', join(folder, 'MCMonopoly')]);
    expect(run.status).toBe(0);
    const read = readToolOutput(run.stdout);
    expect(read.unexpected).toEqual([]);
    expect({ state: read.state, status: read.status, collision: read.collisionProbability }).toEqual({
      state: 'Success',
      status: 'Finished',
      collision: '2.3E-9',
    });
    const bodies = new Map(toolMessages(run.stdout).map(({ code, body }) => [code, body]));
    const tlc = readFileSync(`${FIXTURES}real_n2_d10.out`, 'utf8').split('\n');
    for (const code of [2199, 2194, 2268]) expect(tlc).toContain(bodies.get(code));
  });
});
