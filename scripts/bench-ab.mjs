// npm run bench:ab -- [--base REF] [--models a,b] [--workers 1,2] [--runs K] [--process | --cpu] [--args-a "..."] [--args-b "..."]
// Judges a change on a machine whose speed drifts from minute to minute: builds REF (default HEAD) in a
// temporary git worktree and the working tree as it is, then runs the two builds alternately, K times each
// (default 6), and prints the minimum and median search seconds of each and their ratio (with --process: the
// seconds of the whole `monocheck check` process, start-up and worker threads' start included; with --cpu: the
// CPU seconds of that process, all its threads, which other work on a loaded machine disturbs far less than
// wall time, though with several workers it counts their spinning while they wait for each other). --args-a and
// --args-b add `check` arguments to REF's runs and to the working tree's (e.g. --fingerprint-bits 128).
import { spawnSync } from 'node:child_process';
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
const cpu = args.includes('--cpu');
const extraArgs = [option('--args-a', ''), option('--args-b', '')].map((text) => text.split(' ').filter((word) => word !== ''));
/** Makes a process write its CPU seconds (user + system, every thread) to stderr as it exits. */
const CPU_AT_EXIT =
  "data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\ncpu-seconds '+(u.user+u.system)/1e6+'\\n')})";
const measure = (main, checkArgs) => {
  const started = performance.now();
  const child = spawnSync(process.execPath, [...(cpu ? ['--import', CPU_AT_EXIT] : []), main, ...checkArgs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (child.status !== 0 && child.status !== 12 && child.status !== 11)
    throw new Error(`${main} ${checkArgs.join(' ')} exited with ${child.status}: ${child.stderr}`);
  if (cpu) return Number(/^cpu-seconds (\S+)$/m.exec(child.stderr)?.[1]);
  return wholeProcess ? (performance.now() - started) / 1000 : JSON.parse(child.stdout).seconds;
};

const modelFile = (name) =>
  existsSync(`${root}test/fixtures/tlc/${name}.cfg`) ? `${root}test/fixtures/tlc/${name}.cfg` : `${root}specs/${name}.cfg`;
const run = (command, commandArgs, cwd) =>
  execFileSync(command, commandArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 24 });

const worktree = mkdtempSync(join(tmpdir(), 'monocheck-ab-'));
try {
  run('git', ['worktree', 'add', '--detach', worktree, base], root);
  symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'));
  console.log(`building ${base} in ${worktree} and the working tree`);
  run('npm', ['run', 'build'], worktree);
  run('npm', ['run', 'build'], root);
  // the command line's bundle where the build makes one, as users run it
  const commandLine = (dir) =>
    existsSync(join(dir, 'dist/cli/monocheck.js')) ? join(dir, 'dist/cli/monocheck.js') : join(dir, 'dist/cli/main.js');
  const builds = [
    { name: `${base}${extraArgs[0].length > 0 ? ` ${extraArgs[0].join(' ')}` : ''}`, main: commandLine(worktree) },
    { name: `working tree${extraArgs[1].length > 0 ? ` ${extraArgs[1].join(' ')}` : ''}`, main: commandLine(root) },
  ];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  console.log(`${cpu ? 'CPU' : wholeProcess ? 'process' : 'search'} seconds over ${runs} alternating runs each`);
  console.log(`model                   workers  ${'build'.padEnd(36)}    min    median`);
  for (const name of models) {
    for (const workers of workerCounts) {
      const seconds = builds.map(() => []);
      for (let i = 0; i < runs; i++) {
        builds.forEach((build, b) => {
          seconds[b].push(measure(build.main, ['check', modelFile(name), '--workers', String(workers), '--json', ...(extraArgs[b] ?? [])]));
        });
      }
      builds.forEach((build, b) => {
        const values = seconds[b];
        console.log(
          `${name.padEnd(23)} ${String(workers).padStart(7)}  ${build.name.slice(0, 36).padEnd(36)} ${Math.min(...values)
            .toFixed(3)
            .padStart(6)} ${median(values).toFixed(3).padStart(9)}`,
        );
      });
      const ratio = median(seconds[0]) / median(seconds[1]);
      console.log(
        `${''.padEnd(33)}working tree / ${base}: ${ratio >= 1 ? `${ratio.toFixed(2)}x faster` : `${(1 / ratio).toFixed(2)}x slower`} (medians)`,
      );
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
