// node scripts/list-long-code.mjs [--strict]
// Lists the files of src/ over 300 lines and the functions over 80 lines (the house's sizes: a file or a
// function past them is asking to be split). One that stays long says why in a comment starting
// `long because` just above it (a file: in its first comment); with --strict, one without exits 1.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const FILE_LINES = 300;
const FUNCTION_LINES = 80;
const root = new URL('../', import.meta.url).pathname;
const strict = process.argv.includes('--strict');

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Whether the comments just above `node` (or, for a file, its first comment) say `long because`. */
const explained = (text, position) => /long because/i.test(ts.getLeadingCommentRanges(text, position)?.map((range) => text.slice(range.pos, range.end)).join('\n') ?? '');

const unexplained = [];
const rows = [];
for (const path of sourceFiles(join(root, 'src'))) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position) => file.getLineAndCharacterOfPosition(position).line + 1;
  const shown = relative(root, path);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > FILE_LINES) {
    const ok = explained(text, 0);
    rows.push(`${shown}: ${lines} lines${ok ? ' (says why)' : ''}`);
    if (!ok) unexplained.push(shown);
  }
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const length = lineOf(node.end) - lineOf(node.getStart(file)) + 1;
      if (length > FUNCTION_LINES) {
        const name = node.name?.getText(file) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(file) : '(anonymous)');
        // a function's reason may stand above its statement (a const arrow function) or itself
        const holder = ts.isVariableDeclaration(node.parent) ? node.parent.parent.parent : node;
        const ok = explained(text, holder.getFullStart());
        rows.push(`${shown}:${lineOf(node.getStart(file))}: ${name}, ${length} lines${ok ? ' (says why)' : ''}`);
        if (!ok) unexplained.push(`${shown} ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}
console.log(rows.length === 0 ? 'no file over 300 lines, no function over 80' : rows.join('\n'));
if (strict && unexplained.length > 0) {
  console.error(`${unexplained.length} long without a 'long because' comment`);
  process.exit(1);
}
