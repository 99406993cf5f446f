/**
 * `compare` reports a disagreement when TLC's log is altered: a count changed,
 * a step of the counterexample changed. (That it agrees with TLC on every
 * reference model is in reference-models.test.ts, from the same runs that
 * check TLC's numbers.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithTlc } from '../../src/runs/compare-with-tlc.js';
import { comparisonAgrees, type ComparisonReport } from '../../src/report/compare-text.js';
import { FIXTURES } from './tlc-fixtures.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-compare-');

async function compare(model: string, tlcOutput: string): Promise<ComparisonReport> {
  const report = await compareWithTlc({ model: `${FIXTURES}${model}.cfg`, tlcOutput });
  if ('usage' in report) throw new Error(report.message);
  return report;
}

/** TLC's log of `model` with `edit` applied, written to a scratch file. */
function alteredLog(model: string, edit: (text: string) => string): string {
  const original = readFileSync(`${FIXTURES}${model}.out`, 'utf8');
  const altered = edit(original);
  expect(altered).not.toBe(original);
  const path = join(scratch, `${model}-${Math.random().toString(36).slice(2)}.out`);
  writeFileSync(path, altered);
  return path;
}

describe('compare reports a disagreement', () => {
  it("when a count of TLC's is changed", async () => {
    const report = await compare(
      'n3_m0_x0',
      alteredLog('n3_m0_x0', (text) => text.replace('38 states generated', '39 states generated')),
    );
    expect(comparisonAgrees(report)).toBe(false);
    expect(report.rows.filter((row) => !row.same)).toEqual([
      { label: 'states generated', key: 'statesGenerated', tlc: 39, monocheck: 38, same: false, compared: true },
    ]);
  });

  it("when a step of TLC's counterexample is changed, naming the step and the variable", async () => {
    const log = alteredLog('n3_m0_x0', (text) => {
      const at = text.indexOf('State 2:');
      return text.slice(0, at) + text.slice(at).replace('/\\ position = <<2, 0, 0>>', '/\\ position = <<3, 0, 0>>');
    });
    const report = await compare('n3_m0_x0', log);
    expect(comparisonAgrees(report)).toBe(false);
    expect(report.rows.find((row) => row.key === 'counterexample')).toMatchObject({ same: false, monocheck: 'differs from state 2' });
    expect(report.validation?.failure).toMatchObject({
      kind: 'not-successor',
      number: 2,
      nearest: { action: 'RollAndMove', differences: [{ path: 'position[1]', before: 2, after: 3 }] },
    });
  });

  it('when TLC claims a violation the last state does not show', async () => {
    const report = await compare(
      'n3_m0_x0_nt',
      alteredLog('n3_m0_x0_nt', (text) => text.replace('Error: Deadlock reached.', 'Error: Invariant TypeOK is violated.')),
    );
    expect(report.validation?.claim).toEqual({ kind: 'holds', invariant: 'TypeOK' });
    expect(report.rows.filter((row) => !row.same).map((row) => row.key)).toEqual(['verdict', 'invariant']);
  });

  it('when the log was cut short', async () => {
    const report = await compare(
      'n3_m0_x0',
      alteredLog('n3_m0_x0', (text) => text.slice(0, text.indexOf('Error:'))),
    );
    expect(report.rows.find((row) => row.key === 'verdict')).toMatchObject({ tlc: 'unfinished', monocheck: 'invariant', same: false });
    expect(report.tlcNotes).toContain('the log ends without a verdict');
  });
});
