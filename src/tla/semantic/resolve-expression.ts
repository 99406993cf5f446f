/**
 * Expressions, from the syntax tree to resolved TLA+ (ir.ts): each name to
 * what it means in its scope, bound variables to numbered locals, operator
 * symbols to the definition or built-in they stand for. Unknown names are
 * errors here, as SANY reports them; a construct monocheck cannot compile
 * becomes a `refused` node, refused only if a checked formula reaches it.
 */
import { SpecError } from '../errors.js';
import type { Bound, Definition, Expr, OperatorArgument, SourceRange } from '../syntax/ast.js';
import type { Ir, IrArgument, IrBound, IrDefinition, IrExceptStep, IrOperatorArgument } from './ir.js';
import { nearestName, Scope, type Meaning } from './scope.js';
import { BUILT_IN_OPERATORS } from './standard-modules.js';

/** What resolving needs beyond the scope: fresh ids, and the module being read. */
export interface ResolveContext {
  readonly module: string;
  nextId(): number;
  /** Registers a definition made while resolving (a LET's), so the code generator can find every definition. */
  define(def: IrDefinition): void;
}

type Refused = Extract<Ir, { kind: 'refused' }>;

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
      case 'string': return { kind: 'string', value: e.value, at: e.at };
      case 'boolean': return { kind: 'boolean', value: e.value, at: e.at };
      case 'builtinSet':
        if (e.name === 'Real') return refused(e.at, 'the set Real');
        return { kind: 'builtinSet', name: e.name, at: e.at };
      case 'name': return this.name(e.name, e.args, e.at, scope, atId);
      case 'op': return this.operator(e.op, e.args, e.at, scope, atId);
      case 'and': case 'or': return { kind: e.kind, args: e.args.map((arg) => r(arg)), at: e.at };
      case 'if': return { kind: 'if', cond: r(e.cond), then: r(e.then), else: r(e.else), at: e.at };
      case 'case': return { kind: 'case', arms: e.arms.map((arm) => ({ cond: r(arm.cond), value: r(arm.value) })), other: e.other === null ? null : r(e.other), at: e.at };
      case 'let': {
        const inner = scope.child();
        const defs = this.letDefinitions(e.defs, inner, atId);
        return { kind: 'let', defs, body: this.resolve(e.body, inner, atId), at: e.at };
      }
      case 'forall': case 'exists': {
        const inner = scope.child();
        const bounds = e.bounds.map((bound) => this.bound(bound, scope, inner, atId));
        return { kind: e.kind, bounds, body: this.resolve(e.body, inner, atId), at: e.at };
      }
      case 'unboundedForall': case 'unboundedExists':
        return refused(e.at, `an unbounded quantifier (${e.kind === 'unboundedForall' ? '\\A' : '\\E'} ${e.names.join(', ')} : ...); TLC cannot evaluate one either, give it a set`);
      case 'temporalForall': case 'temporalExists': return refused(e.at, 'temporal quantifiers (\\AA, \\EE)');
      case 'choose': {
        if (e.bound === null) return refused(e.at, `an unbounded CHOOSE (CHOOSE ${e.names.join(', ')} : ...)`);
        const inner = scope.child();
        const bound = this.bound(e.bound, scope, inner, atId);
        return { kind: 'choose', bound, body: this.resolve(e.body, inner, atId), at: e.at };
      }
      case 'setEnum': return { kind: 'setEnum', elements: e.elements.map((el) => r(el)), at: e.at };
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
      case 'tuple': return { kind: 'tuple', elements: e.elements.map((el) => r(el)), at: e.at };
      case 'record': return { kind: 'record', fields: e.fields.map((f) => ({ name: f.name, value: r(f.value) })), at: e.at };
      case 'recordSet': return { kind: 'recordSet', fields: e.fields.map((f) => ({ name: f.name, set: r(f.set) })), at: e.at };
      case 'function': {
        const inner = scope.child();
        const bounds = e.bounds.map((bound) => this.bound(bound, scope, inner, atId));
        return { kind: 'function', bounds, value: this.resolve(e.value, inner, atId), at: e.at };
      }
      case 'functionSet': return { kind: 'functionSet', domain: r(e.domain), range: r(e.range), at: e.at };
      case 'apply': {
        const fn = r(e.fn);
        const arg = e.args.length === 1 ? r(e.args[0]!) : ({ kind: 'tuple', elements: e.args.map((a) => r(a)), at: e.at } as const);
        return { kind: 'apply', fn, arg, at: e.at };
      }
      case 'field': return { kind: 'field', record: r(e.record), name: e.name, at: e.at };
      case 'except': {
        const fn = r(e.fn);
        const updates = e.updates.map((update) => {
          const path: IrExceptStep[] = update.path.map((step) =>
            step.kind === 'field' ? step : { kind: 'key', key: step.keys.length === 1 ? r(step.keys[0]!) : { kind: 'tuple', elements: step.keys.map((k) => r(k)), at: update.at } },
          );
          const id = this.context.nextId();
          return { path, value: this.resolve(update.value, scope, id), atId: id, at: update.at };
        });
        return { kind: 'except', fn, updates, at: e.at };
      }
      case 'at':
        if (atId === null) throw new SpecError('@ is used outside the new value of an EXCEPT', e.at, 'semantic');
        return { kind: 'local', id: atId, at: e.at };
      case 'product': return { kind: 'product', sets: e.sets.map((s) => r(s)), at: e.at };
      case 'prime': {
        const arg = r(e.arg);
        if (arg.kind === 'variable') {
          if (arg.primed) return refused(e.at, "a doubly primed variable (x'')");
          return { ...arg, primed: true, at: e.at };
        }
        return { kind: 'prime', arg, at: e.at };
      }
      case 'unchanged': return { kind: 'unchanged', arg: r(e.arg), at: e.at };
      case 'enabled': return { kind: 'enabled', arg: r(e.arg), at: e.at };
      case 'always': case 'eventually': return { kind: e.kind, arg: r(e.arg), at: e.at };
      case 'leadsTo': return { kind: 'leadsTo', left: r(e.left), right: r(e.right), at: e.at };
      case 'boxAction': case 'angleAction': return { kind: e.kind, action: r(e.action), sub: r(e.sub), at: e.at };
      case 'fairness': return { kind: 'fairness', strong: e.strong, sub: r(e.sub), action: r(e.action), at: e.at };
      case 'instanceRef': return refused(e.at, `INSTANCE (${e.path.map((step) => step.name).join('!')})`);
      case 'unsupported': return refused(e.at, e.construct);
    }
  }

  /** Binds the bound's names in `inner`; the set is resolved in `outer` (a bound cannot see its own names). */
  bound(bound: Bound, outer: Scope, inner: Scope, atId: number | null): IrBound {
    const set = this.resolve(bound.set, outer, atId);
    const ids = bound.names.map((name) => {
      const id = this.context.nextId();
      inner.bind(name, { kind: 'local', id, arity: 0 });
      return id;
    });
    return { ids, names: bound.names, tuple: bound.tuple, set, at: bound.at };
  }

  private name(name: string, args: readonly (Expr | OperatorArgument)[], at: SourceRange, scope: Scope, atId: number | null): Ir {
    const meaning = scope.lookup(name);
    if (meaning === undefined) {
      const hint = nearestName(name, scope.visibleNames());
      throw new SpecError(`unknown operator or variable '${name}'${hint === undefined ? '' : ` (did you mean ${hint}?)`}`, at, 'semantic');
    }
    return this.apply(name, meaning, args, at, scope, atId);
  }

  private apply(name: string, meaning: Meaning, args: readonly (Expr | OperatorArgument)[], at: SourceRange, scope: Scope, atId: number | null): Ir {
    const arity = meaningArity(meaning);
    if (arity >= 0 && args.length !== arity) {
      throw new SpecError(`${name} takes ${arity} argument${arity === 1 ? '' : 's'} but is given ${args.length}`, at, 'semantic');
    }
    const resolvedArgs = (expectedArities: readonly number[]) => args.map((arg, i) => this.argument(arg, expectedArities[i] ?? 0, scope, atId));
    switch (meaning.kind) {
      case 'variable': return { kind: 'variable', index: meaning.index, primed: false, at };
      case 'constant':
        if (meaning.arity > 0) return refused(at, `the constant operator ${name}, which the model file does not replace by a definition`);
        return { kind: 'constant', index: meaning.index, at };
      case 'local':
        if (meaning.arity === 0) return { kind: 'local', id: meaning.id, at };
        return { kind: 'callParameter', id: meaning.id, args: resolvedArgs([]), at };
      case 'definition': return { kind: 'call', def: meaning.def, args: resolvedArgs(meaning.def.params.map((p) => p.arity)), at };
      case 'standard': return { kind: 'builtin', op: meaning.op, args: resolvedArgs(operatorParameterArities(meaning.op)), at };
    }
  }

  /** A symbol operator: a definition of that symbol if the spec has one, else the standard or built-in operator. */
  private operator(op: string, args: readonly Expr[], at: SourceRange, scope: Scope, atId: number | null): Ir {
    const meaning = scope.lookup(op);
    if (meaning !== undefined) return this.apply(op, meaning, args, at, scope, atId);
    if (BUILT_IN_OPERATORS[op] !== undefined) return { kind: 'builtin', op, args: args.map((arg) => this.resolve(arg, scope, atId)), at };
    const home = STANDARD_HOME[op];
    if (home !== undefined) throw new SpecError(`the operator ${op} is defined in the standard module ${home}, which this module does not extend (add EXTENDS ${home})`, at, 'semantic');
    return refused(at, `the operator ${op}`);
  }

  private argument(arg: Expr | OperatorArgument, arity: number, scope: Scope, atId: number | null): IrArgument {
    if (arg.kind === 'lambda') {
      const inner = scope.child();
      const params = arg.params.map((name) => {
        const id = this.context.nextId();
        inner.bind(name, { kind: 'local', id, arity: 0 });
        return id;
      });
      return { kind: 'opLambda', params, body: this.resolve(arg.body, inner, atId), at: arg.at } satisfies IrOperatorArgument;
    }
    if (arity === 0) return this.resolve(arg, scope, atId);
    // an operator passed by name: `SelectSeq(s, Test)`
    if (arg.kind === 'name' && arg.args.length === 0) {
      const meaning = scope.lookup(arg.name);
      if (meaning?.kind === 'definition') return { kind: 'opDefinition', def: meaning.def };
      if (meaning?.kind === 'standard') return { kind: 'opBuiltin', op: meaning.op };
      if (meaning?.kind === 'local' && meaning.arity > 0) return { kind: 'opParameter', id: meaning.id };
    }
    if (arg.kind === 'op' && arg.args.length === 0) return { kind: 'opBuiltin', op: arg.op };
    throw new SpecError(`an operator taking ${arity} argument${arity === 1 ? '' : 's'} is expected here`, arg.at, 'semantic');
  }

  /** The definitions of a LET, bound in `scope` in order (each sees the earlier ones, and itself if RECURSIVE). */
  letDefinitions(defs: readonly Definition[], scope: Scope, atId: number | null): IrDefinition[] {
    const made: IrDefinition[] = [];
    const declared = new Map<string, IrDefinition>();
    for (const def of defs) {
      if (def.kind === 'recursive') {
        for (const name of def.names) {
          const shell = this.shell(name.name, name.arity, def.at, true);
          declared.set(name.name, shell);
          scope.bind(name.name, { kind: 'definition', def: shell });
        }
        continue;
      }
      if (def.kind === 'instance') throw new SpecError('monocheck cannot compile INSTANCE inside a LET; TLC can check this spec', def.at, 'unsupported');
      const resolved = this.definition(def, scope, declared.get(def.name) ?? null, atId);
      scope.bind(def.name, { kind: 'definition', def: resolved });
      made.push(resolved);
    }
    return made;
  }

  /** A definition whose body is not yet resolved (RECURSIVE, or about to be). */
  shell(name: string, arity: number, at: SourceRange, recursive: boolean, inLet = true): IrDefinition {
    const def: IrDefinition = {
      id: this.context.nextId(), name, module: this.context.module,
      params: Array.from({ length: arity }, (_, i) => ({ id: this.context.nextId(), name: `_${i}`, arity: 0 })),
      functionBounds: null, selfId: null, body: { kind: 'boolean', value: false, at }, level: 0, recursive, inLet, at,
    };
    return def;
  }

  /** Resolves an operator or function definition in `scope` (filling `declared` when it was declared RECURSIVE). */
  definition(def: Exclude<Definition, { kind: 'recursive' | 'instance' }>, scope: Scope, declared: IrDefinition | null, atId: number | null, inLet = true): IrDefinition {
    const inner = scope.child();
    if (def.kind === 'functionDefinition') {
      const selfId = this.context.nextId();
      inner.bind(def.name, { kind: 'local', id: selfId, arity: 0 });
      const bodyScope = inner.child();
      const bounds = def.bounds.map((bound) => this.bound(bound, inner, bodyScope, atId));
      const made: IrDefinition = {
        id: this.context.nextId(), name: def.name, module: this.context.module, params: [], functionBounds: bounds, selfId,
        body: this.resolve(def.body, bodyScope, atId), level: 0, recursive: true, inLet, at: def.at,
      };
      this.context.define(made);
      return made;
    }
    const params = def.params.map((param, i) => {
      const id = declared?.params[i]?.id ?? this.context.nextId();
      inner.bind(param.name, { kind: 'local', id, arity: param.arity });
      return { id, name: param.name, arity: param.arity };
    });
    if (declared !== null && declared.params.length !== params.length) {
      throw new SpecError(`${def.name} is declared RECURSIVE with ${declared.params.length} arguments but defined with ${params.length}`, def.at, 'semantic');
    }
    const made: IrDefinition = declared ?? { id: this.context.nextId(), name: def.name, module: this.context.module, params, functionBounds: null, selfId: null, body: { kind: 'boolean', value: false, at: def.at }, level: 0, recursive: false, inLet, at: def.at };
    if (declared !== null) Object.assign(made, { params });
    made.body = this.resolve(def.body, inner, atId);
    this.context.define(made);
    return made;
  }
}

