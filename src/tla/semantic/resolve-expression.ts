/**
 * Expressions, from the syntax tree to resolved TLA+ (ir.ts): each name to
 * what it means in its scope (resolve-name.ts), bound variables to numbered locals, operator
 * symbols to the definition or built-in they stand for. Unknown names are
 * errors here, as SANY reports them; a construct monocheck cannot compile
 * becomes a `refused` node, refused only if a checked formula reaches it.
 */
import { SpecError } from '../errors.js';
import type { Bound, Definition, Expr, SourceRange } from '../syntax/ast.js';
import type { Ir, IrBound, IrDefinition, IrExceptStep } from './ir.js';
import { refused, resolveName, resolveOperator, type Resolving } from './resolve-name.js';
import type { Scope } from './scope.js';

/** What resolving needs beyond the scope: fresh ids, and the module being read. */
export interface ResolveContext {
  readonly module: string;
  nextId(): number;
  /** Registers a definition made while resolving (a LET's), so the code generator can find every definition. */
  define(def: IrDefinition): void;
}

export class Resolver {
  constructor(private readonly context: ResolveContext) {}

  expression(expr: Expr, scope: Scope, at: number | null = null): Ir {
    return this.resolve(expr, scope, at);
  }

  // long because: one case per kind of expression, each a line or a call
  private resolve(e: Expr, scope: Scope, atId: number | null): Ir {
    const r = (inner: Expr, s: Scope = scope) => this.resolve(inner, s, atId);
    switch (e.kind) {
      case 'number': {
        const value = Number(e.text);
        if (!Number.isSafeInteger(value) || value > 2147483647) return refused(e.at, `the number ${e.text}, beyond TLC's 32-bit integers`);
        return { kind: 'number', value, at: e.at };
      }
      case 'string':
        return { kind: 'string', value: e.value, at: e.at };
      case 'boolean':
        return { kind: 'boolean', value: e.value, at: e.at };
      case 'builtinSet':
        if (e.name === 'Real') return refused(e.at, 'the set Real');
        return { kind: 'builtinSet', name: e.name, at: e.at };
      case 'name':
        return resolveName(e.name, e.args, e.at, scope, this.resolving(atId));
      case 'op':
        return resolveOperator(e.op, e.args, e.at, scope, this.resolving(atId));
      case 'and':
      case 'or':
        return { kind: e.kind, args: e.args.map((arg) => r(arg)), at: e.at };
      case 'if':
        return { kind: 'if', cond: r(e.cond), then: r(e.then), else: r(e.else), at: e.at };
      case 'case':
        return {
          kind: 'case',
          arms: e.arms.map((arm) => ({ cond: r(arm.cond), value: r(arm.value) })),
          other: e.other === null ? null : r(e.other),
          at: e.at,
        };
      case 'let': {
        const inner = scope.child();
        const defs = this.letDefinitions(e.defs, inner, atId);
        return { kind: 'let', defs, body: this.resolve(e.body, inner, atId), at: e.at };
      }
      case 'forall':
      case 'exists': {
        const inner = scope.child();
        const bounds = e.bounds.map((bound) => this.bound(bound, scope, inner, atId));
        return { kind: e.kind, bounds, body: this.resolve(e.body, inner, atId), at: e.at };
      }
      case 'unboundedForall':
      case 'unboundedExists':
        return refused(
          e.at,
          `an unbounded quantifier (${e.kind === 'unboundedForall' ? '\\A' : '\\E'} ${e.names.join(', ')} ` +
            `: ...); TLC cannot evaluate one either, give it a set`,
        );
      case 'temporalForall':
      case 'temporalExists':
        return refused(e.at, 'temporal quantifiers (\\AA, \\EE)');
      case 'choose': {
        if (e.bound === null) return refused(e.at, `an unbounded CHOOSE (CHOOSE ${e.names.join(', ')} : ...)`);
        const inner = scope.child();
        const bound = this.bound(e.bound, scope, inner, atId);
        return { kind: 'choose', bound, body: this.resolve(e.body, inner, atId), at: e.at };
      }
      case 'setEnum':
        return { kind: 'setEnum', elements: e.elements.map((el) => r(el)), at: e.at };
      case 'setFilter': {
        const inner = scope.child();
        const bound = this.bound(e.bound, scope, inner, atId);
        return { kind: 'setFilter', bound, predicate: this.resolve(e.predicate, inner, atId), at: e.at };
      }
      case 'setMap': {
        const inner = scope.child();
        const bounds = e.bounds.map((bound) => this.bound(bound, scope, inner, atId));
        return { kind: 'setMap', bounds, value: this.resolve(e.value, inner, atId), at: e.at };
      }
      case 'tuple':
        return { kind: 'tuple', elements: e.elements.map((el) => r(el)), at: e.at };
      case 'record':
        return { kind: 'record', fields: e.fields.map((f) => ({ name: f.name, value: r(f.value) })), at: e.at };
      case 'recordSet':
        return { kind: 'recordSet', fields: e.fields.map((f) => ({ name: f.name, set: r(f.set) })), at: e.at };
      case 'function': {
        const inner = scope.child();
        const bounds = e.bounds.map((bound) => this.bound(bound, scope, inner, atId));
        return { kind: 'function', bounds, value: this.resolve(e.value, inner, atId), at: e.at };
      }
      case 'functionSet':
        return { kind: 'functionSet', domain: r(e.domain), range: r(e.range), at: e.at };
      case 'apply': {
        const fn = r(e.fn);
        const arg = e.args.length === 1 ? r(e.args[0]!) : ({ kind: 'tuple', elements: e.args.map((a) => r(a)), at: e.at } as const);
        return { kind: 'apply', fn, arg, at: e.at };
      }
      case 'field':
        return { kind: 'field', record: r(e.record), name: e.name, at: e.at };
      case 'except': {
        const fn = r(e.fn);
        const updates = e.updates.map((update) => {
          const path: IrExceptStep[] = update.path.map((step) =>
            step.kind === 'field'
              ? step
              : {
                  kind: 'key',
                  key: step.keys.length === 1 ? r(step.keys[0]!) : { kind: 'tuple', elements: step.keys.map((k) => r(k)), at: update.at },
                },
          );
          const id = this.context.nextId();
          return { path, value: this.resolve(update.value, scope, id), atId: id, at: update.at };
        });
        return { kind: 'except', fn, updates, at: e.at };
      }
      case 'at':
        if (atId === null) throw new SpecError('@ is used outside the new value of an EXCEPT', e.at, 'semantic');
        return { kind: 'local', id: atId, at: e.at };
      case 'product':
        return { kind: 'product', sets: e.sets.map((s) => r(s)), at: e.at };
      case 'prime': {
        const arg = r(e.arg);
        if (arg.kind === 'variable') {
          if (arg.primed) return refused(e.at, "a doubly primed variable (x'')");
          return { ...arg, primed: true, at: e.at };
        }
        return { kind: 'prime', arg, at: e.at };
      }
      case 'unchanged':
        return { kind: 'unchanged', arg: r(e.arg), at: e.at };
      case 'enabled':
        return { kind: 'enabled', arg: r(e.arg), at: e.at };
      case 'always':
      case 'eventually':
        return { kind: e.kind, arg: r(e.arg), at: e.at };
      case 'leadsTo':
        return { kind: 'leadsTo', left: r(e.left), right: r(e.right), at: e.at };
      case 'boxAction':
      case 'angleAction':
        return { kind: e.kind, action: r(e.action), sub: r(e.sub), at: e.at };
      case 'fairness':
        return { kind: 'fairness', strong: e.strong, sub: r(e.sub), action: r(e.action), at: e.at };
      case 'instanceRef':
        return refused(e.at, `INSTANCE (${e.path.map((step) => step.name).join('!')})`);
      case 'unsupported':
        return refused(e.at, e.construct);
    }
  }

