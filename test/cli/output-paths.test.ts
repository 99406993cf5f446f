/**
 * Every flag that writes, given a path it cannot write, is refused when the
 * command starts: exit 1, one sentence naming the flag and the path, nothing
 * searched (the model would take seconds, and print progress lines every 0.1 s).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { ROOT, runCliAsync } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-bad-paths-');
const aFile = join(scratch, 'a-file');
writeFileSync(aFile, '');
const LONG = `${ROOT}specs/n2_m50_x50.cfg`;
const TRACE = `${ROOT}test/fixtures/tlc/n3_m0_x0.trace.json`;
const SCRIPT = `${ROOT}examples/brown-hotel.txt`;

/** The command, the flag, the bad path, and how the sentence goes on after `monocheck: FLAG PATH`. */
const cases: { args: string[]; flag: string; path: string; says: RegExp }[] = [
  { args: ['check', LONG, '--progress-interval', '0.1'], flag: '--trace-out', path: '/nonexistent/dir/x.json', says: /^ cannot be written: the folder \/nonexistent\/dir does not exist; create it first, or give another path\.$/ },
  { args: ['check', LONG, '--progress-interval', '0.1'], flag: '--trace-out', path: scratch, says: /^ is a folder; give the name of a file/ },
  { args: ['check', LONG, '--progress-interval', '0.1'], flag: '--html', path: join(aFile, 'x.html'), says: / cannot be written: .*a-file is a file, not a folder\.$/ },
  { args: ['check', LONG, '--progress-interval', '0.1'], flag: '--work-dir', path: aFile, says: /^ is a file; give a folder/ },
  { args: ['check', LONG, '--progress-interval', '0.1', '--checkpoint', '0.01'], flag: '--checkpoint-dir', path: '/proc/nope', says: /^ cannot be created: \/proc does not take new folders\.$/ },
  { args: ['check', LONG, '--progress-interval', '0.1'], flag: '--checkpoint-dir', path: join(aFile, 'cp'), says: / cannot be created: .*a-file is a file, not a folder\.$/ },
  { args: ['check', '--progress-interval', '0.1'], flag: '--recover', path: aFile, says: /^ is a file; give a folder/ },
  { args: ['simulate', '--stats', 'landing', '--runs', '100000'], flag: '--chart', path: '/proc/chart.svg', says: /^ cannot be written: \/proc does not take new files\.$/ },
  { args: ['simulate', '--runs', '100000'], flag: '--trace-out', path: `${scratch}/`, says: /^ names a folder; give the name of a file\.$/ },
  { args: ['simulate', '--runs', '100000'], flag: '--script-out', path: '/nonexistent/s.txt', says: /^ cannot be written: the folder \/nonexistent does not exist/ },
  { args: ['replay', SCRIPT], flag: '--trace-out', path: scratch, says: /^ is a folder/ },
  { args: ['trace', TRACE, '--format', 'json'], flag: '--out', path: '/nonexistent/t.json', says: /^ cannot be written: the folder/ },
  { args: ['trace', TRACE], flag: '--html', path: '/proc/t.html', says: /^ cannot be written: \/proc does not take new files\.$/ },
  { args: ['compare', '--tlc-jar', '/nonexistent.jar'], flag: '--save-tlc-output', path: scratch, says: /^ is a folder/ },
  // a cluster worker would wait for work: the path is refused before it connects (nothing listens on port 1)
  { args: ['worker', '--cluster', 'nats://127.0.0.1:1'], flag: '--work-dir', path: '/proc/spill', says: /^ cannot be created: \/proc does not take new folders\.$/ },
];

describe('output paths are checked before any work', () => {
  for (const { args, flag, path, says } of cases) {
    it.concurrent(`${args[0]} ${flag} ${path.replace(scratch, 'TMP')}`, async ({ expect }) => {
      const started = performance.now();
      const run = await runCliAsync([...args, flag, path]);
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
