/**
 * Reachability witnesses: "can this ever happen?" A witness for predicate P is
 * a search for the first state violating the invariant ~P, so the engine
 * needs no change: WitnessModel wraps MonopolyModel and offers one invariant,
 * `No<Name>`, and the BFS stops at the first state where P holds, with a
 * shortest behaviour that reaches it.
 *
 * Two entries are properties of a step, not of a state (paying the jail fine,
 * going to jail on a third double): the state after such a step cannot be told
 * from the state after another step (a player who leaves jail by paying looks
 * like one who rolled from Just Visiting; a third double leaves the same state
 * as a roll to Go To Jail after a double). For those the wrapper appends one
 * history byte to the state, set when the step that produced the state is such
 * a step, so the predicate is a state predicate of the wrapped model. The byte
 * is not shown in traces (toTla omits it); it only separates states, so the
 * distinct-state counts of those two searches are larger than the model's own.
 */
import type { Model, StateSink } from '../engine/model.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import { WrappedModel } from '../engine/wrapped-model.js';
import { ColorGroup, Colors, Deeds, Railroads, Streets } from './board.js';
import { RollAndMoveId } from './actions.js';
import * as L from './layout.js';
import type { MonopolyConstants, MonopolyModel } from './model.js';
import { viewOf, type MonopolyView } from './monopoly-view.js';
import type { StrategyName } from './strategies.js';

export interface Witness {
  /** What the user types: `check --witness hotel`. */
  readonly name: string;
  readonly description: string;
  /** The invariant ~P the search checks. */
  readonly invariant: string;
  /** Constants under which the search ends quickly (found, or the whole model explored). */
  readonly quickModel: MonopolyConstants;
  /** What the search of the quick model gives (measured; docs/performance.md has the runs). */
  readonly quickOutcome: string;
  /** Set when the quick model's search cannot reach one: how a simulation finds one (with quickOutcome in these terms). */
  readonly foundBySimulation?: SimulatedWitness;
  /** The predicate on a state; for a step witness, on the step that produced it. */
  readonly reached?: (state: Uint8Array, at: number, n: number) => boolean;
  readonly reachedBy?: (before: Uint8Array, b: number, after: Uint8Array, a: number, actionId: number) => boolean;
}

/** A witness too deep for a breadth-first search, found at once by a simulation without the model's constraints. */
export interface SimulatedWitness {
  /** How deep the quick model's search went, and in how long (measured). */
  readonly levels: number;
  readonly seconds: number;
  /** The states of the shortest game known to reach it, and the example file that holds it. */
  readonly shortestStates: number;
  readonly example: string;
  /** The strategy of the simulation that finds one. */
  readonly strategy: StrategyName;
}

/** The outcome of a witness's quick model, `finder` (how a simulation is run, in the caller's terms) finding one at once. */
export function simulatedOutcomeText(found: SimulatedWitness, finder: string): string {
  return (
    `unreachable within ${found.levels} levels (${found.seconds} s); the shortest game known ` +
    `has ${found.shortestStates} states (${found.example}), too deep for BFS; ${finder} finds one at once`
  );
}

/** A witness found by simulation, its quick outcome in the library's terms (the simulate function, chooserFor). */
function simulated(found: SimulatedWitness): Pick<Witness, 'quickOutcome' | 'foundBySimulation'> {
  const finder = `simulate without the model's constraints, choosing with chooserFor('${found.strategy}'),`;
  return { quickOutcome: simulatedOutcomeText(found, finder), foundBySimulation: found };
}

const deedIndex = (square: number) => L.deedIndexOfSquare[square] as number;
const ownerOf = (state: Uint8Array, at: number, n: number, square: number) =>
  L.ownerOfDeedByte(L.deedByte(state, at, n, deedIndex(square)));

/** Whether one player owns every square of `squares`. */
function oneOwner(state: Uint8Array, at: number, n: number, squares: readonly number[]): boolean {
  const owner = ownerOf(state, at, n, squares[0] as number);
  return owner !== 0 && squares.every((square) => ownerOf(state, at, n, square) === owner);
}

