/** A bar chart as a standalone SVG document (no dependency): one bar per label, value labels above the bars. */

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** Drawn in the accent colour. */
  readonly highlight?: boolean;
  /** A value to compare with (another run's, a reference table's), drawn as a black tick across the bar. */
  readonly reference?: number;
}

export interface BarChart {
  readonly title: string;
  readonly subtitle?: string;
  readonly bars: readonly Bar[];
  /** How a value is written above its bar, e.g. as a percentage. */
  readonly formatValue?: (value: number) => string;
  /** Said under the subtitle when bars have references: what the ticks are. */
  readonly referenceLegend?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BAR_WIDTH = 22;
const GAP = 6;
const PLOT_HEIGHT = 320;
const TOP = 70;
const LEFT = 50;
const LABEL_SPACE = 170;

export function renderBarChart(chart: BarChart): string {
  const format = chart.formatValue ?? ((value: number) => String(value));
  const max = chart.bars.reduce((most, bar) => Math.max(most, bar.value, bar.reference ?? 0), Number.MIN_VALUE);
  const width = LEFT + chart.bars.length * (BAR_WIDTH + GAP) + 20;
  const height = TOP + PLOT_HEIGHT + LABEL_SPACE;
  const baseline = TOP + PLOT_HEIGHT;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${LEFT}" y="28" font-size="18" font-weight="bold">${escape(chart.title)}</text>`,
  ];
  if (chart.subtitle !== undefined) parts.push(`<text x="${LEFT}" y="50" font-size="12" fill="#555">${escape(chart.subtitle)}</text>`);
  if (chart.referenceLegend !== undefined)
    parts.push(`<text x="${LEFT}" y="64" font-size="11" fill="#111">${escape(chart.referenceLegend)}</text>`);
  parts.push(`<line x1="${LEFT - 4}" y1="${baseline}" x2="${width - 10}" y2="${baseline}" stroke="#333"/>`);
  chart.bars.forEach((bar, index) => {
    const x = LEFT + index * (BAR_WIDTH + GAP);
    const barHeight = (bar.value / max) * PLOT_HEIGHT;
    const y = baseline - barHeight;
    const centre = x + BAR_WIDTH / 2;
    parts.push(
      `<rect x="${x}" y="${y.toFixed(1)}" width="${BAR_WIDTH}" height="${barHeight.toFixed(1)}" ` +
        `fill="${bar.highlight === true ? '#c0392b' : '#2e6da4'}"><title>${escape(`${bar.label}: ${format(bar.value)}`)}</title></rect>`,
    );
    const tick = bar.reference === undefined ? null : baseline - (bar.reference / max) * PLOT_HEIGHT;
    if (tick !== null)
      parts.push(
        `<line x1="${x - 2}" y1="${tick.toFixed(1)}" x2="${x + BAR_WIDTH + 2}" y2="${tick.toFixed(1)}" stroke="#111" ` +
          `stroke-width="2"><title>${escape(`${bar.label}: ${format(bar.reference ?? 0)} (reference)`)}</title></line>`,
      );
    parts.push(
      `<text x="${centre}" y="${(Math.min(y, tick ?? y) - 4).toFixed(1)}" ` +
        `font-size="8" text-anchor="middle">${escape(format(bar.value))}</text>`,
    );
    parts.push(
      `<text x="${centre}" y="${baseline + 10}" font-size="10" text-anchor="end" ` +
        `transform="rotate(-60 ${centre} ${baseline + 10})">${escape(bar.label)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
