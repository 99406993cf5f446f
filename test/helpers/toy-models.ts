/**
 * Small models implementing the engine's `Model` interface, for testing the
 * search rules without Monopoly. A toy state is a tuple of named variables,
 * each packed as a little-endian uint16; successors come from a `next`
 * function in a fixed order.
 */
import { ModelValueError, type Model, type StateSink } from '../../src/engine/model.js';
import type { TlaState } from '../../src/engine/trace/tla-value.js';

export type ToyState = readonly number[];

export interface ToySpec {
  readonly variables: readonly string[];
  readonly init: readonly ToyState[];
  /** Action names; `next` refers to them by name. */
  readonly actions: readonly string[];
  /** The successors of a state, in enumeration order. */
  readonly next: (state: ToyState) => readonly { readonly action: string; readonly state: ToyState }[];
  readonly invariants?: Readonly<Record<string, (state: ToyState) => boolean>>;
  /** State constraints; `level` is the BFS level of the state (initial = 1). */
  readonly constraints?: Readonly<Record<string, (state: ToyState, level: number) => boolean>>;
}

export class ToyModel implements Model {
  readonly stateBytes: number;
  readonly variableNames: readonly string[];
  readonly actionNames: readonly string[];
  readonly invariantNames: readonly string[];
  readonly constraintNames: readonly string[];
  /** How many times `successors` was called (how many states were expanded, replays included). */
  expansions = 0;

  constructor(readonly spec: ToySpec) {
    this.stateBytes = 2 * spec.variables.length;
    this.variableNames = spec.variables;
    this.actionNames = spec.actions;
    this.invariantNames = Object.keys(spec.invariants ?? {});
    this.constraintNames = Object.keys(spec.constraints ?? {});
  }

  decode(bytes: Uint8Array, offset = 0): number[] {
    return this.spec.variables.map((_, i) => (bytes[offset + 2 * i] as number) | ((bytes[offset + 2 * i + 1] as number) << 8));
  }

  encode(state: ToyState, target: Uint8Array = new Uint8Array(this.stateBytes), offset = 0): Uint8Array {
    if (state.length !== this.spec.variables.length) throw new Error(`expected ${this.spec.variables.length} values, got ${state.length}`);
    state.forEach((value, i) => {
      target[offset + 2 * i] = value & 0xff;
      target[offset + 2 * i + 1] = (value >> 8) & 0xff;
    });
    return target;
  }

  private emitAll(states: readonly { action: string; state: ToyState }[], sink: StateSink): boolean {
    for (const { action, state } of states) {
      const id = action === '' ? -1 : this.actionNames.indexOf(action);
      if (action !== '' && id < 0) throw new Error(`unknown action ${action}`);
      this.encode(state, sink.target, sink.targetOffset);
      if (!sink.emit(id)) return false;
    }
    return true;
  }

  initialStates(sink: StateSink): boolean {
    return this.emitAll(
      this.spec.init.map((state) => ({ action: '', state })),
      sink,
    );
  }

  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    this.expansions++;
    return this.emitAll(this.spec.next(this.decode(source, sourceOffset)), sink);
  }

  firstViolatedInvariant(state: Uint8Array, offset: number, invariants: Int32Array): number {
    const values = this.decode(state, offset);
    const all = Object.values(this.spec.invariants ?? {});
    for (let i = 0; i < invariants.length; i++) if (!(all[invariants[i] as number] as (s: ToyState) => boolean)(values)) return i;
    return -1;
  }

  firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number {
    const values = this.decode(state, offset);
    const all = Object.values(this.spec.constraints ?? {});
    for (let i = 0; i < constraints.length; i++)
      if (!(all[constraints[i] as number] as (s: ToyState, l: number) => boolean)(values, level)) return i;
    return -1;
  }

  toTla(state: Uint8Array, offset: number): TlaState {
    const values = this.decode(state, offset);
    return Object.fromEntries(this.spec.variables.map((name, i) => [name, values[i] as number]));
  }

  fromTla(values: TlaState, target: Uint8Array, offset: number): void {
    const state = this.spec.variables.map((name) => {
      const value = values[name];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffff)
        throw new ModelValueError(`${name} must be in 0..65535`);
      return value;
    });
    this.encode(state, target, offset);
  }

  describeStep(actionId: number): string {
    return this.actionNames[actionId] ?? 'Init';
  }
}