export const WITNESSES: readonly Witness[] = [
  {
    name: 'hotel',
    description: 'a street has a hotel (5 houses)',
    invariant: 'NoHotel',
    quickModel: { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 },
    ...simulated({ levels: 10, seconds: 0.3, shortestStates: 29, example: 'examples/brown-hotel.txt', strategy: 'builder' }),
    reached: (state, at, n) => Streets.some((square) => L.housesOfDeedByte(L.deedByte(state, at, n, deedIndex(square))) === 5),
  },
  {
    name: 'colour-group',
    description: 'a player owns a whole colour group',
    invariant: 'NoWholeColourGroup',
    quickModel: { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 },
    ...simulated({ levels: 10, seconds: 0.3, shortestStates: 20, example: 'examples/dark-blue-group.txt', strategy: 'always-buy' }),
    reached: (state, at, n) => Colors.some((color) => oneOwner(state, at, n, ColorGroup[color])),
  },
  {
    name: 'four-railroads',
    description: 'a player owns all four railroads',
    invariant: 'NoFourRailroads',
    quickModel: { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 },
    ...simulated({ levels: 10, seconds: 0.3, shortestStates: 19, example: 'examples/four-railroads.txt', strategy: 'always-buy' }),
    reached: (state, at, n) => oneOwner(state, at, n, Railroads),
  },
  {
    name: 'bankrupt',
    description: 'a player is bankrupt',
    invariant: 'NoBankruptcy',
    quickModel: { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
    quickOutcome: 'found: 3 states (a $0 player draws a -$100 card)',
    reached: (state, at, n) => Array.from({ length: n }, (_, i) => i + 1).some((p) => L.bankrupt(state, at, p)),
  },
  {
    name: 'jail-fine',
    description: 'a player pays the $50 fine to leave jail, on a third turn in jail without doubles',
    invariant: 'NoJailFinePaid',
    quickModel: { N: 2, StartMoney: 50, MaxMoney: 50, MaxDepth: 0 },
    quickOutcome: 'found: 23 states (2 s)',
    reachedBy: (before, b, after, a, actionId) => {
      if (actionId !== RollAndMoveId) return false;
      const p = L.current(before, b);
      return L.inJail(before, b, p) && !L.inJail(after, a, p) && L.die1(after, a) !== L.die2(after, a);
    },
  },
  {
    name: 'three-doubles',
    description: 'a player is sent to jail by rolling a third double in a row',
    invariant: 'NoThreeDoublesJail',
    quickModel: { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 },
    quickOutcome: 'found: 8 states',
    reachedBy: (before, b, after, a, actionId) => {
      if (actionId !== RollAndMoveId) return false;
      const p = L.current(before, b);
      return !L.inJail(before, b, p) && L.inJail(after, a, p);
    },
  },
  {
    name: 'mortgage',
    description: 'a deed is mortgaged',
    invariant: 'NoMortgage',
    quickModel: { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 },
    quickOutcome: 'found: 5 states',
    reached: (state, at, n) => Deeds.some((square) => L.mortgagedOfDeedByte(L.deedByte(state, at, n, deedIndex(square)))),
  },
];

/** The catalogue entry called `name`, or undefined. */
export function findWitness(name: string): Witness | undefined {
  return WITNESSES.find((witness) => witness.name === name);
}

/** Passes the base model's states on, writing the history byte of a step witness after them. */
class HistorySink implements StateSink {
  target: Uint8Array = new Uint8Array(0);
  targetOffset = 0;
  private outer: StateSink | null = null;
  private source: Uint8Array | null = null;
  private sourceOffset = 0;

  constructor(
    private readonly baseBytes: number,
    private readonly reachedBy: NonNullable<Witness['reachedBy']>,
    private readonly view: MonopolyView,
  ) {}

  wrap(outer: StateSink, source: Uint8Array | null, sourceOffset: number): this {
    this.outer = outer;
    this.target = outer.target;
    this.targetOffset = outer.targetOffset;
    this.source = source;
    this.sourceOffset = sourceOffset;
    return this;
  }

  emit(actionId: number): boolean {
    const at = this.targetOffset;
    const flag = this.source !== null && this.reachedByStep(this.source, this.sourceOffset, at, actionId);
    this.target[at + this.baseBytes] = flag ? 1 : 0;
    return (this.outer as StateSink).emit(actionId);
  }

  private reachedByStep(source: Uint8Array, sourceOffset: number, at: number, actionId: number): boolean {
    const view = this.view;
    if (view.identity) return this.reachedBy(source, sourceOffset, this.target, at, actionId);
    const monopolyAction = view.actionOf(actionId);
    return (
      monopolyAction >= 0 && this.reachedBy(view.project(source, sourceOffset, 0), 0, view.project(this.target, at, 1), 0, monopolyAction)
    );
  }
}

/**
 * A model of Monopoly with the witness's invariant `No<Name>` as its only
 * invariant: the transcription, or a model whose states hold Monopoly's
 * variables, read through its view (monopoly-view.ts).
 */
export class WitnessModel extends WrappedModel {
  /** The model wrapped. */
  readonly base: Model;
  private readonly view: MonopolyView;
  private readonly history: HistorySink | null;

  constructor(
    source: MonopolyModel | MonopolyView,
    readonly witness: Witness,
  ) {
    const view = viewOf(source);
    // without a history byte, its successors are the base model's (repeats too)
    super(
      view.model,
      view.model.stateBytes + (witness.reachedBy === undefined ? 0 : 1),
      [witness.invariant],
      witness.reachedBy === undefined,
    );
    this.base = view.model;
    this.view = view;
    this.history = witness.reachedBy === undefined ? null : new HistorySink(view.model.stateBytes, witness.reachedBy, view);
  }

  override initialStates(sink: StateSink): boolean {
    return this.base.initialStates(this.history === null ? sink : this.history.wrap(sink, null, 0));
  }

  override successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    return this.base.successors(source, sourceOffset, this.history === null ? sink : this.history.wrap(sink, source, sourceOffset));
  }

  /** Whether the state shows the witness. */
  reached(state: Uint8Array, at: number): boolean {
    if (this.history !== null) return state[at + this.base.stateBytes] === 1;
    const reached = this.witness.reached as NonNullable<Witness['reached']>;
    const view = this.view;
    return view.identity ? reached(state, at, view.constants.N) : reached(view.project(state, at), 0, view.constants.N);
  }

  override firstViolatedInvariant(state: Uint8Array, at: number, invariants: Int32Array): number {
    return invariants.length > 0 && this.reached(state, at) ? 0 : -1;
  }

  override fromTla(values: TlaState, target: Uint8Array, offset: number): void {
    this.base.fromTla(values, target, offset);
    if (this.history !== null) target[offset + this.base.stateBytes] = 0;
  }
}
