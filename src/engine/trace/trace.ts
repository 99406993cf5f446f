/**
 * Rebuilding and confirming counterexamples. A trace is rebuilt from parent
 * links by re-running the model from an initial state and taking, at each
 * step, the successor at the recorded position; it is then confirmed
 * independently before anyone sees it.
 */
import type { Model, StateSink } from '../model.js';
import { NO_PARENT } from '../bfs/parent-links.js';
import type { Trace } from '../result.js';

/** A sink that keeps the state emitted at one position (or every state, with position -1). */
class CapturingSink implements StateSink {
  readonly target: Uint8Array;
  readonly targetOffset = 0;
  private seen = 0;
  captured: Uint8Array | null = null;
  capturedAction = -1;
  readonly all: { state: Uint8Array; actionId: number }[] = [];

  constructor(
    private readonly stateBytes: number,
    private readonly wanted: number,
  ) {
    this.target = new Uint8Array(stateBytes);
  }

  emit(actionId: number): boolean {
    const copy = this.target.slice(0, this.stateBytes);
    if (this.wanted < 0) {
      this.all.push({ state: copy, actionId });
      return true;
    }
    if (this.seen++ === this.wanted) {
      this.captured = copy;
      this.capturedAction = actionId;
      return false;
    }
    return true;
  }
}

/** The state emitted at `position` among the initial states (source null) or the successors of `source`. */
export function stateAt(model: Model, source: Uint8Array | null, position: number): { state: Uint8Array; actionId: number } {
  const sink = new CapturingSink(model.stateBytes, position);
  if (source === null) model.initialStates(sink);
  else model.successors(source, 0, sink);
  if (sink.captured === null) throw new Error(`replay failed: no state at position ${position}`);
  return { state: sink.captured, actionId: source === null ? -1 : sink.capturedAction };
}

/** Every state emitted among the initial states (source null) or the successors of `source`, in order. */
export function allStates(model: Model, source: Uint8Array | null): { state: Uint8Array; actionId: number }[] {
  const sink = new CapturingSink(model.stateBytes, -1);
  if (source === null) model.initialStates(sink);
  else model.successors(source, 0, sink);
  return sink.all;
}

/** Whether two packed states are the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * The position of each state of `trace` (from state `from` on) among the
 * initial states, for the first, or among the successors of the state before
 * it by its recorded action: what stateAt and rebuildTrace take, so the
 * inverse of rebuildTrace. Throws when a state is not there (a trace this
 * model did not make).
 */
export function positionsOf(model: Model, trace: Trace, from = 0): number[] {
  const positions: number[] = [];
  for (let i = from; i < trace.states.length; i++) {
    const previous = trace.states[i - 1] ?? null;
    const actionId = previous === null ? -1 : trace.actionIds[i];
    const state = trace.states[i] as Uint8Array;
    const position = allStates(model, previous).findIndex(
      (choice) => (previous === null || choice.actionId === actionId) && sameBytes(choice.state, state),
    );
    if (position < 0) throw new Error(`state ${i + 1} of the trace is not among the model's states there`);
    positions.push(position);
  }
  return positions;
}

/** Where each distinct state was first reached from (the BFS's ParentLinks, the liveness graph's StateLinks). */
export interface TraceLinks {
  /** The ordinal of the state it was first reached from, NO_PARENT for an initial state. */
  parentOf(ordinal: number): number;
  /** The position of that step among the parent's successors (or among the initial states). */
  positionOf(ordinal: number): number;
}

/** The path of ordinals from an initial state to `ordinal`. */
function ordinalPath(links: TraceLinks, ordinal: number): number[] {
  const path: number[] = [];
  for (let at = ordinal; at !== NO_PARENT; at = links.parentOf(at)) path.push(at);
  return path.reverse();
}

/**
 * Rebuilds the behaviour that reaches distinct state `ordinal` (NO_PARENT for
 * none), then optionally one more step at `extraPosition` (among the initial
 * states when `ordinal` is NO_PARENT).
 */
export function rebuildTrace(model: Model, links: TraceLinks, ordinal: number, extraPosition = -1): Trace {
  const states: Uint8Array[] = [];
  const actionIds: number[] = [];
  let previous: Uint8Array | null = null;
  const positions = ordinal === NO_PARENT ? [] : ordinalPath(links, ordinal).map((o) => links.positionOf(o));
  if (extraPosition >= 0) positions.push(extraPosition);
  for (const position of positions) {
    const step = stateAt(model, previous, position);
    states.push(step.state);
    actionIds.push(step.actionId);
    previous = step.state;
  }
  return { states, actionIds };
}

/** What a trace is claimed to show. */
export type TraceClaim =
  { readonly kind: 'invariant'; readonly invariantId: number } | { readonly kind: 'deadlock' } | { readonly kind: 'none' };

/**
 * Checks a trace independently of how it was found: the first state is
 * initial, each state is a successor of the previous one by the recorded
 * action, and the last state shows the claim. Returns null when it holds,
 * else a sentence saying where it fails.
 */
export function confirmTrace(model: Model, trace: Trace, claim: TraceClaim): string | null {
  const first = trace.states[0];
  if (first === undefined) return 'the trace is empty';
  if (!allStates(model, null).some(({ state }) => sameBytes(state, first))) return 'state 1 is not an initial state';
  for (let i = 1; i < trace.states.length; i++) {
    const state = trace.states[i] as Uint8Array;
    const actionId = trace.actionIds[i];
    const successors = allStates(model, trace.states[i - 1] as Uint8Array);
    if (!successors.some((s) => s.actionId === actionId && sameBytes(s.state, state))) {
      return `state ${i + 1} is not a successor of state ${i} by ${model.actionNames[actionId ?? -1] ?? 'any action'}`;
    }
  }
  const last = trace.states[trace.states.length - 1] as Uint8Array;
  if (claim.kind === 'invariant' && model.firstViolatedInvariant(last, 0, Int32Array.of(claim.invariantId)) < 0) {
    return `the last state satisfies ${model.invariantNames[claim.invariantId]}`;
  }
  if (claim.kind === 'deadlock' && allStates(model, last).length > 0) return 'the last state has successors, so it is no deadlock';
  return null;
}
