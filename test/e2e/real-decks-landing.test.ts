/**
 * The landing-frequency seed's question on the spec with its real decks
 * (examples/real-decks), through the compiled engine: 200 games of 150 turns
 * for each of 2 players show the trends the seed grades on, and sit within
 * half a point of the seed's own table on every square (`--compare-landing`).
 * The full 1,000-game run beside the seed's table is in
 * docs/beyond-exhaustive-search.md, checked by real-decks-landing.compiled.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync, type CliRun } from '../cli/run-cli.js';

interface Row {
  readonly square: number;
  readonly count: number;
  readonly frequency: number;
}

interface Report {
  readonly result: string;
  readonly engine: { kind: string };
  readonly endings: Record<string, number>;
  readonly landing: readonly Row[];
  readonly landingComparison: { rows: readonly { square: number; difference: number }[] };
}

const JAIL = 10;
const GO_TO_JAIL = 30;
const ILLINOIS_AVENUE = 24;
const CHANCE = [7, 22, 36];

describe('the real decks answer the landing-frequency question as the seed does', () => {
  let run: CliRun;
  let report: Report;
  let byFrequency: number[];
  const frequency = (square: number) => report.landing[square]?.frequency ?? NaN;

  beforeAll(async () => {
    run = await runCliAsync([
      'simulate',
      'examples/real-decks/real_n2_d8.cfg',
      '--no-constraints',
      '--stats',
      'landing',
      '--turns',
      '150',
      '--runs',
      '200',
      '--strategy',
      'never-buy',
      '--seed',
      '1',
      '--compare-landing',
      'examples/real-decks/seed-landing-frequency.md',
      '--json',
    ]);
    report = JSON.parse(run.stdout) as Report;
    byFrequency = [...report.landing].sort((a, b) => b.frequency - a.frequency).map((row) => row.square);
  }, 120_000);

  it('plays 200 whole games on the compiled spec', () => {
    expect(run.status).toBe(0);
    expect(report).toMatchObject({ result: 'ok', engine: { kind: 'compiled' } });
    expect(report.endings.observer).toBe(200);
    expect(report.landing).toHaveLength(40);
  });

  it('never counts Go to Jail, and counts Jail most', () => {
    expect(report.landing[GO_TO_JAIL]?.count).toBe(0);
    expect(byFrequency[0]).toBe(JAIL);
  });

  it('sends the token away from Chance: each Chance square below 1.5 %', () => {
    for (const square of CHANCE) expect(frequency(square)).toBeLessThan(0.015);
  });

  it('puts Illinois Avenue among the five most frequent after Jail', () => {
    expect(byFrequency.slice(1, 6)).toContain(ILLINOIS_AVENUE);
  });

  it("is within half a point of the seed's table on every square", () => {
    expect(report.landingComparison.rows).toHaveLength(40);
    const far = report.landingComparison.rows.filter((row) => Math.abs(row.difference) >= 0.5);
    expect(far).toEqual([]);
  });
});
