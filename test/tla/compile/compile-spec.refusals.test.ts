/**
 * Bad specs and model files get one clear answer before any search: a spec
 * that does not parse, a construct monocheck does not compile, an unknown
 * name (with the nearest one), a model file naming what the modules lack, a
 * false ASSUME. And no spec can make monocheck run code of its choosing.
 */
import { describe, expect, it } from 'vitest';
import { AssumptionFalseError } from '../../../src/tla/compile/compile-spec.js';
import { CompiledModels } from '../../../src/tla/compiled-models.js';
import { ModelConfigError, SpecError } from '../../../src/tla/errors.js';
import { checkSource, counts, inlineSource } from '../../helpers/tla-specs.js';

const spec = (body: string) => `---- MODULE M ----\nEXTENDS Naturals, Sequences, TLC\nCONSTANT K\nVARIABLE x\n${body}\n====\n`;
const CFG = 'CONSTANT K = 2\nINIT Init\nNEXT Next\n';

async function failure(body: string, cfg = CFG): Promise<unknown> {
  return CompiledModels.of(inlineSource({ M: spec(body) }, cfg)).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('the compiler refuses, before any search', () => {
  it('a module that does not parse, at its file, line and column (150)', async () => {
    const error = await failure("Init == x = (1 +\nNext == x' = x");
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).reason).toBe('syntax');
    expect((error as SpecError).at).toMatchObject({ file: 'M.tla', line: expect.any(Number) as number });
  });

  it('a construct it does not compile, by name and place, only when the check needs it', async () => {
    const used = await failure("Init == x = 0\nNext == x' = CHOOSE y : y = 1");
    expect(error(used)).toMatch(/^monocheck cannot compile an unbounded CHOOSE \(CHOOSE y : \.\.\.\); TLC can check this spec$/);
    expect((used as SpecError).at).toMatchObject({ line: 6, column: 14 });
    // the same construct in a definition nothing checked uses is no reason to refuse
    expect(await failure("Unused == CHOOSE y : y = 1\nInit == x = 0\nNext == x' = 1 - x")).toBeNull();
  });

  it('a recursive function definition reading itself as a whole value (not f[a], not DOMAIN f), at that place', async () => {
    const global = await failure(
      String.raw`f[n \in 0..2] == IF n = 0 THEN 7 ELSE (f @@ (5 :> 1))[n-1]` + "\nInit == x = f[2]\nNext == x' = x",
    );
    expect(error(global)).toBe(
      'monocheck cannot compile the recursive function f used as a whole value in its own definition; TLC can check this spec',
    );
    expect((global as SpecError).at).toMatchObject({ line: 5, column: 40 });
    // in a LET, reading a bound variable around it (was a JS stack overflow) or not (was an internal error)
    const inLet = String.raw`LET r[n \in 0..2] == IF n = 0 THEN k ELSE LET g == r IN g[n-1] IN r[2]`;
    expect(error(await failure(String.raw`Init == x = \E k \in {2} : ${inLet} = 2` + "\nNext == x' = x"))).toMatch(
      /recursive function r used as a whole value/,
    );
    expect(error(await failure(String.raw`Init == x = LET k == 2 IN ${inLet}` + "\nNext == x' = x"))).toMatch(
      /recursive function r used as a whole value/,
    );
  });

  it('an unknown operator or variable, with the nearest name', async () => {
    const unknown = await failure("Init == x = 0\nNext == x' = Lenn(<<1>>)");
    expect(unknown).toBeInstanceOf(SpecError);
    expect(error(unknown)).toBe("unknown operator or variable 'Lenn' (did you mean Len?)");
  });

  it('a model file naming a definition the modules lack (151), with the nearest name', async () => {
    const missing = await failure("Init == x = 0\nNext == x' = x\nTypeOK == x \\in Nat", `${CFG}INVARIANT TypeOk\n`);
    expect(missing).toBeInstanceOf(ModelConfigError);
    expect(error(missing)).toBe('the model file names the invariant TypeOk, which module M does not define (did you mean TypeOK?)');
  });

  it('a constant without a value (151)', async () => {
    expect(error(await failure("Init == x = K\nNext == x' = x", 'INIT Init\nNEXT Next\n'))).toMatch(
      /^the constant K \(declared in module M\) is not given a value by the model file/,
    );
  });

  it("a false ASSUME, with TLC's sentence (exit 10)", async () => {
    const assumption = await failure("ASSUME K > 5\nInit == x = 0\nNext == x' = x");
    expect(assumption).toBeInstanceOf(AssumptionFalseError);
    expect(error(assumption)).toBe('Assumption line 5, col 8 to line 5, col 12 of module M is false.');
  });
});

describe('the generated code', () => {
  it('holds no text of the spec: a string, a name, a comment made of JavaScript run as TLA+, nothing else', async () => {
    const hostile = '"); globalThis.pwned = 1; ("';
    const body = [`\\* ); globalThis.pwned = 2; //`, `Init == x = "${hostile.replace(/"/g, '\\"')}"`, `Next == x' = x`].join('\n');
    const source = inlineSource({ M: spec(body) }, CFG);
    const { result, models } = await checkSource(source);
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
    expect(result.kind).toBe('ok');
    expect(counts(result)).toEqual([2, 1, 0, 1]);
    const text = models.compiled.base.programSource.body;
    expect(text).not.toContain('pwned');
    expect(models.model().toTla(initialState(models), 0)['x']).toBe(hostile);
  });
});

function error(value: unknown): string {
  return (value as Error).message;
}

function initialState(models: CompiledModels): Uint8Array {
  const model = models.model();
  const state = new Uint8Array(model.stateBytes + 8);
  model.initialStates({ target: state, targetOffset: 0, emit: () => false });
  return state;
}
