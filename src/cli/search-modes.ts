/**
 * `monocheck check` beyond the plain breadth-first search: `--dfs` and
 * `--dfid` (depth-first to the depth bound, iterative deepening), `--witness
 * NAME` (the shortest behaviour reaching a catalogue situation) and
 * `--coverage` (per action, like TLC's -coverage): what they refuse, and
 * their search. check-search.ts runs it when one of these flags is given;
 * search-mode-report.ts prints what it found.
 */
import { check } from '../engine/check.js';
import { depthFirstSearch } from '../engine/search/dfs.js';
import type { Model } from '../engine/model.js';
import type { CheckOptions } from '../engine/options.js';
import { findWitness, WITNESSES, type Witness } from '../monopoly/witnesses.js';
import type { CheckArguments } from './check-arguments.js';
import type { CheckOutcome } from './check-outcome.js';
import type { CheckableSpec } from '../runs/spec/checkable-spec.js';
import { witnessWrapper } from '../runs/spec/witness-model.js';
import { runWidening } from '../runs/spec/spec-search.js';
import { UsageError } from './usage-error.js';

/** The flags of SEARCH_MODE_OPTIONS (check-arguments.ts). */
type SearchModeArguments = Pick<CheckArguments, 'dfs' | 'dfid' | 'witness' | 'coverage'>;

/** Whether `check`'s arguments ask for one of these searches. */
export function wantsSearchMode({ dfs, dfid, witness, coverage }: SearchModeArguments): boolean {
  return dfs === true || dfid === true || witness !== undefined || coverage === true;
}

/** The search these flags ask for, and what it checks. */
export interface SearchModePlan {
  /** --dfs or --dfid: depth-first, to `depthBound`; --dfid deepens from 1 (`iterative`). */
  readonly depthFirst: boolean;
  readonly iterative: boolean;
  readonly depthBound: number;
  readonly coverage: boolean;
  /** --witness's situation; its `No<Name>` is then the one invariant checked, and deadlock is not. */
  readonly witness: Witness | undefined;
  readonly invariants: readonly string[];
  readonly checkDeadlock: boolean;
  /** Wraps a model of the spec for the witness's search (witness-model.ts); null without --witness. */
  readonly wrap: ((model: Model) => Model) | null;
}

/** A mistake in these flags: said as yargs' are, with where the usage is. */
function usage(message: string): UsageError {
  return new UsageError(`${message}\nRun 'monocheck check --help' for usage.`);
}

/**
 * The search the flags ask for; throws UsageError for what it cannot run,
 * NotMonopolyError for a witness of a spec without Monopoly's variables.
 */
export function planSearchMode(args: CheckArguments, spec: CheckableSpec, format: CheckArguments['format']): SearchModePlan {
  if (format === 'tlc' || format === 'tool') {
    throw usage(
      `--format ${format} prints TLC's own report, which monocheck has only for the breadth-first ` +
        `check, not for --dfs, --dfid, --witness or --coverage; use the text or --json output.`,
    );
  }
  const witness = args.witness === undefined ? undefined : findWitness(args.witness);
  if (args.witness !== undefined && witness === undefined) {
    throw usage(
      `unknown witness '${args.witness}'; the catalogue ` +
        `has ${WITNESSES.map((w) => w.name).join(', ')} ('monocheck witnesses' describes them).`,
    );
  }
  if (args.workers !== 1 || args.checkpoint !== undefined || args.recover !== undefined) {
    throw usage(
      '--workers, --checkpoint and --recover are for the plain breadth-first check; ' +
        '--dfs, --dfid, --witness and --coverage run on one thread, without checkpoints.',
    );
  }
  const depthFirst = args.dfs === true || args.dfid === true;
  if (depthFirst && spec.depthBound === 0)
    throw usage(`a depth-first search needs a depth bound: pass --max-depth D (the model's MaxDepth is 0, no bound).`);
  return {
    depthFirst,
    iterative: args.dfid === true,
    depthBound: spec.depthBound,
    coverage: args.coverage === true,
    witness,
    invariants: witness === undefined ? spec.invariants : [witness.invariant],
    checkDeadlock: witness === undefined ? spec.checkDeadlock : false,
    // a witness is a situation of the game: its wrapper reads Monopoly's variables
    wrap: witness === undefined ? null : witnessWrapper(spec, witness, '--witness'),
  };
}

/** The header's line for the search: `search: depth-first, depth bound 10 (levels 1..10)`. */
export function describeSearch(mode: SearchModePlan): string {
  const bound = mode.depthBound;
  const how = mode.iterative
    ? `iterative deepening, depth bounds 1..${bound}`
    : mode.depthFirst
      ? `depth-first, depth bound ${bound} (levels 1..${bound})`
      : 'breadth-first';
  const what =
    mode.witness === undefined
      ? ''
      : `; looking for the first state where ${mode.witness.description}, as a violation ` +
        `of ${mode.witness.invariant}; the model's invariants and deadlock are not checked`;
  return `search: ${how}${what}${mode.coverage ? '; with action coverage' : ''}`;
}

/**
 * Runs the search of `mode` on a model of `spec` (again on a wider one when a compiled spec's layout is too narrow),
 * in the calling thread, with `limits` (the states and time limits, the fingerprint width, the progress reports).
 */
export function searchInMode(
  spec: CheckableSpec,
  mode: SearchModePlan,
  limits: Omit<CheckOptions, 'invariants' | 'constraints' | 'checkDeadlock'>,
): CheckOutcome {
  const options: CheckOptions = {
    ...limits,
    invariants: mode.invariants,
    constraints: spec.constraints,
    checkDeadlock: mode.checkDeadlock,
  };
  const search = (specModel: Model) => {
    const model = mode.wrap === null ? specModel : mode.wrap(specModel);
    const depthFirst = mode.depthFirst
      ? depthFirstSearch(model, { ...options, maxDepth: mode.depthBound, iterative: mode.iterative })
      : null;
    const result = depthFirst?.result ?? check(model, { ...options, ...(mode.coverage && { coverage: true }) });
    return {
      kind: result.kind,
      ...(result.kind === 'error' && result.failure !== undefined && { failure: result.failure }),
      model,
      depthFirst,
      result,
    };
  };
  const { model: specModel, result: found } = runWidening(spec, search);
  return { result: found.result, model: found.model, specModel, depthFirst: found.depthFirst, modes: null };
}
