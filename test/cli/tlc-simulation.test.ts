/** `monocheck tlc -simulate` (cli/tlc-simulation.ts): TLC's simulation report, TLC's labels and exit code, run in-process. */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/in-process-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { ROOT } from './run-cli.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;

describe('monocheck tlc -simulate', () => {
  const folder = temporaryFolder('monocheck-tlc-simulate-');
  for (const module of ['Monopoly.tla', 'MCMonopoly.tla']) copyFileSync(`${ROOT}specs/${module}`, join(folder, module));
  copyFileSync(`${FIXTURES}n3_m0_x0.cfg`, join(folder, 'n3_m0_x0.cfg'));

  it("-simulate num=N -depth D -seed S: TLC's simulation report (sim/hotel.out's lines), its first state labelled by Init's place, TLC's exit code", async () => {
    const args = [
      '-simulate',
      'num=50',
      '-depth',
      '30',
      '-seed',
      '7',
      '-dumpTrace',
      'json',
      join(folder, 'sim.json'),
      '-config',
      'n3_m0_x0',
      join(folder, 'MCMonopoly'),
    ];
    const { status, stdout: out, stderr: err } = await runInProcess(['tlc', ...args]);
    expect(status).toBe(12);
    const lines = out.split('\n').filter((line) => line !== '' && !line.startsWith('/\\ ') && !line.startsWith('  '));
    const shape = (line: string) => line.replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g, 'T').replace(/\d+/g, 'N');
    expect(lines.slice(1).map(shape)).toEqual([
      'Running Random Simulation with seed N with N worker on N core' +
        (lines[1]?.includes('cores') ? 's' : '') +
        " (monocheck's own random choices, not TLC's).",
      'Starting... (T)',
      'Computed N initial states...',
      'Finished computing initial states: N distinct state generated at T.',
      'Error: Invariant TurnValid is violated.',
      'Error: The behavior up to this point is:',
      ...lines.filter((line) => line.startsWith('State ')).map(shape),
      'The number of states generated: N',
      'Simulation using seed N and aril N',
      'Progress: N states checked, N traces generated (trace length: mean=N, var(x)=N, sd=N)',
      'Finished in Ns at (T)',
    ]);
    // TLC's labels (sim/hotel.out): Init's place for the first state
    const hotel = readFileSync(`${FIXTURES}sim/hotel.out`, 'utf8');
    const first = lines.find((line) => line.startsWith('State 1: '));
    expect(first).toBe('State 1: <Init line 162, col 5 to line 173, col 21 of module Monopoly>');
    expect(hotel).toContain(`\n${first}\n`);
    expect(lines).toContain('Simulation using seed 7 and aril 0');
    const trace = JSON.parse(readFileSync(join(folder, 'sim.json'), 'utf8')) as { counterexample: { state: unknown[] } };
    expect(trace.counterexample.state.length).toBe(lines.filter((line) => line.startsWith('State ')).length);
    expect(err).toContain('monocheck: wrote the counterexample');
  });
});
