/**
 * A spec's modules resolved together: the constants and variables they
 * declare, every definition with its body resolved in its own module's scope
 * (a module sees what it EXTENDS, not what extends it), the ASSUMEs, and the
 * root module's scope, where the model file's names are looked up.
 */
import { SpecError } from '../errors.js';
import type { Declaration, Module, SourceRange } from '../syntax/ast.js';
import type { Ir, IrDefinition } from './ir.js';
import type { LoadedModules } from './load-modules.js';
import { Resolver, type ResolveContext } from './resolve-expression.js';
import { Scope, type Meaning, type ModuleScope } from './scope.js';
import { isStandardModule, standardOperators } from './standard-modules.js';

export interface DeclaredName {
  readonly name: string;
  readonly module: string;
  readonly arity: number;
  readonly at: SourceRange;
}

export interface ResolvedSpec {
  readonly rootModule: string;
  /** In declaration order (extended modules' first, as TLC reads them). */
  readonly variables: readonly DeclaredName[];
  readonly constants: readonly DeclaredName[];
  /** Every definition, global and LET, by id. */
  readonly definitions: ReadonlyMap<number, IrDefinition>;
  readonly assumptions: readonly { readonly name: string | null; readonly module: string; readonly expr: Ir; readonly at: SourceRange }[];
  /** What each name means in the root module (where the model file's names are looked up). */
  readonly rootScope: ModuleScope;
  /** Every module's scope, by name. */
  readonly moduleScopes: ReadonlyMap<string, ModuleScope>;
  /** The standard modules the spec extends, directly or not. */
  readonly standardModules: readonly string[];
  /** The definitions standing for operator constants (`CONSTANT F(_)`), by name. */
  readonly operatorConstants: ReadonlyMap<string, IrDefinition>;
  /** A fresh id for definitions made after resolution (the model file's substitutions). */
  nextId(): number;
}

