/**
 * Runs TLC itself (java -cp tla2tools.jar tlc2.TLC) on a model, in a temporary
 * directory that holds copies of the spec's modules and the model file, with a
 * temporary metadir, so that nothing is written beside the user's files.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { escapeControl, excerpt } from '../input/quote.js';
import type { TlcRun } from './tlc-output.js';

export interface TlcInvocation {
  /** Path of tla2tools.jar. */
  readonly jar: string;
  /** The model (.cfg) to check. */
  readonly modelFile: string;
  /** The folder of the spec's modules (every .tla file in it is copied; those beside the model file win). */
  readonly specDirectory: string;
  /** The module TLC checks, e.g. `MCMonopoly`. */
  readonly rootModule: string;
  /** The java executable; `java` (found on the PATH) by default. */
  readonly java?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Stops TLC (and whatever its `java` started) when aborted: runTlc then throws a TlcStoppedError. */
  readonly signal?: AbortSignal;
}

export interface TlcInvocationResult {
  /** What TLC printed, standard output then standard error. */
  readonly output: string;
  readonly exitCode: number | null;
  /** The command line that was run (the temporary paths in it no longer exist). */
  readonly command: readonly string[];
}

/** TLC could not be started; the message says what to fix. `missingJar`: the jar as given, when no file is there. */
export class TlcLaunchError extends Error {
  override readonly name = 'TlcLaunchError';
  constructor(
    message: string,
    readonly missingJar?: string,
  ) {
    super(message);
  }
}

/** The sentence of a jar that is not there, its path as given (control characters escaped), without what to do. */
export function missingJarText(jar: string): string {
  return `the TLC jar '${escapeControl(jar)}' does not exist`;
}

/** TLC was stopped through TlcInvocation.signal before it ended. */
export class TlcStoppedError extends Error {
  override readonly name = 'TlcStoppedError';
}

/** How long a program asked to stop (SIGTERM) has before it is killed (SIGKILL). */
const STOP_GRACE_MS = 2000;

/** Output kept of a program: far more than TLC prints for any model here. */
const MAX_OUTPUT_CHARS = 256 * 1024 * 1024;

interface ProgramRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number | null;
  /** Why it could not be started (ENOENT: no such program). */
  readonly error?: Error;
}

/**
 * Runs a program to its end, in a process group of its own, so that
 * `signal` stops it together with whatever it started (a `java` that is a
 * wrapper script, say): SIGTERM to the group, SIGKILL if it is still there
 * STOP_GRACE_MS later.
 */
function runProgram(
  file: string,
  args: readonly string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<ProgramRun> {
  return new Promise((done) => {
    const child = spawn(file, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output.stdout = (output.stdout + text).slice(0, MAX_OUTPUT_CHARS)));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output.stderr = (output.stderr + text).slice(0, MAX_OUTPUT_CHARS)));
    let killer: NodeJS.Timeout | undefined;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // the group has ended
      }
    };
    const stop = () => {
      signalGroup('SIGTERM');
      killer = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
    };
    if (options.signal?.aborted === true) stop();
    else options.signal?.addEventListener('abort', stop, { once: true });
    const end = (run: ProgramRun) => {
      clearTimeout(killer);
      options.signal?.removeEventListener('abort', stop);
      done(run);
    };
    child.on('error', (error) => end({ ...output, status: null, error }));
    child.on('close', (status) => end({ ...output, status }));
  });
}

