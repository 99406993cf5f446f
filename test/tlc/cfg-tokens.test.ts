import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/tlc/cfg-tokens.js';
import { ModelFileError } from '../../src/tlc/model-file.js';

const kindsAndTexts = (text: string): string[] => tokenize(text, 'm.cfg').map((token) => `${token.kind}:${token.text}`);

describe('tokenize', () => {
  it('reads names, integers, strings and symbols, with their lines', () => {
    const tokens = tokenize('CONSTANTS\n  N = 3\n  Name = "a\\"b"\n  S = {p1, -2}\n  Next <- Step', 'm.cfg');
    expect(tokens.map((token) => `${token.kind}:${token.text}`)).toEqual([
      'ident:CONSTANTS',
      'ident:N',
      'symbol:=',
      'int:3',
      'ident:Name',
      'symbol:=',
      'string:a"b',
      'ident:S',
      'symbol:=',
      'symbol:{',
      'ident:p1',
      'symbol:,',
      'symbol:-',
      'int:2',
      'symbol:}',
      'ident:Next',
      'symbol:<-',
      'ident:Step',
    ]);
    expect(tokens.map((token) => token.line)).toEqual([1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5]);
  });

  it('skips line comments and nested block comments, counting their lines', () => {
    const tokens = tokenize('INIT Init \\* the start\n(* a (* nested\n *) still *)\nNEXT Next', 'm.cfg');
    expect(tokens.map((token) => token.text)).toEqual(['INIT', 'Init', 'NEXT', 'Next']);
    expect(tokens[2]?.line).toBe(4);
  });

  it('says where a block comment is never closed', () => {
    expect(() => tokenize('INIT Init\n(* open (* nested *)\n', 'm.cfg')).toThrow(
      "the comment opened here with '(*' is never closed; add the matching '*)'.",
    );
    try {
      tokenize('INIT Init\n(* open', 'm.cfg');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ModelFileError);
      expect([(error as ModelFileError).file, (error as ModelFileError).line]).toEqual(['m.cfg', 2]);
    }
  });

  it('refuses a string not closed on its line and an unexpected character, escaping control characters', () => {
    expect(() => tokenize('N = "abc\n"', 'm.cfg')).toThrow("this string is not closed on its line; add the closing '\"'.");
    expect(() => tokenize('N = 3;', 'm.cfg')).toThrow("unexpected character ';'");
    expect(() => tokenize('N = \u0007', 'm.cfg')).toThrow("unexpected character '\\x07'");
  });

  it('is empty for a file of comments', () => {
    expect(kindsAndTexts('\\* nothing\n(* here *)\n')).toEqual([]);
  });
});
