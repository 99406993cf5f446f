/**
 * The explorer page's script: shows the state at the end of the path in the
 * URL (?path=0,3,1, with &trace=ID while a trace is followed), its
 * successors to click through, what holds in it, and runs the searches (find-panel.ts) and
 * opens the traces of the JSON API. Back and forward are the browser's
 * history, so a reload or a pasted link opens the same state.
 */
import type { ModelReport, StateReport, TraceSummary } from '../api-types.js';
import { BoardView } from '../../report/browser/board.js';
import { byId, clear, element } from '../../report/browser/dom.js';
import { api } from './api.js';
import { wireFindPanel } from './find-panel.js';
import { drawBreadcrumb, drawHolds, drawSuccessors, drawValues } from './panels.js';

/** A behaviour the page follows alongside the path: an opened trace or a path found. */
interface Guide {
  readonly title: string;
  readonly path: readonly number[];
  readonly claim: string | null;
  readonly note: string;
  /** The server's trace id (kept in the URL), null for a path found. */
  readonly traceId: number | null;
}

const model = JSON.parse(byId('model-data', HTMLScriptElement).textContent ?? '') as ModelReport;
// a spec without Monopoly's variables has no board (no squares): its variables are shown as TLA+ values only
const view =
  model.squares.length === 0
    ? null
    : new BoardView(
        { board: byId('board', HTMLElement), status: byId('status', HTMLElement), players: byId('players', HTMLElement) },
        model.squares,
      );
const traces = new Map<number, TraceSummary>(model.traces.map((trace) => [trace.id, trace]));
let current: StateReport | null = null;
let guide: Guide | null = null;
/** Position in the browser's history of the entry shown, and of the newest entry this page pushed. */
let entry = 0;
let newestEntry = 0;
let requests = 0;

const button = (id: string) => byId(id, HTMLButtonElement);
const text = (id: string, value: string) => {
  byId(id, HTMLElement).textContent = value;
};

function urlOf(path: readonly number[]): string {
  const traceId = guide?.traceId ?? null;
  return `?${traceId === null ? '' : `trace=${traceId}&`}path=${path.join(',')}`;
}

/** The path and trace of the URL; a malformed path is named in `problem` and the initial state shown instead. */
function readUrl(): { path: number[]; traceId: number | null; problem: string | null } {
  const params = new URLSearchParams(location.search);
  const path = params.get('path') ?? '0';
  const trace = params.get('trace');
  const wellFormed = /^\d+(,\d+)*$/.test(path);
  return {
    path: wellFormed ? path.split(',').map(Number) : [0],
    traceId: trace !== null && /^\d+$/.test(trace) ? Number(trace) : null,
    problem: wellFormed ? null : `The URL's path '${path.slice(0, 60)}' is not indexes separated by commas; this is the initial state.`,
  };
}

/** Shows the state at the end of `path`; `push` adds a history entry (a click), otherwise the URL is left as it is. */
async function go(path: readonly number[], push = true): Promise<void> {
  const request = ++requests;
  let report: StateReport;
  try {
    report = await api.state(path);
  } catch (error) {
    if (request !== requests) return;
    const action = byId('action', HTMLElement);
    action.textContent = `Cannot show path ${path.join(',')}: ${(error as Error).message}`;
    action.className = 'error';
    return;
  }
  if (request !== requests) return;
  current = report;
  if (push) {
    entry = newestEntry = entry + 1;
    history.pushState({ entry }, '', urlOf(report.path));
  }
  render(report);
}

function violations(report: StateReport): string[] {
  const lines = report.invariants.filter((check) => !check.holds).map((check) => `Invariant ${check.name} is violated`);
  if (report.deadlock && model.checkDeadlock) lines.push('Deadlock reached: this state has no successor');
  if (
    guide !== null &&
    guide.claim !== null &&
    guide.path.length === report.path.length &&
    guide.path.every((index, i) => report.path[i] === index)
  )
    lines.push(`The trace says: ${guide.claim}`);
  return lines;
}

function render(report: StateReport): void {
  if (view !== null && report.board !== null) view.show(report.board, report.changed);
  drawValues(report, model.values);
  text('counter', `State ${report.depth}${report.inModel ? '' : ' (outside the model)'}`);
  const action = byId('action', HTMLElement);
  action.className = '';
  action.textContent = report.depth === 1 ? 'Initial state' : `Action: ${report.title}`;
  const problems = violations(report);
  const violation = byId('violation', HTMLElement);
  violation.hidden = problems.length === 0;
  violation.textContent = problems.map((line) => `State ${report.depth}: ${line}`).join('\n');
  byId('board', HTMLElement).classList.toggle('violating', problems.length > 0);
  const reached = report.witnesses.filter((witness) => witness.reached);
  const reachedLine = byId('reached', HTMLElement);
  reachedLine.hidden = reached.length === 0;
  reachedLine.textContent =
    reached.length === 0 ? '' : `Reached here: ${reached.map((witness) => `${witness.name} (${witness.description})`).join(', ')}`;
  const changes = byId('changes', HTMLUListElement);
  clear(changes);
  const lines = report.depth === 1 ? ['(the initial state)'] : report.changes.length > 0 ? report.changes : ['(no change)'];
  for (const line of lines) changes.appendChild(element('li', '', line));
  button('back').disabled = entry === 0;
  button('forward').disabled = entry >= newestEntry;
  drawBreadcrumb(report, (length) => void go(report.path.slice(0, length)));
  drawHolds(report);
  drawSuccessors(report, (index) => void go([...report.path, index]));
  drawGuide(report);
}

