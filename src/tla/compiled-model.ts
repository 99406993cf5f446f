/**
 * A compiled spec as the engine's Model: the generated program enumerates
 * initial states and successors as TLA+ values, and the generated codec packs
 * them into states of a fixed layout. A value that does not fit the layout
 * fails the search with a LayoutOverflow (see checkCompiled): the layout is
 * widened and the search run again.
 */
import type { Model, ModelFactory, StateSink } from '../engine/model.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import type { CompiledSpec } from './compile/compile-spec.js';
import type { Program } from './compile/program.js';
import { instantiateCodec, type Codec } from './layout/instantiate-codec.js';
import type { Layout } from './layout/layout.js';
import { fromTlaValue, runtime, toTlaValue, UNSET } from './runtime/runtime.js';
import type { Value } from './values/value.js';

/** The view of a state the generated code reads (codec.ts's View). */
interface StateView {
  load(source: Uint8Array, offset: number, level: number): void;
}

export class CompiledModel implements Model {
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
  private readonly next: Value[];
  private sink: StateSink | null = null;
  private readonly emitSuccessor = (actionId: number): boolean => {
    const sink = this.sink!;
    this.codec.write(this.next, this.view, sink.target, sink.targetOffset);
    return sink.emit(actionId);
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
    this.program = compiled.program;
    this.codec = instantiateCodec(layouts);
    this.stateBytes = this.codec.stateBytes;
    this.variableNames = compiled.variableNames;
    this.actionNames = compiled.programSource.actionNames;
    this.invariantNames = compiled.entries.invariants.map((inv) => inv.name);
    this.constraintNames = compiled.entries.constraints.map((con) => con.name);
    this.view = new this.codec.View() as StateView;
    this.checkView = new this.codec.View() as StateView;
    this.next = new Array<Value>(this.variableNames.length).fill(UNSET as never);
    if (factory !== undefined) this.factory = factory;
  }

  initialStates(sink: StateSink): boolean {
    this.sink = sink;
    this.next.fill(UNSET as never);
    return this.program.init(this.next, this.emitInitial);
  }

  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean {
    this.sink = sink;
    this.view.load(source, sourceOffset, 0);
    this.next.fill(UNSET as never);
    return this.program.next(this.view, this.next, this.emitSuccessor);
  }

  firstViolatedInvariant(state: Uint8Array, offset: number, invariants: Int32Array): number {
    if (invariants.length === 0) return -1;
    const view = this.checkView;
    view.load(state, offset, 0);
    const checks = this.program.invariants;
    for (let i = 0; i < invariants.length; i++) if (!checks[invariants[i] as number]!(view)) return i;
    return -1;
  }

  firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number {
    if (constraints.length === 0) return -1;
    const view = this.checkView;
    view.load(state, offset, level);
    const checks = this.program.constraints;
    for (let i = 0; i < constraints.length; i++) if (!checks[constraints[i] as number]!(view)) return i;
    return -1;
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

  describeStep(actionId: number): string {
    return this.actionNames[actionId] ?? 'Init';
  }
}

export { runtime };
