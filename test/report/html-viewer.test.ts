/** The HTML viewer's page as text: self-contained, and safe whatever the trace holds (the browser test shows it works). */
import { describe, expect, it } from 'vitest';
import { BOARD_SQUARES, boardStateOf } from '../../src/runs/board-view.js';
import { renderHtmlViewer } from '../../src/report/html-viewer.js';
import type { ViewerDocument } from '../../src/report/viewer-data.js';
import { describeTla, monopolyModel } from '../helpers/monopoly-states.js';

const state = boardStateOf(describeTla(monopolyModel()));
const document: ViewerDocument = {
  title: 'Invariant <b>X</b> is violated',
  source: 'a "file" & more',
  squares: BOARD_SQUARES,
  steps: [{ action: null, title: 'Initial predicate </script><script>alert(1)</script>', changes: [], changed: [], state }],
  violation: 'Invariant X is violated',
  note: null,
};
const page = renderHtmlViewer(document);

describe('renderHtmlViewer', () => {
  it('is one page that loads nothing from anywhere: no URL, no src, no href, a CSP that forbids fetching', () => {
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toMatch(/\s(src|href)=/);
    expect(page).toContain('Content-Security-Policy" content="default-src \'none\'');
  });

  it('escapes the title and source in the markup, and every "<" in the embedded data', () => {
    expect(page).toContain('<h1 id="title">Invariant &#60;b&#62;X&#60;/b&#62; is violated</h1>');
    expect(page).toContain('a &#34;file&#34; &#38; more');
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    const data = /<script type="application\/json" id="trace-data">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
