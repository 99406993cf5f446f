/**
 * The HTML board viewer: one self-contained page (no network, no CDN) that
 * shows a Monopoly behaviour step by step on the 40 squares of the US board:
 * tokens, owners' colours on deeds, houses and hotels, mortgages, each
 * player's cash, jail and bankruptcy, whose turn and phase, the dice, the
 * action that led to the step, what it changed, and the violated invariant on
 * the last step. Buttons and the arrow keys (Home/End too) move between steps.
 */
import { VIEWER_SCRIPT } from './html-viewer-script.js';
import { VIEWER_STYLE } from './html-viewer-style.js';

export interface ViewerSquare {
  readonly number: number;
  readonly name: string;
  readonly kind: 'street' | 'railroad' | 'utility' | 'tax' | 'chance' | 'community-chest' | 'corner';
  /** A street's colour group: brown, lblue, pink, orange, red, yellow, green, dblue. */
  readonly group: string | null;
  readonly price: number | null;
}

export interface ViewerState {
  readonly players: readonly { number: number; position: number; money: number; inJail: boolean; jailTurns: number; bankrupt: boolean }[];
  readonly deeds: readonly { square: number; owner: number; houses: number | null; mortgaged: boolean }[];
  readonly current: number;
  readonly dice: readonly [number, number];
  readonly doublesCount: number;
  readonly phase: string;
}

export interface ViewerStep {
  /** The action that led to this state, null for the initial state. */
  readonly action: string | null;
  /** A readable title, e.g. `RollAndMove: player 1 rolls 1+1 to Community Chest (2)`. */
  readonly title: string;
  /** What the step changed, in words: `owner: Baltic Avenue: bank -> player 2`. */
  readonly changes: readonly string[];
  /** The entries it changed, for highlighting: the variable and its first key (player or square number). */
  readonly changed: readonly { variable: string; key: unknown }[];
  readonly state: ViewerState;
}

export interface ViewerDocument {
  /** The page's heading, e.g. `n3_m0_x0: Invariant TurnValid is violated`. */
  readonly title: string;
  /** Where the behaviour comes from (a file, a model). */
  readonly source: string;
  readonly squares: readonly ViewerSquare[];
  readonly steps: readonly ViewerStep[];
  /** What the last state shows, e.g. `Invariant TurnValid is violated`; null when nothing is claimed. */
  readonly violation: string | null;
  /** A line about how the behaviour was checked, e.g. `replayed and confirmed against monocheck's transcription`. */
  readonly note: string | null;
}

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
<script>${VIEWER_SCRIPT}</script>
</body>
</html>
`;
}
