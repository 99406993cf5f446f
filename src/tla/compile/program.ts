/**
 * The whole generated program of a spec: Init and Next as enumerators of
 * states, the invariants and constraints as predicates, the ASSUMEs, and
 * ENABLED for the fairness conditions, in one JavaScript text with its pool
 * of values. The text is compiled once per thread with `new Function`.
 */
import { ActionCode, wrapRepeats, type PathState } from '../codegen/action-code.js';
import { withLocals, type CodeContext } from '../codegen/context.js';
import { Definitions } from '../codegen/definitions.js';
import { ExpressionCode, NO_PACKING, type Packing } from '../codegen/expression-code.js';
import { ProgramText } from '../codegen/program-text.js';
import type { Ir, IrDefinition } from '../semantic/ir.js';
import { Levels } from '../semantic/levels.js';
import { currentVariablesRead } from '../semantic/variables-read.js';
import type { ResolvedSpec } from '../semantic/resolve-spec.js';
import type { SourceRange } from '../syntax/ast.js';
import type { EntryPoints } from './entry-points.js';
import { TemporalTranslator, type FormulaTemplate } from './temporal.js';

export interface ProgramSource {
  readonly body: string;
  readonly pool: readonly unknown[];
  /** Action names by id (the disjunct of Next each successor comes from). */
  readonly actionNames: readonly string[];
  /** Where each action is written (TLC's `<Name line L, col C to line L2, col C2 of module M>`). */
  readonly actionLocations: readonly SourceRange[];
  /** The properties as formulas over the program's predicates (`predicates[i]`). */
  readonly properties: readonly { readonly name: string; readonly formula: FormulaTemplate }[];
  /** Where each predicate is written (its name in messages is its text there). */
  readonly predicateLocations: readonly SourceRange[];
  /** The bound variables each predicate takes as arguments (ids of the template's quantifiers). */
  readonly predicateParams: readonly (readonly number[])[];
  /** Whether Next has code that tracks which variables are set while it runs (so N must start UNSET). */
  readonly tracksSetWhileRunning: boolean;
  /** Actions entered as a whole disjunct of Next, with their dead variables (set on every path, never read): see repeat-cache.ts. */
  readonly repeats: readonly { readonly actionId: number; readonly dead: readonly number[] }[];
  /** Per invariant, whether its code is `true` for every state the layouts can hold (TypeOK proved by the layouts): never evaluated. */
  readonly invariantsAlwaysTrue: readonly boolean[];
  /** The exported names: `init`, `next`, `inv0`.., `con0`.., `assume0`.., `enabled0`... */
  readonly invariantCount: number;
  readonly constraintCount: number;
  readonly assumptionCount: number;
  readonly fairnessCount: number;
}

/** The compiled program's functions, once instantiated. */
export interface Program {
  init(N: unknown[], emit: (actionId: number) => boolean): boolean;
  next(S: unknown, N: unknown[], emit: (actionId: number) => boolean, repeats: unknown): boolean;
  readonly invariants: readonly ((S: unknown) => boolean)[];
  readonly constraints: readonly ((S: unknown) => boolean)[];
  readonly assumptions: readonly (() => boolean)[];
  /** ENABLED <<A>>_v of each fairness condition's action, at the state S. */
  readonly enabled: readonly ((S: unknown, N: unknown[]) => boolean)[];
  /** The type hints' sets (ProgramOptions.hintSets), computed. */
  readonly hints: readonly (() => unknown)[];
  /** The properties' state predicates (their arguments: the enclosing quantifiers' values). */
  readonly predicates: readonly ((S: unknown, ...bound: unknown[]) => boolean)[];
  /** The elements of the constant sets the properties' quantifiers range over. */
  readonly temporalSets: readonly (() => readonly unknown[])[];
}

const ROOT_STATE: CodeContext = {
  state: 'S',
  next: 'N',
  primed: false,
  assigned: new Set(),
  init: false,
  locals: new Map(),
  letFunctions: new Map(),
  level: 'S.level',
};

/** A declared constant's value: a runtime value, or the definition the model file replaces the constant by. */
export type ConstantSource = { readonly value: unknown } | { readonly def: IrDefinition };

/** What the program is generated for beyond the spec: the packed layout's shortcuts, and the type hints' sets to compute. */
export interface ProgramOptions {
  readonly packing: Packing;
  /** Constant sets the program computes for the layouts (`hints[i]()`). */
  readonly hintSets: readonly Ir[];
}

export function programSource(
  spec: ResolvedSpec,
  entries: EntryPoints,
  constantOf: (index: number) => ConstantSource,
  options: ProgramOptions = { packing: NO_PACKING, hintSets: [] },
): ProgramSource {
  return new ProgramWriter(spec, entries, constantOf, options).source();
}

