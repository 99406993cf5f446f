/** TLC's way of saying where an expression is: `line 382, col 5 to line 391, col 19 of module Monopoly`. */
import type { SourceRange } from '../syntax/ast.js';

export function tlcLocation(at: SourceRange): string {
  return `line ${at.line}, col ${at.column} to line ${at.endLine}, col ${at.endColumn} of module ${at.module}`;
}
