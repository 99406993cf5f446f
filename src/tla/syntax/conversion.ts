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
  // the end column inclusive, as TLC prints locations
  return {
    module,
    file,
    line: node.startPosition.row + 1,
    column: node.startPosition.column + 1,
    endLine: node.endPosition.row + 1,
    endColumn: Math.max(1, node.endPosition.column),
  };
}
