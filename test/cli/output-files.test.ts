/**
 * cli/output-files.ts through the commands: every flag that writes, given a
 * path it cannot write, is refused when the command starts: exit 1, one
 * sentence naming the flag and the path, nothing searched (the model would
 * take seconds, and print progress lines every 0.1 s). In-process
 * (test/helpers/in-process-cli.ts) but one run of the built command line,
 * whose path is relative to the folder it runs in.
 */
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCliAsync } from './run-cli.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-bad-paths-');
const aFile = join(scratch, 'a-file');
writeFileSync(aFile, '');
const LONG = `${ROOT}specs/n2_m50_x50.cfg`;
const TRACE = `${ROOT}test/fixtures/tlc/n3_m0_x0.trace.json`;
const SCRIPT = `${ROOT}examples/brown-hotel.txt`;

/** The command, the flag, the bad path, and how the sentence goes on after `monocheck: FLAG PATH`. */
const cases: { args: string[]; flag: string; path: string; says: RegExp }[] = [
  {
    args: ['check', LONG, '--progress-interval', '0.1'],
    flag: '--trace-out',
    path: '/nonexistent/dir/x.json',
    says: /^ cannot be written: the folder \/nonexistent\/dir does not exist; create it first, or give another path\.$/,
  },
  {
    args: ['check', LONG, '--progress-interval', '0.1'],
    flag: '--trace-out',
    path: scratch,
    says: /^ is a folder; give the name of a file/,
  },
  {
    args: ['check', LONG, '--progress-interval', '0.1'],
    flag: '--html',
    path: join(aFile, 'x.html'),
    says: / cannot be written: .*a-file is a file, not a folder\.$/,
  },
  { args: ['check', LONG, '--progress-interval', '0.1'], flag: '--work-dir', path: aFile, says: /^ is a file; give a folder/ },
  {
    args: ['check', LONG, '--progress-interval', '0.1', '--checkpoint', '0.01'],
    flag: '--checkpoint-dir',
    path: '/proc/nope',
    says: /^ cannot be created: \/proc does not take new folders\.$/,
  },
  {
    args: ['check', LONG, '--progress-interval', '0.1'],
    flag: '--checkpoint-dir',
    path: join(aFile, 'cp'),
    says: / cannot be created: .*a-file is a file, not a folder\.$/,
  },
  { args: ['check', '--progress-interval', '0.1'], flag: '--recover', path: aFile, says: /^ is a file; give a folder/ },
  {
    args: ['simulate', '--stats', 'landing', '--runs', '100000'],
    flag: '--chart',
    path: '/proc/chart.svg',
    says: /^ cannot be written: \/proc does not take new files\.$/,
  },
  {
    args: ['simulate', '--runs', '100000'],
    flag: '--trace-out',
    path: `${scratch}/`,
    says: /^ names a folder; give the name of a file\.$/,
  },
  {
    args: ['simulate', '--runs', '100000'],
    flag: '--script-out',
    path: '/nonexistent/s.txt',
    says: /^ cannot be written: the folder \/nonexistent does not exist/,
  },
  { args: ['replay', SCRIPT], flag: '--trace-out', path: scratch, says: /^ is a folder/ },
  { args: ['trace', TRACE, '--format', 'json'], flag: '--out', path: '/nonexistent/t.json', says: /^ cannot be written: the folder/ },
  { args: ['trace', TRACE], flag: '--html', path: '/proc/t.html', says: /^ cannot be written: \/proc does not take new files\.$/ },
  { args: ['compare', '--tlc-jar', '/nonexistent.jar'], flag: '--save-tlc-output', path: scratch, says: /^ is a folder/ },
  // a cluster worker would wait for work: the path is refused before it connects (nothing listens on port 1)
  {
    args: ['worker', '--cluster', 'nats://127.0.0.1:1'],
    flag: '--work-dir',
    path: '/proc/spill',
    says: /^ cannot be created: \/proc does not take new folders\.$/,
  },
];

/** Every flag that writes, with the command that takes it. */
const PATH_FLAGS: { args: string[]; flag: string }[] = [
  { args: ['check', LONG], flag: '--trace-out' },
  { args: ['check', LONG], flag: '--html' },
  { args: ['check', LONG], flag: '--work-dir' },
  { args: ['check', LONG], flag: '--checkpoint-dir' },
  { args: ['check'], flag: '--recover' },
  { args: ['simulate', '--stats', 'landing', '--runs', '100000'], flag: '--chart' },
  { args: ['simulate', '--runs', '100000'], flag: '--trace-out' },
  { args: ['simulate', '--runs', '100000'], flag: '--script-out' },
  { args: ['replay', SCRIPT], flag: '--trace-out' },
  { args: ['trace', TRACE, '--format', 'json'], flag: '--out' },
  { args: ['trace', TRACE], flag: '--html' },
  { args: ['compare', '--tlc-jar', '/nonexistent.jar'], flag: '--save-tlc-output' },
  { args: ['worker', '--cluster', 'nats://127.0.0.1:1'], flag: '--work-dir' },
];
const tooLong = join(scratch, 'n'.repeat(300));
const loop = join(scratch, 'loop');
symlinkSync(loop, loop);
// every flag meets the one check (test/runs/output-paths.test.ts has every kind of path): a name too long for each, a loop for a file, a folder and --recover
for (const { args, flag } of PATH_FLAGS) {
  cases.push({ args, flag, path: tooLong, says: /^ cannot be written: a name in the path is too long\.$/ });
  if (args[0] === 'check')
    cases.push({ args, flag, path: loop, says: /^ cannot be written: the path goes round a loop of symbolic links\.$/ });
}

