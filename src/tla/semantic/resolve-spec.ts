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
  return new SpecResolution(loaded).result();
}

type Unit = Module['units'][number];

/** What resolving one module's units shares: its resolver and scopes, and how a name is declared in it. */
interface ModuleResolution {
  readonly module: Module;
  readonly resolver: Resolver;
  readonly root: Scope;
  /** RECURSIVE declarations waiting for their definitions, by name. */
  readonly recursive: Map<string, IrDefinition>;
  declare(name: string, meaning: Meaning, local: boolean, at: SourceRange): void;
}

class SpecResolution {
  private counter = 0;
  private readonly definitions = new Map<number, IrDefinition>();
  private readonly variables: DeclaredName[] = [];
  private readonly constants: DeclaredName[] = [];
  private readonly assumptions: { name: string | null; module: string; expr: Ir; at: SourceRange }[] = [];
  /** What each module exports (its own and its extended modules' names, not LOCAL ones). */
  private readonly exported = new Map<string, ModuleScope>();
  private readonly scopes = new Map<string, ModuleScope>();
  private readonly standard = new Set<string>();
  private readonly visiting = new Set<string>();
  private readonly standardOf = new Map<string, string[]>();
  private readonly operatorConstants = new Map<string, IrDefinition>();

  constructor(private readonly loaded: LoadedModules) {
    this.resolveModule(loaded.root);
  }

  result(): ResolvedSpec {
    const { loaded, variables, constants, definitions, assumptions, scopes, standard, operatorConstants } = this;
    return {
      rootModule: loaded.root.name,
      variables,
      constants,
      definitions,
      assumptions,
      rootScope: scopes.get(loaded.root.name)!,
      moduleScopes: scopes,
      standardModules: [...standard],
      operatorConstants,
      nextId: () => ++this.counter,
    };
  }

  private resolveModule(module: Module): ModuleScope {
    const done = this.exported.get(module.name);
    if (done !== undefined) return done;
    if (this.visiting.has(module.name))
      throw new SpecError(`module ${module.name} extends itself through ${[...this.visiting].join(', ')}`, module.at, 'semantic');
    this.visiting.add(module.name);
    const { scope, own } = this.extendedScope(module);
    const context: ResolveContext = {
      module: module.name,
      nextId: () => ++this.counter,
      define: (def) => this.definitions.set(def.id, def),
    };
    const recursive = new Map<string, IrDefinition>();
    const declare = (name: string, meaning: Meaning, local: boolean, at: SourceRange) => {
      const existing = scope.get(name);
      if (
        existing !== undefined &&
        existing.kind !== 'standard' &&
        !(existing.kind === 'definition' && recursive.get(name) === existing.def)
      ) {
        throw new SpecError(
          `multiply-defined symbol '${name}': it is already defined in module ${moduleOf(existing) ?? module.name}`,
          at,
          'semantic',
        );
      }
      scope.set(name, meaning);
      if (!local) own.set(name, meaning);
    };
    const resolution: ModuleResolution = { module, resolver: new Resolver(context), root: new Scope(null, scope), recursive, declare };
    for (const unit of module.units) this.resolveUnit(unit, resolution);
    this.visiting.delete(module.name);
    this.exported.set(module.name, own);
    this.scopes.set(module.name, scope);
    return own;
  }

  /** The scope a module starts from: what the modules it EXTENDS export, and the standard modules' operators. */
  private extendedScope(module: Module): { scope: ModuleScope; own: ModuleScope } {
    const scope: ModuleScope = new Map();
    const own: ModuleScope = new Map();
    const standardNames: string[] = [];
    for (const extended of module.extends) {
      if (isStandardModule(extended.name)) {
        standardNames.push(extended.name);
        continue;
      }
      const inner = this.loaded.modules.get(extended.name);
      if (inner === undefined) throw new SpecError(`cannot find module ${extended.name}`, extended.at, 'semantic');
      for (const [name, meaning] of this.resolveModule(inner)) {
        if (name.startsWith('\u0000')) continue;
        scope.set(name, meaning);
        own.set(name, meaning);
      }
      for (const name of this.standardOf.get(extended.name) ?? []) standardNames.push(name);
    }
    this.standardOf.set(module.name, standardNames);
    for (const name of standardNames) this.standard.add(name);
    for (const [op, { module: home, arity }] of standardOperators(standardNames)) {
      if (!scope.has(op)) scope.set(op, { kind: 'standard', op, arity, module: home });
    }
    return { scope, own };
  }

