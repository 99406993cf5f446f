/**
 * `check --format tool` as TLC's -tool output: TLC's codes in TLC's order
 * (its own -tool logs of n3_m0_x0 and n3_m0_x0_nt), read by the VS Code
 * extension's rules (test/helpers/tlc-tool-reader.ts) to what TLC's logs
 * read to; lassos read as the extension's own cases expect
 * (tlaplus/vscode-tlaplus tests/suite/parsers/tlc.test.ts: "Parses error
 * trace with back-to-previous-state", "... with stuttering state"). Run in-process (test/helpers/in-process-cli.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readToolOutput, toolMessages } from '../helpers/tlc-tool-reader.js';
import { ROOT } from './run-cli.js';
import { runInProcess } from '../helpers/in-process-cli.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;
const SANY = [2220, 2219];

describe('check --format tool', () => {
  for (const [name, exit] of [
    ['n3_m0_x0', 12],
    ['n3_m0_x0_nt', 11],
  ] as const) {
    it(`${name}: TLC's codes in TLC's order, TLC's state blocks, and the extension reads it as it reads TLC's log`, async () => {
      const run = await runInProcess(['check', `${FIXTURES}${name}.cfg`, '--format', 'tool']);
      expect(run.status).toBe(exit);
      expect(run.stderr).toBe('');
      const tlcLog = readFileSync(`${FIXTURES}${name}.tool.out`, 'utf8');
      const ours = toolMessages(run.stdout);
      const tlc = toolMessages(tlcLog).filter(({ code }) => !SANY.includes(code));
      expect(ours.map(({ code, severity }) => `${code}:${severity}`)).toEqual(tlc.map(({ code, severity }) => `${code}:${severity}`));
      const states = (messages: typeof ours) => messages.filter(({ code }) => code === 2217).map(({ body }) => body);
      expect(states(ours)).toEqual(states(tlc));
      // nothing outside the messages: TLC's SANY lines are the only such lines in its log
      expect(run.stdout.replace(/@!@!@STARTMSG[\s\S]*?@!@!@ENDMSG \d+ @!@!@\n/g, '')).toBe('');

      const read = readToolOutput(run.stdout);
      const tlcRead = readToolOutput(tlcLog);
      expect(read.unexpected).toEqual([]);
      expect(tlcRead.unexpected).toEqual([]);
      expect({ state: read.state, status: read.status }).toEqual({ state: 'Error', status: 'Finished' });
      expect(read.errors).toEqual(tlcRead.errors);
      expect(read.errors.map((error) => error.trace.length)).toEqual([exit === 12 ? 3 : 4]);
      // the initial states, then the final progress report: TLC's counts
      expect(read.stats).toEqual(tlcRead.stats);
      expect(read.processInfo).toMatch(/^Running breadth-first search Model-Checking with 1 worker on \d+ cores? \(monocheck\)\.$/);
      expect(typeof read.duration).toBe('number');
    });
  }

  it('a lasso back to a state reads as the extension reads TLC\'s: the states, then "Next in Monopoly (Back to state)" numbered as the state it goes back to', async () => {
    const run = await runInProcess(['check', 'specs/live_fair_winner_n2_m0_x0.cfg', '--format', 'tool']);
    expect(run.status).toBe(13);
    const read = readToolOutput(run.stdout);
    expect(read.unexpected).toEqual([]);
    expect(read.state).toBe('Error');
    expect(read.errors).toHaveLength(1);
    const [error] = read.errors;
    expect(error?.lines).toEqual(['Temporal property EventuallyOneWinner was violated.']);
    const trace = error?.trace ?? [];
    expect(trace.map((item) => item.num)).toEqual([...Array.from({ length: 38 }, (_, index) => index + 1), 12]);
    expect(trace[0]?.title).toBe('Initial predicate');
    expect(trace[1]).toMatchObject({ title: 'Next in Monopoly', module: 'Monopoly', action: 'Next', range: [381, 4, 390, 19] });
    expect(trace.at(-1)).toMatchObject({ title: 'Next in Monopoly (Back to state)', module: 'Monopoly', action: 'Next', variables: [] });
    expect(trace[37]?.variables.map(({ name }) => name)).toContain('money');
  });

  it('a lasso that stutters reads as the extension reads TLC\'s: the states, then "Stuttering" with no variables', async () => {
    const run = await runInProcess(['check', 'specs/live_spec_winner_real_d6.cfg', '--format', 'tool']);
    expect(run.status).toBe(13);
    const read = readToolOutput(run.stdout);
    expect(read.unexpected).toEqual([]);
    const trace = read.errors[0]?.trace ?? [];
    expect(trace.map((item) => item.title)).toEqual(['Initial predicate', 'Stuttering']);
    expect(trace.map((item) => item.num)).toEqual([1, 2]);
    expect(trace[1]?.variables).toEqual([]);
    expect(read.status).toBe('Finished');
  });
});
