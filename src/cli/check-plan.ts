/**
 * `check`'s first step: its arguments read into a plan, with every refusal made before the search. Outputs that
 * cannot be written and flag combinations are refused before the spec is read; what needs the spec (a PROPERTY, the
 * board viewer, the search modes' depth bound) once it is read.
 */
import { existsSync } from 'node:fs';
import { displayPath } from '../runs/display-path.js';
import { inputOf, modelInputs, type InputPath } from '../runs/run-inputs.js';
import { requireMonopoly, type CheckableSpec } from '../runs/spec/checkable-spec.js';
import { checkSpecUnchanged } from '../runs/spec/spec-unchanged.js';
import type { CheckArguments } from './check-arguments.js';
import { refuseClusterCheckpoint } from './cluster-check.js';
import { readClusterTls, tlsInputs } from './cluster-options.js';
import { loadSpecOfFlags, modelFlagsOf } from './model-flags.js';
import { fileOutput, folderOutput, requireWritable } from './output-files.js';
import { DEFAULT_CHECKPOINT_DIR, specFromCheckpoint } from './scale-options.js';
import { planSearchMode, wantsSearchMode, type SearchModePlan } from './search-modes.js';
import { refuseTlcModeCombinations, tlcModeOutputs } from './tlc-modes.js';
import { UsageError } from './usage-error.js';

/** `check`'s output formats: monocheck's text and JSON, TLC's text and TLC's -tool messages. */
export type CheckFormat = CheckArguments['format'];

/** A `check` run as its flags and its model file describe it, every refusal made. */
export interface CheckPlan {
  readonly args: CheckArguments;
  readonly spec: CheckableSpec;
  readonly format: CheckFormat;
  /** The search of --dfs, --dfid, --witness or --coverage; null for the breadth-first check (or the liveness check of a PROPERTY). */
  readonly searchMode: SearchModePlan | null;
}

/** Reads the spec `args` name (or the recovered run's) and refuses what cannot run; throws UsageError, ModelFileError and the like. */
export async function planCheck(args: CheckArguments): Promise<CheckPlan> {
  refuseBeforeLoading(args);
  const spec = args.recover === undefined ? await loadSpecOfFlags(args) : await recoveredSpec(args, args.recover);
  refuseTlcModeCombinations(args, spec);
  if (spec.temporal !== null) refuseLivenessFlags(args);
  // the board viewer draws Monopoly's board: refused before the search for a spec without it
  if (args.html !== undefined) requireMonopoly(spec, '--html (the board viewer)');
  const format = args.json ? 'json' : args.format;
  return { args, spec, format, searchMode: wantsSearchMode(args) ? planSearchMode(args, spec, format) : null };
}

/**
 * Every path `check` may write, checked before any work. The checkpoint
 * folder only when named or when checkpoints are asked for: the default one
 * is written only on Ctrl-C, and a run in a read-only folder must still start.
 */
function checkOutputs(args: CheckArguments) {
  const checkpointFolder =
    args.checkpointDir !== undefined || args.checkpoint !== undefined ? (args.checkpointDir ?? DEFAULT_CHECKPOINT_DIR) : undefined;
  const checkpoints =
    args.recover !== undefined ? folderOutput('--recover', args.recover) : folderOutput('--checkpoint-dir', checkpointFolder);
  const written = [
    fileOutput('--trace-out', args.traceOut),
    fileOutput('--html', args.html),
    folderOutput('--work-dir', args.workDir),
    ...tlcModeOutputs(args),
  ];
  return { written, checkpoints };
}

/**
 * What `check` reads: the model file and the modules beside it (a recovered
 * run's are known once its checkpoint is read), the TLS files of a cluster.
 */
function checkInputs(args: CheckArguments): InputPath[] {
  const read = args.recover === undefined ? modelInputs(args.model) : inputOf('the checkpoint folder being recovered', args.recover);
  return [...read, ...tlsInputs(args)];
}

/**
 * The model of the run a checkpoint holds. The model flags would change it, so they are refused; the .tla files
 * beside its model file are compared again (they may have been edited since), as for a new run.
 */
async function recoveredSpec(args: CheckArguments, folder: string): Promise<CheckableSpec> {
  const flags = [...(args.model === undefined ? [] : [args.model]), ...modelFlagsOf(args)];
  if (flags.length > 0)
    throw new UsageError(`--recover continues the run saved in ${displayPath(folder)}, with its model; drop ${flags.join(' ')}.`);
  const spec = await specFromCheckpoint(folder);
  if (spec.file !== null) requireWritable(checkOutputs(args).written, modelInputs(spec.file));
  if (spec.file !== null && existsSync(spec.file)) await checkSpecUnchanged(spec);
  return spec;
}

/** The refusals made before the spec is read: flag combinations, outputs that cannot be written, cluster flags. */
function refuseBeforeLoading(args: CheckArguments): void {
  refuseTlcModeCombinations(args, null);
  const outputs = checkOutputs(args);
  // the checkpoint folder is an output too, but --recover's is also read: it is checked only as an output
  requireWritable([...outputs.written, outputs.checkpoints]);
  requireWritable(outputs.written, checkInputs(args));
  if (args.cluster !== undefined) readClusterTls(args);
  if (args.recover !== undefined && args.cluster === undefined) refuseClusterCheckpoint(args.recover);
  if (args.cluster !== undefined && (wantsSearchMode(args) || args.explore === true)) {
    throw new UsageError(
      '--cluster runs the plain breadth-first check; --dfs, --dfid, --witness, --coverage and --explore run on one machine.',
    );
  }
}

/** Refuses flags a model with temporal properties cannot take: its check runs in one thread, on one machine, without checkpoints. */
function refuseLivenessFlags(args: CheckArguments): void {
  const because = 'the model file names a PROPERTY, and';
  if (wantsSearchMode(args)) {
    throw new UsageError(
      `${because} properties are checked on the whole state graph by the breadth-first check; --dfs, ` +
        `--dfid, --witness and --coverage check invariants only (remove the PROPERTY to use them).`,
    );
  }
  if (args.workers !== 1)
    throw new UsageError(
      `${because} a liveness check runs in one thread (its graph search is not split among workers); drop --workers ${args.workers}.`,
    );
  if (args.cluster !== undefined) throw new UsageError(`${because} a liveness check runs on one machine; drop --cluster.`);
  if (args.checkpoint !== undefined || args.recover !== undefined)
    throw new UsageError(`${because} a liveness check keeps no checkpoints; drop --checkpoint and --recover.`);
  if (args.fingerprintBits !== undefined && args.fingerprintBits !== 64) {
    throw new UsageError(`${because} a liveness check keeps 64-bit fingerprints; drop --fingerprint-bits ${args.fingerprintBits}.`);
  }
}
