/**
 * TLC's modes as `check` flags: `--continue` (TLC's -continue: go on past
 * invariant violations and report them all), `--dump FILE` (-dump FILE:
 * every distinct state), `--dump-dot FILE` with `--dump-dot-options` (-dump
 * dot,...: the state graph in Graphviz) and `--difftrace` (-difftrace: TLC's
 * traces with only the variables that changed). The flags, the combinations
 * refused, and what the search and the outputs do with them.
 */
import type { Options } from 'yargs';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { StateDump } from '../runs/state-dump.js';
import { StateGraphDot } from '../runs/state-graph-dot.js';
import type { StateGraphListener } from '../engine/options.js';
import { displayPath } from '../runs/display-path.js';
import type { SearchLimits } from '../runs/spec/spec-search.js';
import { excerpt } from '../input/quote.js';
import { fileOutput } from './output-files.js';
import type { Terminal } from './terminal.js';
import { UsageError } from './usage-error.js';

/** The items `--dump-dot-options` takes, as TLC's `-dump dot,...` spells them, and monocheck's own `tlclabels`. */
export const DOT_OPTION_NAMES = ['colorize', 'actionlabels', 'strict', 'tlclabels'] as const;
export type DotOptionName = (typeof DOT_OPTION_NAMES)[number];

/** TLC's items monocheck refuses, and why. */
const REFUSED_DOT_OPTIONS: Readonly<Record<string, string>> = {
  snapshot: 'monocheck writes no snapshot file (a complete copy of the graph after each state); its graph is complete when the search ends',
  constrained: 'monocheck does not draw the states outside the model (those a CONSTRAINT excludes)',
  stuttering:
    'stuttering edges belong to the liveness graph, and monocheck draws the graph of the breadth-first check of invariants and deadlock',
};

/** Reads `--dump-dot-options colorize,actionlabels`: the set of items; throws a sentence for an item it does not take. */
function parseDotOptions(value: unknown): ReadonlySet<DotOptionName> {
  if (Array.isArray(value))
    throw new Error(`--dump-dot-options is given ${value.length} times; give it once, with its items separated by commas.`);
  const items = String(value)
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  for (const item of items) {
    const refused = REFUSED_DOT_OPTIONS[item];
    if (refused !== undefined) throw new Error(`--dump-dot-options ${item} is TLC's, but ${refused}.`);
    if (!(DOT_OPTION_NAMES as readonly string[]).includes(item))
      throw new Error(`--dump-dot-options takes ${DOT_OPTION_NAMES.join(', ')} (separated by commas), not '${excerpt(item)}'.`);
  }
  return new Set(items as DotOptionName[]);
}

export const TLC_MODE_OPTIONS = {
  continue: {
    type: 'boolean',
    describe:
      "go on past invariant violations, as TLC's -continue: report each with its shortest behaviour, " +
      'and how many of each at the end (exit 12 if any, even when a deadlock stops the search)',
  },
  dump: {
    type: 'string',
    requiresArg: true,
    describe: "write every distinct state found to this file as TLC's -dump does (State k: and the state), in TLC's order",
  },
  'dump-dot': {
    type: 'string',
    requiresArg: true,
    describe: "write the state graph found to this file in Graphviz dot, as TLC's -dump dot does",
  },
  'dump-dot-options': {
    type: 'string',
    requiresArg: true,
    coerce: parseDotOptions,
    describe:
      `--dump-dot's items, separated by commas: ${DOT_OPTION_NAMES.join(', ')} (TLC's -dump ` +
      `dot,...; tlclabels labels edges with TLC's action names instead of the disjunct taken)`,
  },
  difftrace: {
    type: 'boolean',
    describe:
      "in --format tlc and tool behaviours (and --dump-dot labels), print only the variables that changed, as TLC's -difftrace does",
  },
} as const satisfies Record<string, Options>;

/** The flags of TLC_MODE_OPTIONS, as `check` receives them. */
export interface TlcModeArguments {
  readonly continue?: boolean | undefined;
  readonly dump?: string | undefined;
  readonly dumpDot?: string | undefined;
  readonly dumpDotOptions?: ReadonlySet<DotOptionName> | undefined;
  readonly difftrace?: boolean | undefined;
}

/** The other `check` flags these combine with, as far as they decide what is refused. */
interface OtherFlags {
  readonly cluster?: string | undefined;
  readonly recover?: string | undefined;
  readonly checkpoint?: number | undefined;
  readonly dfs?: boolean | undefined;
  readonly dfid?: boolean | undefined;
  readonly witness?: string | undefined;
  readonly coverage?: boolean | undefined;
}

/** The files these flags write, for the checks made before any work. */
export function tlcModeOutputs(args: TlcModeArguments) {
  return [fileOutput('--dump', args.dump), fileOutput('--dump-dot', args.dumpDot)];
}

/** The mode flags given, as typed (`--continue`, `--dump`). */
function modeFlags(args: TlcModeArguments): string[] {
  return [args.continue === true && '--continue', args.dump !== undefined && '--dump', args.dumpDot !== undefined && '--dump-dot'].filter(
    (flag): flag is string => flag !== false,
  );
}

