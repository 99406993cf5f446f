// node scripts/check-layers.mjs [SRC_DIR]
// Fails (exit 1) when a module of src/ imports a layer it must not, or when
// modules import each other in a cycle. The layers (arrows = may import):
// input/ (reading and quoting outside input) imports none of the others;
// engine/ only input/ (a checkpoint it reads is outside input); monopoly/ and
// tla/ (the TLA+ compiler) only engine/ and input/; tlc/ engine/, tla/ and
// input/; report/ engine/, tlc/ and input/; runs/ (what a run needs around the
// engine, which the library and the command line share) engine/, monopoly/,
// tla/, tlc/, report/ and input/; cluster/ (the distributed search) engine/ and
// input/; explore/ (the explorer's server and page) engine/ to runs/ and
// input/; cli/ anything; src/index.ts (the library) anything but cli/.
// Some rooms have one entry for a layer (ENTRIES): cluster/ imports engine/bfs/
// through engine/bfs/batch-step.ts alone, not the search's internals. A
// folder of src/ not listed here is an error: add it with its rule. Imports are read with the TypeScript compiler's parser, so every form
// counts: either quote style, `import type`, `export ... from`, `import()`
// and `typeof import()` in types. A cycle counts even when its imports are
// type-only: it still ties the modules together for a reader.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ALLOWED = {
  engine: ['input'],
  input: [],
  monopoly: ['engine', 'input'],
  tla: ['engine', 'input'],
  tlc: ['engine', 'tla', 'input'],
  report: ['engine', 'tlc', 'input'],
  runs: ['engine', 'monopoly', 'tla', 'tlc', 'report', 'input'],
  cluster: ['engine', 'input'],
  explore: ['engine', 'monopoly', 'tla', 'tlc', 'report', 'runs', 'input'],
  cli: ['engine', 'input', 'monopoly', 'tla', 'tlc', 'report', 'runs', 'cluster', 'explore'],
  'index.ts': ['engine', 'input', 'monopoly', 'tla', 'tlc', 'report', 'runs', 'cluster', 'explore'],
};

/** Per layer, the rooms of other layers it imports through one file only: room (a folder under src/) -> that file. */
const ENTRIES = {
  cluster: { 'engine/bfs': 'engine/bfs/batch-step.ts' },
};

/** The problem with importing `target` from a module of `layer`, when `target` is in a room `layer` enters by one file only; else null. */
function entryProblem(root, layer, target) {
  const path = relative(root, target);
  for (const [room, entry] of Object.entries(ENTRIES[layer] ?? {})) {
    if (path.startsWith(`${room}/`) && path !== entry) return `${layer}/ imports ${room}/ through ${entry} only`;
  }
  return null;
}

/** Every .ts file under `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The module specifiers `path` imports or re-exports, in every syntax. */
export function importsOf(path, text = readFileSync(path, 'utf8')) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The source file a relative specifier names (`./a.js` is `./a.ts`), or null for a package or a file not in `files`. */
function resolveImport(from, specifier, files) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.(m|c)?js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** `engine` for src/engine/..., `index.ts` for src/index.ts. */
const layerOf = (root, path) => relative(root, path).split('/')[0];

/** The import cycles among `graph`'s modules (strongly connected components of more than one module, or one that imports itself). */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const connect = (module) => {
    index.set(module, counter);
    low.set(module, counter++);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module)) {
      if (!index.has(target)) {
        connect(target);
        low.set(module, Math.min(low.get(module), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module), index.get(target)));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module).has(module)) found.push(component.sort());
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) connect(module);
  return found;
}

/** The problems of the modules under `root` (a src/ folder), one sentence each; none when the layers hold. */
export function checkLayers(root) {
  const files = new Set(sourceFiles(root));
  const shown = (path) => relative(process.cwd(), path);
  const problems = [];
  const graph = new Map();
  for (const path of [...files].sort()) {
    const layer = layerOf(root, path);
    const allowed = ALLOWED[layer];
    if (allowed === undefined)
      problems.push(`${shown(path)}: src/${layer} is not a known layer; add it to scripts/check-layers.mjs with what it may import`);
    const targets = new Set();
    for (const specifier of importsOf(path)) {
      const target = resolveImport(path, specifier, files);
      if (target === null) continue;
      targets.add(target);
      const targetLayer = layerOf(root, target);
      if (allowed !== undefined && targetLayer !== layer && !allowed.includes(targetLayer)) {
        problems.push(
          `${shown(path)}: ${layer === 'index.ts' ? 'src/index.ts' : `${layer}/`} must not import ${targetLayer}/ ('${specifier}')`,
        );
      }
      const entry = targetLayer === layer ? null : entryProblem(root, layer, target);
      if (entry !== null) problems.push(`${shown(path)}: ${entry} ('${specifier}')`);
    }
    graph.set(path, targets);
  }
  for (const cycle of cycles(graph))
    problems.push(`import cycle: ${cycle.map(shown).join(' <-> ')}; move what they share into a module both import`);
  return problems;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const root = resolve(process.argv[2] ?? new URL('../src/', import.meta.url).pathname);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`check-layers: ${root} is not a directory; give the src/ folder to check`);
    process.exit(1);
  }
  const problems = checkLayers(root);
  if (problems.length > 0) {
    console.error(`Layering problems:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('layers: ok');
}
