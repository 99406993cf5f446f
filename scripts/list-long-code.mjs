// node scripts/list-long-code.mjs [--strict] [SRC]
// Lists the files of src/ (or SRC) over 300 lines, the functions over 80 lines (the house's sizes: a file or
// a function past them is asking to be split) and the lines over 140 characters (Prettier's width, which it
// does not enforce on strings and comments). One that stays long says why in a comment starting
// `long because` just above it (a file: in its first comment); with --strict (in npm run lint), one without
// exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const FILE_LINES = 300;
const FUNCTION_LINES = 80;
const LINE_CHARACTERS = 140;

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Whether the comments just above `position` (or, for a file, its first comment) say `long because`. */
const explained = (text, position) =>
  /long because/i.test(
    ts
      .getLeadingCommentRanges(text, position)
      ?.map((range) => text.slice(range.pos, range.end))
      .join('\n') ?? '',
  );

/** Whether the `//` comment lines just above line `index` of `lines` say `long because`. */
const lineExplained = (lines, index) => {
  const above = [];
  for (let i = index - 1; i >= 0 && lines[i].trimStart().startsWith('//'); i--) above.push(lines[i]);
  return /long because/i.test(above.join('\n'));
};

/**
 * The long files, functions and lines of the TypeScript files under `root`, in path order; `explained` when a `long because` comment says
 * why.
 */
export function longCode(root) {
  const found = [];
  for (const path of sourceFiles(root).sort()) {
    const text = readFileSync(path, 'utf8');
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const lineOf = (position) => file.getLineAndCharacterOfPosition(position).line + 1;
    const shown = relative(resolve(root, '..'), path);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > FILE_LINES) found.push({ where: shown, what: `${lines} lines`, explained: explained(text, 0) });
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
        const length = lineOf(node.end) - lineOf(node.getStart(file)) + 1;
        if (length > FUNCTION_LINES) {
          const name = node.name?.getText(file) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(file) : '(anonymous)');
          // a function's reason may stand above its statement (a const arrow function) or itself
          const holder = ts.isVariableDeclaration(node.parent) ? node.parent.parent.parent : node;
          found.push({
            where: `${shown}:${lineOf(node.getStart(file))}`,
            what: `${name}, ${length} lines`,
            explained: explained(text, holder.getFullStart()),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    const textLines = text.split('\n');
    textLines.forEach((line, index) => {
      if (line.length > LINE_CHARACTERS)
        found.push({ where: `${shown}:${index + 1}`, what: `${line.length} characters`, explained: lineExplained(textLines, index) });
    });
  }
  return found;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const strict = process.argv.includes('--strict');
  const root = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? new URL('../src/', import.meta.url).pathname);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`list-long-code: ${root} is not a directory; give the src/ folder to look at`);
    process.exit(1);
  }
  const found = longCode(root);
  console.log(
    found.length === 0
      ? `no file over ${FILE_LINES} lines, no function over ${FUNCTION_LINES}, no line over ${LINE_CHARACTERS} characters`
      : found.map((item) => `${item.where}: ${item.what}${item.explained ? ' (says why)' : ''}`).join('\n'),
  );
  const unexplained = found.filter((item) => !item.explained).length;
  if (strict && unexplained > 0) {
    console.error(
      `${unexplained} of these ${unexplained === 1 ? 'is' : 'are'} long without a reason: split it, or say why above it (a file: in its first comment) in a one-line \`// long because: ...\` comment`,
    );
    process.exit(1);
  }
}
