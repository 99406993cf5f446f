import { describe, expect, it } from 'vitest';
import type { ModelReport } from '../../src/explore/api-types.js';
import { renderExplorerPage } from '../../src/explore/page.js';

/** The fields of a model report the page reads; the rest goes into the page's data as it is. */
const report = (fields: Partial<ModelReport>) =>
  ({
    source: 'specs/n3_m0_x0.cfg',
    constants: { N: 3, StartMoney: 0 },
    squares: [{ name: 'Go' }],
    values: [],
    ...fields,
  }) as unknown as ModelReport;

const dataOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="model-data">(.*?)<\/script>/s.exec(page)?.[1] ?? 'null') as unknown;

describe('renderExplorerPage', () => {
  it('titles the page by the model file, lists the constants, and embeds the model report for the script', () => {
    const model = report({});
    const page = renderExplorerPage(model);
    expect(page).toContain('<title>Exploring specs/n3_m0_x0.cfg - monocheck</title>');
    expect(page).toContain('<p id="source">N = 3, StartMoney = 0</p>');
    expect(page).toContain('<div id="viewer">');
    expect(page).toContain('<table id="values" hidden>');
    expect(dataOf(page)).toEqual(model);
    for (const id of ['breadcrumb', 'successors', 'goal', 'find', 'stop-find', 'trace-file', 'traces', 'guide'])
      expect(page).toContain(`id="${id}"`);
  });

  it('escapes the model file name, and draws no board for a spec without one: its variables are shown as values', () => {
    const page = renderExplorerPage(report({ source: '<b>odd</b>.cfg', squares: [], values: ['small', 'big'] }));
    expect(page).toContain('Exploring &#60;b&#62;odd&#60;/b&#62;.cfg');
    expect(page).not.toContain('<b>odd</b>');
    expect(page).toContain('<div id="viewer" class="no-board">');
    expect(page).toContain('<div id="board" aria-label="Monopoly board" hidden>');
    expect(page).toContain('<h2 id="values-title">Variables</h2>');
  });
});
