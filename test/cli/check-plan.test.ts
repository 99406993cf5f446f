/**
 * `monocheck check`'s refusals (src/cli/check-plan.ts makes them all before the search), run in the test's thread (test/helpers/in-process-cli.ts): a bad model file or flag
 * value, flag combinations no search takes, outputs that cannot be written. Each is one sentence on stderr with its
 * exit code, nothing on stdout, no search run and no stack trace.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { writeJugs } from '../helpers/jugs-spec.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const LIVE = 'specs/live_spec_winner_n2_m0_x0.cfg';
const HELP = "\nRun 'monocheck check --help' for usage.\n";

/** `check ARGS` refused with `status` and exactly `message` (or a message that matches it) on stderr. */
async function expectRefused(args: readonly string[], status: number, message: string | RegExp): Promise<void> {
  const run = await runInProcess(['check', ...args]);
  expect(run.status, args.join(' ')).toBe(status);
  if (typeof message === 'string') expect(run.stderr).toBe(message);
  else expect(run.stderr).toMatch(message);
  expect(run.stdout).toBe('');
  expect(run.stderr).not.toMatch(/\n\s+at .*\.(js|ts):\d+/);
}

describe('check: the search modes refuse what they cannot run (exit 1, with where the usage is)', () => {
  it("--format tlc or tool: TLC's report is the breadth-first check's", async () => {
    for (const format of ['tlc', 'tool']) {
      const sentence = `monocheck: --format ${format} prints TLC's own report, which monocheck has only for the breadth-first check, not for --dfs, --dfid, --witness or --coverage; use the text or --json output.`;
      await expectRefused(['--dfs', '--format', format], ExitCode.usage, sentence + HELP);
    }
  });

  it('an unknown witness, with the catalogue', async () => {
    const sentence =
      "monocheck: unknown witness 'free-parking-jackpot'; the catalogue has hotel, colour-group, four-railroads, bankrupt, jail-fine, three-doubles, mortgage ('monocheck witnesses' describes them).";
    await expectRefused(['--witness', 'free-parking-jackpot'], ExitCode.usage, sentence + HELP);
  });

  it('workers or checkpoints', async () => {
    const sentence =
      'monocheck: --workers, --checkpoint and --recover are for the plain breadth-first check; --dfs, --dfid, --witness and --coverage run on one thread, without checkpoints.';
    await expectRefused(['--dfs', '--workers', '2'], ExitCode.usage, sentence + HELP);
    await expectRefused(['--coverage', '--checkpoint', '1'], ExitCode.usage, sentence + HELP);
  });

  it('a depth-first search without a depth bound', async () => {
    const sentence = "monocheck: a depth-first search needs a depth bound: pass --max-depth D (the model's MaxDepth is 0, no bound).";
    await expectRefused(['specs/n3_m0_x0.cfg', '--dfid'], ExitCode.usage, sentence + HELP);
  });

  it('--dfs with --coverage (yargs), and any search mode or --explore on a cluster', async () => {
    await expectRefused(['--dfs', '--coverage'], ExitCode.usage, `monocheck: Arguments coverage and dfs are mutually exclusive${HELP}`);
    const sentence =
      'monocheck: --cluster runs the plain breadth-first check; --dfs, --dfid, --witness, --coverage and --explore run on one machine.\n';
    await expectRefused(['--cluster', 'nats://127.0.0.1:1', '--cluster-workers', '1', '--witness', 'hotel'], ExitCode.usage, sentence);
  });
});

