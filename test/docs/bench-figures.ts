/**
 * A doc example that cannot run in the tests (it takes minutes or gigabytes)
 * shows a run of `npm run bench`: its figures must be those bench/results.json
 * holds for the model and worker count it names.
 */
import type { DocBlock } from './doc-examples.js';

export interface BenchResult {
  readonly model: string;
  readonly workers: number;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly depth: number;
  readonly seconds: number;
  readonly distinctPerSecond: number;
}

/** The figures an example's output shows: [name, value as printed, line index]. */
function figuresShown(output: readonly string[]): { name: keyof BenchResult; shown: string; index: number }[] {
  const patterns: [keyof BenchResult, RegExp][] = [
    ['statesGenerated', /^\s*states generated\s+([\d,]+)$|"statesGenerated":(\d+)/],
    ['distinctStates', /^\s*distinct states\s+([\d,]+)$|"distinctStates":(\d+)/],
    ['depth', /^\s*depth\s+(\d+)$|"depth":(\d+)/],
    ['seconds', /^\s*seconds\s+([\d.]+)$|"seconds":([\d.]+)/],
    ['distinctPerSecond', /^\s*distinct states\/s\s+([\d,]+)$/],
  ];
  const figures: { name: keyof BenchResult; shown: string; index: number }[] = [];
  output.forEach((line, index) => {
    for (const [name, pattern] of patterns) {
      const match = pattern.exec(line);
      const shown = match?.[1] ?? match?.[2];
      if (shown !== undefined) figures.push({ name, shown, index });
    }
  });
  return figures;
}

/** Differences between a not-run block's figures and bench/results.json (empty when they agree). */
export function checkBenchFigures(block: DocBlock, results: readonly BenchResult[]): string[] {
  const notRun = block.notRun;
  if (notRun === null) return [];
  const problems: string[] = [];
  const figures = block.commands.flatMap((command) =>
    figuresShown(command.output).map((figure) => ({ ...figure, line: command.line + 1 + figure.index })),
  );
  if (notRun.bench === null) {
    if (figures.length > 0)
      problems.push(
        `${block.file}:${block.line}: a block that is not run shows figures (line ${figures[0]?.line}); name their source: \`# not run by npm test: REASON; bench/results.json MODEL --workers W\``,
      );
    return problems;
  }
  const { model, workers } = notRun.bench;
  const result = results.find((entry) => entry.model === model && entry.workers === workers);
  if (result === undefined) return [`${block.file}:${block.line}: bench/results.json has no run of ${model} with ${workers} workers`];
  if (figures.length === 0)
    problems.push(`${block.file}:${block.line}: the block names bench/results.json ${model} but shows none of its figures`);
  for (const figure of figures) {
    const value = Number(figure.shown.replace(/,/g, ''));
    const expected = result[figure.name] as number;
    const decimals = figure.shown.includes('.') ? (figure.shown.split('.')[1] ?? '').length : 0;
    const printed =
      figure.shown.includes(',') || figure.name === 'distinctPerSecond' ? Math.round(expected) : Number(expected.toFixed(decimals));
    if (value !== printed)
      problems.push(
        `${block.file}:${figure.line}: ${figure.name} ${figure.shown}, but bench/results.json has ${expected} for ${model} with ${workers} workers`,
      );
  }
  return problems;
}

/** The rows of performance.md's speed table (`| model | workers | TLC | process | search | ratio | ... |`) against bench/results.json. */
export function checkSpeedTable(
  file: string,
  markdown: string,
  results: readonly (BenchResult & {
    processSeconds: number;
    ratioToTlc: number | null;
    generatedPerSecond: number;
    bytesPerDistinctState: number;
  })[],
): string[] {
  const problems: string[] = [];
  let rows = 0;
  markdown.split('\n').forEach((line, index) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const result = results.find((entry) => entry.model === cells[1] && String(entry.workers) === cells[2]);
    if (result === undefined || cells.length < 12) return;
    rows++;
    const seconds = (value: number) => `${value.toFixed(2)} s`;
    const count = (value: number) => Math.round(value).toLocaleString('en-US');
    const expected: [string, string, string][] = [
      ['monocheck (process)', cells[4] ?? '', seconds(result.processSeconds)],
      ['search', cells[5] ?? '', seconds(result.seconds)],
      ['ratio to TLC', cells[6] ?? '', result.ratioToTlc === null ? '–' : `${result.ratioToTlc.toFixed(1)}x`],
      ['distinct states/s', cells[8] ?? '', count(result.distinctPerSecond)],
      ['states generated/s', cells[9] ?? '', count(result.generatedPerSecond)],
      ['bytes per distinct state', cells[10] ?? '', result.bytesPerDistinctState.toFixed(1)],
    ];
    for (const [column, shown, wanted] of expected) {
      if (shown !== wanted)
        problems.push(
          `${file}:${index + 1}: ${cells[1]} with ${cells[2]} workers, ${column}: the table says ${shown}, bench/results.json ${wanted}`,
        );
    }
  });
  if (rows === 0) problems.push(`${file}: no row of the speed table names a run of bench/results.json`);
  return problems;
}