/** Runs TLC with one worker and returns its output; throws TlcLaunchError when java or the jar is missing, TlcStoppedError when stopped. */
export async function runTlc(invocation: TlcInvocation): Promise<TlcInvocationResult> {
  const jar = resolve(invocation.jar);
  if (!existsSync(jar))
    throw new TlcLaunchError(`${missingJarText(invocation.jar)}; give the path of tla2tools.jar (TlcInvocation.jar).`, invocation.jar);
  const java = invocation.java ?? 'java';
  const env = invocation.env ?? process.env;
  const signal = invocation.signal;
  const stopped = () => signal?.aborted === true;
  const probe = await runProgram(java, ['-version'], { env, ...(signal !== undefined && { signal }) });
  if (probe.error !== undefined)
    throw new TlcLaunchError(
      `cannot run '${java}' (${probe.error.message}); install a Java runtime (17 or later) and put java on the PATH.`,
    );
  if (stopped()) throw new TlcStoppedError('TLC was stopped before it started');

  const workDirectory = mkdtempSync(join(tmpdir(), 'monocheck-tlc-'));
  try {
    for (const folder of new Set([resolve(invocation.specDirectory), dirname(resolve(invocation.modelFile))])) {
      for (const name of readdirSync(folder)) if (name.endsWith('.tla')) copyFileSync(join(folder, name), join(workDirectory, name));
    }
    const modelName = basename(invocation.modelFile);
    copyFileSync(invocation.modelFile, join(workDirectory, modelName));
    const command = [
      java,
      '-XX:+UseParallelGC',
      '-cp',
      jar,
      'tlc2.TLC',
      '-workers',
      '1',
      '-noGenerateSpecTE',
      '-metadir',
      join(workDirectory, 'states'),
      '-config',
      modelName,
      invocation.rootModule,
    ];
    const run = await runProgram(command[0] as string, command.slice(1), {
      cwd: workDirectory,
      env,
      ...(signal !== undefined && { signal }),
    });
    if (run.error !== undefined) throw new TlcLaunchError(`java could not be started (${run.error.message})`);
    if (stopped()) throw new TlcStoppedError('TLC was stopped before it ended');
    return { output: `${run.stdout}${run.stderr}`, exitCode: run.status, command };
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

/** What java prints when the class path holds no TLC: not a jar, a damaged one, another jar. */
const NOT_TLC = /Could not find or load main class|Invalid or corrupt jarfile|Unable to access jarfile|ClassNotFoundException/;
/** What Java prints when a program dies of an exception or an error (too old a Java, no memory, a bug), the line that names it first. */
const CRASHES = [/Exception in thread|java\.lang\.\w*(Error|Exception)/, /^\S*(Error|Exception)(:|$)/];
/** TLC's own failures, which it reports as errors: not an answer about the model (an evaluation error is one). */
const TLC_CRASH = /TLC threw an unexpected exception|OutOfMemoryError|ran out of memory|StackOverflowError/;

/**
 * Why TLC run here gave no answer, from its `output` (`run` parsed from it):
 * java could not load TLC from the jar, Java or TLC failed before any verdict
 * (an exception, no memory), TLC printed nothing, or it was killed; null when
 * TLC printed a verdict, an error in the model included (that is an answer).
 */
export function tlcRunFailure(output: string, exitCode: number | null, run: TlcRun, jar: string): string | null {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const ended = exitCode === null ? 'it was killed by a signal' : `java exited with ${exitCode}`;
  const quote = (line: string) => excerpt(line, 120);
  const crash = [TLC_CRASH, ...CRASHES].map((pattern) => lines.find((line) => pattern.test(line))).find((line) => line !== undefined);
  if (run.version === null && !run.toolMode) {
    const notTlc = lines.find((line) => NOT_TLC.test(line));
    if (notTlc !== undefined)
      return `java could not load TLC from ${escapeControl(jar)}, which is not a tla2tools.jar (java said: ${quote(notTlc)})`;
  }
  if (run.verdict.kind === 'error' && TLC_CRASH.test(run.verdict.message))
    return `TLC stopped before any verdict (${ended}), on: ${quote(run.verdict.message)}`;
  if (run.verdict.kind !== 'unfinished' && (run.version !== null || run.toolMode)) return null;
  if (crash !== undefined) return `TLC stopped before any verdict (${ended}), on: ${quote(crash)}`;
  if (lines.length === 0) return `TLC printed nothing (${ended})`;
  return `TLC ended without a verdict (${ended}); its last line: ${quote(lines[lines.length - 1] as string)}`;
}
