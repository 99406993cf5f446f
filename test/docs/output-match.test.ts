/** The doc-example harness itself: what matches, what does not, and how a difference reads. */
import { describe, expect, it } from 'vitest';
import { checkBenchFigures, type BenchResult } from './bench-figures.js';
import { DocExampleError, parseDocExamples, parseDocSnippets, shellWords } from './doc-examples.js';
import { diffOutput, formatDiff, normalise, outputMatches } from './output-match.js';

describe('outputMatches', () => {
  it('takes times, rates, memory and timestamps as equal, and nothing else', () => {
    expect(
      outputMatches(
        ['  seconds               0.26', '  distinct states/s     436,558'],
        ['  seconds               12.04', '  distinct states/s     9,812'],
      ),
    ).toBe(true);
    expect(outputMatches(['{"statesGenerated":38,"seconds":0.015}'], ['{"statesGenerated":38,"seconds":1.2e-3}'])).toBe(true);
    expect(
      outputMatches(
        ['Progress(13) at 2026-11-30 13:06:31: 377,307 states generated (93,981,852 s/min). Memory: 29 MiB.'],
        ['Progress(13) at 2026-12-01 09:00:00: 377,307 states generated (1,852 s/min). Memory: 1,024 MiB.'],
      ),
    ).toBe(true);
    expect(
      outputMatches(
        ['monocheck: simulated 139 steps in 0.01 s (12,218 steps/s)'],
        ['monocheck: simulated 139 steps in 3.50 s (40 steps/s)'],
      ),
    ).toBe(true);
    expect(outputMatches(['  states generated      38'], ['  states generated      39'])).toBe(false);
    expect(outputMatches(['  depth                 3'], ['  depth                 3', 'one line more'])).toBe(false);
  });

  it('reads a line `...` as any number of lines, and `...` in a line as any text', () => {
    expect(outputMatches(['a', '...', 'z'], ['a', 'z'])).toBe(true);
    expect(outputMatches(['a', '...', 'z'], ['a', 'b', 'c', 'z'])).toBe(true);
    expect(outputMatches(['a', '  ...', 'z'], ['a', 'b', 'y'])).toBe(false);
    expect(outputMatches(['{"queueLeft":36,...}'], ['{"queueLeft":36,"traceLength":0}'])).toBe(true);
    expect(outputMatches(['{"queueLeft":36,...}'], ['{"queueLeft":35,"traceLength":0}'])).toBe(false);
  });

  it('normalises a line without changing what is not varying', () => {
    expect(normalise("  collision chance      2.3e-9 (TLC's optimistic fingerprint estimate)")).toBe(
      "  collision chance      2.3e-9 (TLC's optimistic fingerprint estimate)",
    );
    expect(normalise('  seconds               0.26')).toBe('  seconds               <seconds>');
  });
});

describe('diffOutput and formatDiff', () => {
  it('pairs a changed line with its replacement and numbers the doc lines', () => {
    const expected = ['State 2: RollAndMove', '  position[1]: 0 -> 10', '  phase: "roll" -> "resolve"', 'done'];
    const actual = [
      'State 2: RollAndMove',
      '  position      player 1: GO (0) -> Jail / Just Visiting (10)',
      '  phase         roll -> resolve',
      'done',
    ];
    const diff = diffOutput(expected, actual);
    expect(diff.map((line) => line.kind).join('')).toBe(' --++ ');
    const text = formatDiff(diff, 41);
    expect(text).toContain('  -    42    position[1]: 0 -> 10');
    expect(text).toContain(`  + ${' '.repeat(5)}    position      player 1: GO (0) -> Jail / Just Visiting (10)`);
    expect(text).toContain('       44  done');
  });

  it('lets a gap absorb lines and shows only what differs around it', () => {
    const diff = diffOutput(['head', '...', 'tail'], ['head', 'x', 'y', 'tale']);
    expect(diff.filter((line) => line.kind !== ' ').map((line) => `${line.kind}${line.text}`)).toEqual(['-tail', '+tale']);
  });
});

