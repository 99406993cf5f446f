// Fails when a source layer imports one it must not.
// engine/ imports nothing of the others; monopoly/ and tlc/ only engine/;
// report/ engine/ and tlc/; api/ all of those; cluster/ (the distributed
// search) only engine/; explore/ (the explorer's server and page) engine/ to
// api/; cli/ anything.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const allowed = {
  engine: [],
  monopoly: ['engine'],
  tlc: ['engine'],
  report: ['engine', 'tlc'],
  api: ['engine', 'monopoly', 'tlc', 'report'],
  cluster: ['engine'],
  explore: ['engine', 'monopoly', 'tlc', 'report', 'api'],
  cli: ['engine', 'monopoly', 'tlc', 'report', 'api', 'cluster', 'explore'],
};
const root = new URL('../src/', import.meta.url).pathname;
const problems = [];

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.ts')) checkFile(path);
  }
}

function checkFile(path) {
  const layer = relative(root, path).split('/')[0];
  if (!(layer in allowed)) return;
  const source = readFileSync(path, 'utf8');
  for (const match of source.matchAll(/from\s+'(\.\.\/[^']+)'/g)) {
    const target = relative(root, resolve(dirname(path), match[1])).split('/')[0];
    if (target !== layer && !allowed[layer].includes(target)) {
      problems.push(`${relative(process.cwd(), path)}: ${layer}/ must not import ${target}/ (${match[1]})`);
    }
  }
}

walk(root);
if (problems.length > 0) {
  console.error(`Layering violations:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('layers: ok');