describe("check: TLC's modes and a PROPERTY refuse what they cannot run (exit 1)", () => {
  it('--continue, --dump and --dump-dot take no checkpoints, no cluster, no search mode', async () => {
    await expectRefused(
      ['--continue', '--checkpoint', '1'],
      ExitCode.usage,
      'monocheck: --continue takes no checkpoints: a recovered run would miss what was found before its checkpoint; drop --checkpoint and --recover.\n',
    );
    await expectRefused(
      ['--continue', '--dfs', '--max-depth', '3'],
      ExitCode.usage,
      'monocheck: --continue goes with the plain breadth-first check, not with --dfs.\n',
    );
    await expectRefused(
      ['--dump', 'x', '--dump-dot', 'x'],
      ExitCode.usage,
      'monocheck: --dump and --dump-dot name the same file, x; give each its own.\n',
    );
    await expectRefused(
      ['--dump-dot-options', 'colorize'],
      ExitCode.usage,
      'monocheck: --dump-dot-options says how to draw the graph of --dump-dot FILE; give --dump-dot too.\n',
    );
  });

  it('a PROPERTY is checked in one thread, on one machine, with 64-bit fingerprints and no checkpoints, by the breadth-first check', async () => {
    const because = 'monocheck: the model file names a PROPERTY, and';
    await expectRefused(
      [LIVE, '--witness', 'hotel'],
      ExitCode.usage,
      `${because} properties are checked on the whole state graph by the breadth-first check; --dfs, --dfid, --witness and --coverage check invariants only (remove the PROPERTY to use them).\n`,
    );
    await expectRefused(
      [LIVE, '--workers', '2'],
      ExitCode.usage,
      `${because} a liveness check runs in one thread (its graph search is not split among workers); drop --workers 2.\n`,
    );
    await expectRefused(
      [LIVE, '--cluster', 'nats://127.0.0.1:1', '--cluster-workers', '1'],
      ExitCode.usage,
      `${because} a liveness check runs on one machine; drop --cluster.\n`,
    );
    await expectRefused(
      [LIVE, '--checkpoint', '1'],
      ExitCode.usage,
      `${because} a liveness check keeps no checkpoints; drop --checkpoint and --recover.\n`,
    );
    await expectRefused(
      [LIVE, '--fingerprint-bits', '96'],
      ExitCode.usage,
      `${because} a liveness check keeps 64-bit fingerprints; drop --fingerprint-bits 96.\n`,
    );
    const dump = join(temporaryFolder('monocheck-refused-'), 'states.dump');
    await expectRefused(
      [LIVE, '--dump', dump],
      ExitCode.usage,
      'monocheck: the model file names a PROPERTY, so the liveness checker runs; --dump goes with the breadth-first check of invariants and deadlock (remove the PROPERTY to use it).\n',
    );
  });
});

describe('check: outputs, recovery and Monopoly-only flags refused before the search', () => {
  it('an output that cannot be written, or would overwrite the model file', async () => {
    await expectRefused(
      ['--trace-out', '/nonexistent/folder/trace.json'],
      ExitCode.usage,
      /^monocheck: --trace-out \/nonexistent\/folder\/trace\.json cannot be written: .*\n$/,
    );
    await expectRefused(
      ['--trace-out', 'specs/MCMonopoly.cfg'],
      ExitCode.usage,
      'monocheck: --trace-out specs/MCMonopoly.cfg would overwrite the model file specs/MCMonopoly.cfg, which this run reads; give another path.\n',
    );
  });

  it('--recover with a model or model flags: the checkpoint holds its model', async () => {
    const folder = temporaryFolder('monocheck-refused-');
    await expectRefused(
      ['--recover', folder, '--players', '3'],
      ExitCode.usage,
      `monocheck: --recover continues the run saved in ${folder}, with its model; drop --players 3.\n`,
    );
  });

  it("--html and --witness on a spec without Monopoly's variables (exit 2)", async () => {
    const folder = temporaryFolder('monocheck-refused-');
    const jugs = writeJugs(folder);
    await expectRefused(
      [jugs, '--html', join(folder, 'board.html')],
      ExitCode.notForThisSpec,
      /^monocheck: .*--html \(the board viewer\).*\n$/,
    );
    await expectRefused([jugs, '--witness', 'hotel'], ExitCode.notForThisSpec, /^monocheck: .*--witness.*\n$/);
  });
});

