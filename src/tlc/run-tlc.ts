/**
 * Runs TLC itself (java -cp tla2tools.jar tlc2.TLC) on a model, in a temporary
 * directory that holds copies of the spec's modules and the model file, with a
 * temporary metadir, so that nothing is written beside the user's files.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

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
}

export interface TlcInvocationResult {
  /** What TLC printed, standard output then standard error. */
  readonly output: string;
  readonly exitCode: number | null;
  /** The command line that was run (the temporary paths in it no longer exist). */
  readonly command: readonly string[];
}

/** TLC could not be started; the message says what to fix. */
export class TlcLaunchError extends Error {
  override readonly name = 'TlcLaunchError';
}

/** Runs TLC with one worker and returns its output; throws TlcLaunchError when java or the jar is missing. */
export function runTlc(invocation: TlcInvocation): TlcInvocationResult {
  const jar = resolve(invocation.jar);
  if (!existsSync(jar)) throw new TlcLaunchError(`the TLC jar '${invocation.jar}' does not exist; pass --tlc-jar with the path of tla2tools.jar.`);
  const java = invocation.java ?? 'java';
  const env = invocation.env ?? process.env;
  const probe = spawnSync(java, ['-version'], { env, encoding: 'utf8' });
  if (probe.error !== undefined) throw new TlcLaunchError(`cannot run '${java}' (${probe.error.message}); install a Java runtime (17 or later) and put java on the PATH.`);

  const workDirectory = mkdtempSync(join(tmpdir(), 'monocheck-tlc-'));
  try {
    for (const folder of new Set([resolve(invocation.specDirectory), dirname(resolve(invocation.modelFile))])) {
      for (const name of readdirSync(folder)) if (name.endsWith('.tla')) copyFileSync(join(folder, name), join(workDirectory, name));
    }
    const modelName = basename(invocation.modelFile);
    copyFileSync(invocation.modelFile, join(workDirectory, modelName));
    const command = [
      java, '-XX:+UseParallelGC', '-cp', jar, 'tlc2.TLC',
      '-workers', '1', '-noGenerateSpecTE', '-metadir', join(workDirectory, 'states'), '-config', modelName, invocation.rootModule,
    ];
    const run = spawnSync(command[0] as string, command.slice(1), { cwd: workDirectory, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.error !== undefined) throw new TlcLaunchError(`TLC could not be run: ${run.error.message}`);
    return { output: `${run.stdout}${run.stderr}`, exitCode: run.status, command };
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}