describe('parseDocExamples', () => {
  const markdown = [
    'text',
    '```',
    '$ npx monocheck check "specs/a b.cfg" --json   # a note',
    '{"result":"ok"}',
    '$ echo $?',
    '0',
    '$ npx monocheck trace x.json',
    'State 1',
    '```',
    '',
    '```sh',
    'npm test',
    '```',
  ].join('\n');

  it('reads commands, their output and exit codes, with the line numbers of the file', () => {
    const [block, ...others] = parseDocExamples('doc.md', markdown);
    expect(others).toEqual([]);
    expect(block?.line).toBe(2);
    expect(
      block?.commands.map((command) => ({ line: command.line, args: command.args, output: command.output, exitCode: command.exitCode })),
    ).toEqual([
      { line: 3, args: ['check', 'specs/a b.cfg', '--json'], output: ['{"result":"ok"}'], exitCode: 0 },
      { line: 7, args: ['trace', 'x.json'], output: ['State 1'], exitCode: 0 },
    ]);
    expect(block?.commands[0]?.exitCodeLine).toBe(5);
  });

  it('refuses what it cannot run, naming the line', () => {
    expect(() => parseDocExamples('doc.md', '```\n$ cat x | npx monocheck trace -\n```')).toThrow(/doc\.md:2: only `\$ npx monocheck/);
    expect(() => parseDocExamples('doc.md', '```\n$ npx monocheck check > out.txt\n```')).toThrow(DocExampleError);
    expect(() => parseDocExamples('doc.md', '```\n$ echo $?\n0\n```')).toThrow(/doc\.md:2: `\$ echo \$\?` must follow/);
    expect(() => shellWords('check "$HOME/x.cfg"', 'doc.md:1')).toThrow(/inside double quotes/);
  });

  it('reads the not-run marker and the Ctrl-C directive', () => {
    const [notRun] = parseDocExamples(
      'doc.md',
      '```\n# not run by npm test: 20 s; figures from bench/results.json big --workers 2\n$ npx monocheck check big.cfg | tee log\n  depth                 20\n```',
    );
    expect(notRun?.notRun).toEqual({
      reason: '20 s; figures from bench/results.json big --workers 2',
      bench: { model: 'big', workers: 2 },
    });
    const [interrupted] = parseDocExamples(
      'doc.md',
      '```\n$ npx monocheck check m.cfg --progress-interval 0.2   # Ctrl-C at the first progress line\n```',
    );
    expect(interrupted?.commands[0]?.interruptAtProgress).toBe(true);
  });
});

describe('checkBenchFigures', () => {
  const result: BenchResult = {
    model: 'big',
    workers: 2,
    statesGenerated: 237610283,
    distinctStates: 38218068,
    depth: 20,
    seconds: 18.137715595,
    distinctPerSecond: 2107104.8225353984,
  };
  const block = (lines: string[]) =>
    parseDocExamples(
      'doc.md',
      [
        '```',
        '# not run by npm test: slow; figures from bench/results.json big --workers 2',
        '$ npx monocheck check big.cfg',
        ...lines,
        '```',
      ].join('\n'),
    );

  it('accepts the figures of the named run and names any other', () => {
    expect(
      block(['  states generated      237,610,283', '  seconds               18.14', '  distinct states/s     2,107,105']).flatMap((b) =>
        checkBenchFigures(b, [result]),
      ),
    ).toEqual([]);
    expect(block(['  distinct states       38,218,069']).flatMap((b) => checkBenchFigures(b, [result]))).toEqual([
      'doc.md:4: distinctStates 38,218,069, but bench/results.json has 38218068 for big with 2 workers',
    ]);
  });
});

describe('parseDocSnippets', () => {
  it('reads a library snippet and what it prints', () => {
    const [snippet] = parseDocSnippets(
      'lib.md',
      ['```ts', "import { check } from 'monocheck';", 'console.log(1);', '// prints:', '// 1', '```'].join('\n'),
    );
    expect(snippet).toEqual({
      file: 'lib.md',
      line: 1,
      code: "import { check } from 'monocheck';\nconsole.log(1);",
      prints: ['1'],
      printsLine: 5,
    });
  });
});