  /** Binds the bound's names in `inner`; the set is resolved in `outer` (a bound cannot see its own names). */
  bound(bound: Bound, outer: Scope, inner: Scope, atId: number | null): IrBound {
    const set = this.resolve(bound.set, outer, atId);
    const ids = bound.names.map((name) => {
      const id = this.context.nextId();
      inner.bindNew(name, { kind: 'local', id, arity: 0, at: bound.at }, bound.at);
      return id;
    });
    return { ids, names: bound.names, tuple: bound.tuple, set, at: bound.at };
  }

  /** What resolving a name needs: its arguments resolved in a scope (under the same EXCEPT's @), fresh ids. */
  private resolving(atId: number | null): Resolving {
    return { expression: (inner, scope) => this.resolve(inner, scope, atId), nextId: () => this.context.nextId() };
  }

  /** The definitions of a LET, bound in `scope` in order (each sees the earlier ones, and itself if RECURSIVE). */
  letDefinitions(defs: readonly Definition[], scope: Scope, atId: number | null): IrDefinition[] {
    const made: IrDefinition[] = [];
    const declared = new Map<string, IrDefinition>();
    for (const def of defs) {
      if (def.kind === 'recursive') {
        for (const name of def.names) {
          scope.checkNewDefinition(name.name, 'operator', def.at, undefined);
          const shell = this.shell(name.name, name.arity, def.at, true);
          declared.set(name.name, shell);
          scope.bind(name.name, { kind: 'definition', def: shell });
        }
        continue;
      }
      if (def.kind === 'instance')
        throw new SpecError('monocheck cannot compile INSTANCE inside a LET; TLC can check this spec', def.at, 'unsupported');
      scope.checkNewDefinition(def.name, def.kind === 'functionDefinition' ? 'function' : 'operator', def.at, declared.get(def.name));
      const resolved = this.definition(def, scope, declared.get(def.name) ?? null, atId);
      scope.bind(def.name, { kind: 'definition', def: resolved });
      made.push(resolved);
    }
    return made;
  }

