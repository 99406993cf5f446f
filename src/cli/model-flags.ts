/**
 * The flags that change a model (constants, invariants, deadlock), for the
 * commands that run a model other than `check`: simulate and replay. They
 * mean what they mean for `check`.
 */
import type { Options } from 'yargs';
import { defaultModelPath, type ResolvedModel } from '../api/model-config.js';
import { checkSpecBeside, loadModelBeside } from '../api/spec-beside-model.js';
import type { Terminal } from './terminal.js';

export interface ModelFlagArguments {
  model?: string;
  players?: number;
  startMoney?: number;
  maxMoney?: number;
  maxDepth?: number;
  invariant?: string[];
  deadlock: boolean;
  ignoreSpecChanges: boolean;
}

export const IGNORE_SPEC_CHANGES_OPTION: Options = {
  type: 'boolean', default: false,
  describe: 'check the transcribed spec even when the TLA+ modules beside the model file differ from it (every output says so)',
};

export const MODEL_FLAG_OPTIONS: Record<string, Options> = {
  players: { type: 'number', describe: 'N, the number of players (2..4); overrides the file' },
  'start-money': { type: 'number', describe: "StartMoney, each player's starting cash; overrides the file" },
  'max-money': { type: 'number', describe: 'MaxMoney: states where a player holds more are outside the model' },
  'max-depth': { type: 'number', describe: 'MaxDepth: states deeper than this level are outside the model (0 = none)' },
  invariant: { type: 'string', array: true, describe: "check this invariant instead of the file's (repeatable)" },
  deadlock: { type: 'boolean', default: true, describe: 'report states without successors (--no-deadlock to skip)' },
  'ignore-spec-changes': IGNORE_SPEC_CHANGES_OPTION,
};

/**
 * The model file (default specs/MCMonopoly.cfg) with the flags applied, once
 * the TLA+ modules beside it are known to be the transcribed spec (or
 * --ignore-spec-changes, which stderr then tells). Throws ModelFileError or SpecChangedError.
 */
export async function resolveModelFlags(args: ModelFlagArguments, terminal: Terminal): Promise<ResolvedModel> {
  const resolved = await loadModelBeside(args.model ?? defaultModelPath(), {
    ...(args.players !== undefined && { players: args.players }),
    ...(args.startMoney !== undefined && { startMoney: args.startMoney }),
    ...(args.maxMoney !== undefined && { maxMoney: args.maxMoney }),
    ...(args.maxDepth !== undefined && { maxDepth: args.maxDepth }),
    ...(args.invariant !== undefined && { invariants: args.invariant }),
    ...(!args.deadlock && { noDeadlock: true }),
  }, { ignoreSpecChanges: args.ignoreSpecChanges === true });
  warnOfSpecChanges(resolved.specNotice, terminal);
  return resolved;
}

/** For commands that read a model file but no other model flags (compare, trace --config): the spec beside it, checked. Throws SpecChangedError. */
export async function checkSpecFlag(modelPath: string, ignoreSpecChanges: boolean | undefined, terminal: Terminal): Promise<void> {
  const { notice } = await checkSpecBeside(modelPath, { ignoreSpecChanges: ignoreSpecChanges === true });
  warnOfSpecChanges(notice, terminal);
}

/** Says on stderr that the answers are for the transcribed spec, not the edited one beside the model. */
export function warnOfSpecChanges(notice: string | null | undefined, terminal: Terminal): void {
  if (notice !== null && notice !== undefined) terminal.err(`monocheck: warning: ${notice}\n`);
}

/** The flags of `args` that changed the model, as they would be typed (for a command that reproduces a run). */
export function modelFlagsOf(args: ModelFlagArguments): string[] {
  const flags: string[] = [];
  if (args.players !== undefined) flags.push('--players', String(args.players));
  if (args.startMoney !== undefined) flags.push('--start-money', String(args.startMoney));
  if (args.maxMoney !== undefined) flags.push('--max-money', String(args.maxMoney));
  if (args.maxDepth !== undefined) flags.push('--max-depth', String(args.maxDepth));
  for (const name of args.invariant ?? []) flags.push('--invariant', name);
  if (!args.deadlock) flags.push('--no-deadlock');
  return flags;
}
