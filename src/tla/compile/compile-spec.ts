/**
 * A spec compiled for a model: the modules read and resolved, the model
 * file's constants and names bound, TLC's string order installed, the
 * ASSUMEs checked, and the program generated. What `CompiledModel` runs.
 */
import { SpecError } from '../errors.js';
import { loadModules, type LoadedModules, type ModuleSource } from '../semantic/load-modules.js';
import { resolveSpec, type ResolvedSpec } from '../semantic/resolve-spec.js';
import type { SourceRange } from '../syntax/ast.js';
import { installStringOrder } from '../values/string-order.js';
import { bindModel, type ConfigBindings, type ConstantBinding } from './bind-model.js';
import { entryPoints, type EntryNames, type EntryPoints } from './entry-points.js';
import { instantiate, programSource, type Program, type ProgramSource } from './program.js';
import { configValue, runtime } from '../runtime/runtime.js';
import { stringsInOrder } from './string-table.js';
import { TlcEvaluationError } from '../values/errors.js';
import { NO_PACKING, type Packing } from '../codegen/expression-code.js';
import type { Ir } from '../semantic/ir.js';
import { Levels } from '../semantic/levels.js';
import { hasReader } from '../layout/codec.js';
import { layoutOfSet } from '../layout/hints.js';
import type { Layout } from '../layout/layout.js';
import type { Value } from '../values/value.js';
import { typeHints, type TypeHint } from './type-hints.js';

/** What a compiled spec is made from: everything a worker thread needs to compile the same program (structured-cloneable). */
export interface SpecSource {
  readonly rootModule: string;
  /** Each module's file and text, by module name. */
  readonly modules: readonly { readonly name: string; readonly file: string; readonly text: string }[];
  readonly config: ConfigBindings & EntryNames;
}

export interface CompiledSpec {
  readonly source: SpecSource;
  /** The modules as read and parsed. */
  readonly loaded: LoadedModules;
  readonly resolved: ResolvedSpec;
  readonly entries: EntryPoints;
  /** The program with no knowledge of the packed layout: Init's values, the ASSUMEs, the type hints' sets. */
  readonly base: { readonly programSource: ProgramSource; readonly program: Program };
  /** For each variable, the layout its type invariant gives (null: none), and the conjunct it proves when exact. */
  readonly typeLayouts: readonly ({ readonly layout: Layout; readonly conjunct: Ir | null } | null)[];
  readonly variableNames: readonly string[];
  /** The program specialised to a packed layout (reads from the bytes, conjuncts the layout proves skipped). */
  programFor(layouts: readonly Layout[]): { readonly programSource: ProgramSource; readonly program: Program };
}

/** A false ASSUME (TLC: "Assumption line L, col C to line L2, col C2 of module M is false.", exit 10). */
export class AssumptionFalseError extends Error {
  override readonly name = 'AssumptionFalseError';
  constructor(readonly at: SourceRange) {
    super(`Assumption line ${at.line}, col ${at.column} to line ${at.endLine}, col ${at.endColumn} of module ${at.module} is false.`);
  }
}

/** Reads the root module beside the model file (and what it extends) into a SpecSource. */
export async function readSpecSource(folder: string, rootModule: string, config: ConfigBindings & EntryNames): Promise<SpecSource> {
  const loaded = await loadModules(rootModule, { kind: 'folder', folder });
  const modules = [...loaded.texts].map(([name, { file, text }]) => ({ name, file, text }));
  return { rootModule, modules, config };
}

