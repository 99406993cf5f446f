/**
 * The explorer on compiled specs, over real HTTP: an edited Monopoly (the
 * board drawn from its Monopoly variables, its own variables such as `pot`
 * shown as TLA+ values, the witnesses read through its Monopoly view, a
 * search for one run on the compiled spec), and a spec of its own (no board:
 * every variable as a TLA+ value, no witness to look for, a search for its
 * invariant's violation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/runs/spec/load-spec.js';
import type { FindReport, ModelReport, StateReport } from '../../src/explore/api-types.js';
import { startExplorer, type RunningExplorer } from '../../src/explore/server.js';
import { ExplorerSession } from '../../src/explore/session.js';
import { WITNESSES } from '../../src/monopoly/witnesses.js';
import { writeJugs } from '../helpers/jugs-spec.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const EDITED = 'test/fixtures/tlc/edited/free_parking/free_parking_real_n2_d10.cfg';
const explorers: RunningExplorer[] = [];
let edited: RunningExplorer;
let jugs: RunningExplorer;

async function explorerOfSpec(path: string): Promise<RunningExplorer> {
  const explorer = await startExplorer({ session: new ExplorerSession(await loadSpec(path), path), port: 0 });
  explorers.push(explorer);
  return explorer;
}

beforeAll(async () => {
  [edited, jugs] = await Promise.all([explorerOfSpec(EDITED), explorerOfSpec(writeJugs(temporaryFolder('monocheck-explore-jugs-')))]);
});
afterAll(async () => {
  await Promise.all(explorers.map((explorer) => explorer.close()));
});

async function get<T>(explorer: RunningExplorer, path: string): Promise<T> {
  const response = await fetch(new URL(path, explorer.url));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function find(explorer: RunningExplorer, goal: string, path: string): Promise<FindReport> {
  const response = await fetch(new URL('/api/find', explorer.url), {
    method: 'POST',
    body: JSON.stringify({ goal, path }),
    headers: { 'Content-Type': 'application/json' },
  });
  let report = (await response.json()) as FindReport;
  while (report.status === 'running') {
    await new Promise((wait) => setTimeout(wait, 50));
    report = await get<FindReport>(explorer, `/api/find/${report.id}`);
  }
  return report;
}

describe('the explorer on an edited Monopoly, compiled', () => {
  it("draws the board and shows the spec's own variable as a TLA+ value", async () => {
    const model = await get<ModelReport>(edited, '/api/model');
    expect(model.squares).toHaveLength(40);
    expect(model.values).toEqual(['pot']);
    expect(model.goals.map((goal) => goal.goal)).toEqual(['invariant', 'deadlock', ...WITNESSES.map((witness) => witness.name)]);
    const initial = await get<StateReport>(edited, '/api/state?path=0');
    expect(initial.board?.players.map((player) => player.position)).toEqual([0, 0]);
    expect(initial.state.pot).toBe('0');
    expect(initial.witnesses.every((witness) => !witness.reached)).toBe(true);
  });

  it('finds a witness through the Monopoly view of the compiled states, and the path found shows it reached', async () => {
    const report = await find(edited, 'mortgage', '0');
    expect(report.status).toBe('found');
    expect(report.path).toHaveLength(5);
    const state = await get<StateReport>(edited, `/api/state?path=${report.path!.join(',')}`);
    expect(state.witnesses.find((witness) => witness.name === 'mortgage')?.reached).toBe(true);
    expect(state.action).toBe('Mortgage');
  });
});

describe('the explorer on a spec of its own', () => {
  it('has no board and no witnesses: every variable is a TLA+ value', async () => {
    const model = await get<ModelReport>(jugs, '/api/model');
    expect(model).toMatchObject({ squares: [], values: ['small', 'big'], invariants: ['NotFour'] });
    expect(model.goals.map((goal) => goal.goal)).toEqual(['invariant', 'deadlock']);
    const state = await get<StateReport>(jugs, '/api/state?path=0,1');
    expect(state).toMatchObject({ board: null, witnesses: [], action: 'FillBig', state: { small: '0', big: '5' } });
    expect(state.successors.map((successor) => successor.action)).toEqual([
      'FillSmall',
      'FillBig',
      'EmptySmall',
      'EmptyBig',
      'SmallToBig',
      'BigToSmall',
    ]);
  });

  it("finds the shortest way to its invariant's violation", async () => {
    const report = await find(jugs, 'invariant', '0');
    expect(report).toMatchObject({ status: 'found', message: expect.stringMatching(/NotFour/) as unknown });
    expect(report.path).toHaveLength(7);
  });
});