function refused(at: SourceRange, construct: string): Refused {
  return { kind: 'refused', construct, at };
}

function meaningArity(meaning: Meaning): number {
  switch (meaning.kind) {
    case 'variable': return 0;
    case 'constant': return meaning.arity;
    case 'local': return meaning.arity;
    case 'definition': return meaning.def.params.length;
    case 'standard': return meaning.arity < 0 ? 0 : meaning.arity;
  }
}

/** The standard operators that take an operator as an argument, and the arity of that argument. */
function operatorParameterArities(op: string): number[] {
  switch (op) {
    case 'SelectSeq': return [0, 1];
    case 'SortSeq': return [0, 2];
    case 'BagOfAll': return [1, 0];
    default: return [];
  }
}

/** Where the standard operators a module may forget to EXTEND are defined, for the error message. */
const STANDARD_HOME: Readonly<Record<string, string>> = {
  '+': 'Naturals', '-': 'Naturals', '*': 'Naturals', '^': 'Naturals', '<': 'Naturals', '>': 'Naturals', '<=': 'Naturals', '>=': 'Naturals',
  '%': 'Naturals', '\\div': 'Naturals', '..': 'Naturals', '-.': 'Integers', '\\o': 'Sequences', ':>': 'TLC', '@@': 'TLC',
  '(+)': 'Bags', '(-)': 'Bags', '\\sqsubseteq': 'Bags',
};
