import { describe, expect, it } from 'vitest';
import { comparisonAgrees, comparisonJson, renderComparison, type ComparisonReport } from '../../src/report/compare-text.js';
import { compareAnswers, type RunAnswers } from '../../src/tlc/compare.js';

const tlc: RunAnswers = {
  verdict: 'invariant',
  invariant: 'TurnValid',
  property: null,
  statesGenerated: 38,
  distinctStates: 38,
  depth: 3,
  queueLeft: 35,
  traceLength: 1,
  trace: [{ x: 1 }],
};
const report = (ours: RunAnswers): ComparisonReport => ({
  model: 'specs/n3_m0_x0.cfg',
  tlcSource: "TLC's output n3_m0_x0.out",
  tlcVersion: '2026.04.29.164809 (rev: cc6b616cf)',
  rows: compareAnswers(tlc, ours),
  validation: null,
  against: "monocheck's transcription",
  engine: { kind: 'transcribed', reason: 'a test', sentence: 'checking the transcribed spec (a test)' },
  tlcNotes: [],
});

describe('renderComparison', () => {
  it('prints TLC and monocheck side by side and says they agree', () => {
    const text = renderComparison(report(tlc));
    expect(text).toBe(
      "monocheck compare: specs/n3_m0_x0.cfg against TLC's output n3_m0_x0.out (TLC2 Version 2026.04.29.164809 (rev: cc6b616cf))\n" +
        '  checking the transcribed spec (a test)\n' +
        '                          TLC        monocheck\n' +
        '    verdict               invariant  invariant\n' +
        '    invariant             TurnValid  TurnValid\n' +
        '    states generated      38         38\n' +
        '    distinct states       38         38\n' +
        '    depth                 3          3\n' +
        '    states left on queue  35         35\n' +
        '    trace length          1          1\n' +
        '    counterexample        1 state    the same 1 state\n' +
        'TLC and monocheck agree.\n',
    );
    expect(comparisonAgrees(report(tlc))).toBe(true);
  });

  it('marks each row that differs and names them', () => {
    const different = report({ ...tlc, statesGenerated: 1234567 });
    const text = renderComparison(different);
    expect(text).toContain('  ≠ states generated      38         1,234,567\n');
    expect(text).toContain('TLC and monocheck DISAGREE on: states generated.\n');
    expect(comparisonAgrees(different)).toBe(false);
  });

  it('gives the same as one JSON object', () => {
    const json = comparisonJson(report({ ...tlc, depth: 4 })) as {
      agree: boolean;
      differing: string[];
      rows: { key: string; tlc: unknown; monocheck: unknown }[];
    };
    expect(json.agree).toBe(false);
    expect(json.differing).toEqual(['depth']);
    expect(json.rows.find((row) => row.key === 'depth')).toEqual({
      key: 'depth',
      label: 'depth',
      tlc: 3,
      monocheck: 4,
      same: false,
      compared: true,
    });
  });
});
