/**
 * Outside input a careless or hostile user gives (issue 20): every file is
 * read within a size limit, and each answer is one sentence on stderr with
 * that input's exit code, quickly, never an internal error. In-process
 * (test/helpers/in-process-cli.ts) but the first, run end to end.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, type ExpectStatic } from 'vitest';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { ROOT, runCliAsync, type CliRun } from '../cli/run-cli.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;

/** One sentence (one line), no stack trace, no internal error, nothing on stdout. */
function expectOneSentence(expect: ExpectStatic, run: CliRun, status: number, message: RegExp): void {
  expect(run.stderr).toMatch(message);
  expect(run.status).toBe(status);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(run.stdout).toBe('');
}

describe('every outside file is read within a size limit (a device, a huge file: one sentence and its exit code)', () => {
  const dir = temporaryFolder('monocheck-bad-input-');

  it.concurrent('check /dev/zero: 151, the model file named, at once', async ({ expect }) => {
    const run = await runCliAsync(['check', '/dev/zero']);
    expect(run.stderr).toBe(
      "monocheck: /dev/zero: cannot read model file '/dev/zero': it goes on past 1 MiB, the most monocheck reads of a model file. Pass the path of a TLC .cfg file, or no path to check specs/MCMonopoly.cfg.\n",
    );
    expect(run.status).toBe(151);
  });

  it.concurrent(
    'replay /dev/zero, and trace, compare --tlc-output and explore --trace of a huge file: exit 1, naming it',
    async ({ expect }) => {
      // a sparse file of 501 MiB: over a trace's limit without writing it
      const huge = join(dir, 'huge.out');
      writeFileSync(huge, '');
      truncateSync(huge, 501 * 1024 * 1024);
      const [replay, trace, compare, explore] = await Promise.all([
        runInProcess(['replay', '/dev/zero']),
        runInProcess(['trace', huge]),
        runInProcess(['compare', `${FIXTURES}n3_m0_x0.cfg`, '--tlc-output', huge]),
        runInProcess(['explore', '--trace', huge, '--port', '0']),
      ]);
      expectOneSentence(
        expect,
        replay,
        1,
        /^monocheck: \/dev\/zero: cannot read the script: it goes on past 64 MiB, the most monocheck reads of a replay script\.\n$/,
      );
      const tooLarge = 'it is 525,336,576 bytes, more than 500 MiB, the most monocheck reads of a trace or a TLC log';
      expectOneSentence(
        expect,
        trace,
        1,
        new RegExp(`^monocheck: .*huge\\.out: cannot read the trace file '.*huge\\.out': ${tooLarge}\n$`),
      );
      expectOneSentence(expect, compare, 1, new RegExp(`^monocheck compare: cannot read TLC's output '.*huge\\.out': ${tooLarge}\\.\n$`));
      expectOneSentence(expect, explore, 1, new RegExp(`^monocheck: cannot read the trace file '.*huge\\.out': ${tooLarge}\\.\n$`));
    },
  );

  it.concurrent('a Monopoly.tla beside the model that is a directory: 150, naming it', async ({ expect }) => {
    const folder = join(dir, 'spec-folder');
    mkdirSync(folder);
    for (const name of readdirSync(`${ROOT}specs`)) if (name !== 'Monopoly.tla') copyFileSync(`${ROOT}specs/${name}`, join(folder, name));
    mkdirSync(join(folder, 'Monopoly.tla'));
    const run = await runInProcess(['check', join(folder, 'n3_m0_x0.cfg')]);
    expectOneSentence(expect, run, 150, /cannot read module Monopoly: \S*Monopoly\.tla is a folder/);
  });
});

