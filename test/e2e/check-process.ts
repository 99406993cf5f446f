/** A `monocheck check` child process driven by what it prints: the checkpoint and memory tests' Ctrl-C at a chosen moment. */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, type CliRun } from '../cli/run-cli.js';

/** What to do to the running check once its stderr shows `when`. */
interface Step {
  readonly when: string;
  readonly act: (child: ChildProcess) => void;
}

/** Starts a check, takes each step in turn once stderr shows its text, and waits for the end. */
export function runWithSteps(args: readonly string[], steps: readonly Step[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}dist/cli/monocheck.js`, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    let taken = 0;
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => {
      stderr += data.toString();
      for (let step = steps[taken]; step !== undefined && stderr.includes(step.when); step = steps[taken]) {
        taken++;
        step.act(child);
      }
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Starts a check, sends SIGINT once it has printed a progress line, and waits for it to end. */
export const interruptAfterProgress = (args: readonly string[]) =>
  runWithSteps(args, [{ when: 'Progress(', act: (child) => child.kill('SIGINT') }]);
