/** Runs the built command line (dist/cli/monocheck.js, the bundle of dist/cli/main.js, built by `npm test` before vitest) as a child process. */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MAIN = `${ROOT}dist/cli/monocheck.js`;

export interface CliRun {
  /** The exit status as a shell reports it: the exit code, or 128 + the number of the signal that ended the process. */
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The status a shell reports: the code, or 128 + the signal's number (130 for SIGINT, 143 for SIGTERM). */
export function shellStatus(code: number | null, signal: NodeJS.Signals | null): number | null {
  return code ?? (signal === null ? null : 128 + constants.signals[signal]);
}

const environment = (env: NodeJS.ProcessEnv | undefined) => ({ ...process.env, NO_COLOR: '1', ...env });

export function runCli(args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): CliRun {
  const result = spawnSync(process.execPath, [MAIN, ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: environment(options.env),
    timeout: 120_000,
  });
  return { status: shellStatus(result.status, result.signal), stdout: result.stdout, stderr: result.stderr };
}

/** Like runCli, without blocking the test thread, so that runs can overlap (`it.concurrent`). */
export function runCliAsync(args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { cwd: options.cwd ?? ROOT, env: environment(options.env), timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ status: shellStatus(code, signal), stdout, stderr }));
  });
}

/** `text` from the first `marker` on; fails the test when the marker is missing (a slice from -1 would pass on its last character). */
export function textFrom(text: string, marker: string): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`expected the output to contain ${JSON.stringify(marker)}; it is:\n${text}`);
  return text.slice(at);
}