/** An explicit graph over single numbers: `x` steps to each of `edges[x]` (none if absent), by action "Step". */
export function graphModel(
  edges: Readonly<Record<number, readonly number[]>>,
  init: readonly number[] = [0],
  invariants: ToySpec['invariants'] = {},
): ToyModel {
  return new ToyModel({
    variables: ['x'],
    init: init.map((x) => [x]),
    actions: ['Step'],
    next: ([x]) => (edges[x as number] ?? []).map((y) => ({ action: 'Step', state: [y] })),
    invariants,
  });
}

/** x counts 0, 1, ..., max and stops there (a deadlock at max). */
export function counterModel(max: number, invariants: ToySpec['invariants'] = {}): ToyModel {
  return new ToyModel({
    variables: ['x'],
    init: [[0]],
    actions: ['Increment'],
    next: ([x]) => ((x as number) < max ? [{ action: 'Increment', state: [(x as number) + 1] }] : []),
    invariants,
  });
}

const DIE_HARD_ACTIONS = ['FillSmall', 'FillBig', 'EmptySmall', 'EmptyBig', 'SmallToBig', 'BigToSmall'] as const;

/** The die-hard jugs of 3 and 5 gallons; every action is always enabled (six successors a state). Invariant NotFour: big /= 4. */
export function dieHardModel(): ToyModel {
  return new ToyModel({
    variables: ['small', 'big'],
    init: [[0, 0]],
    actions: DIE_HARD_ACTIONS,
    next: ([small = 0, big = 0]) => {
      const toBig = Math.min(small, 5 - big);
      const toSmall = Math.min(big, 3 - small);
      const states: ToyState[] = [
        [3, big],
        [small, 5],
        [0, big],
        [small, 0],
        [small - toBig, big + toBig],
        [small + toSmall, big - toSmall],
      ];
      return states.map((state, i) => ({ action: DIE_HARD_ACTIONS[i] as string, state }));
    },
    invariants: { TypeOK: ([s = 0, b = 0]) => s <= 3 && b <= 5, NotFour: ([, big]) => big !== 4 },
  });
}

/**
 * x steps by +1 (Step1) and +2 (Step2) without end; constraint Bound5 (x <= 5)
 * keeps it finite, and DepthBound3 keeps levels 1..3. Invariants NotSix, NotSeven, NotEight.
 */
export function stepsModel(): ToyModel {
  return new ToyModel({
    variables: ['x'],
    init: [[0]],
    actions: ['Step1', 'Step2'],
    next: ([x = 0]) => [
      { action: 'Step1', state: [x + 1] },
      { action: 'Step2', state: [x + 2] },
    ],
    invariants: { NotSix: ([x]) => x !== 6, NotSeven: ([x]) => x !== 7, NotEight: ([x]) => x !== 8 },
    constraints: { Bound5: ([x = 0]) => x <= 5, DepthBound3: (_, level) => level <= 3 },
  });
}

/** A complete binary tree over 0..maxNode (n -> 2n+1, 2n+2); a leaf stutters. maxNode = 2^k - 2 gives k full levels. */
export function binaryTreeModel(maxNode: number): ToyModel {
  return new ToyModel({
    variables: ['n'],
    init: [[0]],
    actions: ['Left', 'Right', 'Stay'],
    next: ([n = 0]) =>
      2 * n + 2 <= maxNode
        ? [
            { action: 'Left', state: [2 * n + 1] },
            { action: 'Right', state: [2 * n + 2] },
          ]
        : [{ action: 'Stay', state: [n] }],
  });
}
