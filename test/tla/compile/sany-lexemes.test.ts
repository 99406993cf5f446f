import { describe, expect, it } from 'vitest';
import { lexemes } from '../../../src/tla/compile/sany-lexemes.js';

describe('lexemes', () => {
  it("gives a module's words and string literals in text order, from its header to its end", () => {
    const text = 'before HEADER "ignored"\n---- MODULE M ----\nVARIABLE x\nInit == x = "a"\n====\nafter "ignored too"\n';
    expect(lexemes(text)).toEqual({ words: ['M', 'VARIABLE', 'x', 'Init', 'x'], strings: ['a'] });
  });

  it('reads "---- MODULE" as one lexeme, a backslash and what follows as one, not as words', () => {
    const { words } = lexemes('---- MODULE M ----\nOp == \\E e \\in S : e \\o <<\\h1F>>\n====\n');
    expect(words).toEqual(['M', 'Op', 'e', 'S', 'e']);
  });

  it('reads ]_ and >>_ as lexemes before a subscript, and WF_ and SF_ as lexemes of their own', () => {
    const { words } = lexemes('---- MODULE M ----\nSpec == [][Next]_vars /\\ <<A>>_v /\\ WF_vars(A) /\\ SF_x(B) /\\ WF_(C)\n====\n');
    expect(words).toEqual(['M', 'Spec', 'Next', 'vars', 'A', 'v', 'WF_', 'vars', 'A', 'SF_', 'x', 'B', 'WF_', 'C']);
  });

  it('skips line comments and nested block comments, and reads escapes in literals', () => {
    const text = '---- MODULE M ----\n\\* hidden "no"\n(* out (* deeper "no" *) still out *) Op == "q\\"\\\\\\n\\t" \n====\n';
    expect(lexemes(text)).toEqual({ words: ['M', 'Op'], strings: ['q"\\\n\t'] });
  });

  it('reads the modules written inside a module, to the end of the outer one', () => {
    const text = '---- MODULE Outer ----\n---- MODULE Inner ----\nI == "i"\n====\nO == "o"\n====\nLater == "l"\n';
    expect(lexemes(text)).toEqual({ words: ['Outer', 'Inner', 'I', 'O'], strings: ['i', 'o'] });
  });

  it('gives nothing for a text with no module header, and stops at an unclosed comment', () => {
    expect(lexemes('VARIABLE x "s"')).toEqual({ words: [], strings: [] });
    expect(lexemes('---- MODULE M ----\nA == 1 (* never closed "s" B')).toEqual({ words: ['M', 'A', '1'], strings: [] });
  });
});