  private resolveUnit(unit: Unit, m: ModuleResolution): void {
    const moduleName = m.module.name;
    switch (unit.kind) {
      case 'constant':
      case 'variable':
        this.declareName(unit, m);
        break;
      case 'recursive':
        for (const name of unit.names) {
          const shell = m.resolver.shell(name.name, name.arity, unit.at, true, false);
          this.definitions.set(shell.id, shell);
          m.recursive.set(name.name, shell);
          m.declare(name.name, { kind: 'definition', def: shell }, false, unit.at);
        }
        break;
      case 'operator':
      case 'functionDefinition': {
        const def = m.resolver.definition(unit, m.root, m.recursive.get(unit.name) ?? null, null, false);
        m.declare(unit.name, { kind: 'definition', def }, unit.local, unit.at);
        break;
      }
      case 'assume': {
        const expr = m.resolver.expression(unit.expr, m.root);
        this.assumptions.push({ name: unit.name, module: moduleName, expr, at: unit.at });
        if (unit.name !== null) {
          const def: IrDefinition = {
            id: ++this.counter,
            name: unit.name,
            module: moduleName,
            params: [],
            functionBounds: null,
            selfId: null,
            body: expr,
            level: 0,
            recursive: false,
            inLet: false,
            at: unit.at,
          };
          this.definitions.set(def.id, def);
          m.declare(unit.name, { kind: 'definition', def }, false, unit.at);
        }
        break;
      }
      case 'instance':
        if (unit.name === null)
          throw new SpecError(`monocheck cannot compile INSTANCE ${unit.module}; TLC can check this spec`, unit.at, 'unsupported');
        m.declare(
          unit.name,
          { kind: 'definition', def: refusedDefinition(unit.name, moduleName, unit.at, `INSTANCE ${unit.module}`, ++this.counter) },
          unit.local,
          unit.at,
        );
        break;
      case 'theorem':
      case 'unsupportedUnit':
        break;
    }
  }

  /** A CONSTANT or VARIABLE; an operator constant (`CONSTANT F(_)`) is a definition the model file must give a body (`F <- G`). */
  private declareName(unit: Declaration, m: ModuleResolution): void {
    const list = unit.kind === 'constant' ? this.constants : this.variables;
    const index = list.length;
    list.push(declared(unit, m.module.name));
    if (unit.kind === 'constant' && unit.arity > 0) {
      const shell = m.resolver.shell(unit.name, unit.arity, unit.at, false, false);
      shell.body = {
        kind: 'refused',
        construct: `the constant operator ${unit.name}, which the model file does not replace by a definition (${unit.name} <- ...)`,
        at: unit.at,
      };
      this.definitions.set(shell.id, shell);
      this.operatorConstants.set(unit.name, shell);
      m.declare(unit.name, { kind: 'definition', def: shell }, false, unit.at);
      return;
    }
    m.declare(
      unit.name,
      unit.kind === 'constant' ? { kind: 'constant', index, arity: unit.arity, at: unit.at } : { kind: 'variable', index, at: unit.at },
      false,
      unit.at,
    );
  }
}

function declared(unit: Declaration, module: string): DeclaredName {
  return { name: unit.name, module, arity: unit.arity, at: unit.at };
}

function moduleOf(meaning: Meaning): string | undefined {
  return meaning.kind === 'definition' ? meaning.def.module : meaning.kind === 'standard' ? meaning.module : undefined;
}

/** A named INSTANCE, refused when used (monocheck does not compile INSTANCE yet). */
function refusedDefinition(name: string, module: string, at: SourceRange, construct: string, id: number): IrDefinition {
  return {
    id,
    name,
    module,
    params: [],
    functionBounds: null,
    selfId: null,
    body: { kind: 'refused', construct, at },
    level: 0,
    recursive: false,
    inLet: false,
    at,
  };
}
