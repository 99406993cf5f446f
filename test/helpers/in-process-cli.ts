/**
 * The command line run in the test's own thread: runMonocheck (src/cli/run-monocheck.ts) on a terminal that
 * keeps what is written, with no colour and no status line. Faster than a child process (no start-up, no
 * bundle), for tests of what a command prints and returns; a few end-to-end tests per command keep spawning the
 * built CLI (test/cli/run-cli.ts), which this does not replace: signals, --help and --version, exit on open handles.
 */
import { runMonocheck } from '../../src/cli/run-monocheck.js';
import type { StopControl, StopSignal } from '../../src/cli/signals.js';
import type { Terminal } from '../../src/cli/terminal.js';
import type { CliRun } from '../cli/run-cli.js';

/** A stop control no signal reaches; `request` plays the part of a signal arriving (while a stoppable search runs or before). */
export interface FakeStopControl extends StopControl {
  request(signal: StopSignal): void;
}

function fakeStopControl(): FakeStopControl {
  let requested: StopSignal | null = null;
  const aborter = new AbortController();
  const waiting: ((signal: StopSignal) => void)[] = [];
  return {
    get requested() {
      return requested;
    },
    signal: aborter.signal,
    request(signal) {
      if (requested !== null) return;
      requested = signal;
      for (const resolve of waiting.splice(0)) resolve(signal);
      aborter.abort(signal);
    },
    untilRequested() {
      return new Promise((resolve) => (requested === null ? waiting.push(resolve) : resolve(requested)));
    },
    whileStoppable: (work) => work(),
  };
}

/** A terminal that records stdout and stderr. */
export interface RecordingTerminal extends Terminal {
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly stop: FakeStopControl;
}

export function recordingTerminal(options: { colorLevel?: number; statusLine?: boolean } = {}): RecordingTerminal {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    colorLevel: options.colorLevel ?? 0,
    statusLine: options.statusLine ?? false,
    stop: fakeStopControl(),
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

/**
 * `monocheck ARGS` in this thread (paths relative to the project's root, vitest's working folder): its exit code and
 * output. `env` is set in process.env for the run and put back after it (runs that set it must not overlap).
 */
export async function runInProcess(
  args: readonly string[],
  terminal: RecordingTerminal = recordingTerminal(),
  env: Readonly<Record<string, string>> = {},
): Promise<CliRun> {
  const saved = Object.keys(env).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, env);
  try {
    const status = await runMonocheck(args, terminal);
    return { status, stdout: terminal.stdout(), stderr: terminal.stderr() };
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
