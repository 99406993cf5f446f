import { describe, expect, it } from 'vitest';
import { renderBarChart } from '../../src/report/svg-chart.js';

describe('renderBarChart', () => {
  const svg = renderBarChart({
    title: 'Landings <all>',
    subtitle: 'seed 1',
    bars: [
      { label: '0 GO', value: 0.02 },
      { label: '10 Jail & co', value: 0.09, highlight: true },
      { label: '30 Go To Jail', value: 0 },
    ],
    formatValue: (v) => `${(v * 100).toFixed(1)}%`,
  });

  it('is one SVG document with a bar per label, scaled to the largest value', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const heights = [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="22" height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toEqual([71.1, 320, 0]);
  });

  it('escapes text, formats values and marks the highlighted bar', () => {
    expect(svg).toContain('Landings &lt;all&gt;');
    expect(svg).toContain('10 Jail &amp; co');
    expect(svg).toContain('>9.0%</text>');
    expect(svg.match(/fill="#c0392b"/g)).toHaveLength(1);
  });
});

describe('renderBarChart with references', () => {
  const svg = renderBarChart({
    title: 'Landings',
    bars: [
      { label: '0 GO', value: 0.02, reference: 0.03 },
      { label: '10 Jail', value: 0.08, reference: 0.1 },
      { label: '30 Go To Jail', value: 0 },
    ],
    referenceLegend: 'black ticks: the seed <R>',
  });

  it('scales to the largest value or reference, draws a tick per reference, and says what the ticks are', () => {
    const heights = [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="22" height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toEqual([64, 256, 0]);
    const ticks = [...svg.matchAll(/<line x1="[\d.]+" y1="([\d.]+)" x2="[\d.]+" y2="[\d.]+" stroke="#111"/g)].map((m) => Number(m[1]));
    expect(ticks).toEqual([390 - 96, 390 - 320]);
    expect(svg).toContain('black ticks: the seed &lt;R&gt;');
  });
});