  /** A definition whose body is not yet resolved (RECURSIVE, or about to be). */
  shell(name: string, arity: number, at: SourceRange, recursive: boolean, inLet = true): IrDefinition {
    const def: IrDefinition = {
      id: this.context.nextId(),
      name,
      module: this.context.module,
      params: Array.from({ length: arity }, (_, i) => ({ id: this.context.nextId(), name: `_${i}`, arity: 0 })),
      functionBounds: null,
      selfId: null,
      body: { kind: 'boolean', value: false, at },
      level: 0,
      recursive,
      inLet,
      at,
    };
    return def;
  }

  /** Resolves an operator or function definition in `scope` (filling `declared` when it was declared RECURSIVE). */
  definition(
    def: Exclude<Definition, { kind: 'recursive' | 'instance' }>,
    scope: Scope,
    declared: IrDefinition | null,
    atId: number | null,
    inLet = true,
  ): IrDefinition {
    const inner = scope.child();
    if (def.kind === 'functionDefinition') {
      const selfId = this.context.nextId();
      inner.bind(def.name, { kind: 'local', id: selfId, arity: 0 });
      const bodyScope = inner.child();
      const bounds = def.bounds.map((bound) => this.bound(bound, inner, bodyScope, atId));
      const made: IrDefinition = {
        id: this.context.nextId(),
        name: def.name,
        module: this.context.module,
        params: [],
        functionBounds: bounds,
        selfId,
        body: this.resolve(def.body, bodyScope, atId),
        level: 0,
        recursive: true,
        inLet,
        at: def.at,
      };
      this.context.define(made);
      return made;
    }
    const params = def.params.map((param, i) => {
      const id = declared?.params[i]?.id ?? this.context.nextId();
      inner.bindNew(param.name, { kind: 'local', id, arity: param.arity, at: def.at }, def.at);
      return { id, name: param.name, arity: param.arity };
    });
    if (declared !== null && declared.params.length !== params.length) {
      throw new SpecError(
        `${def.name} is declared RECURSIVE with ${declared.params.length} arguments but defined with ${params.length}`,
        def.at,
        'semantic',
      );
    }
    const made: IrDefinition = declared ?? {
      id: this.context.nextId(),
      name: def.name,
      module: this.context.module,
      params,
      functionBounds: null,
      selfId: null,
      body: { kind: 'boolean', value: false, at: def.at },
      level: 0,
      recursive: false,
      inLet,
      at: def.at,
    };
    if (declared !== null) Object.assign(made, { params });
    made.body = this.resolve(def.body, inner, atId);
    this.context.define(made);
    return made;
  }
}
