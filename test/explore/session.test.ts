import { describe, expect, it } from 'vitest';
import { ExplorerSession, PathError } from '../../src/explore/session.js';
import type { TraceReplay } from '../../src/explore/trace-loading.js';
import { transcribedSpecOf } from '../helpers/specs.js';
import { dieHardSpec } from '../helpers/toy-spec.js';

const replay = (name: string): TraceReplay => ({ name, format: 'ITF JSON', states: 1, path: [0], claim: null, note: '' });

describe('ExplorerSession on a spec without Monopoly', () => {
  const session = new ExplorerSession(dieHardSpec, 'DieHard.cfg');

  it('walks a path: the initial state, then each index among the successors in their order', () => {
    const walk = session.walk([0, 1, 5]);
    expect(walk.path).toEqual([0, 1, 5]);
    expect(walk.states.map((state) => session.model.toTla(state, 0))).toEqual([
      { small: 0, big: 0 },
      { small: 0, big: 5 },
      { small: 3, big: 2 },
    ]);
    expect(walk.actionIds.map((id) => session.model.actionNames[id] ?? id)).toEqual([-1, 'FillBig', 'BigToSmall']);
  });

  it('throws PathError for an index past the states there are, or an empty path', () => {
    expect(() => session.walk([1])).toThrow(
      new PathError('path index 1 at position 1 does not exist: the model has 1 initial state (0 to 0)'),
    );
    expect(() => session.walk([0, 6])).toThrow('path index 6 at position 2 does not exist: state 1 has 6 successors (0 to 5)');
    expect(() => session.walk([])).toThrow(PathError);
  });

  it('shows every variable as a value, has no board, and can find the invariant or a deadlock, no witness', () => {
    expect([session.monopoly, session.view, session.valueVariables()]).toEqual([null, null, ['small', 'big']]);
    expect(session.goals().map((goal) => goal.goal)).toEqual(['invariant', 'deadlock']);
    expect(session.goals()[0]?.description).toBe('a violation of TypeOK, NotFour');
  });
});

describe('ExplorerSession on the transcription', () => {
  it('draws the board (no value variables) and can find the witnesses; no invariant goal when it checks none', () => {
    const session = new ExplorerSession(transcribedSpecOf({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 }), 'm.cfg');
    expect(session.valueVariables()).toEqual([]);
    expect(session.view).not.toBeNull();
    const goals = session.goals().map((goal) => goal.goal);
    expect(goals.slice(0, 2)).toEqual(['deadlock', 'hotel']);
    expect(goals).toContain('bankrupt');
  });
});

describe('ExplorerSession traces', () => {
  it('gives each trace the next id, keeps 32 at most forgetting the oldest, never a pinned one', () => {
    const session = new ExplorerSession(dieHardSpec, 'DieHard.cfg');
    const pinned = session.addTrace(replay('from the command line'), true);
    const first = session.addTrace(replay('upload 1'));
    expect([pinned.id, first.id]).toEqual([1, 2]);
    expect(session.trace(2)?.name).toBe('upload 1');
    for (let i = 2; i <= 32; i++) session.addTrace(replay(`upload ${i}`));
    expect(session.allTraces()).toHaveLength(32);
    expect(session.trace(1)?.name).toBe('from the command line');
    expect(session.trace(2)).toBeUndefined();
    expect(session.allTraces()[1]?.name).toBe('upload 2');
    const second = session.addTrace(replay('pinned later'), true);
    expect(
      session
        .allTraces()
        .slice(0, 2)
        .map((trace) => trace.id),
    ).toEqual([1, second.id]);
  });
});
