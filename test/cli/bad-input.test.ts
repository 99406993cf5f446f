/**
 * Outside input a careless or hostile user gives (issue 20): every file is
 * read within a size limit, and each answer is one sentence on stderr with
 * that input's exit code, quickly, never an internal error.
 */
import { copyFileSync, mkdirSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type ExpectStatic } from 'vitest';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { ROOT, runCliAsync, type CliRun } from './run-cli.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;

/** One sentence (one line), no stack trace, no internal error, nothing on stdout. */
function expectOneSentence(expect: ExpectStatic, run: CliRun, status: number, message: RegExp): void {
  expect(run.stderr).toMatch(message);
  expect(run.status).toBe(status);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(run.stdout).toBe('');
}

describe('every outside file is read within a size limit (a device, a huge file: one sentence and its exit code)', () => {
  const dir = temporaryFolder('monocheck-bad-input-');

  it.concurrent('check /dev/zero: 151, the model file named, at once', async ({ expect }) => {
    const started = performance.now();
    const run = await runCliAsync(['check', '/dev/zero']);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(run.stderr).toBe("monocheck: /dev/zero: cannot read model file '/dev/zero': it goes on past 1 MiB, the most monocheck reads of a model file. Pass the path of a TLC .cfg file, or no path to check specs/MCMonopoly.cfg.\n");
    expect(run.status).toBe(151);
  });

  it.concurrent('replay /dev/zero, and trace, compare --tlc-output and explore --trace of a huge file: exit 1, naming it', async ({ expect }) => {
    // a sparse file of 501 MiB: over a trace's limit without writing it
    const huge = join(dir, 'huge.out');
    writeFileSync(huge, '');
    truncateSync(huge, 501 * 1024 * 1024);
    const [replay, trace, compare, explore] = await Promise.all([
      runCliAsync(['replay', '/dev/zero']),
      runCliAsync(['trace', huge]),
      runCliAsync(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-output', huge]),
      runCliAsync(['explore', '--trace', huge, '--port', '0']),
    ]);
    expectOneSentence(expect, replay, 1, /^monocheck: \/dev\/zero: cannot read the script: it goes on past 64 MiB, the most monocheck reads of a replay script\.\n$/);
    const tooLarge = "it is 525,336,576 bytes, more than 500 MiB, the most monocheck reads of a trace or a TLC log";
    expectOneSentence(expect, trace, 1, new RegExp(`^monocheck: .*huge\\.out: cannot read the trace file '.*huge\\.out': ${tooLarge}\n$`));
    expectOneSentence(expect, compare, 1, new RegExp(`^monocheck compare: cannot read TLC's output '.*huge\\.out': ${tooLarge}\\.\n$`));
    expectOneSentence(expect, explore, 1, new RegExp(`^monocheck: cannot read the trace file '.*huge\\.out': ${tooLarge}\\.\n$`));
  });

  it.concurrent('a Monopoly.tla beside the model that is a directory: 150, naming it', async ({ expect }) => {
    const folder = join(dir, 'spec-folder');
    mkdirSync(folder);
    for (const name of readdirSync(`${ROOT}specs`)) if (name !== 'Monopoly.tla') copyFileSync(`${ROOT}specs/${name}`, join(folder, name));
    mkdirSync(join(folder, 'Monopoly.tla'));
    const run = await runCliAsync(['check', join(folder, 'n3_m0_x0.cfg')]);
    expectOneSentence(expect, run, 150, /cannot read module Monopoly: \S*Monopoly\.tla is a folder/);
  });
});