const STATE_ONLY: CodeContext = { ...ROOT_STATE, next: null };
const CONSTANT_LEVEL: CodeContext = { ...ROOT_STATE, state: null, next: null, level: null };

/** Writes the program's functions into one text, numbering the actions as Next's paths reach them. */
class ProgramWriter {
  private readonly text = new ProgramText();
  private readonly levels = new Levels();
  private readonly expressions: ExpressionCode;
  private readonly actions: ActionCode;
  private readonly variableCount: number;
  /** Action names by id, and where each is written. */
  private readonly labels: string[] = [];
  private readonly locations: SourceRange[] = [];
  /** Where each global definition is written, by name (an action's location). */
  private readonly locationOf = new Map<string, SourceRange>();
  /** What each action sets on every path to an emission (for its dead variables, see repeat-cache.ts). */
  private readonly setOnEveryPath = new Map<string, Set<number>>();
  private readonly temporal: TemporalTranslator;

  constructor(
    private readonly spec: ResolvedSpec,
    private readonly entries: EntryPoints,
    constantOf: (index: number) => ConstantSource,
    private readonly options: ProgramOptions,
  ) {
    const { text, levels } = this;
    const definitions = new Definitions(text, levels);
    const variableNames = spec.variables.map((v) => v.name);
    this.variableCount = variableNames.length;
    const constantCode = (index: number, c: CodeContext) => {
      const source = constantOf(index);
      return 'value' in source ? text.constant(source.value) : definitions.callCode(source.def, [], c, source.def.at);
    };
    this.expressions = new ExpressionCode(text, definitions, variableNames, constantCode, levels, options.packing);
    definitions.attach(this.expressions);
    this.actions = new ActionCode(this.expressions, levels, variableNames.length, variableNames);
    this.actions.labelId = (label, def) => this.idOf(label, def.at);
    for (const def of spec.definitions.values()) if (!def.inLet) this.locationOf.set(def.name, def.at);
    let enabledCount = 0;
    definitions.enabledCode = (action, c, at) => this.enabledExpression(`enabledExpr${enabledCount++}`, action, c, at);
    this.temporal = new TemporalTranslator(levels);
  }

  source(): ProgramSource {
    const { spec, entries, options, text, temporal } = this;
    this.writeInit();
    const repeats = this.writeNext();
    const invariantsAlwaysTrue = this.writePredicates();
    this.writeFairness();
    options.hintSets.forEach((set, i) =>
      text.declare(`hint${i}`, `function hint${i}() { return ${this.expressions.value(set, CONSTANT_LEVEL)}; }`),
    );
    const properties = this.writeProperties();
    const list = (prefix: string, count: number) => `[${Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(', ')}]`;
    const body = text.body({
      init: 'init',
      next: 'next',
      invariants: list('inv', entries.invariants.length),
      constraints: list('con', entries.constraints.length),
      assumptions: list('assume', spec.assumptions.length),
      enabled: list('enabled', entries.fairness.length),
      hints: list('hint', options.hintSets.length),
      predicates: list('pred', temporal.predicates.length),
      temporalSets: list('tset', temporal.sets.length),
    });
    return {
      body,
      pool: text.values(),
      actionNames: this.labels,
      actionLocations: this.locations,
      repeats,
      tracksSetWhileRunning: this.actions.tracksSetWhileRunning,
      properties,
      predicateLocations: temporal.predicates.map((predicate) => predicate.at),
      predicateParams: temporal.predicates.map((predicate) => predicate.params),
      invariantsAlwaysTrue,
      invariantCount: entries.invariants.length,
      constraintCount: entries.constraints.length,
      assumptionCount: spec.assumptions.length,
      fairnessCount: entries.fairness.length,
    };
  }

  private idOf(label: string, at: SourceRange): number {
    let id = this.labels.indexOf(label);
    if (id < 0) {
      id = this.labels.length;
      this.labels.push(label);
      this.locations.push(at);
    }
    return id;
  }

  /** ENABLED A (in a property or an invariant): true when A has a successor. */
  private enabledExpression(name: string, action: Ir, c: CodeContext, at: SourceRange): string {
    const start: PathState = {
      c: { ...ROOT_STATE, locals: c.locals, letFunctions: c.letFunctions },
      label: '',
      labelFixed: true,
      inlining: new Set(),
    };
    const body = this.actions.action(action, start, (s) => this.actions.complete(s, { emit: () => 'return false;' }, at));
    this.text.declare(name, `function ${name}(S) { const N = new Array(${this.variableCount}).fill(rt.UNSET); ${body}\nreturn true; }`);
    return `!${name}(${c.state ?? 'null'})`;
  }

  private writeInit(): void {
    const { init } = this.entries;
    const start: PathState = { c: { ...ROOT_STATE, state: null, init: true }, label: 'Init', labelFixed: true, inlining: new Set() };
    const body = this.actions.action(init.def.body, start, (s) =>
      this.actions.complete(s, { emit: () => 'if (!emit(-1)) return false;' }, init.def.at),
    );
    this.text.declare('init', `function init(N, emit) {\n${body}\nreturn true; }`);
  }

