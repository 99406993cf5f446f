/**
 * src/cli/check-progress.ts: what `check` says while its search runs: progress lines on stderr (one status line
 * rewritten on a terminal, TLC's messages with --format tlc), the collision warning once, a checkpoint that failed.
 */
import { describe, expect, it } from 'vitest';
import { SearchProgress } from '../../src/cli/check-progress.js';
import type { TlcReport } from '../../src/cli/tlc-report.js';
import type { Progress, Statistics } from '../../src/engine/result.js';
import { recordingTerminal, runInProcess } from '../helpers/in-process-cli.js';

const FIXTURES = 'test/fixtures/tlc/';
const progress = (distinctStates: number, statesGenerated = 2 * distinctStates): Progress => ({
  level: 3,
  statesGenerated,
  distinctStates,
  queueLeft: 7,
  seconds: 1,
});
// distinct x (generated - distinct) / 2^64 past 1e-3
const CROWDED = progress(2e8, 4e8);
const stats = (figures: Progress) => ({ ...figures, depth: figures.level }) as unknown as Statistics;

describe('SearchProgress', () => {
  it('one progress line each on stderr, counting from the previous one; nothing on stdout', () => {
    const terminal = recordingTerminal();
    const search = new SearchProgress(terminal, null, 'states');
    search.onProgress(progress(10));
    search.onProgress(progress(20));
    search.finish(stats(progress(20)));
    const lines = terminal.stderr().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Progress\(3\) at .*: 20 states generated .*10 distinct states found .*7 states left on queue/);
    expect(lines[1]).toMatch(/: 40 states generated .*20 distinct states found/);
    expect(terminal.stdout()).toBe('');
  });

  it('on a terminal: one status line rewritten, ended once the search ends (and not ended when nothing was said)', () => {
    const terminal = recordingTerminal({ statusLine: true });
    const search = new SearchProgress(terminal, null, 'states');
    search.onProgress(progress(10));
    search.onProgress(progress(20));
    search.finish(stats(progress(20)));
    expect(terminal.stderr()).toMatch(/^\r[^\n]*\u001b\[K\r[^\n]*\u001b\[K\n$/);
    const quiet = recordingTerminal({ statusLine: true });
    new SearchProgress(quiet, null, 'states').finish(stats(progress(20)));
    expect(quiet.stderr()).toBe('');
  });

  it("with TLC's report: the progress goes to it, even on a terminal", () => {
    const told: Progress[] = [];
    const tlc = { progress: (figures: Progress) => told.push(figures) } as unknown as TlcReport;
    const terminal = recordingTerminal({ statusLine: true });
    const search = new SearchProgress(terminal, tlc, 'states');
    search.onProgress(progress(10));
    search.finish(stats(progress(10)));
    expect(told).toEqual([progress(10)]);
    expect(terminal.stderr()).toBe('');
  });

  it('warns once of fingerprint collisions past 1e-3, after the status line, or at the end if the progress never passed it', () => {
    const terminal = recordingTerminal({ statusLine: true });
    const search = new SearchProgress(terminal, null, 'states');
    search.onProgress(CROWDED);
    search.onProgress(CROWDED);
    search.finish(stats(CROWDED));
    const warnings = terminal.stderr().match(/\nmonocheck: warning: the chance that a fingerprint collision hid a state has passed 1e-3/g);
    expect(warnings).toHaveLength(1);
    const atEnd = recordingTerminal();
    new SearchProgress(atEnd, null, 'states').finish(stats(CROWDED));
    expect(atEnd.stderr()).toMatch(/^monocheck: warning: .* for 200,000,000 distinct states with 64-bit fingerprints; it would be /);
    const wide = recordingTerminal();
    new SearchProgress(wide, null, 'states').finish(stats({ ...CROWDED, fingerprintBits: 128 }));
    expect(wide.stderr()).toBe('');
  });

  it('says a checkpoint that could not be written once per reason; the search goes on', () => {
    const terminal = recordingTerminal();
    const search = new SearchProgress(terminal, null, '/nowhere/states');
    const full = Object.assign(new Error('no space'), { code: 'ENOSPC' });
    search.onCheckpointFailure(full);
    search.onCheckpointFailure(full);
    search.onCheckpointFailure(Object.assign(new Error('denied'), { code: 'EACCES' }));
    const lines = terminal.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatch(/^monocheck: could not write a checkpoint to \/nowhere\/states: .+; the search goes on$/);
    expect(lines[0]).not.toBe(lines[1]);
  });
});

describe('SearchProgress in check (in-process)', () => {
  it('progress: one line each on stderr, or one status line rewritten on a terminal and ended with the search, for every search', async () => {
    // searches long enough for several 1 ms intervals on a fast idle machine (at depth 5 it could end before the first)
    const args = ['check', `${FIXTURES}n2_m0_x0.cfg`, '--max-depth', '12', '--progress-interval', '0.001', '--json'];
    const lines = await runInProcess(args);
    expect(lines.stderr).toMatch(/^(Progress\(\d+\) at .*\n)+$/);
    const terminal = recordingTerminal({ statusLine: true });
    await runInProcess(args, terminal);
    expect(terminal.stderr()).toMatch(/^\r.*\u001b\[K(\r.*\u001b\[K)*\n$/);
    const depthFirst = recordingTerminal({ statusLine: true });
    await runInProcess(
      ['check', `${FIXTURES}n2_m0_x0.cfg`, '--max-depth', '10', '--dfs', '--progress-interval', '0.001', '--json'],
      depthFirst,
    );
    expect(depthFirst.stderr()).toMatch(/^\r.*\u001b\[K(\r.*\u001b\[K)*\n$/);
  });
});
