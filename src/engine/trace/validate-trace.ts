/**
 * Replays a behaviour given as TLA+ states (TLC's output, a trace file) against
 * a Model: the first state must be an initial state, each later state one of
 * the model's successors of the state before it, and the last state must show
 * what the file claims. Where a step fails, the nearest state the model does
 * allow is found and the variables that differ from it are named.
 */
import { ModelValueError, type Model, type PackedStatePredicate } from '../model.js';
import type { Trace } from '../result.js';
import { diffTlaStates, type TlaChange } from './tla-diff.js';
import type { TlaState } from './tla-value.js';
import { allStates, sameBytes } from './trace.js';
import { confirmLasso } from '../liveness/confirm-lasso.js';
import { resolveFairness } from '../liveness/fairness.js';
import type { FairnessCondition, TemporalProperty } from '../liveness/temporal-formula.js';

/** What a trace file says its last state shows. */
export type ClaimedOutcome =
  | { readonly kind: 'invariant'; readonly invariant: string }
  | { readonly kind: 'deadlock' }
  /** A lasso: a fair behaviour that violates the temporal property. */
  | { readonly kind: 'property'; readonly property: string }
  | { readonly kind: 'none' };

export interface TraceToValidate {
  readonly states: readonly TlaState[];
  /** For a lasso: the index of the state the last one steps back to (the last index: it stutters there for ever). */
  readonly loop?: number;
  /** The action the file names for each state, null for none; names the model does not know (TLC's `Next`) are not checked. */
  readonly actions?: readonly (string | null)[];
  readonly claim: ClaimedOutcome;
}

export interface ValidationOptions {
  /** Invariants beyond the model's own that a file may claim to be violated (e.g. a test harness's), by name. */
  readonly extraInvariants?: Readonly<Record<string, PackedStatePredicate>>;
  /** The temporal properties a lasso may claim to violate, by name, and the fairness it must respect. */
  readonly temporal?: { readonly properties: readonly TemporalProperty[]; readonly fairness: readonly FairnessCondition[] };
}

/** A step the model explains. */
export interface ValidatedStep {
  /** 1-based number of the state in the trace. */
  readonly number: number;
  /** The action that produced the state, -1 for the initial state. */
  readonly actionId: number;
  /** Its name, null for the initial state. */
  readonly action: string | null;
  /** The model's description of the step (`Initial predicate` for the first). */
  readonly label: string;
}

/** The allowed state closest to a rejected one; in `differences`, `before` is the model's value and `after` the file's. */
export interface NearestState {
  readonly action: string | null;
  readonly label: string;
  readonly differences: readonly TlaChange[];
}

export type StepFailure =
  | { readonly kind: 'empty' }
  | { readonly kind: 'unreadable'; readonly number: number; readonly message: string }
  | { readonly kind: 'not-initial'; readonly number: number; readonly nearest: NearestState | null }
  | { readonly kind: 'not-successor'; readonly number: number; readonly nearest: NearestState | null }
  | { readonly kind: 'wrong-action'; readonly number: number; readonly claimed: string; readonly explainedBy: readonly string[] };

export type ClaimOutcome =
  | { readonly kind: 'none' }
  /** The steps failed, so the claim was not looked at. */
  | { readonly kind: 'not-checked' }
  | { readonly kind: 'violated'; readonly invariant: string }
  | { readonly kind: 'holds'; readonly invariant: string }
  /** Neither the model nor the extra invariants know this name. */
  | { readonly kind: 'unknown'; readonly invariant: string }
  | { readonly kind: 'deadlock' }
  | { readonly kind: 'not-deadlock'; readonly successors: number }
  /**
   * The lasso (which goes back to state index `loop`, or stutters when that is the last) closes, is fair, and the property is false on it.
   */
  | { readonly kind: 'property-violated'; readonly property: string; readonly loop: number }
  /** The lasso does not show the violation: `reason` says why. */
  | { readonly kind: 'property-refuted'; readonly property: string; readonly reason: string }
  /** No such property was given to judge it by (no model file with it). */
  | { readonly kind: 'property-unknown'; readonly property: string };

export interface TraceValidation {
  /** Every step accepted and the claim not refuted (an unknown invariant does not refute it). */
  readonly ok: boolean;
  /** The steps accepted, in order, up to the first failure. */
  readonly steps: readonly ValidatedStep[];
  readonly failure: StepFailure | null;
  readonly claim: ClaimOutcome;
  /** The behaviour as packed states with the actions that explain it, when every step was accepted. */
  readonly trace: Trace | null;
}