describe("bad input: one clear sentence, the place, TLC's exit code, never a stack trace", () => {
  const dir = temporaryFolder('monocheck-bad-');
  const model = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const base = (extra = '', constants = 'N = 2\n StartMoney = 100\n MaxMoney = 200\n MaxDepth = 3') =>
    `CONSTANTS\n ${constants}\n InitialMoney <- StartMoney\nINIT Init\nNEXT Next\n${extra}`;

  const cases: { name: string; args: () => string[]; status: number; message: RegExp }[] = [
    { name: 'a missing file', args: () => ['check', join(dir, 'nope.cfg')], status: 151, message: /cannot read model file .*nope\.cfg/ },
    {
      name: 'a syntax error',
      args: () => ['check', model('syntax.cfg', base('', 'N = 2\n StartMoney = 100\n MaxMoney = 200\n MaxDepth ='))],
      status: 151,
      message: /syntax\.cfg:5: .*MaxDepth/,
    },
    {
      name: 'an unknown invariant',
      args: () => ['check', model('inv.cfg', base('INVARIANT NoSuchThing\n'))],
      status: 151,
      message: /inv\.cfg:9: .*NoSuchThing.*TypeOK, EvenBuilding, BankruptcyClean, OwnershipValid, TurnValid/,
    },
    {
      name: 'an unknown constraint',
      args: () => ['check', model('con.cfg', base('CONSTRAINT Tight\n'))],
      status: 151,
      message: /con\.cfg:9: .*Tight.*MoneyBound, DepthBound/,
    },
    {
      name: 'an unknown constant',
      args: () => ['check', model('const.cfg', base('', 'N = 2\n StartMoney = 1\n MaxMoney = 2\n MaxDepth = 3\n Foo = 4'))],
      status: 151,
      message: /const\.cfg:6: .*Foo.*N, StartMoney, MaxMoney, MaxDepth/,
    },
    // TLC's exit code for a false ASSUME
    {
      name: "N outside 2..4 (the spec's ASSUME)",
      args: () => ['check', model('n5.cfg', base('', 'N = 5\n StartMoney = 1\n MaxMoney = 2\n MaxDepth = 3'))],
      status: 10,
      message: /n5\.cfg:2: .*2\.\.4/,
    },
    {
      name: 'StartMoney above MaxMoney',
      args: () => ['check', '--start-money', '5000'],
      status: 151,
      message: /initial state is outside the model/,
    },
    // a bad flag value is a usage mistake (exit 1) that quotes what was typed, never NaN
    {
      name: 'N outside 2..4 from a flag',
      args: () => ['check', '--players', '1'],
      status: 1,
      message: /^monocheck: --players '1' is not a whole number from 2 to 4\./,
    },
    {
      name: 'a player count that is no number',
      args: () => ['check', '--players', 'abc'],
      status: 1,
      message: /^monocheck: --players 'abc' is not a whole number from 2 to 4\./,
    },
    {
      name: 'negative money',
      args: () => ['check', '--start-money', '-5'],
      status: 1,
      message: /^monocheck: --start-money '-5' is not a whole number, 0 or more\./,
    },
    {
      name: 'non-integer depth',
      args: () => ['check', '--max-depth', '2.5'],
      status: 1,
      message: /^monocheck: --max-depth '2\.5' is not a whole number, 0 or more\./,
    },
    {
      name: 'an unknown invariant from a flag',
      args: () => ['check', '--invariant', 'Nope'],
      status: 1,
      message: /^monocheck: --invariant 'Nope' is not an invariant of this spec; its invariants are TypeOK, /,
    },
    {
      name: 'an unknown flag, named once as typed',
      args: () => ['check', '--bogus-flag', '1'],
      status: 1,
      message: /^monocheck: unknown flag --bogus-flag\.\nRun 'monocheck check --help' for usage\.\n$/,
    },
    {
      name: 'a flag without its value',
      args: () => ['check', '--max-states'],
      status: 1,
      message: /^monocheck: --max-states needs a value\./,
    },
    {
      name: 'no worker at all',
      args: () => ['check', '--workers', '0'],
      status: 1,
      message: /^monocheck: --workers '0' is not a whole number from 1 to 64, or auto\./,
    },
    {
      name: 'a worker count that is no number',
      args: () => ['check', '--workers', 'many'],
      status: 1,
      message: /^monocheck: --workers 'many' is not a whole number from 1 to 64, or auto\./,
    },
    {
      name: 'a memory budget that is no number',
      args: () => ['check', '--memory', 'abc'],
      status: 1,
      message: /^monocheck: --memory 'abc' is not a number of GiB above 0\./,
    },
    {
      name: 'a negative memory budget',
      args: () => ['check', '--memory', '-1'],
      status: 1,
      message: /^monocheck: --memory '-1' is not a number of GiB above 0\./,
    },
    {
      name: 'checkpoints every 0 minutes',
      args: () => ['check', '--checkpoint', '0'],
      status: 1,
      message: /^monocheck: --checkpoint '0' is not a number of minutes above 0\./,
    },
    {
      name: 'a wait longer than a timer takes (Node would warn and time out at once)',
      args: () => ['check', '--cluster', 'nats://127.0.0.1:1', '--cluster-workers', '1', '--cluster-wait', '1e9'],
      status: 1,
      message: /^monocheck: --cluster-wait '1e9' is too large: at most 2,147,483 seconds \(24 days, the longest wait a timer takes\)\.\n/,
    },
    {
      name: 'a fingerprint width monocheck does not have',
      args: () => ['check', '--fingerprint-bits', '100'],
      status: 1,
      message: /^monocheck: --fingerprint-bits '100' is not 64, 96 or 128\./,
    },
  ];

  for (const { name, args, status, message } of cases) {
    it(name, async () => {
      const run = await runInProcess(args());
      expect(run.status).toBe(status);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at .*\.(js|ts):\d+/);
      expect(run.stderr).not.toMatch(/internal error/);
      expect(run.stdout).toBe('');
    });
  }
});
