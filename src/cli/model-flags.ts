/**
 * The flags that change a model (constants, invariants, deadlock), for the
 * commands that run a model other than `check`: simulate and replay. They
 * mean what they mean for `check`.
 */
import type { Options } from 'yargs';
import { defaultModelPath, loadModel, type ResolvedModel } from '../api/model-config.js';

export interface ModelFlagArguments {
  model?: string;
  players?: number;
  startMoney?: number;
  maxMoney?: number;
  maxDepth?: number;
  invariant?: string[];
  deadlock: boolean;
}

export const MODEL_FLAG_OPTIONS: Record<string, Options> = {
  players: { type: 'number', describe: 'N, the number of players (2..4); overrides the file' },
  'start-money': { type: 'number', describe: "StartMoney, each player's starting cash; overrides the file" },
  'max-money': { type: 'number', describe: 'MaxMoney: states where a player holds more are outside the model' },
  'max-depth': { type: 'number', describe: 'MaxDepth: states deeper than this level are outside the model (0 = none)' },
  invariant: { type: 'string', array: true, describe: "check this invariant instead of the file's (repeatable)" },
  deadlock: { type: 'boolean', default: true, describe: 'report states without successors (--no-deadlock to skip)' },
};

/** The model file (default specs/MCMonopoly.cfg) with the flags applied. Throws ModelFileError. */
export function resolveModelFlags(args: ModelFlagArguments): ResolvedModel {
  return loadModel(args.model ?? defaultModelPath(), {
    ...(args.players !== undefined && { players: args.players }),
    ...(args.startMoney !== undefined && { startMoney: args.startMoney }),
    ...(args.maxMoney !== undefined && { maxMoney: args.maxMoney }),
    ...(args.maxDepth !== undefined && { maxDepth: args.maxDepth }),
    ...(args.invariant !== undefined && { invariants: args.invariant }),
    ...(!args.deadlock && { noDeadlock: true }),
  });
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
