import { describe, expect, it } from 'vitest';
import { ExplorerSession } from '../../src/explore/session.js';
import { stateReport } from '../../src/explore/state-report.js';
import { transcribedSpecOf } from '../helpers/specs.js';
import { dieHardSpec } from '../helpers/toy-spec.js';

describe('stateReport on a spec without Monopoly', () => {
  const session = new ExplorerSession(dieHardSpec, 'DieHard.cfg');

  it('gives the initial state as TLA+ values, what holds there, and each successor, repeats pointing at the first', () => {
    const report = stateReport(session, session.walk([0]));
    expect([report.path, report.depth, report.action, report.board, report.deadlock, report.inModel]).toEqual([
      [0],
      1,
      null,
      null,
      false,
      true,
    ]);
    expect(report.state).toEqual({ small: '0', big: '0' });
    expect(report.invariants).toEqual([
      { name: 'TypeOK', holds: true },
      { name: 'NotFour', holds: true },
    ]);
    expect(report.witnesses).toEqual([]);
    expect(report.changes).toEqual([]);
    expect(report.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(report.successors.map((successor) => [successor.action, successor.sameAs])).toEqual([
      ['FillSmall', null],
      ['FillBig', null],
      ['EmptySmall', null],
      ['EmptyBig', 2],
      ['SmallToBig', 2],
      ['BigToSmall', 2],
    ]);
    expect(report.successors[2]?.fingerprint).toBe(report.fingerprint);
  });

  it('reports the step taken, its changes, the trail, and the invariant a successor violates', () => {
    const report = stateReport(session, session.walk([0, 1, 5, 2, 5, 1]));
    expect([report.depth, report.action, report.state]).toEqual([6, 'FillBig', { small: '2', big: '5' }]);
    expect(report.changes.length).toBeGreaterThan(0);
    expect(report.changed.length).toBeGreaterThan(0);
    expect(report.trail.map((step) => [step.index, step.action])).toEqual([
      [0, null],
      [1, 'FillBig'],
      [5, 'BigToSmall'],
      [2, 'EmptySmall'],
      [5, 'BigToSmall'],
      [1, 'FillBig'],
    ]);
    const pour = report.successors.find((successor) => successor.action === 'BigToSmall');
    expect(pour?.violates).toEqual(['NotFour']);
    expect(report.successors.find((successor) => successor.action === 'FillSmall')?.violates).toEqual([]);
  });
});

describe('stateReport on the transcription', () => {
  it('draws the board and says which witnesses the state shows', () => {
    const session = new ExplorerSession(transcribedSpecOf({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 }), 'm.cfg');
    const report = stateReport(session, session.walk([0]));
    expect(report.board?.players).toHaveLength(2);
    expect(report.witnesses.length).toBeGreaterThan(5);
    expect(report.witnesses.every((witness) => !witness.reached)).toBe(true);
    expect(report.successors.length).toBe(36);
  });
});
