/**
 * A spec compiled for a model: the modules read and resolved, the model
 * file's constants and names bound, TLC's string order installed, the
 * ASSUMEs checked, and the program generated. What `CompiledModel` runs.
 */
import { SpecError } from '../errors.js';
import { loadModules, type ModuleSource } from '../semantic/load-modules.js';
import { resolveSpec, type ResolvedSpec } from '../semantic/resolve-spec.js';
import type { SourceRange } from '../syntax/ast.js';
import { installStringOrder } from '../values/string-order.js';
import { bindModel, type ConfigBindings, type ConstantBinding } from './bind-model.js';
import { entryPoints, type EntryNames, type EntryPoints } from './entry-points.js';
import { instantiate, programSource, type Program, type ProgramSource } from './program.js';
import { configValue, runtime } from '../runtime/runtime.js';
import { stringsInOrder } from './string-table.js';
import { TlcEvaluationError } from '../values/errors.js';

/** What a compiled spec is made from: everything a worker thread needs to compile the same program (structured-cloneable). */
export interface SpecSource {
  readonly rootModule: string;
  /** Each module's file and text, by module name. */
  readonly modules: readonly { readonly name: string; readonly file: string; readonly text: string }[];
  readonly config: ConfigBindings & EntryNames;
}

export interface CompiledSpec {
  readonly source: SpecSource;
  readonly resolved: ResolvedSpec;
  readonly entries: EntryPoints;
  readonly programSource: ProgramSource;
  readonly program: Program;
  readonly variableNames: readonly string[];
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
  installStringOrder(stringsInOrder(loaded));
  const resolved = resolveSpec(loaded);
  const bindings = bindModel(resolved, source.config);
  const entries = entryPoints(resolved, source.config);
  const generated = programSource(resolved, entries, (index) => constantValueOf(bindings[index]!));
  const program = instantiate(generated, runtime);
  checkAssumptions(resolved, program);
  return { source, resolved, entries, programSource: generated, program, variableNames: resolved.variables.map((v) => v.name) };
}

function constantValueOf(binding: ConstantBinding): { value: unknown } | { def: NonNullable<Extract<ConstantBinding, { kind: 'definition' }>['def']> } {
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
    if (!holds) throw new AssumptionFalseError(assumption.at);
  });
}
