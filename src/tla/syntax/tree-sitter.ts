/**
 * The TLA+ parser: tree-sitter's TLA+ grammar, run as WebAssembly by
 * web-tree-sitter (nothing is built natively). Loading the grammar compiles
 * 5 MB of WebAssembly, so one parser serves the whole process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Parser as TreeSitterParser } from 'web-tree-sitter';

let parserPromise: Promise<TreeSitterParser> | undefined;

export function tlaParser(): Promise<TreeSitterParser> {
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
