/**
 * What one explorer serves: the spec of a model file with its flags (the
 * board drawn when it has Monopoly's variables, every other variable shown
 * as a TLA+ value), the traces opened in it, and the walk along a path: a path is a list of
 * indexes, the first among the initial states, each next one among the
 * successors of the state before, in the model's enumeration order (TLC's),
 * so a path names one behaviour for as long as the model is the same.
 */
import type { CheckableSpec, MonopolyCapability } from '../runs/spec/checkable-spec.js';
import { modelFailure, type Model } from '../engine/model.js';
import type { MonopolyView } from '../monopoly/monopoly-view.js';
import { VARIABLE_NAMES } from '../monopoly/values.js';
import { allStates } from '../engine/trace/trace.js';
import { WITNESSES } from '../monopoly/witnesses.js';
import type { GoalSummary, TraceSummary } from './api-types.js';
import type { TraceReplay } from './trace-loading.js';

/** The states along a path: states[0] is the initial state; actionIds[0] is -1. */
export interface Walk {
  readonly path: readonly number[];
  readonly states: readonly Uint8Array[];
  readonly actionIds: readonly number[];
}

/** A path that names no behaviour: an index past the successors there are. */
export class PathError extends Error {
  override readonly name = 'PathError';
}

/** Traces kept at once; opening one more forgets the oldest (the command line's are kept). */
const MAX_TRACES = 32;

export class ExplorerSession {
  /**
   * The model walked; a compiled spec's is made again with a wider layout when a state it reaches does not fit (the paths stay the same).
   */
  model: Model;
  /** The game, for the board and the witnesses; null for a spec without Monopoly's variables. */
  readonly monopoly: MonopolyCapability | null;
  /** How the model's states read as Monopoly's (the witnesses); null with `monopoly`. */
  view: MonopolyView | null;
  private readonly traces: TraceSummary[] = [];
  private nextTraceId = 1;
  private pinnedTraces = 0;

  /** `source`: the model file as the user named it, or `a model given by flags`. */
  constructor(
    readonly spec: CheckableSpec,
    readonly source: string,
  ) {
    this.monopoly = spec.monopoly;
    this.model = spec.createModel();
    this.view = this.monopoly?.view(this.model) ?? null;
  }

  /** The variables the board does not draw, shown as TLA+ values: those of a spec's own beside Monopoly's, or all of them. */
  valueVariables(): readonly string[] {
    return this.monopoly === null ? this.model.variableNames : this.model.variableNames.filter((name) => !VARIABLE_NAMES.includes(name));
  }

  /**
   * The states along `path` (at least one index) and the successors of the
   * last are all within the model's layout (widened and walked again if
   * not); throws PathError when an index is past the states there are.
   */
  walk(path: readonly number[]): Walk {
    for (;;) {
      try {
        const walk = this.walkOnce(path);
        allStates(this.model, walk.states[walk.states.length - 1] as Uint8Array);
        return walk;
      } catch (error) {
        if (error instanceof PathError || this.spec.widen?.({ kind: 'error', failure: modelFailure(error, 'successors') }) !== true)
          throw error;
        this.model = this.spec.createModel();
        this.view = this.monopoly?.view(this.model) ?? null;
      }
    }
  }

  private walkOnce(path: readonly number[]): Walk {
    if (path.length === 0) throw new PathError('the path is empty; it starts with the index of an initial state (0)');
    const states: Uint8Array[] = [];
    const actionIds: number[] = [];
    let previous: Uint8Array | null = null;
    path.forEach((index, step) => {
      const choices = allStates(this.model, previous);
      const chosen = choices[index];
      if (chosen === undefined) {
        const where =
          previous === null
            ? `the model has ${choices.length} initial state${choices.length === 1 ? '' : 's'}`
            : `state ${step} has ${choices.length} successor${choices.length === 1 ? '' : 's'}`;
        throw new PathError(
          `path index ${index} at position ${step + 1} does not ` +
            `exist: ${where}${choices.length > 0 ? ` (0 to ${choices.length - 1})` : ''}`,
        );
      }
      states.push(chosen.state);
      actionIds.push(previous === null ? -1 : chosen.actionId);
      previous = chosen.state;
    });
    return { path: [...path], states, actionIds };
  }

  /** What POST /api/find can look for. */
  goals(): GoalSummary[] {
    const invariants = this.spec.invariants;
    return [
      ...(invariants.length > 0 ? [{ goal: 'invariant', description: `a violation of ${invariants.join(', ')}` }] : []),
      { goal: 'deadlock', description: 'a deadlock (a state without successors)' },
      // the witnesses are situations of the game
      ...(this.monopoly === null ? [] : WITNESSES.map((witness) => ({ goal: witness.name, description: witness.description }))),
    ];
  }

  /** Keeps a trace replayed, under the next id; `pinned` (the command line's) are never forgotten. */
  addTrace(replay: TraceReplay, pinned = false): TraceSummary {
    const trace: TraceSummary = { id: this.nextTraceId++, ...replay };
    if (pinned) {
      this.traces.splice(this.pinnedTraces, 0, trace);
      this.pinnedTraces++;
    } else {
      this.traces.push(trace);
      if (this.traces.length > MAX_TRACES) this.traces.splice(this.pinnedTraces, 1);
    }
    return trace;
  }

  trace(id: number): TraceSummary | undefined {
    return this.traces.find((trace) => trace.id === id);
  }

  allTraces(): readonly TraceSummary[] {
    return this.traces;
  }
}
