/**
 * The flags that change a model (constants, invariants, deadlock), shared by
 * check, simulate and replay. A value the spec cannot take is refused here,
 * as a usage mistake quoting what was typed (exit 1); the same value in a
 * model file is the model file's mistake (150/151, with file:line).
 */
import type { Options } from 'yargs';
import { defaultModelPath, KNOWN_INVARIANTS } from '../api/model-config.js';
import { checkSpecBeside } from '../api/spec-beside-model.js';
import type { CheckableSpec } from '../api/spec/checkable-spec.js';
import { loadSpec } from '../api/spec/load-spec.js';
import type { Terminal } from './terminal.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../monopoly/board.js';
import { numberOption, wholeNumber } from './flag-values.js';

/** The names given to --invariant, each one of the spec's. */
function invariantNames(value: unknown): string[] {
  const names = (Array.isArray(value) ? value : [value]).map(String);
  const unknown = names.find((name) => !KNOWN_INVARIANTS.includes(name));
  if (unknown !== undefined) throw new Error(`--invariant '${unknown}' is not an invariant of this spec; its invariants are ${KNOWN_INVARIANTS.join(', ')}.`);
  return names;
}

export const IGNORE_SPEC_CHANGES_OPTION = {
  type: 'boolean', default: false,
  describe: 'check the transcribed spec even when the TLA+ modules beside the model file differ from it (every output says so)',
} as const satisfies Options;

export const MODEL_FLAG_OPTIONS = {
  players: numberOption('players', wholeNumber(MIN_PLAYERS, MAX_PLAYERS), { describe: `N, the number of players (${MIN_PLAYERS}..${MAX_PLAYERS}); overrides the file` }),
  'start-money': numberOption('start-money', wholeNumber(0), { describe: "StartMoney, each player's starting cash; overrides the file" }),
  'max-money': numberOption('max-money', wholeNumber(0), { describe: 'MaxMoney: states where a player holds more are outside the model' }),
  'max-depth': numberOption('max-depth', wholeNumber(0), { describe: 'MaxDepth: states deeper than this level are outside the model (0 = none)' }),
  invariant: { type: 'string', array: true, requiresArg: true, coerce: invariantNames, describe: "check this invariant instead of the file's (repeatable)" },
  deadlock: { type: 'boolean', default: true, describe: 'report states without successors (--no-deadlock to skip)' },
  'ignore-spec-changes': IGNORE_SPEC_CHANGES_OPTION,
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
  readonly ignoreSpecChanges: boolean;
}

/**
 * The spec of the model file (default specs/MCMonopoly.cfg) with the flags
 * applied, once the TLA+ modules beside it are known to be the transcribed
 * spec (or --ignore-spec-changes, which stderr then tells). Throws ModelFileError or SpecChangedError.
 */
export async function loadSpecOfFlags(args: ModelFlagArguments, terminal: Terminal): Promise<CheckableSpec> {
  const spec = await loadSpec(args.model ?? defaultModelPath(), {
    ...(args.players !== undefined && { players: args.players }),
    ...(args.startMoney !== undefined && { startMoney: args.startMoney }),
    ...(args.maxMoney !== undefined && { maxMoney: args.maxMoney }),
    ...(args.maxDepth !== undefined && { maxDepth: args.maxDepth }),
    ...(args.invariant !== undefined && { invariants: args.invariant }),
    ...(!args.deadlock && { noDeadlock: true }),
  }, { ignoreSpecChanges: args.ignoreSpecChanges });
  warnOfSpecChanges(spec.specNotice, terminal);
  return spec;
}

/** For commands that read a model file but no other model flags (compare, trace --config): the spec beside it, checked. Throws SpecChangedError. */
export async function checkSpecFlag(modelPath: string, ignoreSpecChanges: boolean | undefined, terminal: Terminal): Promise<void> {
  const { notice } = await checkSpecBeside(modelPath, { ignoreSpecChanges: ignoreSpecChanges === true });
  warnOfSpecChanges(notice, terminal);
}

/** Says on stderr that the answers are for the transcribed spec, not the edited one beside the model. */
function warnOfSpecChanges(notice: string | null | undefined, terminal: Terminal): void {
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
