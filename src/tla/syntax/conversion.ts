/** What the readers of one module share: where its text is, and how to refuse a node. */
import type { Node } from 'web-tree-sitter';
import type { Definition, SourceRange } from './ast.js';
import { SpecError } from '../errors.js';

export class SyntaxRefusal extends SpecError {}

export interface Conversion {
  readonly module: string;
  readonly file: string;
  range(node: Node): SourceRange;
  /** The error for a node that is not (or not yet) something monocheck compiles: `monocheck cannot compile WHAT`. */
  refuse(what: string, node: Node): SyntaxRefusal;
  /** Reads a definition (operator, function, instance, RECURSIVE) at `node`. */
  definition(node: Node, local: boolean): Definition;
}

export function rangeOf(node: Node, module: string, file: string): SourceRange {
  const start = { module, file, line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
  // a junction list (`\/ A \/ B`) ends where the next token starts, at the start of a later line: TLC's range ends at its last character
  if (node.endPosition.column === 0 && node.endPosition.row > node.startPosition.row) return { ...start, ...endOfText(node) };
  // the end column inclusive, as TLC prints locations
  return { ...start, endLine: node.endPosition.row + 1, endColumn: Math.max(1, node.endPosition.column) };
}

/** The line and (inclusive) column of the last character of a node's text that is not white space. */
function endOfText(node: Node): { endLine: number; endColumn: number } {
  const lines = node.text.trimEnd().split('\n');
  const last = lines.at(-1) ?? '';
  const endLine = node.startPosition.row + lines.length;
  return { endLine, endColumn: Math.max(1, lines.length === 1 ? node.startPosition.column + last.length : last.length) };
}
