/** The explorer's panels beside the board: the path, what holds in the state, its successors, and the variables shown as TLA+ values. */
import type { NamedCheck, StateReport, SuccessorReport } from '../api-types.js';
import { byId, clear, element } from '../../report/browser/dom.js';

/** The breadcrumb: one button per state of the path; `go(length)` goes back to the state after that many steps. */
export function drawBreadcrumb(report: StateReport, go: (length: number) => void): void {
  const list = byId('breadcrumb', HTMLOListElement);
  clear(list);
  report.trail.forEach((step, i) => {
    const item = element('li', `${i === report.trail.length - 1 ? 'current' : ''}${step.inModel ? '' : ' outside'}`);
    const button = element('button', '', i === 0 ? 'Initial state' : step.title);
    button.type = 'button';
    button.title = step.inModel ? `state ${i + 1}` : `state ${i + 1}: outside the model's constraints`;
    button.addEventListener('click', () => go(i + 1));
    item.appendChild(button);
    list.appendChild(item);
  });
  list.lastElementChild?.scrollIntoView({ block: 'nearest' });
}

function drawChecks(id: string, checks: readonly NamedCheck[], prefix: string): void {
  const list = byId(id, HTMLUListElement);
  clear(list);
  for (const check of checks) {
    const item = element('li', check.holds ? 'holds' : 'violated', `${check.holds ? '\u2713' : '\u2717'} ${check.name}`);
    item.setAttribute(`data-${prefix}`, check.name);
    item.title = `${check.name} ${check.holds ? 'holds' : 'is violated'} in this state`;
    list.appendChild(item);
  }
}

/** Invariants (green or red), constraints, witnesses reached, depth and fingerprint. */
export function drawHolds(report: StateReport): void {
  drawChecks('invariants', report.invariants, 'invariant');
  drawChecks('constraints', report.constraints, 'constraint');
  const witnesses = byId('witnesses', HTMLUListElement);
  clear(witnesses);
  for (const witness of report.witnesses) {
    const item = element('li', witness.reached ? 'reached' : 'unreached', witness.name);
    item.setAttribute('data-witness', witness.name);
    item.title = `${witness.description}: ${witness.reached ? 'yes, here' : 'not here'}`;
    witnesses.appendChild(item);
  }
  byId('facts', HTMLElement).textContent =
    `depth ${report.depth} \u00b7 fingerprint ${report.fingerprint} ` +
    `\u00b7 ${report.successors.length} successor${report.successors.length === 1 ? '' : 's'}`;
}

function successorRow(successor: SuccessorReport, go: (index: number) => void): HTMLTableRowElement {
  const row = element('tr', `${successor.inConstraints ? '' : 'outside'}${successor.violates.length > 0 ? ' violating' : ''}`);
  row.tabIndex = 0;
  row.setAttribute('data-index', String(successor.index));
  row.appendChild(element('td', 'index', String(successor.index)));
  row.appendChild(element('td', 'action', successor.action));
  const what = element('td', 'what');
  what.appendChild(element('div', 'description', successor.description));
  if (!successor.inConstraints) what.appendChild(element('span', 'tag', `outside ${successor.outside.join(', ')}`));
  for (const name of successor.violates) what.appendChild(element('span', 'tag bad', `violates ${name}`));
  if (successor.sameAs !== null) what.appendChild(element('span', 'tag', `the same state as ${successor.sameAs}`));
  what.appendChild(element('div', 'changes', successor.changes.join('; ')));
  row.appendChild(what);
  row.addEventListener('click', () => go(successor.index));
  row.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') go(successor.index);
  });
  return row;
}

/** One row per successor, in TLC's order: click (or Enter) to go there. */
export function drawSuccessors(report: StateReport, go: (index: number) => void): void {
  const body = byId('successors', HTMLTableElement).tBodies[0];
  if (body === undefined) return;
  clear(body);
  for (const successor of report.successors) body.appendChild(successorRow(successor, go));
  const outside = report.successors.filter((successor) => !successor.inConstraints).length;
  byId('successors-title', HTMLElement).textContent = `Successors (${report.successors.length})`;
  const notes: string[] = [];
  if (report.successors.length === 0) notes.push('None: this state is a deadlock.');
  if (outside > 0) notes.push(`${outside} outside the model's constraints (greyed): TLC checks them but does not go on from them.`);
  if (!report.inModel) notes.push('This state itself is outside the constraints: TLC would not have expanded it.');
  byId('successors-note', HTMLElement).textContent = notes.join(' ');
}

/** The variables the board does not draw (all of them without a board), each as TLA+ on one line; those the step changed are marked. */
export function drawValues(report: StateReport, names: readonly string[]): void {
  const body = byId('values', HTMLTableElement).tBodies[0];
  if (body === undefined) return;
  clear(body);
  const changed = new Set(report.changed.map((change) => change.variable));
  for (const name of names) {
    const row = element('tr', changed.has(name) ? 'changed' : '');
    row.appendChild(element('td', 'name', name));
    row.appendChild(element('td', 'value', report.state[name] ?? ''));
    body.appendChild(row);
  }
}
