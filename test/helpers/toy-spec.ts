/** The Die Hard jugs (toy-models.ts) behind the seam as a CheckableSpec: a spec that is not Monopoly, as a compiled one would be. */
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { dieHardModel } from './toy-models.js';

const location = (line: number) => ({ beginLine: line, beginColumn: 1, endLine: line, endColumn: 30, module: 'DieHard' });

/** The jugs as a compiled spec would give them: TLC prints big before small and names each action where it is defined. */
export const dieHardSpec: CheckableSpec = {
  file: 'DieHard.cfg',
  invariants: ['TypeOK', 'NotFour'],
  constraints: [],
  checkDeadlock: true,
  specification: null,
  properties: [],
  constants: [
    { name: 'Capacities', value: { kind: 'set', elements: [3, 5] } },
    { name: 'Goal', value: 4 },
  ],
  stateConstants: [{ name: 'Capacities', value: { kind: 'set', elements: [3, 5] } }],
  depthBound: 0,
  engine: { kind: 'compiled', reason: 'a test of the seam' },
  // no recipe builds the toy (the compiled engine will bring its own kind)
  recipe: null as unknown as CheckableSpec['recipe'],
  createModel: dieHardModel,
  variables: ['small', 'big'],
  tlc: {
    printOrder: ['big', 'small'],
    jsonVarsOrder: ['big', 'small'],
    initialLabel: 'Initial predicate',
    actionOf: (action) => ({ name: action ?? 'Next', location: location(10 + dieHardModel().actionNames.indexOf(action ?? '')) }),
  },
  tlcRun: { rootModule: 'DieHard', directory: '.' },
  temporal: null,
  traceInvariants: {},
  monopoly: null,
};
