/**
 * Compares the output a doc example shows with what the tool printed: times,
 * rates, memory and timestamps are normalised on both sides; a line `...`
 * stands for any number of lines and `...` inside a line for any text.
 */

/** What varies from run to run, replaced by a placeholder on both sides before comparing. */
const VARYING: readonly [RegExp, string][] = [
  [/\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?Z?/g, '<timestamp>'],
  [/("seconds":\s*)-?[\d.]+(e[+-]?\d+)?/g, '$1<seconds>'],
  [/(\/s\s+)[\d,.]+/g, '$1<rate>'],
  [/\b[\d,.]+(?=\s*(\/s|steps\/s|s\/min|ds\/min)\b)/g, '<rate>'],
  [/(\bseconds\s+)[\d.]+/g, '$1<seconds>'],
  [/\b\d+(\.\d+)? s\b/g, '<seconds> s'],
  [/\b\d+(\.\d+)?s\b/g, '<seconds>s'],
  [/(Memory:\s*)[\d,.]+ [KMGT]?i?B/g, '$1<memory>'],
  [/\b[\d.]+ [KMGT]iB RSS\b/g, '<memory> RSS'],
];

export function normalise(line: string): string {
  let result = line.trimEnd();
  for (const [pattern, placeholder] of VARYING) result = result.replace(pattern, placeholder);
  return result;
}

const isGap = (line: string) => line.trim() === '...';

function lineMatcher(expected: string): (actual: string) => boolean {
  const wanted = normalise(expected);
  if (!wanted.includes('...')) return (actual) => normalise(actual) === wanted;
  const pattern = new RegExp(
    `^${wanted
      .split('...')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    's',
  );
  return (actual) => pattern.test(normalise(actual));
}

/** Whether the actual lines are what the doc shows. */
export function outputMatches(expected: readonly string[], actual: readonly string[]): boolean {
  const matchers = expected.map(lineMatcher);
  // after[j]: expected[i + 1..] matches actual[j..], row by row from the last expected line (no recursion: outputs run to thousands of lines)
  let after = new Array<boolean>(actual.length + 1).fill(false);
  after[actual.length] = true;
  for (let i = expected.length - 1; i >= 0; i--) {
    const row = new Array<boolean>(actual.length + 1).fill(false);
    const gap = isGap(expected[i] as string);
    for (let j = actual.length; j >= 0; j--) {
      if (gap) row[j] = (after[j] as boolean) || (j < actual.length && (row[j + 1] as boolean));
      else row[j] = j < actual.length && (after[j + 1] as boolean) && (matchers[i] as (line: string) => boolean)(actual[j] as string);
    }
    after = row;
  }
  return after[0] as boolean;
}

/** One line of a diff: ' ' in both, '-' only in the doc, '+' only in the tool's output. */
export interface DiffLine {
  readonly kind: ' ' | '-' | '+';
  readonly text: string;
  /** Index in the expected lines (for ' ' and '-'). */
  readonly expectedIndex: number | null;
}

/**
 * The smallest edit from the doc's lines to the tool's (a gap `...` absorbs
 * any lines for free), as a line diff.
 */
export function diffOutput(expected: readonly string[], actual: readonly string[]): DiffLine[] {
  const matchers = expected.map(lineMatcher);
  const rows = expected.length + 1;
  const columns = actual.length + 1;
  // cost[i][j]: edits to turn expected[i..] into actual[j..]
  const cost = new Uint32Array(rows * columns);
  const at = (i: number, j: number) => cost[i * columns + j] as number;
  for (let i = expected.length; i >= 0; i--) {
    for (let j = actual.length; j >= 0; j--) {
      let best: number;
      if (i === expected.length) best = actual.length - j;
      else if (j === actual.length) best = isGap(expected[i] as string) ? at(i + 1, j) : at(i + 1, j) + 1;
      else if (isGap(expected[i] as string)) best = Math.min(at(i + 1, j), at(i, j + 1));
      else {
        // a changed line (one out, one in) costs one edit, so the diff pairs it with its replacement
        best = Math.min(at(i + 1, j) + 1, at(i, j + 1) + 1, at(i + 1, j + 1) + 1);
        if ((matchers[i] as (line: string) => boolean)(actual[j] as string)) best = Math.min(best, at(i + 1, j + 1));
      }
      cost[i * columns + j] = best;
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < expected.length || j < actual.length) {
    const here = at(i, j);
    const gap = i < expected.length && isGap(expected[i] as string);
    if (gap && at(i + 1, j) === here) {
      lines.push({ kind: ' ', text: expected[i] as string, expectedIndex: i });
      i++;
    } else if (gap && j < actual.length && at(i, j + 1) === here) {
      j++;
    } else if (
      !gap &&
      i < expected.length &&
      j < actual.length &&
      at(i + 1, j + 1) === here &&
      (matchers[i] as (line: string) => boolean)(actual[j] as string)
    ) {
      lines.push({ kind: ' ', text: actual[j] as string, expectedIndex: i });
      i++;
      j++;
    } else if (!gap && i < expected.length && j < actual.length && at(i + 1, j + 1) + 1 === here) {
      lines.push(
        { kind: '-', text: expected[i] as string, expectedIndex: i },
        { kind: '+', text: actual[j] as string, expectedIndex: null },
      );
      i++;
      j++;
    } else if (i < expected.length && at(i + 1, j) + 1 === here) {
      lines.push({ kind: '-', text: expected[i] as string, expectedIndex: i });
      i++;
    } else {
      lines.push({ kind: '+', text: actual[j] as string, expectedIndex: null });
      j++;
    }
  }
  return groupChanges(lines);
}

/** Within each run of changed lines, the doc's lines first, then the tool's: easier to read than alternating. */
function groupChanges(lines: readonly DiffLine[]): DiffLine[] {
  const grouped: DiffLine[] = [];
  let run: DiffLine[] = [];
  const flush = () => {
    grouped.push(...run.filter((line) => line.kind === '-'), ...run.filter((line) => line.kind === '+'));
    run = [];
  };
  for (const line of lines) {
    if (line.kind === ' ') {
      flush();
      grouped.push(line);
    } else {
      run.push(line);
    }
  }
  flush();
  return grouped;
}

/**
 * The diff as text, changed lines with `context` lines around them, each doc
 * line with its line number in the file (`firstLine` is that of expected[0]).
 */
export function formatDiff(diff: readonly DiffLine[], firstLine: number, context = 2): string {
  const changed = diff.map((line) => line.kind !== ' ');
  const shown = diff.map((_, index) => changed.slice(Math.max(0, index - context), index + context + 1).some(Boolean));
  const out: string[] = [];
  let skipping = false;
  diff.forEach((line, index) => {
    if (!shown[index]) {
      if (!skipping) out.push('        ⋮');
      skipping = true;
      return;
    }
    skipping = false;
    const number = line.expectedIndex === null ? '' : String(firstLine + line.expectedIndex);
    out.push(`  ${line.kind} ${number.padStart(5)}  ${line.text}`);
  });
  return out.join('\n');
}
