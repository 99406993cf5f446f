/** The tokens of a TLC model file: names, integers, strings and symbols, with TLA+'s comments (nested ones too) skipped. */
import { escapeControl } from '../input/quote.js';
import { ModelFileError } from './model-file.js';

export interface Token {
  readonly kind: 'ident' | 'int' | 'string' | 'symbol';
  readonly text: string;
  readonly line: number;
}

export function tokenize(text: string, file: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const fail = (atLine: number, message: string): never => {
    throw new ModelFileError(file, atLine, message);
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (text.startsWith('\\*', i)) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (text.startsWith('(*', i)) {
      const openedAt = line;
      let depth = 0;
      // TLA+ block comments nest: (* a (* b *) c *) is one comment.
      while (i < text.length) {
        if (text.startsWith('(*', i)) {
          depth++;
          i += 2;
          continue;
        }
        if (text.startsWith('*)', i)) {
          depth--;
          i += 2;
          if (depth === 0) break;
          continue;
        }
        if (text[i] === '\n') line++;
        i++;
      }
      if (depth > 0) fail(openedAt, "the comment opened here with '(*' is never closed; add the matching '*)'.");
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 200));
    if (word) {
      tokens.push({ kind: 'ident', text: word[0], line });
      i += word[0].length;
      continue;
    }
    const digits = /^[0-9]+/.exec(text.slice(i, i + 400));
    if (digits) {
      tokens.push({ kind: 'int', text: digits[0], line });
      i += digits[0].length;
      continue;
    }
    if (c === '"') {
      let value = '';
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
        j++;
      }
      if (text[j] !== '"') fail(line, "this string is not closed on its line; add the closing '\"'.");
      tokens.push({ kind: 'string', text: value, line });
      i = j + 1;
      continue;
    }
    const symbol = ['<-', '=', '{', '}', ',', '-'].find((s) => text.startsWith(s, i));
    if (symbol === undefined)
      fail(
        line,
        `unexpected character '${escapeControl(c)}'; a model file holds keywords, names, integers, strings, '=', '<-' and comments.`,
      );
    tokens.push({ kind: 'symbol', text: symbol!, line });
    i += symbol!.length;
  }
  return tokens;
}
