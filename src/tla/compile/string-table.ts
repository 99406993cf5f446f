/**
 * TLC's order of strings: the order in which its parser first met each
 * identifier and string literal (UniqueString tokens), which is the order
 * TLC compares strings in. Approximated by reading the modules' tokens in
 * the order TLC reads the modules.
 */
import type { LoadedModules } from '../semantic/load-modules.js';

const TOKEN = /"(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*|\(\*|\*\)|\\\*[^\n]*/g;

/** Every identifier and string of the modules, in the order TLC interns them. */
export function stringsInOrder(loaded: LoadedModules): string[] {
  const order: string[] = [];
  for (const { text } of loaded.texts.values()) {
    let depth = 0;
    for (const match of text.matchAll(TOKEN)) {
      const token = match[0];
      if (token === '(*') { depth++; continue; }
      if (token === '*)') { depth = Math.max(0, depth - 1); continue; }
      if (depth > 0 || token.startsWith('\\*')) continue;
      order.push(token.startsWith('"') ? unescape(token.slice(1, -1)) : token);
    }
  }
  return order;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch === 'r' ? '\r' : ch === 'f' ? '\f' : ch));
}
