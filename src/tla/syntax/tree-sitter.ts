/**
 * The TLA+ parser: tree-sitter's TLA+ grammar, run as WebAssembly by
 * web-tree-sitter (nothing is built natively). Loading the grammar compiles
 * 5 MB of WebAssembly, so one parser serves the whole process. The parser's
 * time grows faster than the nesting of what it reads, so a text that nests
 * deeper than any real module is refused before it is parsed (brackets) or
 * after (its syntax tree), and a parse is given a few seconds of CPU time
 * (not of the clock, which other jobs on the machine stretch).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Node, Parser as TreeSitterParser, Tree } from 'web-tree-sitter';
import { NESTING_LIMIT, placeOf, type TextPlace } from '../../input/nesting.js';

let parserPromise: Promise<TreeSitterParser> | undefined;

function tlaParser(): Promise<TreeSitterParser> {
  parserPromise ??= (async () => {
    // imported only here, so a run that needs no parse never loads it
    const { Parser, Language } = await import('web-tree-sitter');
    const require = createRequire(import.meta.url);
    await Parser.init({ locateFile: () => require.resolve('web-tree-sitter/web-tree-sitter.wasm') });
    const grammar = await Language.load(readFileSync(require.resolve('@tlaplus/tree-sitter-tlaplus/tree-sitter-tlaplus.wasm')));
    const parser = new Parser();
    parser.setLanguage(grammar);
    return parser;
  })();
  return parserPromise;
}

/** A parse's tree (the caller deletes it), or why the text was not parsed: where and what goes too deep, or the parser gave up. */
export type ParsedText = { readonly tree: Tree } | { readonly place: TextPlace; readonly reason: string; readonly treeTooDeep: boolean };

export interface ParseLimits {
  /** The CPU seconds the parser may take (Monopoly.tla takes 0.1 s, and a real module no more). */
  readonly seconds: number;
  /** The deepest syntax tree accepted: the walks over it are recursive. */
  readonly treeDepth: number;
}

/** How much of the text the parser is given at each read (it asks again from where it stopped). */
const PARSE_READ_CHARACTERS = 256;

/** Parses TLA+ text within `limits`; a refusal says what and where (a syntax tree too deep: for the caller to say why it matters). */
export async function parseTlaText(text: string, limits: ParseLimits): Promise<ParsedText> {
  const tooDeep = tooDeepBracketAt(text);
  if (tooDeep >= 0)
    return {
      place: placeOf(text, tooDeep),
      reason: `brackets nest deeper than ${NESTING_LIMIT} levels here, more than monocheck parses`,
      treeTooDeep: false,
    };
  const parser = await tlaParser();
  const started = process.cpuUsage();
  // the parser calls back hundreds of thousands of times a module: asking the
  // system for the CPU time at each took 0.4 s, so it is asked every 10 ms
  let askAt = performance.now() + 10;
  const overTime = () => {
    const now = performance.now();
    if (now < askAt) return false;
    askAt = now + 10;
    return cpuSecondsSince(started) > limits.seconds;
  };
  // given the text itself, web-tree-sitter hands the parser all the rest of it at each of its ~2,500 reads of a
  // module, copied a character at a time (up to 5,000 of them): 0.2 s for Monopoly.tla; a short piece is enough
  // (a surrogate pair split between two reads is read whole: test/tla/syntax/parse-module.test.ts)
  const tree = parser.parse((index) => text.slice(index, index + PARSE_READ_CHARACTERS), null, { progressCallback: overTime });
  if (tree === null) {
    parser.reset(); // a cancelled parse would otherwise go on with the next text
    return {
      place: { line: 1, column: 1 },
      reason: `the TLA+ parser gave up after ${limits.seconds} seconds of work (the module nests too deep for it)`,
      treeTooDeep: false,
    };
  }
  const deepest = nodeDeeperThan(tree.rootNode, limits.treeDepth);
  if (deepest === null) return { tree };
  tree.delete();
  return {
    place: { line: deepest.startPosition.row + 1, column: deepest.startPosition.column + 1 },
    reason: `the syntax tree is more than ${limits.treeDepth} levels deep here`,
    treeTooDeep: true,
  };
}

/**
 * Where brackets (`(`, `[`, `{`, `<<`) first nest deeper than NESTING_LIMIT,
 * comments and strings aside, or -1 when they never do.
 */
function tooDeepBracketAt(text: string): number {
  let depth = 0;
  let comment = 0; // block comments nest: (* a (* b *) c *)
  let at = 0;
  const next = (pair: string) => text.startsWith(pair, at);
  while (at < text.length) {
    const character = text[at]!;
    if (next('(*') || (comment > 0 && next('*)'))) {
      comment += next('(*') ? 1 : -1;
      at += 2;
    } else if (comment > 0) {
      at++;
    } else if (next('\\*')) {
      const end = text.indexOf('\n', at);
      at = end < 0 ? text.length : end;
    } else if (character === '"') {
      for (at++; at < text.length && text[at] !== '"' && text[at] !== '\n'; at++) if (text[at] === '\\') at++;
      at++;
    } else if (character === '(' || character === '[' || character === '{' || next('<<')) {
      if (++depth > NESTING_LIMIT) return at;
      at += next('<<') ? 2 : 1;
    } else {
      if (character === ')' || character === ']' || character === '}' || next('>>')) depth = Math.max(0, depth - 1);
      at += next('>>') ? 2 : 1;
    }
  }
  return -1;
}

/** A node more than `limit` levels below `root`, found without recursion, or null. */
function nodeDeeperThan(root: Node, limit: number): Node | null {
  const cursor = root.walk();
  try {
    for (let depth = 0; ;) {
      if (cursor.gotoFirstChild()) {
        if (++depth > limit) return cursor.currentNode;
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return null;
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}
