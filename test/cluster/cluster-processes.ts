/** Starting worker processes of the built command line (dist/) and a coordinator, for the tests of clusters between processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../cli/run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const MAIN = `${ROOT}dist/cli/monocheck.js`;

export interface Finished {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Running {
  readonly child: ChildProcess;
  readonly done: Promise<Finished>;
  /** What it has written to stderr so far. */
  stderr(): string;
}

/** Starts `monocheck ARGS` (with `prefix`, e.g. `ip netns exec NS`, before node), its temporary folder one the test file removes (a process killed with SIGKILL cannot remove its own). */
export function startMonocheck(args: readonly string[], prefix: readonly string[] = []): Running {
  const command = prefix.length > 0 ? (prefix[0] as string) : process.execPath;
  const argv = prefix.length > 0 ? [...prefix.slice(1), process.execPath, MAIN, ...args] : [MAIN, ...args];
  const child = spawn(command, argv, {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', TMPDIR: temporaryFolder('monocheck-process-') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (data: Buffer) => (stdout += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  const done = new Promise<Finished>((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
  return { child, done, stderr: () => stderr };
}

/** `count` workers of the cluster at `url` that serve one run each. */
export function startWorkers(url: string, count: number, extra: readonly string[] = [], prefix: readonly string[] = []): Running[] {
  return Array.from({ length: count }, () => startMonocheck(['worker', '--cluster', url, '--once', ...extra], prefix));
}

/** The text report of `check` without its timing and rate lines, for comparing two runs. */
export function withoutTimings(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(seconds|distinct states\/s)\b/.test(line))
    .join('\n');
}

/** The JSON report of `check` without what depends on the machine (time, threads, memory). */
export function jsonWithoutTimings(text: string): Record<string, unknown> {
  const { seconds, workers, memoryBytes, generatedByWorker, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}
