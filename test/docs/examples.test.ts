/**
 * Every example of README.md and docs/*.md is run against the built command
 * line and compared with what the doc shows, exit code included (the rules:
 * docs/development.md, "Examples in the docs").
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ALLOWED } from '../../scripts/check-layers.mjs';
import { ROOT } from '../cli/run-cli.js';
import { checkBenchFigures, checkSpeedTable, type BenchResult } from './bench-figures.js';
import { parseDocExamples, parseDocSnippets, type DocBlock } from './doc-examples.js';
import { diffOutput, formatDiff, outputMatches } from './output-match.js';
import { runDocBlock } from './run-example.js';

const DOC_FILES = [
  'README.md',
  ...readdirSync(`${ROOT}docs`)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const README_LIMIT_BYTES = 15 * 1024;

const blocks: DocBlock[] = DOC_FILES.flatMap((file) => parseDocExamples(file, readFileSync(`${ROOT}${file}`, 'utf8')));
const snippets = DOC_FILES.flatMap((file) => parseDocSnippets(file, readFileSync(`${ROOT}${file}`, 'utf8')));
const benchResults = (JSON.parse(readFileSync(`${ROOT}bench/results.json`, 'utf8')) as { results: Parameters<typeof checkSpeedTable>[2] })
  .results;

describe('the examples in the docs', () => {
  it('are there: README.md and the docs pages show commands to run', () => {
    expect(blocks.filter((block) => block.notRun === null && block.file === 'README.md').length).toBeGreaterThan(0);
    expect(new Set(blocks.map((block) => block.file)).size).toBeGreaterThan(3);
  });

  for (const block of blocks.filter((entry) => entry.notRun === null)) {
    it.concurrent(
      `${block.file}:${block.line}: $ ${block.commands.map((command) => command.text).join('; ')}`,
      { timeout: 180_000 },
      async () => {
        const problems = await runDocBlock(ROOT, block);
        if (problems.length > 0) throw new Error(`the doc and the tool differ:\n\n${problems.join('\n\n')}`);
      },
    );
  }

  it('that cannot run here show the figures of bench/results.json', () => {
    const problems = blocks.flatMap((block) => checkBenchFigures(block, benchResults satisfies readonly BenchResult[]));
    expect(problems.join('\n')).toBe('');
  });

  it('docs/performance.md: the speed table shows the run in bench/results.json', () => {
    expect(checkSpeedTable('docs/performance.md', readFileSync(`${ROOT}docs/performance.md`, 'utf8'), benchResults).join('\n')).toBe('');
  });

  for (const snippet of snippets) {
    it.concurrent(`${snippet.file}:${snippet.line}: the library snippet prints what it says`, async () => {
      const code = transformSync(snippet.code, { loader: 'ts', format: 'esm' }).code.replace(
        /from ["']monocheck["']/g,
        `from '${pathToFileURL(`${ROOT}dist/index.js`).href}'`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT });
      const printed = stdout.trimEnd().split('\n');
      if (!outputMatches(snippet.prints, printed))
        throw new Error(
          `${snippet.file}:${snippet.line}: the snippet prints otherwise (- the doc, + the library):\n${formatDiff(diffOutput(snippet.prints, printed), snippet.printsLine)}`,
        );
    });
  }
});

describe('the docs', () => {
  it(`README.md stays short (at most ${README_LIMIT_BYTES} bytes: detail goes to a docs/ page)`, () => {
    expect(statSync(`${ROOT}README.md`).size).toBeLessThanOrEqual(README_LIMIT_BYTES);
  });

  it('docs/architecture.md: the table of layers is the rule scripts/check-layers.mjs enforces', () => {
    const layers = Object.keys(ALLOWED);
    const named = (cell: string) => [...cell.matchAll(/`([^`]+?)\/?`/g)].map((match) => match[1] as string);
    const documented: Record<string, string[]> = {};
    for (const line of readFileSync(`${ROOT}docs/architecture.md`, 'utf8').split('\n')) {
      const [, layerCell, importsCell] = line.split('|').map((cell) => cell.trim());
      if (
        layerCell === undefined ||
        importsCell === undefined ||
        !named(layerCell).every((name) => name in ALLOWED) ||
        named(layerCell).length === 0
      )
        continue;
      for (const layer of named(layerCell)) {
        const others = layers.filter((other) => other !== layer && other !== 'index.ts');
        documented[layer] = importsCell.startsWith('nothing')
          ? []
          : importsCell === 'all of them'
            ? others
            : importsCell.startsWith('all but')
              ? others.filter((other) => !named(importsCell).includes(other))
              : named(importsCell);
      }
    }
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(
        Object.entries(table)
          .map(([layer, allowed]) => [layer, [...allowed].sort()] as const)
          .sort(),
      );
    expect(sorted(documented)).toEqual(sorted(ALLOWED));
  });

  it("docs/architecture.md: the engine's rooms section names each file of the engine's top level and each room", () => {
    const text = readFileSync(`${ROOT}docs/architecture.md`, 'utf8');
    const section = text.slice(text.indexOf("## The engine's rooms"), text.indexOf('\n## ', text.indexOf("## The engine's rooms") + 1));
    const named = new Set([...section.matchAll(/`([^`]+)`/g)].map((match) => (match[1] as string).replace(/\/$/, '')));
    const tree = readdirSync(`${ROOT}src/engine`, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? `engine/${entry.name}` : entry.name,
    );
    expect(tree.filter((name) => !named.has(name))).toEqual([]);
  });

  it('README.md: each command line it quotes as an example is run by an example of the docs', () => {
    const run = new Set(
      blocks
        .filter((block) => block.notRun === null)
        .flatMap((block) => block.commands.map((command) => command.text.replace(/\s+#.*$/, ''))),
    );
    const quoted = [...readFileSync(`${ROOT}README.md`, 'utf8').matchAll(/`(npx monocheck [^`]*)`/g)].map((match) =>
      (match[1] ?? '').replace(/\s+/g, ' '),
    );
    // a synopsis (`npx monocheck explore [MODEL.cfg]`, `COMMAND --help`) has placeholders: it is not an example
    expect(quoted.filter((command) => !/[[A-Z]/.test(command.slice('npx monocheck '.length)) && !run.has(command))).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken: string[] = [];
    for (const file of DOC_FILES) {
      readFileSync(`${ROOT}${file}`, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
            const target = (match[1] ?? '').split('#')[0] ?? '';
            if (target === '' || /^[a-z]+:/.test(target)) continue;
            if (!existsSync(join(ROOT, dirname(file), target))) broken.push(`${file}:${index + 1}: ${target}`);
          }
        });
    }
    expect(broken).toEqual([]);
  });
});