/** Throws a UsageError for a combination these flags do not take (before any work); `spec` is null until it is loaded. */
export function refuseTlcModeCombinations(args: TlcModeArguments & OtherFlags, spec: CheckableSpec | null): void {
  const flags = modeFlags(args);
  if (args.dumpDotOptions !== undefined && args.dumpDot === undefined)
    throw new UsageError('--dump-dot-options says how to draw the graph of --dump-dot FILE; give --dump-dot too.');
  if (args.dump !== undefined && args.dump === args.dumpDot)
    throw new UsageError(`--dump and --dump-dot name the same file, ${args.dump}; give each its own.`);
  if (flags.length === 0) return;
  const named = flags.join(' and ');
  if (args.cluster !== undefined) throw new UsageError(`${named} run${flags.length === 1 ? 's' : ''} on one machine; drop --cluster.`);
  if (args.recover !== undefined || args.checkpoint !== undefined) {
    throw new UsageError(
      `${named} take${flags.length === 1 ? 's' : ''} no checkpoints: a recovered run would ` +
        `miss what was found before its checkpoint; drop --checkpoint and --recover.`,
    );
  }
  const mode =
    args.dfs === true
      ? '--dfs'
      : args.dfid === true
        ? '--dfid'
        : args.witness !== undefined
          ? '--witness'
          : args.coverage === true
            ? '--coverage'
            : null;
  if (mode !== null)
    throw new UsageError(`${named} go${flags.length === 1 ? 'es' : ''} with the plain breadth-first check, not with ${mode}.`);
  if (spec !== null && spec.temporal !== null) {
    throw new UsageError(
      `the model file names a PROPERTY, so the liveness checker runs; ${named} go${flags.length === 1 ? 'es' : ''} with the ` +
        `breadth-first check of invariants and deadlock (remove the PROPERTY to use ${flags.length === 1 ? 'it' : 'them'}).`,
    );
  }
}

/** What these flags add to a run: the search's options, and what is left to do once it ends. */
export interface TlcModeRun {
  readonly limits: Pick<SearchLimits, 'continueAfterViolation' | 'stateGraph'>;
  /** Finishes the files written as the search went, saying on stderr what was written or why not. */
  finish(terminal: Terminal): void;
  /**
   * The search's options without checkpoints when a mode is on: not even Ctrl-C's,
   * since a recovered run would miss what was reported and written before it.
   */
  withoutCheckpoints<T extends { readonly checkpoint?: unknown }>(options: T): Omit<T, 'checkpoint'> | T;
}

const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

/** Starts what the flags ask of the search (opening the files of --dump and --dump-dot: their paths were checked before). */
export function startTlcModes(args: TlcModeArguments, spec: CheckableSpec): TlcModeRun {
  const dump = args.dump === undefined ? null : new StateDump(args.dump, spec.tlc);
  const items = args.dumpDotOptions ?? new Set();
  const drawing = {
    colorize: items.has('colorize'),
    actionLabels: items.has('actionlabels'),
    strict: items.has('strict'),
    tlcLabels: items.has('tlclabels'),
    difftrace: args.difftrace === true,
  };
  const dot = args.dumpDot === undefined ? null : new StateGraphDot(args.dumpDot, spec.tlc, drawing);
  const anyMode = modeFlags(args).length > 0;
  return {
    limits: { ...(args.continue === true && { continueAfterViolation: true }), ...stateGraphOf(dump, dot) },
    withoutCheckpoints(options) {
      if (!anyMode) return options;
      const { checkpoint: _checkpoint, ...rest } = options;
      return rest;
    },
    finish(terminal) {
      if (dump !== null && args.dump !== undefined) {
        const failure = dump.finish();
        if (failure === null)
          terminal.err(`monocheck: wrote ${plural(dump.states, 'distinct state')} to ${displayPath(args.dump)} (TLC's -dump)\n`);
        else
          terminal.err(
            `monocheck: could not write every distinct state to --dump ${args.dump}: ${failure}; the file holds those written before\n`,
          );
      }
      if (dot !== null && args.dumpDot !== undefined) {
        const failure = dot.finish();
        if (failure === null)
          terminal.err(
            `monocheck: wrote the state graph, ${plural(dot.nodes, 'state')} ` +
              `and ${plural(dot.edges, 'step')}, to ${displayPath(args.dumpDot)} (TLC's -dump dot)\n`,
          );
        else
          terminal.err(
            `monocheck: could not write the whole state graph to ` +
              `--dump-dot ${args.dumpDot}: ${failure}; the file holds what was written before\n`,
          );
      }
    },
  };
}

/** The search's stateGraph option: the dump's, the graph's, or both told. */
function stateGraphOf(dump: StateDump | null, dot: StateGraphDot | null): { stateGraph?: StateGraphListener } {
  if (dump === null || dot === null) {
    const one = dump ?? dot;
    return one === null ? {} : { stateGraph: one };
  }
  return {
    stateGraph: {
      state: (...args) => {
        dump.state(...args);
        dot.state(...args);
      },
      step: dot.step,
    },
  };
}
