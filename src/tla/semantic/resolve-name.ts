/**
 * Names and operator symbols, from the syntax tree to resolved TLA+ (ir.ts): a name to the variable, constant,
 * bound variable, definition or standard operator it means in its scope, checked against its number of
 * arguments; an operator symbol to the spec's definition of it, else the built-in one. resolve-expression.ts
 * resolves the arguments.
 */
import { SpecError } from '../errors.js';
import type { Expr, OperatorArgument, SourceRange } from '../syntax/ast.js';
import type { Ir, IrArgument, IrOperatorArgument } from './ir.js';
import { meaningArity, nearestName, type Meaning, type Scope } from './scope.js';
import { BUILT_IN_OPERATORS } from './standard-modules.js';

/** What resolving a name needs of the expression resolver: an argument resolved in a scope, a fresh id. */
export interface Resolving {
  expression(expr: Expr, scope: Scope): Ir;
  nextId(): number;
}

type Refused = Extract<Ir, { kind: 'refused' }>;

/** A construct monocheck does not compile, refused only if a checked formula reaches it. */
export function refused(at: SourceRange, construct: string): Refused {
  return { kind: 'refused', construct, at };
}

/** A name applied to `args`: what it means in `scope`; an unknown name is an error, with the nearest known one. */
export function resolveName(
  name: string,
  args: readonly (Expr | OperatorArgument)[],
  at: SourceRange,
  scope: Scope,
  resolving: Resolving,
): Ir {
  const meaning = scope.lookup(name);
  if (meaning === undefined) {
    const hint = nearestName(name, scope.visibleNames());
    throw new SpecError(`unknown operator or variable '${name}'${hint === undefined ? '' : ` (did you mean ${hint}?)`}`, at, 'semantic');
  }
  return apply(name, meaning, args, at, scope, resolving);
}

/** A symbol operator: a definition of that symbol if the spec has one, else the standard or built-in operator. */
export function resolveOperator(op: string, args: readonly Expr[], at: SourceRange, scope: Scope, resolving: Resolving): Ir {
  const meaning = scope.lookup(op);
  if (meaning !== undefined) return apply(op, meaning, args, at, scope, resolving);
  if (BUILT_IN_OPERATORS[op] !== undefined) return { kind: 'builtin', op, args: args.map((arg) => resolving.expression(arg, scope)), at };
  const home = STANDARD_HOME[op];
  if (home !== undefined)
    throw new SpecError(
      `the operator ${op} is defined in the standard module ${home}, which this module does not extend (add EXTENDS ${home})`,
      at,
      'semantic',
    );
  return refused(at, `the operator ${op}`);
}

function apply(
  name: string,
  meaning: Meaning,
  args: readonly (Expr | OperatorArgument)[],
  at: SourceRange,
  scope: Scope,
  resolving: Resolving,
): Ir {
  const arity = meaningArity(meaning);
  if (arity >= 0 && args.length !== arity) {
    throw new SpecError(`${name} takes ${arity} argument${arity === 1 ? '' : 's'} but is given ${args.length}`, at, 'semantic');
  }
  const resolvedArgs = (expectedArities: readonly number[]) =>
    args.map((arg, i) => argument(arg, expectedArities[i] ?? 0, scope, resolving));
  switch (meaning.kind) {
    case 'variable':
      return { kind: 'variable', index: meaning.index, primed: false, at };
    case 'constant':
      if (meaning.arity > 0) return refused(at, `the constant operator ${name}, which the model file does not replace by a definition`);
      return { kind: 'constant', index: meaning.index, at };
    case 'local':
      if (meaning.arity === 0) return { kind: 'local', id: meaning.id, at };
      return { kind: 'callParameter', id: meaning.id, args: resolvedArgs([]), at };
    case 'definition':
      return { kind: 'call', def: meaning.def, args: resolvedArgs(meaning.def.params.map((p) => p.arity)), at };
    case 'standard':
      return { kind: 'builtin', op: meaning.op, args: resolvedArgs(operatorParameterArities(meaning.op)), at };
  }
}

function argument(arg: Expr | OperatorArgument, arity: number, scope: Scope, resolving: Resolving): IrArgument {
  if (arg.kind === 'lambda') {
    const inner = scope.child();
    const params = arg.params.map((name) => {
      const id = resolving.nextId();
      inner.bindNew(name, { kind: 'local', id, arity: 0, at: arg.at }, arg.at);
      return id;
    });
    return { kind: 'opLambda', params, body: resolving.expression(arg.body, inner), at: arg.at } satisfies IrOperatorArgument;
  }
  if (arity === 0) return resolving.expression(arg, scope);
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

/** The standard operators that take an operator as an argument, and the arity of that argument. */
function operatorParameterArities(op: string): number[] {
  switch (op) {
    case 'SelectSeq':
      return [0, 1];
    case 'SortSeq':
      return [0, 2];
    case 'BagOfAll':
      return [1, 0];
    default:
      return [];
  }
}

/** Where the standard operators a module may forget to EXTEND are defined, for the error message. */
const STANDARD_HOME: Readonly<Record<string, string>> = {
  '+': 'Naturals',
  '-': 'Naturals',
  '*': 'Naturals',
  '^': 'Naturals',
  '<': 'Naturals',
  '>': 'Naturals',
  '<=': 'Naturals',
  '>=': 'Naturals',
  '%': 'Naturals',
  '\\div': 'Naturals',
  '..': 'Naturals',
  '-.': 'Integers',
  '\\o': 'Sequences',
  ':>': 'TLC',
  '@@': 'TLC',
  '(+)': 'Bags',
  '(-)': 'Bags',
  '\\sqsubseteq': 'Bags',
};
