/** `monocheck witnesses`: the catalogue of situations `check --witness` looks for, as text and as JSON (in-process). */
import { describe, expect, it } from 'vitest';
import { WITNESSES } from '../../src/monopoly/witnesses.js';
import { runInProcess } from '../helpers/in-process-cli.js';

const NAMES = ['hotel', 'colour-group', 'four-railroads', 'bankrupt', 'jail-fine', 'three-doubles', 'mortgage'];

describe('monocheck witnesses', () => {
  it('lists every witness with its invariant and a quick model to run it on', async () => {
    const run = await runInProcess(['witnesses']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.startsWith('Witnesses: `monocheck check --witness NAME` prints the shortest behaviour')).toBe(true);
    for (const name of NAMES) expect(run.stdout).toMatch(new RegExp(`\\n  ${name} +.*\\(invariant \\w+`));
    expect(run.stdout).toMatch(/\n +quick model: --players 2 --start-money 0 --max-money 0 --max-depth 0: /);
    // two lines a witness after the heading and a blank line
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(2 + 2 * WITNESSES.length);
  });

  it('--json gives one array: name, description, invariant, quick model and outcome of each', async () => {
    const run = await runInProcess(['witnesses', '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as { name: string; quickModel: object }[];
    expect(json.map((witness) => witness.name)).toEqual(NAMES);
    expect(json.find((witness) => witness.name === 'bankrupt')).toMatchObject({
      invariant: 'NoBankruptcy',
      quickModel: { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
    });
    expect(Object.keys(json[0] ?? {})).toEqual(['name', 'description', 'invariant', 'quickModel', 'quickOutcome']);
  });

  it('takes no model and no other flag (exit 1, usage)', async () => {
    const run = await runInProcess(['witnesses', '--players', '3']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^monocheck: .*players/);
  });
});
