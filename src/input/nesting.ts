/**
 * How deep outside input may nest. The readers of values (a model file's
 * sets, TLA+ values in a TLC log, JSON traces and scripts, TLA+ modules) are
 * recursive, or call parsers whose time grows with the depth: a real input
 * nests a few levels, so a deeper one is refused with where it goes too deep,
 * before a reader's stack or time runs out.
 */

/** The deepest nesting any reader of outside input accepts (real inputs nest under ten levels). */
export const NESTING_LIMIT = 100;

/** A place in a text, 1-based. */
export interface TextPlace {
  readonly line: number;
  readonly column: number;
}

/** The line and column of `offset` in `text`. */
export function placeOf(text: string, offset: number): TextPlace {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Where JSON text first nests deeper than `limit` arrays and objects (the
 * offset of the bracket that goes too deep), or -1. Strings are skipped;
 * the text need not be valid JSON (JSON.parse says what else is wrong).
 */
function tooDeepJsonAt(text: string, limit = NESTING_LIMIT): number {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const character = text.charCodeAt(at);
    if (character === 0x22) {
      // a string: skip to its closing quote, past escaped ones
      for (at++; at < text.length && text.charCodeAt(at) !== 0x22; at++) if (text.charCodeAt(at) === 0x5c) at++;
    } else if (character === 0x5b || character === 0x7b) {
      if (++depth > limit) return at;
    } else if (character === 0x5d || character === 0x7d) {
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

/** `arrays and objects nest deeper than 100 levels at line 3, column 108`, or null when `text` nests no deeper than the limit. */
export function jsonNestingProblem(text: string, limit = NESTING_LIMIT): string | null {
  const at = tooDeepJsonAt(text, limit);
  if (at < 0) return null;
  const { line, column } = placeOf(text, at);
  return `arrays and objects nest deeper than ${limit} levels at line ${line}, column ${column}`;
}
