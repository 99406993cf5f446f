/**
 * The lexemes of a module's text that TLC interns (string-table.ts): its words and its string literals' values,
 * as SANY's lexer finds them.
 */
/**
 * A module's words (identifiers, keywords, numbers: the lexemes a string value can equal) and its string literals'
 * values, each in text order, as SANY lexes them (q1_symbol_words): only the text from the first header to the
 * module's end; "---- MODULE" one lexeme (not the word MODULE); a backslash and what follows one lexeme (\E, \in,
 * \o, \h1F: not the words E, in, o, h1F); ]_ and >>_ one lexeme ([Next]_vars: the word vars, not _vars); WF_ and SF_
 * lexemes of their own (WF_vars is WF_ then vars). The symbols are left out: SANY's built-ins hold the common ones,
 * and a string value equal to another symbol of the spec is ordered as a literal only (TLC would order it where the
 * symbol first occurs).
 */
export function lexemes(text: string): { words: string[]; strings: string[] } {
  const words: string[] = [];
  const strings: string[] = [];
  const header = /-{4,}\s*MODULE(?![A-Za-z0-9_])/g;
  const first = header.exec(text);
  if (first === null) return { words, strings };
  const token =
    /(-{4,}\s*MODULE(?![A-Za-z0-9_]))|(={4,})|(\(\*)|\\\*[^\n]*|("(?:[^"\\\n]|\\.)*")|\\[A-Za-z][A-Za-z0-9]*|\]_|>>_|([A-Za-z0-9_]+)/g;
  token.lastIndex = first.index;
  let open = 0;
  for (let match = token.exec(text); match !== null; match = token.exec(text)) {
    const [, moduleHeader, moduleEnd, comment, literal, word] = match;
    if (moduleHeader !== undefined) open++;
    else if (moduleEnd !== undefined && --open === 0) break;
    else if (comment !== undefined) token.lastIndex = blockCommentEnd(text, token.lastIndex);
    else if (literal !== undefined) strings.push(unescape(literal.slice(1, -1)));
    else if (word !== undefined) pushWord(word, words);
  }
  return { words, strings };
}

/** SANY reads WF_ and SF_ before an identifier as lexemes of their own. */
function pushWord(word: string, words: string[]): void {
  const fairness = /^[WS]F_/.exec(word);
  if (fairness === null) {
    words.push(word);
    return;
  }
  words.push(fairness[0]);
  if (word.length > 3) pushWord(word.slice(3), words);
}

/** Where a block comment opened just before `from` ends (comments nest; inside, only (* and *) count). */
function blockCommentEnd(text: string, from: number): number {
  let depth = 1;
  let at = from;
  while (depth > 0) {
    const open = text.indexOf('(*', at);
    const close = text.indexOf('*)', at);
    if (close < 0) return text.length;
    if (open >= 0 && open < close) {
      depth++;
      at = open + 2;
    } else {
      depth--;
      at = close + 2;
    }
  }
  return at;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch === 'r' ? '\r' : ch === 'f' ? '\f' : ch));
}
