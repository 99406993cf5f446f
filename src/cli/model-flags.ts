/**
 * The flags that change a model (constants, invariants, deadlock), shared by
 * check, simulate and replay. A value the spec cannot take is refused here,
 * as a usage mistake quoting what was typed (exit 1); the same value in a
 * model file is the model file's mistake (150/151, with file:line).
 */
import type { Options } from 'yargs';
import { defaultModelPath } from '../runs/model-config.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { loadSpec } from '../runs/spec/load-spec.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../monopoly/board.js';
import { numberOption, wholeNumber } from './flag-values.js';

/** The names given to --invariant (the spec, once loaded, says whether it has them). */
function invariantNames(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** Which engine checks the model: see runs/spec/load-spec.ts. */
export const ENGINE_OPTIONS = {
  engine: {
    choices: ['auto', 'transcribed', 'compiled'] as const,
    default: 'auto' as const,
    describe:
      'auto: the transcription when the TLA+ modules beside the model file are the transcribed spec, ' +
      'else the modules compiled; transcribed: refuse edited modules; compiled: always compile them',
  },
  module: {
    type: 'string',
    requiresArg: true,
    describe: "the root module to compile (default: the model file's name, else the module beside it that defines what it names)",
  },
} as const satisfies Record<string, Options>;

export const MODEL_FLAG_OPTIONS = {
  players: numberOption('players', wholeNumber(MIN_PLAYERS, MAX_PLAYERS), {
    describe: `N, the number of players (${MIN_PLAYERS}..${MAX_PLAYERS}); overrides the file`,
  }),
  'start-money': numberOption('start-money', wholeNumber(0), { describe: "StartMoney, each player's starting cash; overrides the file" }),
  'max-money': numberOption('max-money', wholeNumber(0), { describe: 'MaxMoney: states where a player holds more are outside the model' }),
  'max-depth': numberOption('max-depth', wholeNumber(0), {
    describe: 'MaxDepth: states deeper than this level are outside the model (0 = none)',
  }),
  invariant: {
    type: 'string',
    array: true,
    requiresArg: true,
    coerce: invariantNames,
    describe: "check this invariant instead of the file's (repeatable)",
  },
  deadlock: { type: 'boolean', default: true, describe: 'report states without successors (--no-deadlock to skip)' },
  ...ENGINE_OPTIONS,
} as const satisfies Record<string, Options>;

/** What the model flags and the optional model file positional give a handler. */
export interface ModelFlagArguments {
  readonly model?: string | undefined;
  readonly players?: number | undefined;
  readonly startMoney?: number | undefined;
  readonly maxMoney?: number | undefined;
  readonly maxDepth?: number | undefined;
  readonly invariant?: string[] | undefined;
  readonly deadlock: boolean;
  readonly engine: 'auto' | 'transcribed' | 'compiled';
  readonly module?: string | undefined;
}

/**
 * The spec of the model file (default specs/MCMonopoly.cfg) with the flags
 * applied, served by the engine --engine chooses (see load-spec.ts). Throws
 * ModelFileError, SpecChangedError (--engine transcribed on edited modules),
 * FlagValueError, or the compiler's errors.
 */
export async function loadSpecOfFlags(args: ModelFlagArguments): Promise<CheckableSpec> {
  return loadSpec(
    args.model ?? defaultModelPath(),
    {
      ...(args.players !== undefined && { players: args.players }),
      ...(args.startMoney !== undefined && { startMoney: args.startMoney }),
      ...(args.maxMoney !== undefined && { maxMoney: args.maxMoney }),
      ...(args.maxDepth !== undefined && { maxDepth: args.maxDepth }),
      ...(args.invariant !== undefined && { invariants: args.invariant }),
      ...(!args.deadlock && { noDeadlock: true }),
    },
    { engine: args.engine, ...(args.module !== undefined && { module: args.module }) },
  );
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
