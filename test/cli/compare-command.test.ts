/**
 * `monocheck compare`: exit codes, the table, --json, and running TLC through --tlc-jar, run in-process
 * (test/helpers/in-process-cli.ts); a run of the built command line with a `java` of its own end to end.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runCliAsync } from './run-cli.js';
import { recordingTerminal, runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;
const scratch = temporaryFolder('monocheck-compare-cli-');
const withoutJar = { TLA2TOOLS_JAR: '' };

describe('monocheck compare', () => {
  it('exits 0 and prints the side-by-side table when TLC and monocheck agree', async () => {
    const run = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-output', `${FIXTURES}n3_m0_x0.out`]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('    states generated      38         38\n');
    expect(run.stdout).toContain('  State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)\n');
    expect(run.stdout).toContain('  State 3 violates TurnValid, as TLC says.\n');
    expect(run.stdout.trimEnd().endsWith('TLC and monocheck agree.')).toBe(true);
  });

  it('exits 20 and marks the rows that differ when they disagree', async () => {
    const altered = join(scratch, 'n3_altered.out');
    writeFileSync(altered, readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8').replace('35 states left on queue', '36 states left on queue'));
    const run = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-output', altered]);
    expect(run.status).toBe(20);
    expect(run.stdout).toContain('  ≠ states left on queue  36         35\n');
    expect(run.stdout).toContain('TLC and monocheck DISAGREE on: states left on queue.');
  });

  it('--json gives the comparison as one object', async () => {
    const run = await runInProcess(['compare', `${FIXTURES}n3_m0_x0_nt.cfg`, '--tlc-output', `${FIXTURES}n3_m0_x0_nt.tool.out`, '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({
      agree: true,
      differing: [],
      tlcVersion: '2026.04.29.164809 (rev: cc6b616cf)',
      validation: { ok: true, claim: { kind: 'deadlock' } },
    });
    expect(json.rows.map((row: { key: string }) => row.key)).toEqual([
      'verdict',
      'invariant',
      'statesGenerated',
      'distinctStates',
      'depth',
      'queueLeft',
      'traceLength',
      'counterexample',
    ]);
  });

  it("asks for TLC's output or a jar when given neither, names a log it cannot read, and a file that is no TLC log (exit 1 each)", async () => {
    const neither = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`], recordingTerminal(), withoutJar);
    expect(neither.status).toBe(1);
    expect(neither.stderr).toContain(
      "give TLC's output with --tlc-output FILE, or a tla2tools.jar to run with --tlc-jar PATH (or TLA2TOOLS_JAR).",
    );
    const missing = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-output', join(scratch, 'nothing.out')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/cannot read TLC's output '.*nothing\.out': no such file or folder\./);
    // a model file given where TLC's log belongs: no TLC line in it, so not a disagreement (20) but a wrong file
    const notALog = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-output', `${FIXTURES}n3_m0_x0.cfg`]);
    expect(notALog.status).toBe(1);
    expect(notALog.stderr).toMatch(/^monocheck compare: .*n3_m0_x0\.cfg is not a TLC log: it has no line TLC prints/);
    expect(notALog.stdout).toBe('');
  });
});

describe('monocheck compare --tlc-jar', () => {
  /** A `java` that records how it was run and prints TLC's saved log for n3_m0_x0. */
  function fakeJava(): { bin: string; log: string; jar: string } {
    const bin = mkdtempSync(join(scratch, 'bin-'));
    const log = join(bin, 'calls.log');
    writeFileSync(
      join(bin, 'java'),
      `#!/bin/sh
if [ "$1" = "-version" ]; then echo 'openjdk version "17"' >&2; exit 0; fi
{ echo "args: $*"; echo "cwd: $(pwd)"; ls; } >> "${log}"
cat "${FIXTURES}n3_m0_x0.out"
exit 12
`,
    );
    chmodSync(join(bin, 'java'), 0o755);
    const jar = join(bin, 'tla2tools.jar');
    writeFileSync(jar, '');
    return { bin, log, jar };
  }

  it('runs TLC with one worker on copies of the spec and model, with a temporary metadir, and compares', () => {
    const { bin, log, jar } = fakeJava();
    const saved = join(scratch, 'saved.out');
    const run = runCli(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-jar', jar, '--save-tlc-output', saved], {
      env: { PATH: `${bin}:${process.env['PATH']}` },
    });
    expect(run.stderr).toBe(`monocheck: wrote TLC's output to ${saved}\n`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('against TLC run here (');
    const calls = readFileSync(log, 'utf8');
    const cwd = /^cwd: (.*)$/m.exec(calls)?.[1] as string;
    expect(calls).toContain(
      `args: -XX:+UseParallelGC -cp ${jar} tlc2.TLC -workers 1 -noGenerateSpecTE -metadir ${cwd}/states -config n3_m0_x0.cfg MCMonopoly`,
    );
    expect(calls).toMatch(/^MCMonopoly\.tla$/m);
    expect(calls).toMatch(/^Monopoly\.tla$/m);
    expect(calls).toMatch(/^n3_m0_x0\.cfg$/m);
    expect(existsSync(cwd)).toBe(false);
    expect(readFileSync(saved, 'utf8')).toBe(readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8'));
  });

  it('takes the jar from TLA2TOOLS_JAR, and says what is missing when java or the jar is', async () => {
    const { bin, jar } = fakeJava();
    const fromEnvironment = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`], recordingTerminal(), {
      PATH: `${bin}:${process.env['PATH']}`,
      TLA2TOOLS_JAR: jar,
    });
    expect(fromEnvironment.status).toBe(0);
    const noJava = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-jar', jar], recordingTerminal(), { PATH: scratch });
    expect(noJava.status).toBe(255);
    expect(noJava.stderr).toContain("cannot run 'java'");
    const noJar = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-jar', join(scratch, 'missing.jar')]);
    expect(noJar.status).toBe(255);
    expect(noJar.stderr).toContain('does not exist; pass --tlc-jar with the path of tla2tools.jar');
  });
});

describe('TLC that fails to run is no disagreement: exit 255, "TLC cannot be run", naming the reason', () => {
  /** A `java` that answers -version, then runs `body` (sh) as TLC. */
  function javaThat(body: string): { PATH: string } {
    const bin = mkdtempSync(join(scratch, 'failing-'));
    writeFileSync(join(bin, 'java'), `#!/bin/sh\nif [ "$1" = "-version" ]; then echo 'openjdk version "17"' >&2; exit 0; fi\n${body}\n`);
    chmodSync(join(bin, 'java'), 0o755);
    return { PATH: `${bin}:${process.env['PATH']}` };
  }
  const jar = join(scratch, 'not-a-jar.jar');
  writeFileSync(jar, 'this is not a jar');
  const cases = [
    {
      name: 'a file that is not a jar',
      env: javaThat(
        "echo 'Error: Could not find or load main class tlc2.TLC' >&2; echo 'Caused by: java.lang.ClassNotFoundException: tlc2.TLC' >&2; exit 1",
      ),
      says: /^monocheck compare: TLC cannot be run: java could not load TLC from .*not-a-jar\.jar, which is not a tla2tools\.jar \(java said: Error: Could not find or load main class tlc2\.TLC\)\.\n$/,
    },
    {
      name: "TLC's own crash before any verdict",
      env: javaThat(
        "echo 'TLC2 Version 2.19 of 08 August 2024'; echo 'Running breadth-first search Model-Checking with fp 1 and seed 2 with 1 worker'; echo 'Exception in thread \"main\" java.lang.NullPointerException' >&2; exit 1",
      ),
      says: /^monocheck compare: TLC cannot be run: TLC stopped before any verdict \(java exited with 1\), on: Exception in thread "main" java\.lang\.NullPointerException\.\n$/,
    },
    {
      name: 'no TLC output at all',
      env: javaThat('exit 0'),
      says: /^monocheck compare: TLC cannot be run: TLC printed nothing \(java exited with 0\)\.\n$/,
    },
    {
      name: 'TLC killed before its verdict',
      env: javaThat("echo 'TLC2 Version 2.19 of 08 August 2024'; kill -9 $$"),
      says: /^monocheck compare: TLC cannot be run: TLC ended without a verdict \(it was killed by a signal\); its last line: TLC2 Version 2\.19 of 08 August 2024\.\n$/,
    },
  ];
  for (const { name, env, says } of cases) {
    it(name, async () => {
      const run = await runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-jar', jar], recordingTerminal(), env);
      expect(run.status).toBe(255);
      expect(run.stderr).toMatch(says);
      expect(run.stdout).toBe('');
    });
  }

  it.skipIf(spawnSync('java', ['-version']).error !== undefined)(
    'with the real java: a file that is not a jar (skipped without java)',
    async () => {
      const run = await runCliAsync([
        'compare',
        `${FIXTURES}n3_m0_x0.cfg`,
        '--tlc-jar',
        jar,
        '--save-tlc-output',
        join(scratch, 'failed.out'),
      ]);
      expect(run.status).toBe(255);
      expect(run.stderr).toMatch(
        /^monocheck compare: TLC cannot be run: java could not load TLC from .*not-a-jar\.jar, which is not a tla2tools\.jar \(java said: .*\); its output is in .*failed\.out\.\n$/,
      );
      expect(run.stderr).not.toMatch(/DISAGREE/);
      expect(readFileSync(join(scratch, 'failed.out'), 'utf8')).toMatch(
        /Could not find or load main class tlc2\.TLC|Invalid or corrupt jarfile/,
      );
    },
  );
});

const liveJar = process.env['TLA2TOOLS_JAR'] ?? '';
const javaRuns = spawnSync('java', ['-version']).error === undefined;
const liveTlc = liveJar !== '' && existsSync(liveJar) && javaRuns;
if (!liveTlc) {
  console.warn(`live TLC test skipped: ${javaRuns ? 'no tla2tools.jar (set TLA2TOOLS_JAR to its path)' : 'java is not on the PATH'}`);
}

describe('monocheck compare against TLC itself', () => {
  it.skipIf(!liveTlc)('runs TLC on n3_m0_x0 and agrees (skipped without TLA2TOOLS_JAR and java)', () => {
    const run = runCli(['compare', `${ROOT}specs/n3_m0_x0.cfg`, '--tlc-jar', liveJar]);
    expect(run.stdout).toContain('TLC and monocheck agree.');
    expect(run.status).toBe(0);
  });
});
