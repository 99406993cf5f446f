/**
 * The explorer's page: the board of the HTML trace viewer (report/browser/board.ts)
 * with the explorer's panels beside it; self-contained (its script and style
 * inline, nothing fetched but the API). The script: browser/explorer.ts.
 */
import { escapeHtml, renderHtmlPage } from '../report/html-page.js';
import { VIEWER_STYLE } from '../report/html-viewer-style.js';
import type { ModelReport } from './api-types.js';
import { EXPLORER_STYLE } from './explorer-style.js';

/** The board and the state's panel beside it, as in the trace viewer, with the history's buttons. */
function viewerHtml(model: ModelReport): string {
  const constants = Object.entries(model.constants)
    .map(([name, value]) => `${name} = ${value}`)
    .join(', ');
  // a spec without Monopoly's variables has no board: its variables are shown as TLA+ values
  const board = model.squares.length > 0;
  return `<div id="viewer"${board ? '' : ' class="no-board"'}>
  <div id="board" aria-label="Monopoly board"${board ? '' : ' hidden'}></div>
  <section id="centre">
    <h1 id="title">Exploring ${escapeHtml(model.source)}</h1>
    <p id="source">${escapeHtml(constants)}</p>
    <nav id="navigation" aria-label="history">
      <button id="back" type="button" title="back (Alt+left arrow)">&#8592; Back</button>
      <span id="counter" aria-live="polite"></span>
      <button id="forward" type="button" title="forward (Alt+right arrow)">Forward &#8594;</button>
    </nav>
    <p id="action"></p>
    <div id="violation" role="alert" hidden></div>
    <p id="reached" hidden></p>
    <div id="status"></div>
    <div id="players"></div>
    <h2 id="values-title"${model.values.length === 0 ? ' hidden' : ''}>${board ? "The spec's own variables" : 'Variables'}</h2>
    <table id="values"${model.values.length === 0 ? ' hidden' : ''}><tbody></tbody></table>
    <h2>Changed by this step</h2>
    <ul id="changes"></ul>
  </section>
</div>`;
}

/** The explorer's own panels: the trace followed, the path, what holds, the successors, finding, opening traces (filled by the script). */
const SIDE_PANELS = `<aside id="side">
  <section id="guide" hidden>
    <h2 id="guide-title"></h2>
    <nav aria-label="trace steps">
      <button id="guide-first" type="button" title="first step">&#8676;</button>
      <button id="guide-previous" type="button" title="previous step">&#8592;</button>
      <span id="guide-counter"></span>
      <button id="guide-next" type="button" title="next step">&#8594;</button>
      <button id="guide-last" type="button" title="last step">&#8677;</button>
      <button id="guide-close" type="button" title="stop following it">&#215;</button>
    </nav>
    <p id="guide-note"></p>
  </section>
  <section>
    <h2>Path</h2>
    <ol id="breadcrumb"></ol>
  </section>
  <section>
    <h2>What holds here</h2>
    <ul id="invariants" class="checks"></ul>
    <ul id="constraints" class="checks"></ul>
    <ul id="witnesses" class="checks"></ul>
    <p id="facts"></p>
  </section>
  <section>
    <h2 id="successors-title">Successors</h2>
    <p id="successors-note"></p>
    <div id="successors-scroll"><table id="successors"><tbody></tbody></table></div>
  </section>
  <section>
    <h2>Find from here</h2>
    <div class="row">
      <select id="goal" aria-label="what to find"></select>
      <button id="find" type="button">Find</button>
      <button id="stop-find" type="button" disabled>Stop</button>
    </div>
    <p id="find-progress" aria-live="polite"></p>
  </section>
  <section>
    <h2>Open a trace</h2>
    <div class="row">
      <input id="trace-file" type="file" aria-label="trace file">
      <select id="traces" aria-label="traces opened"></select>
    </div>
    <p id="trace-message" aria-live="polite"></p>
  </section>
</aside>`;

export function renderExplorerPage(model: ModelReport): string {
  const main = `<main id="explorer">
${viewerHtml(model)}
${SIDE_PANELS}
</main>`;
  return renderHtmlPage({
    title: `Exploring ${model.source}`,
    fetchesOwnOrigin: true,
    style: VIEWER_STYLE + EXPLORER_STYLE,
    main,
    dataId: 'model-data',
    data: model,
    script: 'explorer',
  });
}
