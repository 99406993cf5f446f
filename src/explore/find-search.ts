/**
 * "Find from here": the engine's breadth-first search from the current
 * state (ModelFromState) under the model's constraints, for the first state
 * that violates an invariant of the model, has no successor, or shows a
 * witness (hotel, bankrupt, ...). Runs in a worker thread (find-worker.ts);
 * everything in a FindRequest can be posted to one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check } from '../engine/check.js';
import type { Model } from '../engine/model.js';
import type { CheckResult, Progress, Trace } from '../engine/result.js';
import { ModelFromState } from '../engine/search/from-state.js';
import { positionsOf } from '../engine/trace/trace.js';
import type { SpecRecipe } from '../runs/spec/checkable-spec.js';
import { witnessWrapper } from '../runs/spec/witness-model.js';
import { specOfRecipe } from '../runs/spec/spec-recipe.js';
import { findWitness } from '../monopoly/witnesses.js';
import type { SearchFigures } from './api-types.js';

export interface FindRequest {
  /** The explorer's spec (CheckableSpec.recipe), which the worker thread builds again. */
  readonly recipe: SpecRecipe;
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  /** `invariant` (any of `invariants`), `deadlock`, or a witness's name. */
  readonly goal: string;
  /** The current state, packed by the spec's model, and its TLC level (the initial state is at 1). */
  readonly start: Uint8Array;
  readonly startLevel: number;
  /** For a witness that is a property of a step: whether the step into the start was one. */
  readonly startReached: boolean;
  readonly memoryBudgetBytes: number;
}

export type FindOutcome =
  | { readonly status: 'found'; readonly steps: readonly number[]; readonly reached: string; readonly figures: SearchFigures }
  | { readonly status: 'not-found' | 'stopped'; readonly figures: SearchFigures }
  | { readonly status: 'failed'; readonly message: string; readonly figures: SearchFigures };

export function figuresOf(progress: Progress | CheckResult['stats'] | null): SearchFigures {
  if (progress === null) return { distinctStates: 0, statesGenerated: 0, levels: 0, seconds: 0 };
  return {
    distinctStates: progress.distinctStates,
    statesGenerated: progress.statesGenerated,
    levels: 'depth' in progress ? progress.depth : progress.level,
    seconds: progress.seconds,
  };
}

/**
 * The successor positions (among the plain model's) that follow `trace` from its first
 * state; a witness's states have a byte more, which the plain model does not know.
 */
function stepsOf(base: Model, trace: Trace): number[] {
  return positionsOf(base, { states: trace.states.map((state) => state.subarray(0, base.stateBytes)), actionIds: trace.actionIds }, 1);
}

/** The plain model (`base`, whose successor indexes a path counts), the model searched and what a violation of its invariant means. */
async function searchedModel(request: FindRequest): Promise<{
  base: Model;
  model: Model;
  start: Uint8Array;
  invariants: readonly string[];
  checkDeadlock: boolean;
  witness: string | null;
}> {
  const spec = await specOfRecipe(request.recipe);
  if (request.goal === 'invariant' || request.goal === 'deadlock') {
    const base = spec.createModel();
    const invariant = request.goal === 'invariant';
    return {
      base,
      model: base,
      start: request.start,
      invariants: invariant ? request.invariants : [],
      checkDeadlock: !invariant,
      witness: null,
    };
  }
  const witness = findWitness(request.goal);
  if (witness === undefined) throw new RangeError(`unknown goal '${request.goal}'`);
  const base = spec.createModel();
  const model = witnessWrapper(spec, witness, 'A witness search')(base);
  const start = new Uint8Array(model.stateBytes);
  start.set(request.start);
  // a step witness's history byte (see witnesses.ts): whether the step into the start was such a step
  if (model.stateBytes > base.stateBytes) start[base.stateBytes] = request.startReached ? 1 : 0;
  return { base, model, start, invariants: [witness.invariant], checkDeadlock: false, witness: witness.description };
}

/** Runs the search; `shouldStop` is asked between slices of the search. */
export async function runFind(
  request: FindRequest,
  shouldStop: () => boolean,
  onProgress: (figures: SearchFigures) => void,
): Promise<FindOutcome> {
  const searched = await searchedModel(request);
  const { base } = searched;
  const workDir = mkdtempSync(join(tmpdir(), 'monocheck-find-'));
  let result: CheckResult;
  try {
    result = check(new ModelFromState(searched.model, searched.start, request.startLevel), {
      invariants: searched.invariants,
      constraints: request.constraints,
      checkDeadlock: searched.checkDeadlock,
      shouldStop,
      onProgress: (progress) => onProgress(figuresOf(progress)),
      progressIntervalSeconds: 0.2,
      memoryBudgetBytes: request.memoryBudgetBytes,
      workDir,
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const figures = figuresOf(result.stats);
  switch (result.kind) {
    case 'ok':
      return { status: 'not-found', figures };
    case 'limit':
      return { status: 'stopped', figures };
    case 'error':
      return { status: 'failed', message: result.message, figures };
    case 'invariant':
      return {
        status: 'found',
        steps: stepsOf(base, result.trace),
        reached: searched.witness ?? `Invariant ${result.invariant} is violated`,
        figures,
      };
    case 'deadlock':
      return { status: 'found', steps: stepsOf(base, result.trace), reached: 'Deadlock reached', figures };
    case 'property':
      // a breadth-first check of invariants never reports a temporal property
      return { status: 'failed', message: `unexpected: temporal property ${result.property} reported`, figures };
  }
}