export async function compileSpec(source: SpecSource): Promise<CompiledSpec> {
  const texts = new Map(source.modules.map((m) => [m.name, { file: m.file, text: m.text }]));
  const moduleSource: ModuleSource = { kind: 'texts', texts };
  const loaded = await loadModules(source.rootModule, moduleSource);
  installStringOrder(stringsInOrder(loaded, source.config));
  const resolved = resolveSpec(loaded);
  const bindings = bindModel(resolved, source.config);
  const entries = entryPoints(resolved, source.config);
  const constantOf = (index: number) => constantValueOf(bindings[index]!);
  const hints = typeHints(resolved, entries, new Levels());
  const baseSource = programSource(resolved, entries, constantOf, { packing: NO_PACKING, hintSets: hints.map((hint) => hint.set) });
  const base = { programSource: baseSource, program: instantiate(baseSource, runtime) };
  checkAssumptions(resolved, base.program);
  const typeLayouts = layoutsOfHints(hints, base.program, resolved.variables.length);
  const specialised = new Map<string, { programSource: ProgramSource; program: Program }>();
  const programFor = (layouts: readonly Layout[]) => {
    const key = JSON.stringify(layouts.map((layout) => describeLayoutKey(layout)));
    let made = specialised.get(key);
    if (made === undefined) {
      const packing = packingOf(layouts, typeLayouts);
      const specialisedSource = programSource(resolved, entries, constantOf, { packing, hintSets: [] });
      made = { programSource: specialisedSource, program: instantiate(specialisedSource, runtime) };
      specialised.set(key, made);
    }
    return made;
  };
  return { source, loaded, resolved, entries, base, typeLayouts, variableNames: resolved.variables.map((v) => v.name), programFor };
}

/** Each variable's layout from its first type hint whose set gives one. */
function layoutsOfHints(hints: readonly TypeHint[], program: Program, count: number): ({ layout: Layout; conjunct: Ir | null } | null)[] {
  const layouts: ({ layout: Layout; conjunct: Ir | null } | null)[] = Array.from({ length: count }, () => null);
  hints.forEach((hint, i) => {
    if (layouts[hint.variable] !== null) return;
    let set: Value;
    try {
      set = program.hints[i]!() as Value;
    } catch {
      return; // a set TLC could not compute either: no hint, the error comes when the invariant is checked
    }
    const made = layoutOfSet(set);
    if (made !== null) layouts[hint.variable] = { layout: made.layout, conjunct: made.exact ? hint.conjunct : null };
  });
  return layouts;
}

/** What generated code may take from the layouts: readers, and the conjuncts proven by layouts still as the type made them. */
function packingOf(layouts: readonly Layout[], typeLayouts: CompiledSpec['typeLayouts']): Packing {
  const readable = new Set<number>();
  const proven = new Set<Ir>();
  layouts.forEach((layout, i) => {
    if (hasReader(layout)) readable.add(i);
    const typed = typeLayouts[i];
    if (typed?.conjunct != null && typed.layout === layout) proven.add(typed.conjunct);
  });
  const scalarOf = (variable: number, element: boolean): 'int' | 'bool' | 'str' | null => {
    let layout = layouts[variable];
    if (layout === undefined) return null;
    if (element) layout = layout.kind === 'function' ? layout.range : layout.kind === 'tuple' ? layout.elements[0] : undefined;
    if (layout === undefined) return null;
    if (layout.kind === 'int') return 'int';
    if (layout.kind === 'bool') return 'bool';
    if (layout.kind === 'enum' && layout.values.every((value) => typeof value === 'string')) return 'str';
    return null;
  };
  return { readable, proven, scalarOf };
}

/** Layouts with the same key pack alike (enum values by identity are compared by their index). */
function describeLayoutKey(layout: Layout): unknown {
  return JSON.stringify(layout, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { tag?: unknown }).tag !== undefined
      ? `#${String((value as { name?: unknown }).name)}`
      : value,
  );
}

function constantValueOf(
  binding: ConstantBinding,
): { value: unknown } | { def: NonNullable<Extract<ConstantBinding, { kind: 'definition' }>['def']> } {
  return binding.kind === 'value' ? { value: configValue(binding.value) } : { def: binding.def };
}

/** Evaluates every ASSUME, as TLC does before the search: a false one is TLC's exit 10, one that fails to evaluate its error. */
function checkAssumptions(resolved: ResolvedSpec, program: Program): void {
  resolved.assumptions.forEach((assumption, i) => {
    let holds: boolean;
    try {
      holds = program.assumptions[i]!();
    } catch (error) {
      if (error instanceof TlcEvaluationError || error instanceof SpecError) throw error;
      throw error;
    }
    if (!holds) throw new AssumptionFalseError(assumption.expr.at);
  });
}
