/**
 * A compiled spec as the engine's Model: the generated program enumerates
 * initial states and successors as TLA+ values, and the generated codec packs
 * them into states of a fixed layout. A value that does not fit the layout
 * fails the search with a LayoutOverflow (see checkCompiled): the layout is
 * widened and the search run again.
 */
import type { ModelFactory, StateSink } from '../engine/model.js';
import type { RepeatingModel, RepeatSink } from '../engine/repeating-model.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import type { CompiledSpec } from './compile/compile-spec.js';
import type { Program, ProgramSource } from './compile/program.js';
import type { FairnessCondition, TemporalProperty } from '../engine/liveness/temporal-formula.js';
import { instantiateCodec, type Codec } from './layout/instantiate-codec.js';
import type { Layout } from './layout/layout.js';
import { Repeats } from './repeat-cache.js';
import { fromTlaValue, toTlaValue, UNSET } from './runtime/runtime.js';
import type { Value } from './values/value.js';
import type { Ir } from './semantic/ir.js';
import { predicateReads, variablesRead } from './semantic/variables-read.js';
import { hasEffects } from './semantic/effects.js';
import { HoldsMemo } from './holds-memo.js';
import { compiledTemporal } from './compiled-temporal.js';
import { changedBit } from './layout/codec.js';

/** The read mask of a predicate whose reads are not known: evaluated on every state. */
const EVERY_TIME = -1;

/** The view of a state the generated code reads (codec.ts's View). */
interface StateView {
  load(source: Uint8Array, offset: number, level: number): void;
}

export class CompiledModel implements RepeatingModel {
  readonly stateBytes: number;
  readonly variableNames: readonly string[];
  readonly actionNames: readonly string[];
  readonly invariantNames: readonly string[];
  readonly constraintNames: readonly string[];
  readonly factory?: ModelFactory;
  private readonly program: Program;
  private readonly codec: Codec;
  private readonly view: StateView;
  private readonly checkView: StateView;
  private readonly predicateView: StateView;
  private readonly enabledView: StateView;
  private readonly enabledNext: Value[];
  private readonly specialised: { readonly programSource: ProgramSource; readonly program: Program };
  private readonly next: Value[];
  private sink: StateSink | null = null;
  /** Which variables the successor being emitted changed (codec.write's mask of changedBit), while `emitting`. */
  private changed = 0;
  private emitting = false;
  /** Per invariant and constraint, the variables it reads as a mask of changedBit (EVERY_TIME: evaluate it always). */
  private readonly invariantReads: Int32Array;
  /** Per invariant, the states it was seen to hold on, by the bytes it reads (null: evaluated every time). */
  private readonly invariantMemos: readonly (HoldsMemo | null)[];
  private readonly invariantsAlwaysTrue: readonly boolean[];
  private readonly constraintReads: Int32Array;
  /** Per constraint, whether it reads the level and no variable (a depth bound): then remembered for the last level. */
  private readonly levelOnly: Uint8Array;
  private readonly lastLevel: Int32Array;
  private readonly heldAtLastLevel: Uint8Array;
  private readonly repeats: Repeats;
  private readonly nextNeedsReset: boolean;
  private readonly emitSuccessor = (actionId: number): boolean => {
    const sink = this.sink!;
    this.changed = this.codec.write(this.next, this.view, sink.target, sink.targetOffset);
    this.repeats.emitted++;
    // a failure thrown through here ends the enumeration; successors() clears the flag before the next
    this.emitting = sink.parentChecked === true;
    const more = sink.emit(actionId);
    this.emitting = false;
    return more;
  };
  private readonly emitInitial = (actionId: number): boolean => {
    const sink = this.sink!;
    this.codec.writeInitial(this.next, sink.target, sink.targetOffset);
    return sink.emit(actionId);
  };

  constructor(
    readonly compiled: CompiledSpec,
    readonly layouts: readonly Layout[],
    factory?: ModelFactory,
  ) {
    const specialised = compiled.programFor(layouts);
    this.program = specialised.program;
    this.codec = instantiateCodec(layouts);
    this.stateBytes = this.codec.stateBytes;
    this.variableNames = compiled.variableNames;
    this.actionNames = specialised.programSource.actionNames;
    this.invariantNames = compiled.entries.invariants.map((inv) => inv.name);
    this.constraintNames = compiled.entries.constraints.map((con) => con.name);
    this.view = new this.codec.View() as StateView;
    this.checkView = new this.codec.View() as StateView;
    this.predicateView = new this.codec.View() as StateView;
    this.enabledView = new this.codec.View() as StateView;
    this.enabledNext = new Array<Value>(compiled.variableNames.length).fill(UNSET as never);
    this.specialised = specialised;
    this.next = new Array<Value>(this.variableNames.length).fill(UNSET as never);
    const readsOf = (def: { body: Ir }) => {
      const read = variablesRead(def.body);
      return read === null ? null : Int32Array.from(read);
    };
    const maskOf = (read: Int32Array | null) =>
      read === null ? EVERY_TIME : read.reduce((mask, variable) => mask | changedBit(variable), 0);
    this.repeats = new Repeats(specialised.programSource.repeats, this.codec, layouts);
    this.nextNeedsReset = specialised.programSource.tracksSetWhileRunning;
    const invariantReads = compiled.entries.invariants.map((inv) => readsOf(inv.def));
    this.invariantReads = Int32Array.from(invariantReads, maskOf);
    this.invariantsAlwaysTrue = specialised.programSource.invariantsAlwaysTrue;
    this.invariantMemos = compiled.entries.invariants.map((inv, i) =>
      hasEffects(inv.def.body) ? null : HoldsMemo.over(invariantReads[i]!, this.codec.offsets, layouts),
    );
    this.constraintReads = Int32Array.from(
      compiled.entries.constraints.map((con) => readsOf(con.def)),
      maskOf,
    );
    this.levelOnly = Uint8Array.from(compiled.entries.constraints, (con) => {
      const reads = predicateReads(con.def.body);
      return reads !== null && reads.level && reads.variables.size === 0 ? 1 : 0;
    });
    this.lastLevel = new Int32Array(this.levelOnly.length).fill(-1);
    this.heldAtLastLevel = new Uint8Array(this.levelOnly.length);
    if (factory !== undefined) this.factory = factory;
  }

