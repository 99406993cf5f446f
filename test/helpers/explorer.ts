/**
 * Explorers for tests: one in this process (startExplorer on a model file),
 * the command line in this thread (runMonocheck with a recording terminal),
 * or the built command line in a child process, read until it prints its
 * address. Every one started is stopped by the test that started it; the
 * ports are free ones the system picks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadModel } from '../../src/runs/model-config.js';
import { specOfResolved } from '../../src/runs/spec/load-spec.js';
import { startExplorer, type ExplorerOptions, type RunningExplorer } from '../../src/explore/server.js';
import { ExplorerSession } from '../../src/explore/session.js';
import { ROOT } from '../cli/run-cli.js';
import { recordingTerminal, runInProcess } from './in-process-cli.js';

/** An explorer of `modelFile` (relative to the repository) in this process, on a free port of 127.0.0.1. */
export async function explorerOf(
  modelFile: string,
  options: Partial<ExplorerOptions> = {},
): Promise<{ explorer: RunningExplorer; session: ExplorerSession }> {
  const session = new ExplorerSession(specOfResolved(loadModel(`${ROOT}${modelFile}`, {})), modelFile);
  const explorer = await startExplorer({ session, port: 0, ...options });
  return { explorer, session };
}

export interface ExplorerProcess {
  /** The address the first line gives. */
  readonly url: string;
  /** The lines printed on stdout so far. */
  readonly stdout: string[];
  stderr(): string;
  /** stderr once it matches `pattern` (stderr is another pipe: it may arrive after stdout); throws after 10 s. */
  stderrMatching(pattern: RegExp): Promise<string>;
  /** Sends `signal` (SIGTERM; in this thread, the stop control's request) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `monocheck ARGS` (which must start an explorer), once it has printed `monocheck: exploring ... at URL` and `lines` more lines. */
export function explorerProcess(args: readonly string[], lines = 0): Promise<ExplorerProcess> {
  const child: ChildProcess = spawn(process.execPath, [`${ROOT}dist/cli/monocheck.js`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let stderr = '';
  let partial = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the explorer did not start within 20 s; stdout: ${stdout.join('\n')}; stderr: ${stderr}`));
    }, 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      partial += chunk.toString();
      const parts = partial.split('\n');
      partial = parts.pop() ?? '';
      stdout.push(...parts);
      const index = stdout.findIndex((line) => /^monocheck: exploring .* at http:\/\/\S+\/$/.test(line));
      if (index >= 0 && stdout.length > index + lines) {
        clearTimeout(timer);
        const stderrMatching = async (pattern: RegExp) => {
          for (const started = Date.now(); !pattern.test(stderr); await new Promise((wait) => setTimeout(wait, 20))) {
            if (Date.now() - started > 10_000) throw new Error(`stderr did not match ${pattern} within 10 s: ${stderr}`);
          }
          return stderr;
        };
        resolve({
          url: (/at (http:\/\/\S+)$/.exec(stdout[index] as string) as RegExpExecArray)[1] as string,
          stdout,
          stderr: () => stderr,
          stderrMatching,
          stop,
        });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`monocheck exited (${code}) before serving; stdout: ${stdout.join('\n')}${partial}; stderr: ${stderr}`));
    });
  });
}

/** What `text` holds once `holds(text)`, polled every 20 ms; throws after `seconds`. */
async function once(read: () => string, holds: (text: string) => boolean, what: string, seconds = 10): Promise<string> {
  for (const started = Date.now(); !holds(read()); await new Promise((wait) => setTimeout(wait, 20))) {
    if (Date.now() - started > seconds * 1000) throw new Error(`${what} within ${seconds} s; it is: ${read()}`);
  }
  return read();
}

/** `monocheck ARGS` (which must start an explorer) in this thread, as explorerProcess, once it has printed its address and `lines` more lines. */
export async function explorerInProcess(args: readonly string[], lines = 0): Promise<ExplorerProcess> {
  const terminal = recordingTerminal();
  let ended = false;
  const run = runInProcess(args, terminal).finally(() => (ended = true));
  const address = /^monocheck: exploring .* at (http:\/\/\S+\/)$/m;
  const printed = () => {
    const out = terminal.stdout();
    const match = address.exec(out);
    if (ended && match === null) throw new Error(`monocheck ended before serving; stdout: ${out}; stderr: ${terminal.stderr()}`);
    return match !== null && out.slice(match.index).split('\n').length > lines + 1;
  };
  const stdout = await once(terminal.stdout, printed, 'the explorer did not start', 20);
  const url = (address.exec(stdout) as RegExpExecArray)[1] as string;
  return {
    url,
    stdout: stdout.split('\n').slice(0, -1),
    stderr: terminal.stderr,
    stderrMatching: (pattern) => once(terminal.stderr, (text) => pattern.test(text), `stderr did not match ${pattern}`),
    stop: async (signal = 'SIGTERM') => {
      if (signal !== 'SIGINT' && signal !== 'SIGTERM') throw new Error(`${signal}: the explorer stops on SIGINT or SIGTERM`);
      terminal.stop.request(signal);
      return (await run).status;
    },
  };
}
