import { describe, expect, it } from 'vitest';
import { parseTlaText, type ParseLimits } from '../../../src/tla/syntax/tree-sitter.js';

const LIMITS: ParseLimits = { seconds: 3, treeDepth: 1000 };
const module = (body: string) => `---- MODULE M ----\nVARIABLE x\n${body}\n====\n`;

/** The parse's tree as text (deleting it, as a caller must), or the refusal. */
async function parsed(text: string, limits = LIMITS): Promise<string | { place: unknown; reason: string; treeTooDeep: boolean }> {
  const result = await parseTlaText(text, limits);
  if (!('tree' in result)) return result;
  try {
    return result.tree.rootNode.toString();
  } finally {
    result.tree.delete();
  }
}

describe('parseTlaText', () => {
  it("gives the grammar's tree of a module, and flags syntax errors in it without refusing", async () => {
    expect(await parsed(module("Next == x' = x + 1"))).toMatch(/^\(source_file \(module .*\(operator_definition name: \(identifier\)/);
    expect(await parsed(module('Next == (1 +'))).toMatch(/ERROR|MISSING/);
  });

  it('refuses brackets nested deeper than 100 levels before parsing, with the line and column of the first too deep', async () => {
    const deep = `Op == ${'<<'.repeat(50)}${'{'.repeat(51)}1${'}'.repeat(51)}${'>>'.repeat(50)}`;
    expect(await parsed(module(deep))).toEqual({
      // the 51st {, after `Op == ` (6), 50 << (100) and 50 { (50)
      place: { line: 3, column: 157 },
      reason: 'brackets nest deeper than 100 levels here, more than monocheck parses',
      treeTooDeep: false,
    });
  });

  it('counts no bracket in a comment, a nested block comment or a string, and counts closing brackets', async () => {
    const many = '('.repeat(110);
    const text = module(`\\* ${many}\n(* ${many} (* ${many} *) ${many} *)\nOp == "${many}\\" ${many}"\nOp2 == ${'(1)'.repeat(110)}`);
    expect(typeof (await parsed(text))).toBe('string');
  });

  it('refuses a syntax tree deeper than its limit, after parsing, with where the first node too deep starts', async () => {
    const chain = module(`Op == ${Array(40).fill('1').join(' + ')}`);
    expect(typeof (await parsed(chain))).toBe('string');
    const refusal = await parsed(chain, { seconds: 3, treeDepth: 20 });
    expect(refusal).toMatchObject({ reason: 'the syntax tree is more than 20 levels deep here', treeTooDeep: true });
    expect((refusal as { place: { line: number } }).place.line).toBe(3);
  });

  it('gives up after its CPU seconds, and the next parse starts afresh', async () => {
    const long = module(Array.from({ length: 3000 }, (_, i) => `Op${i} == ${i} + ${i}`).join('\n'));
    expect(await parsed(long, { seconds: 0, treeDepth: 1000 })).toMatchObject({
      place: { line: 1, column: 1 },
      reason: 'the TLA+ parser gave up after 0 seconds of work (the module nests too deep for it)',
    });
    expect(await parsed(module('Op == 1'))).toMatch(/operator_definition/);
  });
});
