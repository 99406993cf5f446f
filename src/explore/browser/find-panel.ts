/**
 * The explorer page's search panel: the goals to choose from, a search started from the state shown, its progress
 * polled from the JSON API until it ends, and Stop; a path found is handed to the page to follow.
 */
import type { FindReport, ModelReport } from '../api-types.js';
import { byId, element } from '../../report/browser/dom.js';
import { api } from './api.js';

/** What the page does with a path found: follow it (as a guide) and show its end. */
export type OnFound = (found: { readonly title: string; readonly path: readonly number[]; readonly note: string }) => Promise<void>;

const button = (id: string) => byId(id, HTMLButtonElement);

/** Fills the goal list and wires Find and Stop; `currentPath` is the path of the state shown, null before one is. */
export function wireFindPanel(model: ModelReport, currentPath: () => readonly number[] | null, onFound: OnFound): void {
  let runningFind: number | null = null;

  async function pollFind(id: number): Promise<void> {
    let report: FindReport;
    try {
      report = await api.findReport(id);
    } catch (error) {
      byId('find-progress', HTMLElement).textContent = (error as Error).message;
      button('find').disabled = false;
      return;
    }
    showFind(report);
    if (report.status === 'running') {
      window.setTimeout(() => void pollFind(id), 200);
      return;
    }
    runningFind = null;
    if (report.status === 'found' && report.path !== null) {
      const goal = model.goals.find((entry) => entry.goal === report.goal)?.description ?? report.goal;
      await onFound({ title: `Found: ${goal}`, path: report.path, note: report.message });
    }
  }

  async function startFind(): Promise<void> {
    const path = currentPath();
    if (path === null) return;
    try {
      const report = await api.find(path, byId('goal', HTMLSelectElement).value);
      runningFind = report.id;
      showFind(report);
      window.setTimeout(() => void pollFind(report.id), 100);
    } catch (error) {
      const progress = byId('find-progress', HTMLElement);
      progress.className = 'error';
      progress.textContent = (error as Error).message;
    }
  }

  button('find').addEventListener('click', () => void startFind());
  button('stop-find').addEventListener('click', () => {
    if (runningFind !== null) void api.stopFind(runningFind);
  });
  const goals = byId('goal', HTMLSelectElement);
  for (const goal of model.goals) {
    const option = element(
      'option',
      '',
      goal.goal === 'invariant' || goal.goal === 'deadlock' ? goal.description : `${goal.goal}: ${goal.description}`,
    );
    option.value = goal.goal;
    goals.appendChild(option);
  }
}

function showFind(report: FindReport): void {
  const progress = byId('find-progress', HTMLElement);
  progress.className = report.status === 'failed' ? 'error' : '';
  const f = report.figures;
  progress.textContent =
    report.status === 'running'
      ? `${report.message} level ${f.levels}, ${f.distinctStates.toLocaleString('en-US')} distinct states, ${f.seconds.toFixed(1)} s`
      : report.message;
  button('find').disabled = report.status === 'running';
  button('stop-find').disabled = report.status !== 'running';
}
