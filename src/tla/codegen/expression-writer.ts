/** What builtins and definitions ask of the expression generator (expression-code.ts implements it). */
import type { Ir, IrArgument } from '../semantic/ir.js';
import type { SourceRange } from '../syntax/ast.js';
import type { CodeContext } from './context.js';

export interface ExpressionWriter {
  /** A JS expression for the value of `ir`. */
  value(ir: Ir, c: CodeContext): string;
  /** A JS expression for `ir` as a JS boolean (checked to be a TLA+ boolean). */
  boolean(ir: Ir, c: CodeContext, at?: SourceRange): string;
  /** The primitive kind `ir` always has, if known: the generator may compare it with === and <. */
  scalarKind(ir: IrArgument, c: CodeContext): 'int' | 'bool' | 'str' | null;
  /** An argument: a value, or (for an operator parameter) a JS function. */
  argument(arg: IrArgument, arity: number, c: CodeContext): string;
  /** Statements returning the value of `ir` (a function's body): a LET's definitions bound in the function's own scope. */
  returnStatements(ir: Ir, c: CodeContext): string;
  /** A JS expression for a source location (for errors). */
  at(at: SourceRange): string;
}
