/**
 * `check --continue`, `--dump`, `--difftrace` against TLC's own runs of
 * -continue, -dump and -difftrace (test/fixtures/tlc/modes, README there):
 * the text of `--format tlc` line for line, the dump byte for byte, with one
 * and two workers and with the transcribed and the compiled engine. In-process (test/helpers/in-process-cli.ts) but
 * the run with two workers, whose worker threads need the built engine (dist/).
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCliAsync } from './run-cli.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { refuseTlcModeCombinations, startTlcModes, TLC_MODE_OPTIONS } from '../../src/cli/tlc-modes.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { transcribedSpecOf } from '../helpers/specs.js';
import { renamedDot } from '../helpers/dot-graph.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const MODES = `${ROOT}test/fixtures/tlc/modes/`;
const scratch = temporaryFolder('monocheck-tlc-modes-');
const fixture = (name: string) => readFileSync(`${MODES}${name}`, 'utf8');

/**
 * What a run printed after computing the initial states, up to its timing
 * line: the violations, the verdict, the collision estimate, the counts, the
 * depth and the outdegree (TLC's log, or monocheck's `--format tlc`).
 */
function tlcBody(log: string): string {
  const lines = log.split('\n');
  const from = lines.findIndex((line) => line.startsWith('Finished computing initial states')) + 1;
  const to = lines.findIndex((line) => line.startsWith('Finished in '));
  expect(from).toBeGreaterThan(0);
  expect(to).toBeGreaterThan(from);
  return lines
    .slice(from, to)
    .map((line) => `${line}\n`)
    .join('');
}