describe('echoed input: control characters escaped, at most an excerpt (issue 20, case 3)', () => {
  const dir = temporaryFolder('monocheck-echo-');
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it.concurrent(
    'a replay script line, a model file and an ITF trace that would drive the terminal or come back whole',
    async ({ expect }) => {
      const itf = JSON.parse(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8')) as unknown;
      expect(itf).toBeDefined();
      const [replay, check, trace] = await Promise.all([
        runInProcess(['replay', file('pwned.txt', 'roll 1 1\n\u001b[2J\u001b]0;PWNED\u0007\n')]),
        runInProcess(['check', file('pwned.cfg', 'CONSTANTS\n N = 2\n\u001b[2J\n')]),
        runInProcess([
          'trace',
          file('huge.itf.json', JSON.stringify({ vars: ['money'], states: [{ money: [{ '#bigint': '9'.repeat(1_000_000) }] }] })),
        ]),
      ]);
      expectOneSentence(expect, replay, 1, /pwned\.txt:2: unknown step '\\x1b\[2J\\x1b\]0;PWNED\\x07'; /);
      expectOneSentence(expect, check, 151, /pwned\.cfg:3: unexpected character '\\x1b'; /);
      expectOneSentence(
        expect,
        trace,
        1,
        /huge\.itf\.json: Not an ITF trace: state 0, money\[1\] holds the integer "9{59}\.\.\. \(1,000,002 characters\), which monocheck cannot hold\n$/,
      );
      for (const run of [replay, check, trace]) {
        expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
        expect(run.stderr.length).toBeLessThan(600);
      }
    },
  );
});

describe('a TLC log or trace that is cut short or contradicts itself is refused, by trace and compare alike (issue 20, case 7)', () => {
  const dir = temporaryFolder('monocheck-whole-');
  const log = readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8');
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const model = `${FIXTURES}n3_m0_x0.cfg`;

  it.concurrent('a log cut inside a state: exit 1, saying it is cut short (it was shown as 1 state, exit 0)', async ({ expect }) => {
    const cut = file('cut.out', log.slice(0, log.indexOf('State 2:') + 300));
    const [trace, compare] = await Promise.all([runInProcess(['trace', cut]), runInProcess(['compare', model, '--tlc-output', cut])]);
    const said =
      /cut\.out: the counterexample of this TLC output is cut short inside state 2: the log ends there \(.*\); give the log as TLC wrote it, whole\.\n$/;
    expectOneSentence(expect, trace, 1, said);
    expectOneSentence(expect, compare, 1, said);
  });

  it.concurrent(
    'a variable the spec lacks, a state number given twice: exit 1 from trace --validate and compare (both were accepted)',
    async ({ expect }) => {
      const extra = file('extra.out', log.replace(/\/\\ phase = /g, '/\\ bonus = 1\n/\\ phase = '));
      const twice = file('twice.out', log.replace('State 3:', 'State 2:'));
      const [traceExtra, compareExtra, traceTwice, compareTwice] = await Promise.all([
        runInProcess(['trace', extra, '--validate']),
        runInProcess(['compare', model, '--tlc-output', extra]),
        runInProcess(['trace', twice, '--validate']),
        runInProcess(['compare', model, '--tlc-output', twice]),
      ]);
      const lacks =
        /extra\.out: .*state 1 has a variable the spec lacks: 'bonus'; a state of the spec has position, money, .*, phase and nothing else\./;
      // trace without --config reads the file as the transcription's, and says how to read it as another spec's
      expectOneSentence(
        expect,
        traceExtra,
        1,
        new RegExp(
          `${lacks.source} Give the model file it was made with \\(--config MODEL\\.cfg\\) to read it against the modules beside that file\\.\\n$`,
        ),
      );
      expectOneSentence(expect, compareExtra, 1, new RegExp(`${lacks.source}\\n$`));
      expectOneSentence(expect, traceTwice, 1, /twice\.out: the counterexample of this TLC output gives state 2 twice; /);
      expectOneSentence(expect, compareTwice, 1, /twice\.out: the counterexample of this TLC output gives state 2 twice; /);
    },
  );

  it.concurrent('a -dumpTrace json whose action entries contradict its states: exit 1 from trace --validate', async ({ expect }) => {
    const json = JSON.parse(readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8')) as {
      counterexample: { action: [unknown, unknown, [number, Record<string, unknown>]][] };
    };
    json.counterexample.action[1]![2][1]['phase'] = 'roll';
    const run = await runInProcess(['trace', file('contradicts.json', JSON.stringify(json)), '--validate']);
    expectOneSentence(
      expect,
      run,
      1,
      /contradicts\.json: Not a TLC JSON trace: action 2 gives state 3 other values than the state list does\n$/,
    );
  });
});

// how soon each is refused is measured in CPU time by the readers' own tests (the wall time of a child process grows with the machine's load)
describe("deep nesting: what and where, with that input's exit code (issue 20, case 9)", () => {
  const dir = temporaryFolder('monocheck-deep-');
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it.concurrent('a model file, a replay JSON, a TLC log, a trace JSON: 151, 1, 1, 1', async ({ expect }) => {
    const log = readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8');
    const [cfg, script, tlcLog, json] = await Promise.all([
      runInProcess(['check', file('deep.cfg', `CONSTANTS\nN = ${'{'.repeat(100_000)}\n`)]),
      runInProcess(['replay', file('deep.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`)]),
      runInProcess([
        'trace',
        file('deep.out', log.replace('/\\ dice = <<1, 1>>', `/\\ dice = ${'<<'.repeat(100_000)}1${'>>'.repeat(100_000)}`)),
      ]),
      runInProcess(['trace', file('deep.trace.json', `{"counterexample": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`)]),
    ]);
    expectOneSentence(expect, cfg, 151, /deep\.cfg:2: the value of 'N' nests sets deeper than 100 levels; /);
    expectOneSentence(expect, script, 1, /deep\.json: the script's arrays and objects nest deeper than 100 levels at line 1, column 101; /);
    expectOneSentence(
      expect,
      tlcLog,
      1,
      /deep\.out: the counterexample of this TLC output has a state 1 that cannot be read: values nest deeper than 100 levels at offset \d+/,
    );
    expectOneSentence(
      expect,
      json,
      1,
      /deep\.trace\.json: not a trace: its arrays and objects nest deeper than 100 levels at line 1, column 119, /,
    );
  });

  it.concurrent('a Monopoly.tla beside the model with 100,000 nested parentheses: 150, naming the line and column', async ({ expect }) => {
    const folder = join(dir, 'nested');
    mkdirSync(folder);
    for (const name of readdirSync(`${ROOT}specs`)) copyFileSync(`${ROOT}specs/${name}`, join(folder, name));
    const module = readFileSync(join(folder, 'Monopoly.tla'), 'utf8');
    writeFileSync(
      join(folder, 'Monopoly.tla'),
      module.replace('\nNext ==', `\nDeep == ${'('.repeat(100_000)}1${')'.repeat(100_000)}\n\nNext ==`),
    );
    const run = await runInProcess(['check', join(folder, 'n3_m0_x0.cfg')]);
    expectOneSentence(expect, run, 150, /Monopoly\.tla:\d+:109: brackets nest deeper than 100 levels here, more than monocheck parses\n$/);
  });
});

describe('one rule for N outside 2..4 in a model file, and a flag value too large (issue 20, case 12)', () => {
  const dir = temporaryFolder('monocheck-n-');

  it.concurrent(
    "N = -1 and N = 1 in a model file: both 10, TLC's exit for a false ASSUME (N = -1 was 151); --players 1 stays 1",
    async ({ expect }) => {
      const model = (n: string) => {
        const path = join(dir, `n${n}.cfg`);
        writeFileSync(path, `CONSTANTS N = ${n} StartMoney = 0 MaxMoney = 0 MaxDepth = 0\nINIT Init\nNEXT Next\n`);
        return path;
      };
      const [negative, one, flag] = await Promise.all([
        runInProcess(['check', model('-1')]),
        runInProcess(['check', model('1')]),
        runInProcess(['check', '--players', '1']),
      ]);
      expectOneSentence(
        expect,
        negative,
        10,
        /n-1\.cfg:1: N = -1 is out of range: the spec assumes N \\in 2\.\.4 \(NAssumption\); use 2 to 4 players\.\n$/,
      );
      expectOneSentence(expect, one, 10, /n1\.cfg:1: N = 1 is out of range: /);
      expect(flag.status).toBe(1);
    },
  );

  it.concurrent('--max-states 99999999999999999999: too large, not "not a whole number"', async ({ expect }) => {
    const run = await runInProcess(['check', '--max-states', '99999999999999999999']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^monocheck: --max-states '99999999999999999999' is too large: at most 9,007,199,254,740,991\.\n/);
  });
});
