import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/search/simulate.js';
import { replay, scriptOf } from '../../src/monopoly/replay.js';
import { parseReplayScript } from '../../src/monopoly/replay-script.js';
import { chooserFor } from '../../src/monopoly/strategies.js';
import { findWitness, WitnessModel } from '../../src/monopoly/witnesses.js';
import { monopolyModel } from '../helpers/monopoly-states.js';
import { ROOT } from '../cli/run-cli.js';

const model = monopolyModel({ StartMoney: 1500 });

describe('replay', () => {
  // regression pins: the state counts and final values are monocheck's replay of the scripts (no TLC run of them exists)
  it('plays examples/brown-hotel.txt to a hotel on Mediterranean Avenue in 29 states (a regression pin)', () => {
    const outcome = replay(model, parseReplayScript(readFileSync(`${ROOT}examples/brown-hotel.txt`, 'utf8')));
    expect(outcome.kind).toBe('done');
    const states = outcome.trace.states;
    expect(states).toHaveLength(29);
    const last = model.toTla(states[28] as Uint8Array, 0);
    expect(last).toMatchObject({ money: [1130, 1500], position: [3, 7], current: 1, phase: 'endTurn' });
    expect(JSON.stringify(last.houses)).toContain('[1,5],[3,4],[6,0]');
    expect(JSON.stringify(last.owner)).toContain('[1,1],[3,1],[5,0]');
    // the initial state, and three resolutions with one outcome, taken without a script line
    expect(outcome.scriptLines.filter((line) => line === null)).toHaveLength(1 + 3);
  });

  it('plays each example to the situation its witness looks for, reached in its last state only', () => {
    const examples = {
      'brown-hotel': ['hotel', 29],
      'dark-blue-group': ['colour-group', 20],
      'four-railroads': ['four-railroads', 19],
    } as const;
    for (const [file, [name, length]] of Object.entries(examples)) {
      const outcome = replay(model, parseReplayScript(readFileSync(`${ROOT}examples/${file}.txt`, 'utf8')));
      expect(outcome.kind, file).toBe('done');
      const witness = new WitnessModel(model, findWitness(name)!);
      expect(
        outcome.trace.states.map((state) => witness.reached(state, 0)),
        file,
      ).toEqual(Array.from({ length }, (_, i) => i === length - 1));
    }
  });

  it('stops at a choice Next does not allow, saying what was asked and what was possible', () => {
    const outcome = replay(model, parseReplayScript('roll 3 3\nbuy\nend\nroll 1 1\nbuy\nbuild Oriental Avenue'));
    expect(outcome).toMatchObject({
      kind: 'stuck',
      stepNumber: 6,
      asked: 'build 6 (Oriental Avenue)',
      possible: ['mortgage 6 (Oriental Avenue)', 'mortgage 8 (Vermont Avenue)', 'end'],
    });
    expect(outcome.trace.states).toHaveLength(8);
    const atStart = replay(model, parseReplayScript('buy'));
    expect(atStart).toMatchObject({ kind: 'stuck', stepNumber: 1, possible: ['roll D1 D2 (any of the 36 pairs)'] });
  });

  it('needs the card delta where a card is drawn', () => {
    const outcome = replay(model, parseReplayScript('roll 1 1\nend'));
    expect(outcome).toMatchObject({
      kind: 'stuck',
      stepNumber: 2,
      possible: ['card -100', 'card -50', 'card 0', 'card 50', 'card 100', 'card 200'],
    });
  });

  it('turns a simulated game into a script that replays it exactly', () => {
    const witness = findWitness('hotel')!;
    const result = simulate(new WitnessModel(model, witness), {
      invariants: [witness.invariant],
      constraints: [],
      checkDeadlock: false,
      seed: 5,
      runs: 20,
      maxSteps: 2000,
      chooser: chooserFor('builder'),
    });
    expect(result.kind).toBe('invariant');
    if (result.kind !== 'invariant') return;
    const again = replay(model, parseReplayScript(scriptOf(model, result.trace).join('\n')));
    expect(again.kind).toBe('done');
    expect(again.trace.states.map((state) => [...state])).toEqual(
      result.trace.states.map((state) => [...state.subarray(0, model.stateBytes)]),
    );
  });
});
