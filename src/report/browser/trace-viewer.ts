/**
 * The HTML trace viewer's script: reads the ViewerDocument embedded in the
 * page (#trace-data), builds the board, then draws one step at a time.
 * Buttons and the arrow keys (Home/End too) move between steps; the step is
 * kept in the URL's hash (#step=3).
 */
import type { ViewerDocument } from '../viewer-data.js';
import { BoardView } from './board.js';
import { byId, clear, element } from './dom.js';

const data = JSON.parse(byId('trace-data', HTMLScriptElement).textContent ?? '') as ViewerDocument;
const view = new BoardView(
  { board: byId('board', HTMLElement), status: byId('status', HTMLElement), players: byId('players', HTMLElement) },
  data.squares,
);
const buttons = {
  first: byId('first', HTMLButtonElement),
  previous: byId('previous', HTMLButtonElement),
  next: byId('next', HTMLButtonElement),
  last: byId('last', HTMLButtonElement),
};
const lastIndex = data.steps.length - 1;
/** A lasso's cycle, which Next on the last step goes round (null for a plain trace or one that stutters at its end). */
const loop = data.loop ?? null;
const cycles = loop !== null && !loop.stutters;
let index = 0;

/** What happens after the last state of a lasso, in words. */
function loopSentence(): string {
  if (loop === null) return '';
  if (loop.stutters) return '; the behaviour stays in this state for ever (stuttering)';
  return `; then it goes back to step ${loop.start + 1} (${loop.title}) and round the cycle for ever`;
}

function render(): void {
  const step = data.steps[index];
  if (step === undefined) return;
  const last = index === lastIndex;
  const inCycle = loop !== null && index >= loop.start;
  byId('counter', HTMLElement).textContent =
    `Step ${index + 1} of ${data.steps.length}${inCycle && cycles ? ` (cycle: steps ${(loop?.start ?? 0) + 1} to ${lastIndex + 1})` : ''}`;
  buttons.first.disabled = buttons.previous.disabled = index === 0;
  buttons.next.disabled = last && !cycles;
  buttons.last.disabled = last;
  byId('action', HTMLElement).textContent = index === 0 ? 'Initial state' : `Action: ${step.title}`;
  const violation = byId('violation', HTMLElement);
  const shown = last && data.violation !== null;
  violation.hidden = !shown;
  violation.textContent = shown ? `State ${index + 1}: ${data.violation}${loopSentence()}` : '';
  view.show(step.state, step.changed);
  const changes = byId('changes', HTMLElement);
  clear(changes);
  const lines = index === 0 ? ['(the initial state)'] : step.changes.length > 0 ? step.changes : ['(no change)'];
  for (const line of lines) changes.appendChild(element('li', '', line));
  try {
    history.replaceState(null, '', `#step=${index + 1}`);
  } catch {
    // some file: URLs refuse it
  }
}

function go(target: number): void {
  index = Math.max(0, Math.min(lastIndex, target));
  render();
}

buttons.first.addEventListener('click', () => go(0));
buttons.previous.addEventListener('click', () => go(index - 1));
buttons.next.addEventListener('click', () => go(index === lastIndex && cycles ? (loop?.start ?? 0) : index + 1));
buttons.last.addEventListener('click', () => go(lastIndex));
document.addEventListener('keydown', (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const moves: Record<string, number> = {
    ArrowRight: index === lastIndex && cycles ? (loop?.start ?? 0) : index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: lastIndex,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  go(target);
});
byId('note', HTMLElement).textContent = data.note ?? '';
const fromHash = /^#step=(\d+)$/.exec(location.hash);
go(fromHash === null ? 0 : Number(fromHash[1]) - 1);
