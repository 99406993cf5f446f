// npm run bench:ab -- [--base REF] [--models a,b] [--workers 1,2] [--runs K] [--process]
// Judges a change on a machine whose speed drifts from minute to minute: builds REF (default HEAD) in a
// temporary git worktree and the working tree as it is, then runs the two builds alternately, K times each
// (default 6), and prints the minimum and median search seconds of each and their ratio (with --process: the
// seconds of the whole `monocheck check` process, start-up and worker threads' start included).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = option('--base', 'HEAD');
const runs = Number(option('--runs', '6'));
const models = option('--models', 'real_n2_d13,n2_m50_x50').split(',');
const workerCounts = option('--workers', '1').split(',').map(Number);
const wholeProcess = args.includes('--process');

const modelFile = (name) => (existsSync(`${root}test/fixtures/tlc/${name}.cfg`) ? `${root}test/fixtures/tlc/${name}.cfg` : `${root}specs/${name}.cfg`);
const run = (command, commandArgs, cwd) => execFileSync(command, commandArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 24 });

const worktree = mkdtempSync(join(tmpdir(), 'monocheck-ab-'));
try {
  run('git', ['worktree', 'add', '--detach', worktree, base], root);
  symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'));
  console.log(`building ${base} in ${worktree} and the working tree`);
  run('npm', ['run', 'build'], worktree);
  run('npm', ['run', 'build'], root);
  // the command line's bundle where the build makes one, as users run it
  const commandLine = (dir) => (existsSync(join(dir, 'dist/cli/monocheck.js')) ? join(dir, 'dist/cli/monocheck.js') : join(dir, 'dist/cli/main.js'));
  const builds = [
    { name: base, main: commandLine(worktree) },
    { name: 'working tree', main: commandLine(root) },
  ];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  console.log(`${wholeProcess ? 'process' : 'search'} seconds over ${runs} alternating runs each`);
  console.log('model                   workers  build                  min    median');
  for (const name of models) {
    for (const workers of workerCounts) {
      const seconds = builds.map(() => []);
      for (let i = 0; i < runs; i++) {
        builds.forEach((build, b) => {
          const started = performance.now();
          const output = run(process.execPath, [build.main, 'check', modelFile(name), '--workers', String(workers), '--json'], root);
          seconds[b].push(wholeProcess ? (performance.now() - started) / 1000 : JSON.parse(output).seconds);
        });
      }
      builds.forEach((build, b) => {
        const values = seconds[b];
        console.log(`${name.padEnd(23)} ${String(workers).padStart(7)}  ${build.name.slice(0, 20).padEnd(20)} ${Math.min(...values).toFixed(3).padStart(6)} ${median(values).toFixed(3).padStart(9)}`);
      });
      const ratio = median(seconds[0]) / median(seconds[1]);
      console.log(`${''.padEnd(33)}working tree / ${base}: ${ratio >= 1 ? `${ratio.toFixed(2)}x faster` : `${(1 / ratio).toFixed(2)}x slower`} (medians)`);
    }
  }
} finally {
  try {
    run('git', ['worktree', 'remove', '--force', worktree], root);
  } catch {
    rmSync(worktree, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], root);
  }
}