/** The followed behaviour's bar: which step of it this is, or where the path branched off it. */
function drawGuide(report: StateReport): void {
  const section = byId('guide', HTMLElement);
  section.hidden = guide === null;
  if (guide === null) return;
  const path = report.path;
  const followed = guide.path;
  let shared = 0;
  while (shared < path.length && shared < followed.length && path[shared] === followed[shared]) shared++;
  const onIt = shared === path.length;
  text('guide-title', guide.title);
  text('guide-counter', onIt ? `Step ${path.length} of ${followed.length}` : `Branched off after step ${shared}`);
  text('guide-note', onIt ? guide.note : `${guide.note} The path left it after step ${shared}; the arrows go back to it.`);
  button('guide-first').disabled = onIt && path.length === 1;
  button('guide-previous').disabled = onIt && path.length === 1;
  button('guide-next').disabled = onIt && path.length === followed.length;
  button('guide-last').disabled = onIt && path.length === followed.length;
}

/** Moves along the followed behaviour: to step `target(length shown, steps shared)`, between 1 and its length. */
function guideStep(target: (length: number, shared: number, onIt: boolean) => number): void {
  if (guide === null || current === null) return;
  const path = current.path;
  let shared = 0;
  while (shared < path.length && shared < guide.path.length && path[shared] === guide.path[shared]) shared++;
  const length = Math.max(1, Math.min(guide.path.length, target(path.length, shared, shared === path.length)));
  void go(guide.path.slice(0, length));
}

function follow(next: Guide | null): void {
  guide = next;
  if (current !== null) {
    history.replaceState({ entry }, '', urlOf(current.path));
    render(current);
  }
}

function followTrace(trace: TraceSummary, at: number): void {
  traces.set(trace.id, trace);
  fillTraceList(trace.id);
  follow({ title: `Trace ${trace.name} (${trace.format})`, path: trace.path, claim: trace.claim, note: trace.note, traceId: trace.id });
  void go(trace.path.slice(0, at));
}

function fillTraceList(selected: number | null): void {
  const list = byId('traces', HTMLSelectElement);
  clear(list);
  list.appendChild(element('option', '', traces.size === 0 ? '(no trace opened)' : '(traces opened)'));
  for (const trace of traces.values()) {
    const option = element('option', '', `${trace.name}: ${trace.states} states`);
    option.value = String(trace.id);
    option.selected = trace.id === selected;
    list.appendChild(option);
  }
}

async function openFile(): Promise<void> {
  const file = byId('trace-file', HTMLInputElement).files?.[0];
  if (file === undefined) return;
  const message = byId('trace-message', HTMLElement);
  message.className = '';
  message.textContent = `Opening ${file.name}...`;
  try {
    const trace = await api.openTrace(file.name, file);
    message.textContent = `${trace.name}: ${trace.states} states. ${trace.note}`;
    followTrace(trace, 1);
  } catch (error) {
    message.className = 'error';
    message.textContent = (error as Error).message;
  }
}

function wire(): void {
  button('back').addEventListener('click', () => history.back());
  button('forward').addEventListener('click', () => history.forward());
  button('guide-first').addEventListener('click', () => guideStep(() => 1));
  button('guide-previous').addEventListener('click', () => guideStep((length, shared, onIt) => (onIt ? length - 1 : shared)));
  button('guide-next').addEventListener('click', () => guideStep((length, shared, onIt) => (onIt ? length + 1 : shared)));
  button('guide-last').addEventListener('click', () => guideStep(() => Number.MAX_SAFE_INTEGER));
  button('guide-close').addEventListener('click', () => follow(null));
  byId('trace-file', HTMLInputElement).addEventListener('change', () => void openFile());
  byId('traces', HTMLSelectElement).addEventListener('change', (event) => {
    const trace = traces.get(Number((event.target as HTMLSelectElement).value));
    if (trace !== undefined) followTrace(trace, 1);
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      guide === null ||
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement
    )
      return;
    if (event.key === 'ArrowRight') guideStep((length, shared, onIt) => (onIt ? length + 1 : shared));
    else if (event.key === 'ArrowLeft') guideStep((length, shared, onIt) => (onIt ? length - 1 : shared));
    else return;
    event.preventDefault();
  });
  window.addEventListener('popstate', (event) => {
    const state: unknown = event.state;
    entry = typeof state === 'object' && state !== null && 'entry' in state && typeof state.entry === 'number' ? state.entry : 0;
    void go(readUrl().path, false);
  });
  wireFindPanel(
    model,
    () => current?.path ?? null,
    async ({ title, path, note }) => {
      follow({ title, path, claim: null, note, traceId: null });
      await go(path);
    },
  );
}

async function start(): Promise<void> {
  wire();
  fillTraceList(null);
  const { path, traceId, problem } = readUrl();
  if (traceId !== null) {
    try {
      const trace = traces.get(traceId) ?? (await api.trace(traceId));
      traces.set(trace.id, trace);
      fillTraceList(trace.id);
      guide = { title: `Trace ${trace.name} (${trace.format})`, path: trace.path, claim: trace.claim, note: trace.note, traceId: trace.id };
    } catch (error) {
      text('trace-message', (error as Error).message);
    }
  }
  history.replaceState({ entry }, '', location.href);
  await go(path, false);
  if (problem !== null) {
    const action = byId('action', HTMLElement);
    action.textContent = problem;
    action.className = 'error';
  }
}

void start();
