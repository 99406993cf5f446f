/**
 * The explorer's JSON API, as the server sends it and the page reads it
 * (docs/explorer.md describes each field). Types only: the page's browser
 * code imports them too.
 */
import type { ViewerChange, ViewerSquare, ViewerState } from '../report/viewer-data.js';

/** A check of one invariant or constraint in one state. */
export interface NamedCheck {
  readonly name: string;
  readonly holds: boolean;
}

export interface WitnessCheck {
  readonly name: string;
  readonly description: string;
  /** Whether this state shows it (for a step witness: whether the step into this state is one). */
  readonly reached: boolean;
}

/** One state of the path to the current state, for the breadcrumb. */
export interface TrailStep {
  /** The index that chose this state among the initial states (first step) or the successors of the state before. */
  readonly index: number;
  readonly action: string | null;
  readonly title: string;
  readonly inModel: boolean;
}

export interface SuccessorReport {
  /** The index to append to the path to go there. */
  readonly index: number;
  readonly action: string;
  /** The step in the game's words, e.g. `player 1 rolls 3+4 to Chance (7)`. */
  readonly description: string;
  /** What the step changes, e.g. `owner: Baltic Avenue: bank -> player 2`. */
  readonly changes: readonly string[];
  /** Whether the successor satisfies the model's constraints (at its depth); TLC expands only those. */
  readonly inConstraints: boolean;
  /** The constraints it violates. */
  readonly outside: readonly string[];
  /** The model's invariants it violates. */
  readonly violates: readonly string[];
  readonly fingerprint: string;
  /** The first earlier successor that is the same state (reached by another branch of the action, e.g. another card), or null. */
  readonly sameAs: number | null;
}

/** GET /api/state?path=i,j,k */
export interface StateReport {
  readonly path: readonly number[];
  /** TLC's level: the initial state is at depth 1. */
  readonly depth: number;
  /** monocheck's 64-bit fingerprint of the state (xxHash64 of its packed bytes), in hex; not TLC's. */
  readonly fingerprint: string;
  readonly action: string | null;
  readonly title: string;
  /** Each variable as TLA+, as TLC prints it (on one line). */
  readonly state: Readonly<Record<string, string>>;
  /** The board, for a spec with Monopoly's variables; null for any other (its variables are in `state`). */
  readonly board: ViewerState | null;
  readonly changes: readonly string[];
  readonly changed: readonly ViewerChange[];
  readonly invariants: readonly NamedCheck[];
  readonly constraints: readonly NamedCheck[];
  /** Every constraint holds. */
  readonly inModel: boolean;
  /** No successor at all. */
  readonly deadlock: boolean;
  readonly witnesses: readonly WitnessCheck[];
  readonly trail: readonly TrailStep[];
  readonly successors: readonly SuccessorReport[];
}

export interface TraceSummary {
  readonly id: number;
  /** The file's name, as given. */
  readonly name: string;
  /** `TLC's -dumpTrace json`, `ITF JSON`, `TLC's text output`. */
  readonly format: string;
  readonly states: number;
  /** The behaviour as a path for /api/state. */
  readonly path: readonly number[];
  /** What the file says its last state shows, e.g. `Invariant NoHotel is violated`; null for nothing. */
  readonly claim: string | null;
  /** Whether the replay confirmed it. */
  readonly note: string;
}

export interface GoalSummary {
  /** What POST /api/find takes: `invariant`, `deadlock` or a witness's name. */
  readonly goal: string;
  readonly description: string;
}

/** GET /api/model */
export interface ModelReport {
  /** The model file as given, or `a model given by flags`. */
  readonly source: string;
  readonly constants: Readonly<Record<string, number | boolean | string>>;
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  readonly checkDeadlock: boolean;
  readonly goals: readonly GoalSummary[];
  readonly traces: readonly TraceSummary[];
  /** The board's squares; none for a spec without Monopoly's variables. */
  readonly squares: readonly ViewerSquare[];
  /** The variables the page shows as TLA+ values beside the board (a spec's own, such as `pot`), or all of them when there is no board. */
  readonly values: readonly string[];
}

export interface SearchFigures {
  readonly distinctStates: number;
  readonly statesGenerated: number;
  /** Levels searched from the start state (the start is level 1). */
  readonly levels: number;
  readonly seconds: number;
}

/** GET /api/find/ID (and the answers of POST /api/find and POST /api/find/ID/stop). */
export interface FindReport {
  readonly id: number;
  readonly goal: string;
  /** The path it started from. */
  readonly from: readonly number[];
  readonly status: 'running' | 'found' | 'not-found' | 'stopped' | 'failed';
  /** The progress so far, or the final figures. */
  readonly figures: SearchFigures;
  /** found: the whole path to the state found (from the initial state); else null. */
  readonly path: readonly number[] | null;
  /** One sentence on the outcome, e.g. `Invariant TurnValid is violated 2 steps from here`. */
  readonly message: string;
}

/** Every error: a 4xx (or 500) status with one sentence. */
export interface ErrorReport {
  readonly error: string;
}
