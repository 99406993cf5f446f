import { describe, expect, it } from 'vitest';
import type { ShownTrace, ShownViolation } from '../../src/engine/trace/shown-trace.js';
import { renderViolationCounts, renderViolationsText } from '../../src/cli/violations-text.js';

const shown = (...xs: number[]): ShownTrace => ({
  variableNames: ['x'],
  steps: xs.map((x, index) => ({ action: index === 0 ? null : 'Inc', label: index === 0 ? 'Initial predicate' : 'Inc', state: { x } })),
});
const violation = (invariant: string, ...xs: number[]): ShownViolation => ({ invariant, shown: shown(...xs) });

describe('renderViolationsText', () => {
  it('numbers each violation, shows its behaviour and the state that violates it', () => {
    const text = renderViolationsText([violation('Small', 0, 1, 2), violation('Positive', 0)], {});
    expect(text).toContain('\nViolation 1 of 2: invariant Small, by a shortest behaviour (3 states, replayed and confirmed):\n');
    expect(text).toContain('State 3 violates Small.\n');
    expect(text).toContain('\nViolation 2 of 2: invariant Positive, by an initial state:\n');
    expect(text.endsWith('State 1 violates Positive.\n')).toBe(true);
    expect(text.indexOf('Violation 1')).toBeLessThan(text.indexOf('Violation 2'));
    expect(text).toContain('State 1: Initial predicate');
  });

  it('is empty for no violations, and colours only when asked', () => {
    expect(renderViolationsText([], {})).toBe('');
    expect(renderViolationsText([violation('Small', 0)], {})).not.toContain('\u001b[');
    expect(renderViolationsText([violation('Small', 0)], { colorLevel: 1 })).toContain('\u001b[');
  });
});

describe('renderViolationCounts', () => {
  it('counts the violations of each invariant, names aligned, thousands grouped', () => {
    const many = [...Array.from({ length: 1200 }, () => violation('Small', 0)), violation('Positive', 0)];
    expect(renderViolationCounts(many)).toBe(
      '\n1,201 invariant violations, the search going on past each (--continue):\n  Small     1,200\n  Positive  1\n',
    );
    expect(renderViolationCounts([violation('Small', 0)])).toBe(
      '\n1 invariant violation, the search going on past each (--continue):\n  Small  1\n',
    );
  });

  it('says when none was found', () => {
    expect(renderViolationCounts([])).toBe('\nNo invariant was violated (the search would have gone on past violations: --continue).\n');
  });
});
