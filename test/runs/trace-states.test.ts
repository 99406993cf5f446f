import { describe, expect, it } from 'vitest';
import { statesProblem, variablesProblem } from '../../src/runs/trace-states.js';
import { describeTla, monopolyModel } from '../helpers/monopoly-states.js';
import { transcribedSpecOf } from '../helpers/specs.js';

const VARIABLES = ['x', 'y'];

describe('variablesProblem', () => {
  it('is null when every state has exactly the variables', () => {
    expect(
      variablesProblem(
        [
          { x: 1, y: 2 },
          { y: 0, x: 0 },
        ],
        VARIABLES,
      ),
    ).toBeNull();
    expect(variablesProblem([], VARIABLES)).toBeNull();
  });

  it('names the first state lacking variables, and all it lacks', () => {
    expect(variablesProblem([{ x: 1, y: 2 }, { x: 1 }], VARIABLES)).toBe('state 2 lacks the variable y; a state of the spec has x, y');
    expect(variablesProblem([{}], VARIABLES)).toBe('state 1 lacks 2 of its 2 variables: x, y; a state of the spec has x, y');
  });

  it('names at most three variables the spec lacks, each as an excerpt with controls escaped', () => {
    expect(variablesProblem([{ x: 1, y: 2, z: 3 }], VARIABLES)).toBe(
      "state 1 has a variable the spec lacks: 'z'; a state of the spec has x, y and nothing else",
    );
    const extra = { x: 1, y: 2, a: 0, 'b\u001b[31m': 0, ['c'.repeat(50)]: 0, d: 0, e: 0 };
    expect(variablesProblem([extra], VARIABLES)).toBe(
      `state 1 has variables the spec lacks: 'a', 'b\\x1b[31m', '${'c'.repeat(40)}... (50 characters)' and 2 more; a state of the spec has x, y and nothing else`,
    );
  });
});

describe('statesProblem', () => {
  const spec = transcribedSpecOf({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
  const model = spec.createModel();
  const state = describeTla(monopolyModel());

  it("is null for states of the spec, and names the first value out of the layout's range with N", () => {
    expect(statesProblem([state], { spec, model }, null)).toBeNull();
    const problem = statesProblem([state, { ...state, current: 3 }], { spec, model }, null);
    expect(problem).toMatch(/^state 2 is not a state of the spec with N = 2: /);
  });

  it("asks for the variables first, and says why when the spec's constants are unknown", () => {
    expect(statesProblem([{ x: 1 }], { spec, model }, null)).toMatch(/^state 1 lacks 12 of its 12 variables: position, /);
    expect(statesProblem([state], null, 'the trace has no N')).toBe("cannot tell the spec's constants: the trace has no N");
    expect(statesProblem([state], null, null)).toBe("cannot tell the spec's constants: no state");
  });
});
