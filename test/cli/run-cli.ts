/** Runs the built command line (dist/cli/monocheck.js, the bundle of dist/cli/main.js, built by `npm test` before vitest) as a child process. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = `${ROOT}dist/cli/monocheck.js`;

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): CliRun {
  const result = spawnSync(process.execPath, [MAIN, ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