describe("TLC's -continue, -dump and -difftrace as check flags", () => {
  it("--continue prints TLC's 12 violations of TurnValid, each with its behaviour, then the deadlock, with TLC's counts; exit 12", async () => {
    const run = await runInProcess(['check', `${MODES}n3_m0_x0_d5.cfg`, '--continue', '--format', 'tlc']);
    expect(tlcBody(run.stdout)).toBe(tlcBody(fixture('n3_m0_x0_d5.continue.out')));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(12);
  });

  it("--continue --no-deadlock --difftrace with 2 workers: TLC's 69 violations, diffed as TLC diffs them, the whole space; --dump writes TLC's dump of its 362 states", async () => {
    const dump = join(scratch, 'transcribed.dump');
    const run = await runCliAsync([
      'check',
      `${MODES}n3_m0_x0_d5.cfg`,
      '--continue',
      '--no-deadlock',
      '--difftrace',
      '--format',
      'tlc',
      '--workers',
      '2',
      '--dump',
      dump,
    ]);
    expect(tlcBody(run.stdout)).toBe(tlcBody(fixture('n3_m0_x0_d5.continue-nodeadlock-difftrace.out')));
    expect(run.stdout).toContain(
      '2061 states generated, 362 distinct states found, 0 states left on queue.\nThe depth of the complete state graph search is 5.\n',
    );
    expect(readFileSync(dump, 'utf8')).toBe(fixture('n3_m0_x0_d5.dump'));
    expect(run.stderr).toBe(`monocheck: wrote 362 distinct states to ${dump} (TLC's -dump)\n`);
    expect(run.status).toBe(12);
  });

  it('the compiled engine gives the same violations, counts and dump', async () => {
    const folder = join(scratch, 'compiled');
    const dump = join(scratch, 'compiled.dump');
    mkdirSync(folder);
    for (const module of ['MCMonopoly.tla', 'Monopoly.tla']) copyFileSync(`${ROOT}specs/${module}`, join(folder, module));
    copyFileSync(`${MODES}n3_m0_x0_d5.cfg`, join(folder, 'n3_m0_x0_d5.cfg'));
    const run = await runInProcess([
      'check',
      join(folder, 'n3_m0_x0_d5.cfg'),
      '--engine',
      'compiled',
      '--continue',
      '--no-deadlock',
      '--format',
      'tlc',
      '--dump',
      dump,
    ]);
    expect(run.stdout).toMatch(/^monocheck: checking the modules beside the model \(compiled/);
    expect(tlcBody(run.stdout)).toBe(tlcBody(fixture('n3_m0_x0_d5.continue-nodeadlock.out')));
    expect(readFileSync(dump, 'utf8')).toBe(fixture('n3_m0_x0_d5.dump'));
    expect(run.status).toBe(12);
  });

  it("--difftrace prints the deadlock's behaviour as TLC's -difftrace does", async () => {
    const run = await runInProcess(['check', `${ROOT}test/fixtures/tlc/n3_m0_x0_nt.cfg`, '--difftrace', '--format', 'tlc']);
    expect(tlcBody(run.stdout)).toBe(tlcBody(fixture('n3_m0_x0_nt.difftrace.out')));
    expect(run.status).toBe(11);
  });

  it("--dump-dot draws TLC's graph of the deadlock run: the same nodes, labels (-difftrace's), tooltips, edges and ranks, up to node names", async () => {
    const dot = join(scratch, 'nt.dot');
    const run = await runInProcess([
      'check',
      `${ROOT}test/fixtures/tlc/n3_m0_x0_nt.cfg`,
      '--difftrace',
      '--dump-dot',
      dot,
      '--dump-dot-options',
      'actionlabels,tlclabels',
    ]);
    expect(run.status).toBe(11);
    expect(run.stderr).toBe(`monocheck: wrote the state graph, 123 states and 129 steps, to ${dot} (TLC's -dump dot)\n`);
    const ours = renamedDot(readFileSync(dot, 'utf8'));
    expect(ours.filter((line) => line.includes('unknown node'))).toEqual([]);
    expect(ours).toEqual(renamedDot(fixture('n3_m0_x0_nt.dot')));
  });

  it('--continue --json lists every violation with its trace, and the count per invariant', async () => {
    const run = await runInProcess(['check', `${MODES}n3_m0_x0_d5.cfg`, '--continue', '--json']);
    const result = JSON.parse(run.stdout) as {
      result: string;
      distinctStates: number;
      violations: { invariant: string; traceLength: number; trace: { counterexample: { state: unknown[] } } }[];
      violationCounts: Record<string, number>;
    };
    expect(result).toMatchObject({
      result: 'deadlock',
      statesGenerated: 151,
      distinctStates: 123,
      queueLeft: 42,
      depth: 4,
      violationCounts: { TurnValid: 12 },
    });
    expect(result.violations).toHaveLength(12);
    // TLC's behaviours (n3_m0_x0_d5.continue.out): ten of 3 states, then two of 4
    expect(result.violations.map((v) => v.traceLength)).toEqual([...new Array<number>(10).fill(3), 4, 4]);
    expect(result.violations.every((v) => v.invariant === 'TurnValid' && v.trace.counterexample.state.length === v.traceLength)).toBe(true);
    expect(run.status).toBe(12);
  });
});

describe('the combinations the mode flags refuse, and the exit code of a search that went on', () => {
  it('refuses --cluster, checkpoints, the other search modes and a liveness check, each with a sentence', () => {
    const refusal = (
      args: Parameters<typeof refuseTlcModeCombinations>[0],
      spec: Parameters<typeof refuseTlcModeCombinations>[1] = null,
    ) => {
      try {
        refuseTlcModeCombinations(args, spec);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
    };
    expect(refusal({ continue: true })).toBeNull();
    expect(refusal({ continue: true, cluster: 'nats://x' })).toBe('--continue runs on one machine; drop --cluster.');
    expect(refusal({ continue: true, dump: 'a', checkpoint: 5 })).toMatch(/^--continue and --dump take no checkpoints/);
    expect(refusal({ dump: 'a', dfs: true })).toBe('--dump goes with the plain breadth-first check, not with --dfs.');
    expect(refusal({ dump: 'a', dumpDot: 'a' })).toBe('--dump and --dump-dot name the same file, a; give each its own.');
    const liveness = { ...transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }), temporal: {} } as unknown as CheckableSpec;
    const dotItems = TLC_MODE_OPTIONS['dump-dot-options'].coerce;
    expect(dotItems('Colorize,actionlabels')).toEqual(new Set(['colorize', 'actionlabels']));
    expect(() => dotItems('dot,snapshot')).toThrow(
      "--dump-dot-options takes colorize, actionlabels, strict, tlclabels (separated by commas), not 'dot'.",
    );
    expect(() => dotItems('snapshot')).toThrow(/^--dump-dot-options snapshot is TLC's, but monocheck writes no snapshot file/);
    expect(refusal({ continue: true }, liveness)).toMatch(
      /^the model file names a PROPERTY, so the liveness checker runs; --continue goes with the breadth-first check/,
    );
  });

  it('takes no checkpoint when a mode is on, not even at Ctrl-C', () => {
    const spec = transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    const options = { workers: 1, checkpoint: { dir: 'x' } };
    expect(startTlcModes({ continue: true }, spec).withoutCheckpoints(options)).toEqual({ workers: 1 });
    expect(startTlcModes({ difftrace: true }, spec).withoutCheckpoints(options)).toEqual(options);
  });
});
