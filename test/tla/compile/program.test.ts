import { describe, expect, it } from 'vitest';
import { entryPoints } from '../../../src/tla/compile/entry-points.js';
import { instantiate, programSource } from '../../../src/tla/compile/program.js';
import { configValue, runtime } from '../../../src/tla/runtime/runtime.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

const SPEC = tlaModule(
  'M',
  [
    'EXTENDS Naturals',
    'CONSTANT Top',
    'VARIABLES x, y',
    'vars == <<x, y>>',
    'Init == x \\in {0, 1} /\\ y = "a"',
    "Inc == x < Top /\\ x' = x + 1 /\\ UNCHANGED y",
    'Reset == x\' = 0 /\\ y\' = "b"',
    'Next == Inc \\/ Reset',
    'Spec == Init /\\ [][Next]_vars /\\ WF_vars(Inc)',
    'Inv == x < 5',
    'Con == x < 3',
    'Live == <>(x = Top)',
    'ASSUME Top > 0',
    'ASSUME Top > 10',
  ].join('\n'),
);

async function compiled(cfg = 'SPECIFICATION Spec\nINVARIANT Inv\nCONSTRAINT Con\nPROPERTY Live\n') {
  const spec = await resolveTexts({ M: SPEC });
  const entries = entryPoints(spec, parseModelFile(cfg, 'M.cfg'));
  const source = programSource(spec, entries, () => ({ value: configValue({ kind: 'int', value: 2 }) }));
  return { source, program: instantiate(source, runtime) };
}

/** A state as the generated code reads it: each variable by `v<i>()`, the level by `level`. */
const state = (...values: unknown[]): Record<string, unknown> => ({
  ...Object.fromEntries(values.map((value, i): [string, () => unknown] => [`v${i}`, () => value])),
  level: 1,
});

/** A repeat cache that knows no repeat: every action is enumerated. */
const NO_REPEATS = { begin: () => -1, repeat: () => false, end: () => undefined };

/** Each state a program's init or next emits, with the id of the action it comes from. */
function emitted(run: (N: unknown[], emit: (actionId: number) => boolean) => boolean, current: unknown[] = []): [number, unknown[]][] {
  const found: [number, unknown[]][] = [];
  const N = new Array<unknown>(2).fill(runtime.UNSET);
  run(N, (actionId) => {
    found.push([actionId, N.map((value, i) => (value === runtime.SAME ? current[i] : value))]);
    return true;
  });
  return found;
}

describe('programSource and instantiate', () => {
  it("enumerates Init's states and Next's successors, each successor with the id of its action", async () => {
    const { source, program } = await compiled();
    expect(emitted((N, emit) => program.init(N, emit))).toEqual([
      [-1, [0, 'a']],
      [-1, [1, 'a']],
    ]);
    const successors = emitted((N, emit) => program.next(state(1, 'a'), N, emit, NO_REPEATS), [1, 'a']);
    expect(successors.map(([id, values]) => [source.actionNames[id], values])).toEqual([
      ['Inc', [2, 'a']],
      ['Reset', [0, 'b']],
    ]);
    expect(source.actionLocations.map((at) => at.line)).toEqual([7, 8]);
    expect(emitted((N, emit) => program.next(state(2, 'a'), N, emit, NO_REPEATS)).map(([id]) => source.actionNames[id])).toEqual(['Reset']);
  });

  it("lets the repeat cache stand for an action whose variables are all set and not read (Reset's x and y)", async () => {
    const { source, program } = await compiled();
    const reset = source.actionNames.indexOf('Reset');
    expect(source.repeats.find((entry) => entry.actionId === reset)?.dead).toEqual([0, 1]);
    const repeated: number[] = [];
    const cache = { begin: (id: number) => (id === reset ? 1 : -1), repeat: (id: number) => repeated.push(id) > 0, end: () => undefined };
    const successors = emitted((N, emit) => program.next(state(1, 'a'), N, emit, cache), [1, 'a']);
    expect(successors.map(([id]) => source.actionNames[id])).toEqual(['Inc']);
    expect(repeated).toEqual([reset]);
  });

  it('stops enumerating when emit says so', async () => {
    const { program } = await compiled();
    let calls = 0;
    const N = new Array<unknown>(2).fill(runtime.UNSET);
    expect(program.init(N, () => ++calls < 1)).toBe(false);
    expect(calls).toBe(1);
  });

  it('compiles the invariants, constraints, ASSUMEs and the ENABLED of each fairness condition as functions', async () => {
    const { source, program } = await compiled();
    expect([source.invariantCount, source.constraintCount, source.assumptionCount, source.fairnessCount]).toEqual([1, 1, 2, 1]);
    const check = (fns: readonly ((S: unknown) => boolean)[], x: number) => fns.map((fn) => fn(state(x, 'a')));
    expect([check(program.invariants, 4), check(program.invariants, 5)]).toEqual([[true], [false]]);
    expect([check(program.constraints, 2), check(program.constraints, 3)]).toEqual([[true], [false]]);
    expect(program.assumptions.map((assume) => assume())).toEqual([true, false]);
    const enabled = (x: number) => program.enabled[0]!(state(x, 'a'), new Array<unknown>(2).fill(runtime.UNSET));
    expect([enabled(1), enabled(2)]).toEqual([true, false]);
  });

  it("translates the properties over the program's state predicates", async () => {
    const { source, program } = await compiled();
    expect(source.properties).toEqual([{ name: 'Live', formula: { op: 'eventually', arg: { op: 'state', predicate: 0 } } }]);
    expect([program.predicates[0]!(state(2, 'a')), program.predicates[0]!(state(1, 'a'))]).toEqual([true, false]);
  });

  it('holds no text of the spec in the program text: its values are in its pool', async () => {
    const { source } = await compiled();
    expect(source.body).not.toMatch(/Reset|"b"/);
    expect(source.pool).toContain('b');
  });
});
