import { describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { SpecError } from '../../../src/tla/errors.js';
import { rangeOf, SyntaxRefusal } from '../../../src/tla/syntax/conversion.js';
import { parseTlaText } from '../../../src/tla/syntax/tree-sitter.js';

/** The range of the first node of `type` in the text's tree. */
async function rangeOfFirst(text: string, type: string): Promise<ReturnType<typeof rangeOf>> {
  const parsed = await parseTlaText(text, { seconds: 3, treeDepth: 1000 });
  if (!('tree' in parsed)) throw new Error(parsed.reason);
  try {
    const node: Node | undefined = parsed.tree.rootNode.descendantsOfType(type)[0] ?? undefined;
    if (node === undefined) throw new Error(`no ${type}`);
    return rangeOf(node, 'M', 'M.tla');
  } finally {
    parsed.tree.delete();
  }
}

describe('rangeOf', () => {
  it("gives a node's module, file, first line and column, and its last column inclusive, as TLC prints places", async () => {
    const range = await rangeOfFirst('---- MODULE M ----\nOp == 10 + 200\n====\n', 'bound_infix_op');
    expect(range).toEqual({ module: 'M', file: 'M.tla', line: 2, column: 7, endLine: 2, endColumn: 14 });
  });

  it('ends a junction list at its last character, not where the next line starts', async () => {
    const text = '---- MODULE M ----\nOp == /\\ 1 = 1\n      /\\ 22 = 22   \n\nOp2 == 1\n====\n';
    const range = await rangeOfFirst(text, 'conj_list');
    expect(range).toEqual({ module: 'M', file: 'M.tla', line: 2, column: 7, endLine: 3, endColumn: 16 });
  });
});

describe('SyntaxRefusal', () => {
  it('is a SpecError, with its place and reason', () => {
    const at = { module: 'M', file: 'M.tla', line: 1, column: 2, endLine: 1, endColumn: 3 };
    const refusal = new SyntaxRefusal('monocheck cannot compile real numbers', at, 'unsupported');
    expect(refusal).toBeInstanceOf(SpecError);
    expect(refusal).toMatchObject({ message: 'monocheck cannot compile real numbers', at, reason: 'unsupported' });
  });
});
