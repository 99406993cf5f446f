/**
 * The built-in operators and those of the standard modules, as calls into the
 * runtime (`rt`), which implements them as TLC does (values, errors,
 * overflow). The logical ones are written inline, short-circuiting as TLC
 * evaluates them.
 */
import { SpecError } from '../errors.js';
import type { IrArgument } from '../semantic/ir.js';
import type { SourceRange } from '../syntax/ast.js';
import type { CodeContext } from './context.js';
import type { ExpressionWriter } from './expression-writer.js';

/** A JS expression already computed, passed where an argument is expected (wrapper functions). */
export type RawCode = { readonly kind: 'raw'; readonly code: string };

type Argument = IrArgument | RawCode;

/** Binary operators that are one runtime call `rt.NAME(a, b, at)`. */
const BINARY: Readonly<Record<string, string>> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '^': 'pow',
  '%': 'mod',
  '\\div': 'div',
  '..': 'range',
  '<': 'lt',
  '>': 'gt',
  '<=': 'le',
  '>=': 'ge',
  '\\in': 'isIn',
  '\\cup': 'union',
  '\\cap': 'intersect',
  '\\': 'minus',
  '\\subseteq': 'subseteq',
  '\\o': 'concat',
  Append: 'append',
  ':>': 'mapsTo',
  '@@': 'merge',
};

/** Unary operators that are one runtime call `rt.NAME(a, at)`. */
const UNARY: Readonly<Record<string, string>> = {
  '-.': 'neg',
  SUBSET: 'powerset',
  UNION: 'bigUnion',
  DOMAIN: 'domain',
  Cardinality: 'cardinality',
  IsFiniteSet: 'isFiniteSet',
  Seq: 'seqSet',
  Len: 'len',
  Head: 'head',
  Tail: 'tail',
  Permutations: 'permutations',
  ToString: 'toStringValue',
};

/** Standard operators monocheck refuses, with the reason. */
const REFUSED: Readonly<Record<string, string>> = {
  RandomElement: "RandomElement (its value depends on TLC's random seed)",
  Any: 'Any',
  JavaTime: 'JavaTime (its value depends on the clock)',
  TLCSet: 'TLCSet',
};

export function builtinCode(gen: ExpressionWriter, op: string, args: readonly Argument[], at: SourceRange | null, c: CodeContext): string {
  const v = (i: number) => {
    const arg = args[i];
    if (arg === undefined) throw new SpecError(`${op} is given too few arguments`, at, 'semantic');
    return arg.kind === 'raw' ? arg.code : gen.argument(arg, 0, c);
  };
  const b = (i: number) => {
    const arg = args[i];
    if (arg === undefined) throw new SpecError(`${op} is given too few arguments`, at, 'semantic');
    if (arg.kind === 'raw') return `rt.bool(${arg.code}, ${where})`;
    if (arg.kind === 'opDefinition' || arg.kind === 'opLambda' || arg.kind === 'opBuiltin' || arg.kind === 'opParameter')
      throw new SpecError(`${op} is given an operator where a value is expected`, at, 'semantic');
    return gen.boolean(arg, c, at ?? arg.at);
  };
  const where = at === null ? 'null' : gen.at(at);
  // two primitives of one kind: compared as JavaScript compares them, which is TLC's comparison for them
  const sameKind =
    args.length === 2 &&
    args[0]!.kind !== 'raw' &&
    args[1]!.kind !== 'raw' &&
    gen.scalarKind(args[0] as IrArgument, c) !== null &&
    gen.scalarKind(args[0] as IrArgument, c) === gen.scalarKind(args[1] as IrArgument, c);
  if (sameKind) {
    const kind = gen.scalarKind(args[0] as IrArgument, c);
    if (op === '=') return `(${v(0)} === ${v(1)})`;
    if (op === '#') return `(${v(0)} !== ${v(1)})`;
    if (kind === 'int' && (op === '<' || op === '>' || op === '<=' || op === '>=')) return `(${v(0)} ${op} ${v(1)})`;
  }
  const binary = BINARY[op];
  if (binary !== undefined) return `rt.${binary}(${v(0)}, ${v(1)}, ${where})`;
  const unary = UNARY[op];
  if (unary !== undefined) return `rt.${unary}(${v(0)}, ${where})`;
  switch (op) {
    case '=':
      return `rt.eq(${v(0)}, ${v(1)}, ${where})`;
    case '#':
      return `!rt.eq(${v(0)}, ${v(1)}, ${where})`;
    case '\\notin':
      return `!rt.isIn(${v(0)}, ${v(1)}, ${where})`;
    case '~':
      return `!${b(0)}`;
    case '=>':
      return `(!${b(0)} || ${b(1)})`;
    case '<=>':
      return `(${b(0)} === ${b(1)})`;
    case 'SubSeq':
      return `rt.subSeq(${v(0)}, ${v(1)}, ${v(2)}, ${where})`;
    case 'SelectSeq':
      return `rt.selectSeq(${v(0)}, ${operator(gen, args[1], 1, c, op, at)}, ${where})`;
    case 'SortSeq':
      return `rt.sortSeq(${v(0)}, ${operator(gen, args[1], 2, c, op, at)}, ${where})`;
    case 'Print':
      return `rt.print(${v(0)}, ${v(1)})`;
    case 'PrintT':
      return `rt.printT(${v(0)})`;
    case 'Assert':
      return `rt.assert(${v(0)}, ${v(1)}, ${where})`;
    case 'TLCGet':
      return `rt.tlcGet(${v(0)}, ${c.level ?? '0'}, ${where})`;
    case 'TLCEval':
      return v(0);
    default: {
      const refused = REFUSED[op];
      throw new SpecError(`monocheck cannot compile ${refused ?? `the operator ${op}`}; TLC can check this spec`, at, 'unsupported');
    }
  }
}

/** An operator argument (SelectSeq's test, SortSeq's order) as a JS function. */
function operator(
  gen: ExpressionWriter,
  arg: Argument | undefined,
  arity: number,
  c: CodeContext,
  op: string,
  at: SourceRange | null,
): string {
  if (arg === undefined) throw new SpecError(`${op} is given too few arguments`, at, 'semantic');
  if (arg.kind === 'raw') return arg.code;
  return gen.argument(arg, arity, c);
}