  /** Next, with the actions' repeat entries and their dead variables. */
  private writeNext(): ProgramSource['repeats'] {
    const { next } = this.entries;
    const start: PathState = { c: ROOT_STATE, label: next.name, labelFixed: false, inlining: new Set(), tail: true };
    const emit = (label: string, state: PathState) => {
      this.noteSet(label, state);
      return `if (!emit(${this.idOf(label, this.locationOf.get(label) ?? next.def.at)})) return false;`;
    };
    const body = this.actions.action(next.def.body, start, (s) => this.actions.complete(s, { emit }, next.def.at));
    const repeats = this.actions.repeatEntries.map((entry) => {
      const reads = currentVariablesRead(entry.def.body);
      const set = this.setOnEveryPath.get(entry.label) ?? new Set<number>();
      const dead = reads === null ? [] : [...set].filter((i) => !reads.has(i)).sort((a, b) => a - b);
      return { actionId: this.labels.indexOf(entry.label), dead };
    });
    // only an action with dead variables can repeat (repeat-cache.ts): the others are not wrapped in the cache's calls
    const cached = new Set(repeats.filter((entry) => entry.dead.length > 0).map((entry) => entry.actionId));
    this.text.declare('next', `function next(S, N, emit, R) {\n${wrapRepeats(body, cached)}\nreturn true; }`);
    return repeats;
  }

  private noteSet(label: string, s: PathState): void {
    const set = new Set([...(s.c.assigned ?? [])].filter((i) => s.c.same?.has(i) !== true && s.c.patched?.has(i) !== true));
    const known = this.setOnEveryPath.get(label);
    this.setOnEveryPath.set(label, known === undefined ? set : new Set([...known].filter((i) => set.has(i))));
  }

  /** The invariants, constraints and ASSUMEs; returns which invariants' code is `true` whatever the state. */
  private writePredicates(): boolean[] {
    const { text, expressions } = this;
    const predicate = (name: string, ir: Ir) => {
      const code = expressions.boolean(ir, STATE_ONLY);
      text.declare(name, `function ${name}(S) { return ${code}; }`);
      return /^[\s(]*true[\s)]*(?:&&[\s(]*true[\s)]*)*$/.test(code);
    };
    const alwaysTrue = this.entries.invariants.map((inv, i) => predicate(`inv${i}`, inv.def.body));
    this.entries.constraints.forEach((con, i) => predicate(`con${i}`, con.def.body));
    this.spec.assumptions.forEach((assumption, i) =>
      text.declare(`assume${i}`, `function assume${i}() { return ${expressions.boolean(assumption.expr, CONSTANT_LEVEL)}; }`),
    );
    return alwaysTrue;
  }

  /** ENABLED <<A>>_v for each fairness condition: a successor of A that changes v. */
  private writeFairness(): void {
    this.entries.fairness.forEach((fair, i) => {
      const start: PathState = { c: ROOT_STATE, label: '', labelFixed: true, inlining: new Set() };
      const changes = (s: PathState) => `if (!${this.expressions.unchangedTest(fair.sub, { ...s.c })}) return false;`;
      const body = this.actions.action(fair.action, start, (s) => this.actions.complete(s, { emit: () => changes(s) }, fair.at));
      this.text.declare(`enabled${i}`, `function enabled${i}(S, N) { return !(() => {\n${body}\nreturn true; })(); }`);
    });
  }

  /** The properties as formulas, with their state predicates and the constant sets their quantifiers range over. */
  private writeProperties(): ProgramSource['properties'] {
    const { temporal, text, expressions } = this;
    const properties = this.entries.properties.map((property) => ({ name: property.name, formula: temporal.formula(property.def.body) }));
    temporal.predicates.forEach((predicate, i) => {
      const params = predicate.params.map((id) => `b${id}`);
      const c = withLocals(
        STATE_ONLY,
        predicate.params.map((id) => [id, `b${id}`] as const),
      );
      text.declare(`pred${i}`, `function pred${i}(${['S', ...params].join(', ')}) { return ${expressions.boolean(predicate.ir, c)}; }`);
    });
    temporal.sets.forEach((set, i) =>
      text.declare(`tset${i}`, `function tset${i}() { return rt.elements(${expressions.value(set, CONSTANT_LEVEL)}, null); }`),
    );
    return properties;
  }
}

/** Compiles the program's text in this thread. */
export function instantiate(source: ProgramSource, runtime: unknown): Program {
  // the text is made by programSource from the spec's structure only: names and literals are in the pool
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiling generated code is this module's purpose
  const make = new Function('rt', 'P', source.body) as (rt: unknown, pool: readonly unknown[]) => Program;
  return make(runtime, source.pool);
}
