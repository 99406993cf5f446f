import { beforeAll, describe, expect, it } from 'vitest';
import { Hoisting, HOISTED_CONTEXT } from '../../../src/tla/codegen/hoisting.js';
import { ProgramText } from '../../../src/tla/codegen/program-text.js';
import type { CompiledSpec } from '../../../src/tla/compile/compile-spec.js';
import type { Ir } from '../../../src/tla/semantic/ir.js';
import { Levels } from '../../../src/tla/semantic/levels.js';
import { compileBody, definitionNamed } from '../../helpers/tla-programs.js';

const SPEC = `CONSTANT K
VARIABLE x
Sets == (1..6) \\X (1..6)
Closed == \\A y \\in 1..3 : y > 0
Reads == x + 1
Open(p) == p + 1
Printed == Print("hello", 1)
Number == 7
WithLet == LET a == 1 IN a + 1
Init == x = 0
Next == x' = x`;

let compiled: CompiledSpec;
const body = (name: string): Ir => definitionNamed(compiled, name).body;

beforeAll(async () => {
  compiled = await compileBody(SPEC, 'CONSTANT K = 3\nINIT Init\nNEXT Next\n');
});

describe('Hoisting.isHoistable', () => {
  it('hoists a constant expression that binds every local it reads and has no effect', () => {
    const hoisting = new Hoisting(new ProgramText(), new Levels());
    expect(hoisting.isHoistable(body('Sets'))).toBe(true);
    expect(hoisting.isHoistable(body('Closed'))).toBe(true);
  });

  it('leaves in place what reads the state, a parameter, a LET definition, what prints, and what is too cheap', () => {
    const hoisting = new Hoisting(new ProgramText(), new Levels());
    expect(hoisting.isHoistable(body('Reads'))).toBe(false);
    expect(hoisting.isHoistable(body('Open'))).toBe(false);
    expect(hoisting.isHoistable(body('Printed'))).toBe(false);
    expect(hoisting.isHoistable(body('Number'))).toBe(false);
    expect(hoisting.isHoistable(body('WithLet'))).toBe(false);
    // the bound variable's own expression, out of its quantifier, reads a free local
    const quantifier = body('Closed') as Extract<Ir, { kind: 'forall' | 'exists' }>;
    expect(hoisting.isHoistable(quantifier.body)).toBe(false);
  });
});

describe('Hoisting.hoisted', () => {
  it('makes one program function per expression, which computes its value when first called and keeps it', () => {
    const text = new ProgramText();
    const hoisting = new Hoisting(text, new Levels());
    let computed = 0;
    const compute = text.constant(() => ++computed * 10);
    const call = hoisting.hoisted(body('Sets'), () => `${compute}()`);
    expect(call).toBe('h1()');
    expect(hoisting.hoisted(body('Sets'), () => 'unused')).toBe('h1()');
    expect(hoisting.hoisted(body('Closed'), () => '1')).toBe('h2()');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the program is what is tested
    const made = new Function('rt', 'P', text.body({ h1: 'h1' })) as (rt: unknown, pool: unknown[]) => { h1(): number };
    const program = made({ UNSET: Symbol('unset') }, text.values());
    expect([program.h1(), program.h1(), computed]).toEqual([10, 10, 1]);
  });

  it('is generated where there is no state and no local', () => {
    expect(HOISTED_CONTEXT).toMatchObject({ state: null, next: null, primed: false, init: false, level: null });
    expect(HOISTED_CONTEXT.locals.size).toBe(0);
  });
});