describe('output paths are checked before any work', () => {
  for (const { args, flag, path, says } of cases) {
    it(`${args[0]} ${flag} ${path.replace(scratch, 'TMP').replace(/n{300}/, 'N*300')}`, async () => {
      const started = performance.now();
      const run = await runInProcess([...args, flag, path]);
      const seconds = (performance.now() - started) / 1000;
      expect(run.status).toBe(1);
      const prefix = `monocheck: ${flag} ${path}`;
      expect(run.stderr.startsWith(prefix)).toBe(true);
      expect(run.stderr.slice(prefix.length).trimEnd()).toMatch(says);
      expect(run.stderr.split('\n').filter((line) => line !== '')).toHaveLength(1);
      expect(run.stdout).toBe('');
      // nothing searched: the slowest of these would run for seconds (a bound loose enough for a busy machine)
      expect(seconds).toBeLessThan(10);
    });
  }
});

describe("an output path that is one of the run's inputs is refused before any work", () => {
  const inputs = join(scratch, 'inputs');
  mkdirSync(join(inputs, 'checkpoint'), { recursive: true });
  const copies = {
    model: join(inputs, 'X.cfg'),
    script: join(inputs, 'game.txt'),
    trace: join(inputs, 'cex.json'),
    jar: join(inputs, 'tla2tools.jar'),
    link: join(inputs, 'link.cfg'),
    current: join(inputs, 'checkpoint', 'CURRENT'),
  };
  copyFileSync(`${ROOT}specs/n2_m50_x50.cfg`, copies.model);
  copyFileSync(SCRIPT, copies.script);
  copyFileSync(TRACE, copies.trace);
  writeFileSync(copies.jar, 'not a jar');
  writeFileSync(copies.current, 'snapshot-1\n');
  symlinkSync(copies.model, copies.link);
  const overwrites = (what: string) => new RegExp(`^ would overwrite ${what} .*, which this run reads; give another path\\.$`);
  const clashes: { args: string[]; flag: string; path: string; says: RegExp; kept: string; cwd?: string }[] = [
    { args: ['check', copies.model], flag: '--trace-out', path: copies.model, says: overwrites('the model file'), kept: copies.model },
    { args: ['check', 'X.cfg'], flag: '--html', path: './X.cfg', says: overwrites('the model file'), kept: copies.model, cwd: inputs },
    { args: ['check', copies.model], flag: '--trace-out', path: copies.link, says: overwrites('the model file'), kept: copies.model },
    {
      args: ['check'],
      flag: '--trace-out',
      path: 'specs/Monopoly.tla',
      says: overwrites('a TLA\\+ module beside the model file'),
      kept: `${ROOT}specs/Monopoly.tla`,
    },
    {
      args: ['check', '--recover', join(inputs, 'checkpoint')],
      flag: '--trace-out',
      path: copies.current,
      says: /^ would write inside the checkpoint folder being recovered .*, which this run reads; give a path outside it\.$/,
      kept: copies.current,
    },
    {
      args: ['simulate', copies.model, '--runs', '100000'],
      flag: '--script-out',
      path: copies.model,
      says: overwrites('the model file'),
      kept: copies.model,
    },
    {
      args: ['replay', copies.script],
      flag: '--trace-out',
      path: copies.script,
      says: overwrites('the replay script'),
      kept: copies.script,
    },
    {
      args: ['trace', copies.trace, '--format', 'tlc'],
      flag: '--out',
      path: copies.trace,
      says: overwrites('the trace file'),
      kept: copies.trace,
    },
    {
      args: ['trace', copies.trace, '--config', copies.model],
      flag: '--html',
      path: copies.model,
      says: overwrites('the model file'),
      kept: copies.model,
    },
    {
      args: ['compare', copies.model, '--tlc-jar', copies.jar],
      flag: '--save-tlc-output',
      path: copies.jar,
      says: overwrites('the TLC jar'),
      kept: copies.jar,
    },
  ];
  for (const { args, flag, path, says, kept, cwd } of clashes) {
    it(`${args.join(' ').replaceAll(inputs, 'TMP')} ${flag} ${path.replace(inputs, 'TMP')}`, async () => {
      const before = readFileSync(kept);
      // a worker thread cannot change its working folder: a path relative to another folder is run end to end
      const run = cwd === undefined ? await runInProcess([...args, flag, path]) : await runCliAsync([...args, flag, path], { cwd });
      expect(run.status).toBe(1);
      const prefix = `monocheck: ${flag} ${path}`;
      expect(run.stderr.startsWith(prefix)).toBe(true);
      expect(run.stderr.slice(prefix.length).trimEnd()).toMatch(says);
      expect(run.stderr.split('\n').filter((line) => line !== '')).toHaveLength(1);
      expect(run.stdout).toBe('');
      expect(readFileSync(kept).equals(before)).toBe(true);
    });
  }
});
