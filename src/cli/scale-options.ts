/**
 * The flags of `check` for long runs: worker threads, checkpoints and
 * recovery, and the signal handling that turns Ctrl-C into a checkpoint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { Options } from 'yargs';
import { CheckpointError, readCheckpointContext } from '../engine/checkpoint.js';
import type { CheckOptions } from '../engine/options.js';
import type { ResolvedModel } from '../runs/model-config.js';
import type { CheckableSpec, SpecRecipe } from '../runs/spec/checkable-spec.js';
import { specOfResolved } from '../runs/spec/load-spec.js';
import { SpecRecipeError, specOfRecipe } from '../runs/spec/spec-recipe.js';
import { makeDirectory } from '../engine/make-directory.js';
import { FINGERPRINT_BITS, type FingerprintBits } from '../engine/tables/fingerprint.js';
import { duration, numberOption, positiveNumber } from './flag-values.js';

/** Where checkpoints go when --checkpoint-dir is not given. */
export const DEFAULT_CHECKPOINT_DIR = '.monocheck/checkpoint';

export const SCALE_OPTIONS = {
  workers: {
    requiresArg: true,
    default: 1,
    coerce: (value: unknown) => workerCount(String(value)),
    describe: 'worker threads, or "auto" for one per core; the results are the same for any number',
  },
  checkpoint: numberOption('checkpoint', duration('minutes'), {
    describe: 'write a checkpoint every this many minutes (Ctrl-C always writes one)',
  }),
  'checkpoint-dir': { type: 'string', requiresArg: true, describe: `where checkpoints go (default ${DEFAULT_CHECKPOINT_DIR})` },
  recover: {
    type: 'string',
    requiresArg: true,
    describe: 'continue the run saved in this checkpoint folder (the model comes from the checkpoint)',
  },
  memory: numberOption('memory', positiveNumber('GiB'), {
    describe: `GiB the search may hold; past half of it levels spill to disk (default ${defaultMemoryGiB()}, 3/4 of this machine)`,
  }),
  'work-dir': {
    type: 'string',
    requiresArg: true,
    describe: 'folder for spill files (default: a new temporary folder, removed at the end)',
  },
  'fingerprint-bits': {
    requiresArg: true,
    coerce: (value: unknown) => fingerprintBitsFlag(value),
    describe:
      "bits per fingerprint: 64 (TLC's; the default), 96 or 128, which make a " +
      "collision negligible at more memory per state; --recover keeps the checkpoint's",
  },
} as const satisfies Record<string, Options>;

/** --fingerprint-bits: one of FINGERPRINT_BITS; throws a usage sentence quoting anything else. */
function fingerprintBitsFlag(value: unknown): FingerprintBits {
  const text = Array.isArray(value) ? value.join(' and ') : String(value);
  const bits = FINGERPRINT_BITS.find((width) => String(width) === text);
  if (bits === undefined)
    throw new Error(
      `--fingerprint-bits '${text}' is not ${FINGERPRINT_BITS.slice(0, -1).join(', ')} ` +
        `or ${FINGERPRINT_BITS[FINGERPRINT_BITS.length - 1]}.`,
    );
  return bits;
}

/** 3/4 of the machine's memory, in GiB: room for the rest of the process and the system. */
export function defaultMemoryGiB(): number {
  return Math.floor((totalmem() * 0.75) / 2 ** 30);
}

export interface ScaleArguments {
  readonly workers: number;
  readonly memory?: number | undefined;
  readonly workDir?: string | undefined;
  readonly checkpoint?: number | undefined;
  readonly checkpointDir?: string | undefined;
  readonly recover?: string | undefined;
  readonly fingerprintBits?: FingerprintBits | undefined;
}

/** The number of worker threads asked for; throws a usage error sentence for anything else. */
function workerCount(value: string): number {
  if (value === 'auto') return availableParallelism();
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= 64)) throw new Error(`--workers '${value}' is not a whole number from 1 to 64, or auto.`);
  return count;
}

/**
 * The worker threads to start: at most one per core (os.availableParallelism),
 * since more would only take turns on the cores while each holds its own
 * memory; a request above that is capped, and `say` (stderr) tells so.
 */
export function workersWithinCores(requested: number, say: (line: string) => void): number {
  const cores = availableParallelism();
  if (requested <= cores) return requested;
  say(
    `monocheck: --workers ${requested} is more than the ${cores} core${cores === 1 ? '' : 's'} of this ` +
      `machine; using ${cores} (more threads would only take turns on them, each with its own memory)\n`,
  );
  return cores;
}

/** The folder checkpoints are written to: --recover's when continuing a run, else --checkpoint-dir's. */
export function checkpointDirectory(args: ScaleArguments): string {
  return resolve(args.recover ?? args.checkpointDir ?? DEFAULT_CHECKPOINT_DIR);
}

/**
 * What a checkpoint keeps so that `--recover DIR` alone can rebuild the run: the spec's recipe (older versions kept the resolved model).
 */
type CheckpointContext = { readonly recipe: SpecRecipe } | { readonly resolved: ResolvedModel };

/** The spec saved with a checkpoint; a CheckpointError (exit 255) names what is wrong with the folder. */
export async function specFromCheckpoint(dir: string): Promise<CheckableSpec> {
  const context = readCheckpointContext(dir) as CheckpointContext | null;
  if (context !== null && typeof context === 'object' && 'recipe' in context) {
    try {
      return await specOfRecipe(context.recipe);
    } catch (error) {
      if (error instanceof SpecRecipeError)
        throw new CheckpointError(`the checkpoint in ${dir} holds a model this monocheck cannot build: ${error.message}`);
      throw error;
    }
  }
  if (context === null || typeof context !== 'object' || !('resolved' in context)) {
    throw new CheckpointError(`the checkpoint in ${dir} was not written by monocheck check`);
  }
  return specOfResolved(context.resolved);
}

/** A spill folder: the one asked for, or a new temporary one that `release` removes. */
export function workDirectory(args: Pick<ScaleArguments, 'workDir'>): { path: string; release: () => void } {
  if (args.workDir !== undefined) {
    const path = resolve(args.workDir);
    makeDirectory(path);
    return { path, release: () => {} };
  }
  const path = mkdtempSync(join(tmpdir(), 'monocheck-'));
  return { path, release: () => rmSync(path, { recursive: true, force: true }) };
}

/** Engine options for workers, memory, checkpoints, recovery and Ctrl-C (`stop.requested` is set on SIGINT/SIGTERM: see signals.ts). */
export function scaleSearchOptions(
  args: ScaleArguments,
  spec: CheckableSpec,
  stop: { readonly requested: string | null },
  workDir: string,
  onCheckpointFailure: (error: unknown) => void,
): Pick<CheckOptions, 'workers' | 'checkpoint' | 'recoverFrom' | 'shouldStop' | 'memoryBudgetBytes' | 'workDir' | 'fingerprintBits'> {
  const dir = checkpointDirectory(args);
  return {
    workers: args.workers,
    memoryBudgetBytes: (args.memory ?? defaultMemoryGiB()) * 2 ** 30,
    workDir,
    checkpoint: {
      dir,
      ...(args.checkpoint !== undefined && { everyMinutes: args.checkpoint }),
      context: { recipe: spec.recipe } satisfies CheckpointContext,
      onFailure: onCheckpointFailure,
    },
    ...(args.recover !== undefined && { recoverFrom: dir }),
    ...(args.fingerprintBits !== undefined && { fingerprintBits: args.fingerprintBits }),
    shouldStop: () => stop.requested !== null,
  };
}
