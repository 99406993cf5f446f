import { describe, expect, it } from 'vitest';
import { wrapRepeats } from '../../../src/tla/codegen/action-code.js';
import { TlcRuntimeError } from '../../../src/tla/runtime/runtime-errors.js';
import { compileBody, initialStates, modelsOf, successorsOf } from '../../helpers/tla-programs.js';

/** The successors of `state` by the spec's Next, as [action, state] pairs. */
async function successors(spec: string, state: Record<string, unknown>): Promise<[string, unknown][]> {
  const model = (await modelsOf(spec)).model();
  return successorsOf(model, state as never).map(({ action, state: next }) => [action, next]);
}

describe('actions in generated code', () => {
  it("enumerates Init's states, each `\\in` in its set's order, the first conjunct varying slowest", async () => {
    const model = (await modelsOf('VARIABLES x, y\nInit == x \\in 1..2 /\\ y \\in {"a", "b"}\nNext == UNCHANGED <<x, y>>')).model();
    expect(initialStates(model)).toEqual([
      { x: 1, y: 'a' },
      { x: 1, y: 'b' },
      { x: 2, y: 'a' },
      { x: 2, y: 'b' },
    ]);
  });

  it("takes Next's disjuncts in order, each successor named by its action", async () => {
    const spec = "VARIABLE x\nInit == x = 0\nUp == x' = x + 1\nDown == x > 0 /\\ x' = x - 1\nNext == Up \\/ Down";
    expect(await successors(spec, { x: 0 })).toEqual([['Up', { x: 1 }]]);
    expect(await successors(spec, { x: 3 })).toEqual([
      ['Up', { x: 4 }],
      ['Down', { x: 2 }],
    ]);
  });

  it("sets x' where it is not set yet and tests it where it is", async () => {
    const spec = (next: string) => `VARIABLE x\nInit == x = 0\nNext == ${next}`;
    expect(await successors(spec("x' = 1 /\\ x' = 1"), { x: 0 })).toEqual([['Next', { x: 1 }]]);
    expect(await successors(spec("x' = 1 /\\ x' = 2"), { x: 0 })).toEqual([]);
    expect(await successors(spec("x' \\in 1..3 /\\ x' # 2"), { x: 0 })).toEqual([
      ['Next', { x: 1 }],
      ['Next', { x: 3 }],
    ]);
  });

  it('enumerates \\E over its set, IF and CASE by their true branch, UNCHANGED through tuples and definitions', async () => {
    const spec =
      "VARIABLES x, y\nvars == <<x, y>>\nInit == x = 0 /\\ y = 0\nStep == \\E i \\in {5, 6} : x' = i /\\ y' = y\nBranch == IF x = 0 THEN x' = 9 /\\ y' = 1 ELSE UNCHANGED vars\nPick == CASE x = 0 -> UNCHANGED <<x, y>> [] OTHER -> x' = 0 /\\ UNCHANGED y\nNext == Step \\/ Branch \\/ Pick";
    expect(await successors(spec, { x: 0, y: 0 })).toEqual([
      ['Step', { x: 5, y: 0 }],
      ['Step', { x: 6, y: 0 }],
      ['Branch', { x: 9, y: 1 }],
      ['Pick', { x: 0, y: 0 }],
    ]);
    expect((await successors(spec, { x: 7, y: 2 })).slice(2)).toEqual([
      ['Branch', { x: 7, y: 2 }],
      ['Pick', { x: 0, y: 2 }],
    ]);
  });

  it('inlines an action with parameters, named by the action it is', async () => {
    const spec = "VARIABLE x\nInit == x = 0\nSet(v) == x' = v\nNext == \\E v \\in {1, 2} : Set(v)";
    expect(await successors(spec, { x: 0 })).toEqual([
      ['Set', { x: 1 }],
      ['Set', { x: 2 }],
    ]);
  });

  it("raises TLC's error for a successor that leaves a variable unset, and for x' read before it is set", async () => {
    const failure = async (next: string) => {
      try {
        await successors(`VARIABLES x, y\nInit == x = 0 /\\ y = 0\nNext == ${next}`, { x: 0, y: 0 });
      } catch (error) {
        return error as TlcRuntimeError;
      }
      return null;
    };
    const unset = await failure("x' = 1");
    expect(unset).toBeInstanceOf(TlcRuntimeError);
    expect(unset?.message).toBe(
      'Successor state is not completely specified by the next-state action. The following variable is not defined: y.',
    );
    expect(unset?.countsAsGenerated).toBe(true);
    expect((await failure("y' = x' /\\ x' = 1"))?.message).toBe("In evaluation, the identifier x' is either undefined or not an operator.");
  });

  it("knows an action's dead variables: set on every path, never read", async () => {
    const compiled = await compileBody(
      "VARIABLES pos, dice\nInit == pos = 0 /\\ dice = 1\nRoll == dice' \\in 1..2 /\\ pos' = (pos + dice') % 3\nPeek == pos' = dice /\\ UNCHANGED dice\nNext == Roll \\/ Peek",
    );
    const { repeats, actionNames } = compiled.base.programSource;
    expect(actionNames).toEqual(['Roll', 'Peek']);
    // Roll sets dice and reads only dice'; Peek sets pos and reads dice
    expect(repeats).toEqual([
      { actionId: 0, dead: [1] },
      { actionId: 1, dead: [0] },
    ]);
  });
});

describe('wrapRepeats', () => {
  const text = '@repeat-open 0@ A @repeat-close 0@ @repeat-open 3@ B @repeat-close 3@';

  it("wraps the actions with dead variables in the repeat cache's calls, the others in a plain block", () => {
    const wrapped = wrapRepeats(text, new Set([3]));
    expect(wrapped).toBe('{ A } { const rc = R.begin(3); if (rc >= 0) { if (!R.repeat(3, rc)) return false; } else { B R.end(3); } }');
    expect(wrapRepeats(text, new Set())).toBe('{ A } { B }');
  });

  it('leaves a text without markers as it is', () => {
    expect(wrapRepeats('const a = "x@y";', new Set([1]))).toBe('const a = "x@y";');
  });
});
