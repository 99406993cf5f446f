/**
 * The model file's CONSTANTS section bound to the spec: each declared
 * constant's value (`N = 3`, `Proc = {p1, p2}` with model values), and each
 * substitution (`InitialMoney <- StartMoney`, `F <- G`) made by giving the
 * replaced definition the body `G` (as TLC overrides a definition).
 */
import { ModelConfigError } from '../errors.js';
import type { Ir, IrDefinition } from '../semantic/ir.js';
import type { ResolvedSpec } from '../semantic/resolve-spec.js';
import { nearestName } from '../semantic/scope.js';

/** A value as a model file writes it (tlc/cfg.ts's ModelValue, restated here so tla/ stays below tlc/). */
export type ConfigValue =
  | { readonly kind: 'int'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'identifier'; readonly name: string }
  | { readonly kind: 'set'; readonly elements: readonly ConfigValue[] };

export interface ConfigBindings {
  readonly file: string;
  readonly constants: readonly { readonly name: string; readonly value: ConfigValue; readonly line: number }[];
  readonly substitutions: readonly { readonly name: string; readonly target: string; readonly line: number }[];
}

/** For each declared constant (by index), its value from the model file, or the definition it is replaced by. */
export type ConstantBinding =
  { readonly kind: 'value'; readonly value: ConfigValue } | { readonly kind: 'definition'; readonly def: IrDefinition };

export function bindModel(spec: ResolvedSpec, config: ConfigBindings): ConstantBinding[] {
  const bindings: (ConstantBinding | undefined)[] = spec.constants.map(() => undefined);
  const indexOf = new Map(spec.constants.map((constant, i) => [constant.name, i]));
  const unknown = (name: string, line: number, what: string): never => {
    const hint = nearestName(name, [...spec.rootScope.keys()]);
    throw new ModelConfigError(
      `the model file ${what} ${name}, which the spec does not declare${hint === undefined ? '' : ` (did you mean ${hint}?)`}`,
      config.file,
      line,
    );
  };
  for (const assignment of config.constants) {
    const index = indexOf.get(assignment.name);
    if (index !== undefined) {
      bindings[index] = { kind: 'value', value: assignment.value };
      continue;
    }
    const meaning = spec.rootScope.get(assignment.name);
    if (meaning?.kind === 'definition' && meaning.def.params.length === 0) {
      // TLC lets a model file give a definition a value: the definition becomes that constant
      overrideWithValue(meaning.def, assignment.value);
      continue;
    }
    unknown(assignment.name, assignment.line, 'assigns a value to');
  }
  for (const substitution of config.substitutions) {
    const target = spec.rootScope.get(substitution.target);
    if (target === undefined) unknown(substitution.target, substitution.line, `substitutes ${substitution.name} with`);
    const index = indexOf.get(substitution.name);
    const replaced = spec.rootScope.get(substitution.name);
    if (replaced === undefined) unknown(substitution.name, substitution.line, 'substitutes');
    const targetDef = definitionFor(substitution.target, target!, spec);
    if (index !== undefined && spec.constants[index]!.arity === 0) {
      bindings[index] = { kind: 'definition', def: targetDef };
      continue;
    }
    if (replaced!.kind !== 'definition')
      throw new ModelConfigError(
        `the model file substitutes ${substitution.name}, which is a ${replaced!.kind} and cannot be replaced`,
        config.file,
        substitution.line,
      );
    const def = replaced!.def;
    if (def.params.length !== targetDef.params.length) {
      throw new ModelConfigError(
        `the model file substitutes ${substitution.name} (${argumentCount(def.params.length)}) ` +
          `with ${substitution.target} (${argumentCount(targetDef.params.length)})`,
        config.file,
        substitution.line,
      );
    }
    def.body = { kind: 'call', def: targetDef, args: def.params.map((param) => ({ kind: 'local', id: param.id, at: def.at })), at: def.at };
  }
  return spec.constants.map((constant, i) => {
    const binding = bindings[i];
    if (binding !== undefined || constant.arity > 0)
      return binding ?? { kind: 'definition', def: spec.operatorConstants.get(constant.name)! };
    throw new ModelConfigError(
      `the constant ${constant.name} (declared in module ${constant.module}) is not ` +
        `given a value by the model file: add ${constant.name} = ... under CONSTANTS`,
      config.file,
      undefined,
    );
  });
}

/** The definition a substitution's target stands for (a constant target becomes a definition of that constant). */
function definitionFor(name: string, meaning: NonNullable<ReturnType<ResolvedSpec['rootScope']['get']>>, spec: ResolvedSpec): IrDefinition {
  if (meaning.kind === 'definition') return meaning.def;
  const at = spec.constants[0]?.at ?? { module: '', file: '', line: 0, column: 0, endLine: 0, endColumn: 0 };
  const body: Ir =
    meaning.kind === 'constant'
      ? { kind: 'constant', index: meaning.index, at }
      : { kind: 'refused', construct: `substituting with ${name}`, at };
  return {
    id: spec.nextId(),
    name,
    module: spec.rootModule,
    params: [],
    functionBounds: null,
    selfId: null,
    body,
    level: 0,
    recursive: false,
    inLet: false,
    at,
  };
}

function overrideWithValue(def: IrDefinition, value: ConfigValue): void {
  def.body = configValueIr(value, def);
}

function configValueIr(value: ConfigValue, def: IrDefinition): Ir {
  const at = def.at;
  switch (value.kind) {
    case 'int':
      return { kind: 'number', value: value.value, at };
    case 'string':
      return { kind: 'string', value: value.value, at };
    case 'bool':
      return { kind: 'boolean', value: value.value, at };
    case 'set':
      return { kind: 'setEnum', elements: value.elements.map((e) => configValueIr(e, def)), at };
    case 'identifier':
      return { kind: 'refused', construct: `the model value ${value.name} given to the definition ${def.name}`, at };
  }
}

/** `1 argument`, `2 arguments`. */
function argumentCount(count: number): string {
  return `${count} argument${count === 1 ? '' : 's'}`;
}
