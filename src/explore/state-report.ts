/** GET /api/state: one state of a path with what holds in it and each of its successors, in the game's words. */
import type { TlaState } from '../engine/trace/tla-value.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import { StateHasher } from '../engine/tables/state-hasher.js';
import { allStates } from '../engine/trace/trace.js';
import { boardStateOf } from '../runs/board-view.js';
import { WITNESSES } from '../monopoly/witnesses.js';
import { changedEntries, plainChangeLines, stepTitle } from '../report/trace-text.js';
import { printTlaValueOnOneLine } from '../tlc/value-printer.js';
import type { NamedCheck, StateReport, SuccessorReport, TrailStep, WitnessCheck } from './api-types.js';
import type { ExplorerSession, Walk } from './session.js';

const hashers = new Map<number, StateHasher>();

/** monocheck's 64-bit fingerprint of a packed state, as 16 hex digits. */
function fingerprintOf(state: Uint8Array): string {
  let hasher = hashers.get(state.length);
  if (hasher === undefined) hashers.set(state.length, (hasher = new StateHasher(state.length)));
  hasher.hash(state, 0);
  const [high, low] = hasher.fingerprint;
  return (high as number).toString(16).padStart(8, '0') + (low as number).toString(16).padStart(8, '0');
}

/** The invariants and constraints of the session's model, checked one by one. */
class Checks {
  private readonly invariantIds: Int32Array[];
  private readonly constraintIds: Int32Array[];

  constructor(private readonly session: ExplorerSession) {
    const { model, spec } = session;
    this.invariantIds = spec.invariants.map((name) => Int32Array.of(model.invariantNames.indexOf(name)));
    this.constraintIds = spec.constraints.map((name) => Int32Array.of(model.constraintNames.indexOf(name)));
  }

  invariants(state: Uint8Array): NamedCheck[] {
    return this.session.spec.invariants.map((name, i) => ({
      name,
      holds: this.session.model.firstViolatedInvariant(state, 0, this.invariantIds[i] as Int32Array) < 0,
    }));
  }

  /** At TLC level `depth` (the initial state is at 1). */
  constraints(state: Uint8Array, depth: number): NamedCheck[] {
    return this.session.spec.constraints.map((name, i) => ({
      name,
      holds: this.session.model.firstViolatedConstraint(state, 0, depth, this.constraintIds[i] as Int32Array) < 0,
    }));
  }
}

const failing = (checks: readonly NamedCheck[]) => checks.filter((check) => !check.holds).map((check) => check.name);

/** The two states of one step, as the trace text shows them, for its change lines. */
function stepTrace(session: ExplorerSession, before: TlaState, after: TlaState, action: string): ShownTrace {
  return {
    variableNames: session.model.variableNames,
    steps: [
      { action: null, label: '', state: before },
      { action, label: '', state: after },
    ],
  };
}

/**
 * Which witnesses the last state of `walk` shows, read through the session's Monopoly view (none for a spec without Monopoly's variables).
 */
function witnessChecks(session: ExplorerSession, walk: Walk): WitnessCheck[] {
  const view = session.view;
  if (view === null) return [];
  const n = view.constants.N;
  const last = walk.states.length - 1;
  const state = view.project(walk.states[last] as Uint8Array, 0, 1).slice();
  const previous = walk.states[last - 1];
  const before = previous === undefined ? undefined : view.project(previous, 0, 0);
  const actionId = view.actionOf(walk.actionIds[last] as number);
  return WITNESSES.map((witness) => {
    let reached = false;
    if (witness.reached !== undefined) reached = witness.reached(state, 0, n);
    else if (witness.reachedBy !== undefined && before !== undefined && actionId >= 0)
      reached = witness.reachedBy(before, 0, state, 0, actionId);
    return { name: witness.name, description: witness.description, reached };
  });
}

function trailOf(session: ExplorerSession, walk: Walk, checks: Checks): TrailStep[] {
  const model = session.model;
  return walk.states.map((state, i) => {
    const before = walk.states[i - 1];
    const actionId = walk.actionIds[i] as number;
    const action = before === undefined ? null : (model.actionNames[actionId] ?? `action ${actionId}`);
    const label = before === undefined ? 'Initial predicate' : model.describeStep(actionId, before, 0, state, 0);
    return {
      index: walk.path[i] as number,
      action,
      title: stepTitle({ action, label, state: {} }),
      inModel: failing(checks.constraints(state, i + 1)).length === 0,
    };
  });
}

function successorReports(session: ExplorerSession, state: Uint8Array, tla: TlaState, depth: number, checks: Checks): SuccessorReport[] {
  const model = session.model;
  const firstWith = new Map<string, number>();
  return allStates(model, state).map(({ state: next, actionId }, index) => {
    const action = model.actionNames[actionId] ?? `action ${actionId}`;
    const outside = failing(checks.constraints(next, depth + 1));
    const fingerprint = fingerprintOf(next);
    const sameAs = firstWith.get(fingerprint) ?? null;
    if (sameAs === null) firstWith.set(fingerprint, index);
    return {
      index,
      action,
      description: model.describeStep(actionId, state, 0, next, 0),
      changes: plainChangeLines(stepTrace(session, tla, model.toTla(next, 0), action), 1, model.describeChange),
      inConstraints: outside.length === 0,
      outside,
      violates: failing(checks.invariants(next)),
      fingerprint,
      sameAs,
    };
  });
}

/** The report on the last state of `walk`. */
export function stateReport(session: ExplorerSession, walk: Walk): StateReport {
  const model = session.model;
  const checks = new Checks(session);
  const depth = walk.states.length;
  const state = walk.states[depth - 1] as Uint8Array;
  const tla = model.toTla(state, 0);
  const trail = trailOf(session, walk, checks);
  const here = trail[depth - 1] as TrailStep;
  const previous = walk.states[depth - 2];
  const step = previous === undefined || here.action === null ? null : stepTrace(session, model.toTla(previous, 0), tla, here.action);
  const constraints = checks.constraints(state, depth);
  const successors = successorReports(session, state, tla, depth, checks);
  return {
    path: walk.path,
    depth,
    fingerprint: fingerprintOf(state),
    action: here.action,
    title: here.title,
    state: Object.fromEntries(Object.entries(tla).map(([name, value]) => [name, printTlaValueOnOneLine(value)])),
    board: session.monopoly === null ? null : boardStateOf(tla),
    changes: step === null ? [] : plainChangeLines(step, 1, model.describeChange),
    changed: step === null ? [] : changedEntries(step, 1),
    invariants: checks.invariants(state),
    constraints,
    inModel: failing(constraints).length === 0,
    deadlock: successors.length === 0,
    witnesses: witnessChecks(session, walk),
    trail,
    successors,
  };
}