export function resolveSpec(loaded: LoadedModules): ResolvedSpec {
  let counter = 0;
  const definitions = new Map<number, IrDefinition>();
  const variables: DeclaredName[] = [];
  const constants: DeclaredName[] = [];
  const assumptions: { name: string | null; module: string; expr: Ir; at: SourceRange }[] = [];
  const exported = new Map<string, ModuleScope>();
  const scopes = new Map<string, ModuleScope>();
  const standard = new Set<string>();
  const visiting = new Set<string>();
  const standardOf = new Map<string, string[]>();
  const operatorConstants = new Map<string, IrDefinition>();

  const resolveModule = (module: Module): ModuleScope => {
    const done = exported.get(module.name);
    if (done !== undefined) return done;
    if (visiting.has(module.name)) throw new SpecError(`module ${module.name} extends itself through ${[...visiting].join(', ')}`, module.at, 'semantic');
    visiting.add(module.name);
    const scope: ModuleScope = new Map();
    const own: ModuleScope = new Map();
    const standardNames: string[] = [];
    for (const extended of module.extends) {
      if (isStandardModule(extended.name)) { standardNames.push(extended.name); continue; }
      const inner = loaded.modules.get(extended.name);
      if (inner === undefined) throw new SpecError(`cannot find module ${extended.name}`, extended.at, 'semantic');
      for (const [name, meaning] of resolveModule(inner)) {
        if (name.startsWith('\u0000')) continue;
        scope.set(name, meaning);
        own.set(name, meaning);
      }
      for (const name of standardOf.get(extended.name) ?? []) standardNames.push(name);
    }
    standardOf.set(module.name, standardNames);
    for (const name of standardNames) standard.add(name);
    for (const [op, { module: home, arity }] of standardOperators(standardNames)) {
      if (!scope.has(op)) scope.set(op, { kind: 'standard', op, arity, module: home });
    }
    const context: ResolveContext = { module: module.name, nextId: () => ++counter, define: (def) => definitions.set(def.id, def) };
    const resolver = new Resolver(context);
    const root = new Scope(null, scope);
    const recursive = new Map<string, IrDefinition>();
    const declare = (name: string, meaning: Meaning, local: boolean, at: SourceRange) => {
      const existing = scope.get(name);
      if (existing !== undefined && existing.kind !== 'standard' && !(existing.kind === 'definition' && recursive.get(name) === existing.def)) {
        throw new SpecError(`multiply-defined symbol '${name}': it is already defined in module ${moduleOf(existing) ?? module.name}`, at, 'semantic');
      }
      scope.set(name, meaning);
      if (!local) own.set(name, meaning);
    };
    for (const unit of module.units) {
      switch (unit.kind) {
        case 'constant': case 'variable': {
          const list = unit.kind === 'constant' ? constants : variables;
          const index = list.length;
          list.push(declared(unit, module.name));
          if (unit.kind === 'constant' && unit.arity > 0) {
            // an operator constant: a definition the model file must give a body (`F <- G`)
            const shell = resolver.shell(unit.name, unit.arity, unit.at, false, false);
            shell.body = { kind: 'refused', construct: `the constant operator ${unit.name}, which the model file does not replace by a definition (${unit.name} <- ...)`, at: unit.at };
            definitions.set(shell.id, shell);
            operatorConstants.set(unit.name, shell);
            declare(unit.name, { kind: 'definition', def: shell }, false, unit.at);
            break;
          }
          declare(unit.name, unit.kind === 'constant' ? { kind: 'constant', index, arity: unit.arity } : { kind: 'variable', index }, false, unit.at);
          break;
        }
        case 'recursive':
          for (const name of unit.names) {
            const shell = resolver.shell(name.name, name.arity, unit.at, true, false);
            definitions.set(shell.id, shell);
            recursive.set(name.name, shell);
            declare(name.name, { kind: 'definition', def: shell }, false, unit.at);
          }
          break;
        case 'operator': case 'functionDefinition': {
          const def = resolver.definition(unit, root, recursive.get(unit.name) ?? null, null, false);
          declare(unit.name, { kind: 'definition', def }, unit.local, unit.at);
          break;
        }
        case 'assume':
          assumptions.push({ name: unit.name, module: module.name, expr: resolver.expression(unit.expr, root), at: unit.at });
          if (unit.name !== null) {
            const def: IrDefinition = { id: ++counter, name: unit.name, module: module.name, params: [], functionBounds: null, selfId: null, body: assumptions.at(-1)!.expr, level: 0, recursive: false, inLet: false, at: unit.at };
            definitions.set(def.id, def);
            declare(unit.name, { kind: 'definition', def }, false, unit.at);
          }
          break;
        case 'instance':
          if (unit.name === null) throw new SpecError(`monocheck cannot compile INSTANCE ${unit.module}; TLC can check this spec`, unit.at, 'unsupported');
          declare(unit.name, { kind: 'definition', def: refusedDefinition(unit.name, module.name, unit.at, `INSTANCE ${unit.module}`, ++counter) }, unit.local, unit.at);
          break;
        case 'theorem': case 'unsupportedUnit': break;
      }
    }
    visiting.delete(module.name);
    exported.set(module.name, own);
    scopes.set(module.name, scope);
    return own;
  };
  resolveModule(loaded.root);
  const rootScope = scopes.get(loaded.root.name)!;
  return {
    rootModule: loaded.root.name, variables, constants, definitions, assumptions, rootScope, moduleScopes: scopes,
    standardModules: [...standard], operatorConstants, nextId: () => ++counter,
  };
}

function declared(unit: Declaration, module: string): DeclaredName {
  return { name: unit.name, module, arity: unit.arity, at: unit.at };
}

function moduleOf(meaning: Meaning): string | undefined {
  return meaning.kind === 'definition' ? meaning.def.module : meaning.kind === 'standard' ? meaning.module : undefined;
}

/** A named INSTANCE, refused when used (monocheck does not compile INSTANCE yet). */
function refusedDefinition(name: string, module: string, at: SourceRange, construct: string, id: number): IrDefinition {
  return { id, name, module, params: [], functionBounds: null, selfId: null, body: { kind: 'refused', construct, at }, level: 0, recursive: false, inLet: false, at };
}