  initialStates(sink: StateSink): boolean {
    this.sink = sink;
    this.next.fill(UNSET as never);
    return this.program.init(this.next, this.emitInitial);
  }

  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    return this.enumerate(source, sourceOffset, sink, null);
  }

  /**
   * The same successors, an action's handed over as a repeat where an earlier
   * source differed only in the action's dead variables (repeat-cache.ts).
   */
  successorsWithRepeats(source: Uint8Array, sourceOffset: number, sink: RepeatSink): boolean {
    return this.enumerate(source, sourceOffset, sink, sink);
  }

  private enumerate(source: Uint8Array, sourceOffset: number, sink: StateSink, repeats: RepeatSink | null): boolean {
    this.sink = sink;
    this.view.load(source, sourceOffset, 0);
    this.codec.prepare(this.view, sink.target, sink.targetOffset);
    this.emitting = false;
    // a path sets every variable before it emits; only code that tracks what is set while it runs (\A as an action) reads UNSET
    if (this.nextNeedsReset) this.next.fill(UNSET as never);
    this.repeats.startEnumeration(repeats, source, sourceOffset);
    return this.program.next(this.view, this.next, this.emitSuccessor, this.repeats);
  }

  firstViolatedInvariant(state: Uint8Array, offset: number, invariants: Int32Array): number {
    const view = this.checkView;
    let loaded = false;
    const checks = this.program.invariants;
    for (let i = 0; i < invariants.length; i++) {
      const id = invariants[i] as number;
      if (this.invariantsAlwaysTrue[id] === true || (this.emitting && this.unchanged(this.invariantReads[id]!))) continue;
      const memo = this.invariantMemos[id]!;
      if (memo !== null && memo.holds(state, offset)) continue;
      // the state is decoded only for an invariant that is evaluated
      if (!loaded) view.load(state, offset, 0);
      loaded = true;
      if (!checks[id]!(view)) return i;
      if (memo !== null) memo.remember(state, offset);
    }
    return -1;
  }

  firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number {
    const view = this.checkView;
    let loaded = false;
    const checks = this.program.constraints;
    for (let i = 0; i < constraints.length; i++) {
      const id = constraints[i] as number;
      if (this.emitting && this.unchanged(this.constraintReads[id]!)) continue;
      if (this.levelOnly[id] === 1 && this.lastLevel[id] === level) {
        if (this.heldAtLastLevel[id] === 0) return i;
        continue;
      }
      if (!loaded) view.load(state, offset, level);
      loaded = true;
      const holds = checks[id]!(view);
      if (this.levelOnly[id] === 1) {
        this.lastLevel[id] = level;
        this.heldAtLastLevel[id] = holds ? 1 : 0;
      }
      if (!holds) return i;
    }
    return -1;
  }

  /** Whether the successor being emitted left every variable of this mask as its parent had it. */
  private unchanged(reads: number): boolean {
    return reads !== EVERY_TIME && (this.changed & reads) === 0;
  }

  /** The state's variables as runtime values. */
  values(state: Uint8Array, offset: number): Value[] {
    return this.codec.decodeAll(state, offset);
  }

  toTla(state: Uint8Array, offset: number): TlaState {
    const values = this.values(state, offset);
    const result: Record<string, ReturnType<typeof toTlaValue>> = {};
    this.variableNames.forEach((name, i) => (result[name] = toTlaValue(values[i]!)));
    return result;
  }

  fromTla(values: TlaState, target: Uint8Array, offset: number): void {
    const next = this.variableNames.map((name) => fromTlaValue(values[name]!));
    this.codec.writeInitial(next, target, offset);
  }

  /** The properties of the model file and the specification's fairness, as the liveness checker takes them. */
  temporal(): { properties: TemporalProperty[]; fairness: FairnessCondition[] } {
    return compiledTemporal(this.compiled, this.specialised.programSource, this.program, this.predicateView, this.actionNames);
  }

  /** ENABLED <<A>>_v of an action a fairness condition names, by A's own definition (the engine's fairness asks). */
  actionEnabled(actionId: number, state: Uint8Array, offset: number): boolean {
    const name = this.actionNames[actionId];
    const index = this.compiled.entries.fairness.findIndex((fair) => fair.action.kind === 'call' && fair.action.def.name === name);
    if (index < 0) return false;
    this.enabledView.load(state, offset, 0);
    this.enabledNext.fill(UNSET as never);
    return this.program.enabled[index]!(this.enabledView, this.enabledNext);
  }

  describeStep(actionId: number): string {
    return this.actionNames[actionId] ?? 'Init';
  }
}