/** Checks `input` against `model`; stops at the first step that fails. */
export function validateTrace(model: Model, input: TraceToValidate, options: ValidationOptions = {}): TraceValidation {
  const steps: ValidatedStep[] = [];
  const packed: Uint8Array[] = [];
  const actionIds: number[] = [];
  const fail = (failure: StepFailure): TraceValidation => ({ ok: false, steps, failure, claim: { kind: 'not-checked' }, trace: null });
  if (input.states.length === 0) return fail({ kind: 'empty' });

  for (let index = 0; index < input.states.length; index++) {
    const number = index + 1;
    const fileState = input.states[index] as TlaState;
    const state = new Uint8Array(model.stateBytes);
    try {
      model.fromTla(fileState, state, 0);
    } catch (error) {
      if (!(error instanceof ModelValueError)) throw error;
      return fail({ kind: 'unreadable', number, message: error.message });
    }
    const previous = packed[index - 1] ?? null;
    const candidates = allStates(model, previous);
    const matches = candidates.filter((candidate) => sameBytes(candidate.state, state));
    if (matches.length === 0) {
      const nearest = nearestState(model, previous, candidates, fileState);
      return fail(previous === null ? { kind: 'not-initial', number, nearest } : { kind: 'not-successor', number, nearest });
    }
    let match = matches[0] as (typeof matches)[number];
    const claimed = input.actions?.[index] ?? null;
    if (previous !== null && claimed !== null && model.actionNames.includes(claimed)) {
      const byClaimed = matches.find((candidate) => model.actionNames[candidate.actionId] === claimed);
      if (byClaimed === undefined) {
        const explainedBy = [
          ...new Set(matches.map((candidate) => model.actionNames[candidate.actionId] ?? `action ${candidate.actionId}`)),
        ];
        return fail({ kind: 'wrong-action', number, claimed, explainedBy });
      }
      match = byClaimed;
    }
    const actionId = previous === null ? -1 : match.actionId;
    packed.push(state);
    actionIds.push(actionId);
    steps.push({
      number,
      actionId,
      action: previous === null ? null : (model.actionNames[actionId] ?? null),
      label: labelOf(model, previous, actionId, state),
    });
  }

  const last = packed[packed.length - 1] as Uint8Array;
  const trace = { states: packed, actionIds };
  const claim =
    input.claim.kind === 'property'
      ? checkLasso(model, input.claim.property, trace, input.loop, options)
      : checkClaim(model, input.claim, last, options);
  const refuted = claim.kind === 'holds' || claim.kind === 'not-deadlock' || claim.kind === 'property-refuted';
  return { ok: !refuted, steps, failure: null, claim, trace };
}

/** Whether the lasso shows a fair behaviour that violates `property` (see confirm-lasso.ts). */
function checkLasso(model: Model, property: string, trace: Trace, loop: number | undefined, options: ValidationOptions): ClaimOutcome {
  const temporal = options.temporal;
  const found = temporal?.properties.find((candidate) => candidate.name === property);
  if (temporal === undefined || found === undefined) return { kind: 'property-unknown', property };
  if (loop === undefined) return { kind: 'property-refuted', property, reason: 'the file says where no loop starts, so it is no lasso' };
  const problem = confirmLasso(
    model,
    trace,
    { start: loop, actionId: -1 },
    { formula: found.formula, fairness: resolveFairness(model, temporal.fairness) },
  );
  return problem === null ? { kind: 'property-violated', property, loop } : { kind: 'property-refuted', property, reason: problem };
}

function labelOf(model: Model, previous: Uint8Array | null, actionId: number, state: Uint8Array): string {
  return previous === null ? 'Initial predicate' : model.describeStep(actionId, previous, 0, state, 0);
}

/** The candidate with the fewest differing entries from the file's state. */
function nearestState(
  model: Model,
  previous: Uint8Array | null,
  candidates: readonly { state: Uint8Array; actionId: number }[],
  fileState: TlaState,
): NearestState | null {
  let best: NearestState | null = null;
  for (const candidate of candidates) {
    const differences = diffTlaStates(model.toTla(candidate.state, 0), fileState, model.variableNames);
    if (best === null || differences.length < best.differences.length) {
      const actionId = previous === null ? -1 : candidate.actionId;
      best = {
        action: previous === null ? null : (model.actionNames[actionId] ?? null),
        label: labelOf(model, previous, actionId, candidate.state),
        differences,
      };
    }
  }
  return best;
}

function checkClaim(model: Model, claim: ClaimedOutcome, last: Uint8Array, options: ValidationOptions): ClaimOutcome {
  switch (claim.kind) {
    case 'none':
    case 'property':
      return { kind: 'none' };
    case 'deadlock': {
      const successors = allStates(model, last).length;
      return successors === 0 ? { kind: 'deadlock' } : { kind: 'not-deadlock', successors };
    }
    case 'invariant': {
      const { invariant } = claim;
      const id = model.invariantNames.indexOf(invariant);
      let holds: boolean;
      if (id >= 0) holds = model.firstViolatedInvariant(last, 0, Int32Array.of(id)) < 0;
      else if (options.extraInvariants?.[invariant] !== undefined) holds = options.extraInvariants[invariant](last, 0);
      else return { kind: 'unknown', invariant };
      return holds ? { kind: 'holds', invariant } : { kind: 'violated', invariant };
    }
  }
}
