// node scripts/check-test-mirror.mjs [ROOT]
// Checks that test/ mirrors src/ (in npm run lint): each source file with code of its own has a test at its
// mirrored path (src/a/b.ts -> test/a/b.test.ts, or test/a/b.ASPECT.test.ts, or a named suite's
// test/a/b.cluster.ts, .compiled.ts, .long.ts), or is listed in test/tested-elsewhere.json with the tests that
// run it and why it has none of its own; each unit test in a mirroring folder is named for a source file
// (scenarios go to test/e2e/); and each entry of the list is still needed. Prints what is wrong and exits 1.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Folders of test/ that do not mirror src/: scenarios, the docs' examples, the scripts' tests, helpers, data. */
const NOT_MIRRORING = new Set(['e2e', 'docs', 'scripts', 'helpers', 'fixtures']);
const SUITE_ENDINGS = ['.cluster.ts', '.compiled.ts', '.long.ts'];

const filesUnder = (dir) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

const TYPE_ONLY = new Set([
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
]);

/** Whether the file has code of its own: a statement that is not a type, an import or a re-export. */
export function hasOwnCode(text) {
  const file = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false);
  return file.statements.some(
    (statement) => !TYPE_ONLY.has(statement.kind) && !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword),
  );
}

/** The source path (under src/, without `.ts`) a test file is named for, or undefined for a file that is not a test. */
function testedName(testPath) {
  const suite = SUITE_ENDINGS.find((ending) => testPath.endsWith(ending));
  if (suite !== undefined) return testPath.slice(0, -suite.length);
  if (!testPath.endsWith('.test.ts')) return undefined;
  return testPath.slice(0, -'.test.ts'.length);
}

/**
 * What is out of mirror under `root` (a folder holding src/ and test/): `untested` source files (paths from
 * root), `unnamed` tests in mirroring folders named for no source file, `stale` entries of the list.
 */
export function mirrorProblems(root) {
  const src = join(root, 'src');
  const test = join(root, 'test');
  const listPath = join(test, 'tested-elsewhere.json');
  const elsewhere = existsSync(listPath) ? JSON.parse(readFileSync(listPath, 'utf8')) : {};
  const sources = filesUnder(src)
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))
    .map((path) => relative(src, path).slice(0, -'.ts'.length));
  const sourceSet = new Set(sources);
  const tested = new Set();
  const unnamed = [];
  for (const path of filesUnder(test).map((path) => relative(test, path))) {
    const name = testedName(path);
    if (name === undefined) continue;
    // b.ASPECT.test.ts tests b.ts; a name with dots of its own (b.fuzz) is tried whole first
    const target = sourceSet.has(name) ? name : name.replace(/\.[^./]+$/, '');
    if (sourceSet.has(target)) tested.add(target);
    else if (path.endsWith('.test.ts') && !NOT_MIRRORING.has(path.split('/')[0]) && path.includes('/')) unnamed.push(`test/${path}`);
    else if (path === `${name}.test.ts` && !path.includes('/') && !sourceSet.has(name)) unnamed.push(`test/${path}`);
  }
  const untested = [];
  const stale = [];
  for (const name of sources.sort()) {
    const listed = elsewhere[`src/${name}.ts`];
    const ownCode = hasOwnCode(readFileSync(join(src, `${name}.ts`), 'utf8'));
    if (listed !== undefined) {
      const missing = (listed.testedBy ?? []).filter((path) => !existsSync(join(root, path)));
      if (tested.has(name) || !ownCode)
        stale.push(`src/${name}.ts: listed, but it has ${ownCode ? 'a test of its name' : 'no code of its own'}`);
      else if (missing.length > 0 || !listed.why)
        stale.push(`src/${name}.ts: listed without a why or with a test that does not exist (${missing.join(', ')})`);
    } else if (ownCode && !tested.has(name)) untested.push(`src/${name}.ts`);
  }
  for (const path of Object.keys(elsewhere))
    if (!sourceSet.has(path.replace(/^src\//, '').replace(/\.ts$/, ''))) stale.push(`${path}: listed, but there is no such source file`);
  return { untested, unnamed: unnamed.sort(), stale };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { untested, unnamed, stale } = mirrorProblems(resolve(process.argv[2] ?? '.'));
  for (const path of untested) console.log(`${path}: no test at its mirrored path and not in test/tested-elsewhere.json`);
  for (const path of unnamed) console.log(`${path}: named for no source file (a scenario belongs in test/e2e/)`);
  for (const line of stale) console.log(`test/tested-elsewhere.json: ${line}`);
  const count = untested.length + unnamed.length + stale.length;
  if (count > 0) {
    console.error(`check-test-mirror: ${count} of these; test/ mirrors src/ (docs/development.md says how)`);
    process.exit(1);
  }
}
