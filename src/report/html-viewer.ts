/**
 * The HTML board viewer: one self-contained page (no network, no CDN) that
 * shows a Monopoly behaviour step by step on the 40 squares of the US board:
 * tokens, owners' colours on deeds, houses and hotels, mortgages, each
 * player's cash, jail and bankruptcy, whose turn and phase, the dice, the
 * action that led to the step, what it changed, and the violated invariant on
 * the last step. Buttons and the arrow keys (Home/End too) move between steps
 * (the script: browser/trace-viewer.ts).
 */
import { escapeHtml, renderHtmlPage } from './html-page.js';
import { VIEWER_STYLE } from './html-viewer-style.js';
import type { ViewerDocument } from './viewer-data.js';

/** The whole page (see html-page.ts). */
export function renderHtmlViewer(document: ViewerDocument): string {
  const main = `<main id="viewer">
  <div id="board" aria-label="Monopoly board"></div>
  <section id="centre">
    <h1 id="title">${escapeHtml(document.title)}</h1>
    <p id="source">${escapeHtml(document.source)}</p>
    <nav id="navigation" aria-label="steps">
      <button id="first" type="button" title="first step (Home)">&#8676;</button>
      <button id="previous" type="button" title="previous step (left arrow)">&#8592; Previous</button>
      <span id="counter" aria-live="polite"></span>
      <button id="next" type="button" title="next step (right arrow)">Next &#8594;</button>
      <button id="last" type="button" title="last step (End)">&#8677;</button>
    </nav>
    <p id="action"></p>
    <div id="violation" role="alert" hidden></div>
    <div id="status"></div>
    <div id="players"></div>
    <h2>Changed by this step</h2>
    <ul id="changes"></ul>
    <p id="note"></p>
  </section>
</main>`;
  return renderHtmlPage({
    title: document.title,
    fetchesOwnOrigin: false,
    style: VIEWER_STYLE,
    main,
    dataId: 'trace-data',
    data: document,
    script: 'trace-viewer',
  });
}
