/**
 * The whole generated program of a spec: Init and Next as enumerators of
 * states, the invariants and constraints as predicates, the ASSUMEs, and
 * ENABLED for the fairness conditions, in one JavaScript text with its pool
 * of values. The text is compiled once per thread with `new Function`.
 */
import { ActionCode, type PathState } from '../codegen/action-code.js';
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

const ROOT_STATE: CodeContext = { state: 'S', next: 'N', primed: false, assigned: new Set(), init: false, locals: new Map(), letFunctions: new Map(), level: 'S.level' };

/** A declared constant's value: a runtime value, or the definition the model file replaces the constant by. */
export type ConstantSource = { readonly value: unknown } | { readonly def: IrDefinition };

/** What the program is generated for beyond the spec: the packed layout's shortcuts, and the type hints' sets to compute. */
export interface ProgramOptions {
  readonly packing: Packing;
  /** Constant sets the program computes for the layouts (`hints[i]()`). */
  readonly hintSets: readonly Ir[];
}

export function programSource(spec: ResolvedSpec, entries: EntryPoints, constantOf: (index: number) => ConstantSource, options: ProgramOptions = { packing: NO_PACKING, hintSets: [] }): ProgramSource {
  const text = new ProgramText();
  const levels = new Levels();
  const definitions = new Definitions(text, levels);
  const variableNames = spec.variables.map((v) => v.name);
  const constantCode = (index: number, c: CodeContext) => {
    const source = constantOf(index);
    return 'value' in source ? text.constant(source.value) : definitions.callCode(source.def, [], c, source.def.at);
  };
  const expressions = new ExpressionCode(text, definitions, variableNames, constantCode, levels, options.packing);
  definitions.attach(expressions);
  const actions = new ActionCode(expressions, levels, variableNames.length, variableNames);
  const labels: string[] = [];
  const locations: SourceRange[] = [];
  const idOf = (label: string, at: SourceRange) => {
    let id = labels.indexOf(label);
    if (id < 0) {
      id = labels.length;
      labels.push(label);
      locations.push(at);
    }
    return id;
  };
  const locationOf = new Map<string, SourceRange>();
  const noteLocations = (def: IrDefinition) => locationOf.set(def.name, def.at);
  for (const def of spec.definitions.values()) if (!def.inLet) noteLocations(def);

  // ENABLED A (in a property or an invariant): true when A has a successor
  let enabledCount = 0;
  definitions.enabledCode = (action: Ir, c: CodeContext, at: SourceRange) => {
    const name = `enabledExpr${enabledCount++}`;
    const start: PathState = { c: { ...ROOT_STATE, locals: c.locals, letFunctions: c.letFunctions }, label: '', labelFixed: true, inlining: new Set() };
    const body = actions.action(action, start, (s) => actions.complete(s, { emit: () => 'return false;' }, at));
    text.declare(name, `function ${name}(S) { const N = new Array(${variableNames.length}).fill(rt.UNSET); ${body}\nreturn true; }`);
    return `!${name}(${c.state ?? 'null'})`;
  };

  const initStart: PathState = { c: { ...ROOT_STATE, state: null, init: true }, label: 'Init', labelFixed: true, inlining: new Set() };
  const initBody = actions.action(entries.init.def.body, initStart, (s) => actions.complete(s, { emit: () => 'if (!emit(-1)) return false;' }, entries.init.def.at));
  text.declare('init', `function init(N, emit) {\n${initBody}\nreturn true; }`);

  // what each action sets on each path to an emission (for its dead variables, see repeat-cache.ts)
  const setOnEveryPath = new Map<string, Set<number>>();
  const noteSet = (label: string, s: PathState) => {
    const set = new Set([...(s.c.assigned ?? [])].filter((i) => s.c.same?.has(i) !== true && s.c.patched?.has(i) !== true));
    const known = setOnEveryPath.get(label);
    setOnEveryPath.set(label, known === undefined ? set : new Set([...known].filter((i) => set.has(i))));
  };
  actions.labelId = (label, def) => idOf(label, def.at);
  const nextStart: PathState = { c: ROOT_STATE, label: entries.next.name, labelFixed: false, inlining: new Set(), tail: true };
  const nextBody = actions.action(entries.next.def.body, nextStart, (s) =>
    actions.complete(s, { emit: (label, state) => { noteSet(label, state); return `if (!emit(${idOf(label, locationOf.get(label) ?? entries.next.def.at)})) return false;`; } }, entries.next.def.at),
  );
  text.declare('next', `function next(S, N, emit, R) {\n${nextBody}\nreturn true; }`);
  const repeats = actions.repeatEntries.map((entry) => {
    const reads = currentVariablesRead(entry.def.body);
    const set = setOnEveryPath.get(entry.label) ?? new Set<number>();
    const dead = reads === null ? [] : [...set].filter((i) => !reads.has(i)).sort((a, b) => a - b);
    return { actionId: labels.indexOf(entry.label), dead };
  });

  const predicate = (name: string, ir: Ir, c: CodeContext) => text.declare(name, `function ${name}(S) { return ${expressions.boolean(ir, c)}; }`);
  const stateOnly: CodeContext = { ...ROOT_STATE, next: null };
  entries.invariants.forEach((inv, i) => predicate(`inv${i}`, inv.def.body, stateOnly));
  entries.constraints.forEach((con, i) => predicate(`con${i}`, con.def.body, stateOnly));
  const constant: CodeContext = { ...ROOT_STATE, state: null, next: null, level: null };
  spec.assumptions.forEach((assumption, i) => text.declare(`assume${i}`, `function assume${i}() { return ${expressions.boolean(assumption.expr, constant)}; }`));

  // ENABLED <<A>>_v for each fairness condition: a successor of A that changes v
  entries.fairness.forEach((fair, i) => {
    const start: PathState = { c: ROOT_STATE, label: '', labelFixed: true, inlining: new Set() };
    const changes = (s: PathState) => `if (!${expressions.unchangedTest(fair.sub, { ...s.c })}) return false;`;
    const body = actions.action(fair.action, start, (s) => actions.complete(s, { emit: () => changes(s) }, fair.at));
    text.declare(`enabled${i}`, `function enabled${i}(S, N) { return !(() => {\n${body}\nreturn true; })(); }`);
  });

  options.hintSets.forEach((set, i) => text.declare(`hint${i}`, `function hint${i}() { return ${expressions.value(set, constant)}; }`));

  // the properties' state predicates
  const temporal = new TemporalTranslator(levels);
  const properties = entries.properties.map((property) => ({ name: property.name, formula: temporal.formula(property.def.body) }));
  temporal.predicates.forEach((predicate, i) => {
    const params = predicate.params.map((id) => `b${id}`);
    const c = withLocals(stateOnly, predicate.params.map((id) => [id, `b${id}`] as const));
    text.declare(`pred${i}`, `function pred${i}(${['S', ...params].join(', ')}) { return ${expressions.boolean(predicate.ir, c)}; }`);
  });
  temporal.sets.forEach((set, i) => text.declare(`tset${i}`, `function tset${i}() { return rt.elements(${expressions.value(set, constant)}, null); }`));

  const list = (prefix: string, count: number) => `[${Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(', ')}]`;
  const body = text.body({
    init: 'init', next: 'next',
    invariants: list('inv', entries.invariants.length),
    constraints: list('con', entries.constraints.length),
    assumptions: list('assume', spec.assumptions.length),
    enabled: list('enabled', entries.fairness.length),
    hints: list('hint', options.hintSets.length),
    predicates: list('pred', temporal.predicates.length),
    temporalSets: list('tset', temporal.sets.length),
  });
  return {
    body, pool: text.values(), actionNames: labels, actionLocations: locations, repeats, tracksSetWhileRunning: actions.tracksSetWhileRunning,
    properties, predicateLocations: temporal.predicates.map((predicate) => predicate.at), predicateParams: temporal.predicates.map((predicate) => predicate.params),
    invariantCount: entries.invariants.length, constraintCount: entries.constraints.length,
    assumptionCount: spec.assumptions.length, fairnessCount: entries.fairness.length,
  };
}

/** Compiles the program's text in this thread. */
export function instantiate(source: ProgramSource, runtime: unknown): Program {
  // the text is made by programSource from the spec's structure only: names and literals are in the pool
  const make = new Function('rt', 'P', source.body) as (rt: unknown, pool: readonly unknown[]) => Program;
  return make(runtime, source.pool);
}
