/**
 * The HTML board viewer: one self-contained page (no network, no CDN) that
 * shows a Monopoly behaviour step by step on the 40 squares of the US board:
 * tokens, owners' colours on deeds, houses and hotels, mortgages, each
 * player's cash, jail and bankruptcy, whose turn and phase, the dice, the
 * action that led to the step, what it changed, and the violated invariant on
 * the last step. Buttons and the arrow keys (Home/End too) move between steps
 * (the script: browser/trace-viewer.ts).
 */
import { browserScript } from './browser-script.js';
import { VIEWER_STYLE } from './html-viewer-style.js';
import type { ViewerDocument } from './viewer-data.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The whole page. The data is embedded as JSON with every `<` escaped, so no file content can end the script. */
export function renderHtmlViewer(document: ViewerDocument): string {
  const data = JSON.stringify(document).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${escapeHtml(document.title)} - monocheck</title>
<style>${VIEWER_STYLE}</style>
</head>
<body>
<main id="viewer">
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
</main>
<script type="application/json" id="trace-data">${data}</script>
<script>${browserScript('trace-viewer')}</script>
</body>
</html>
`;
}
