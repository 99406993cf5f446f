import { describe, expect, it } from 'vitest';
import { initialLayouts } from '../../../src/tla/layout/initial-layouts.js';
import { ANY_INT } from '../../../src/tla/layout/layout.js';
import { compileBody } from '../../helpers/tla-programs.js';

const SPEC = 'VARIABLES x, y, z\nInit == x \\in 1..3 /\\ y \\in {"a", "b"} /\\ z = <<x, TRUE>>\nNext == UNCHANGED <<x, y, z>>';

describe('initialLayouts', () => {
  it('holds every initial state: each variable laid out from its values, widened by each state', async () => {
    const compiled = await compileBody(SPEC);
    const layouts = initialLayouts(compiled.base.program, 3);
    expect(layouts[0]).toEqual(ANY_INT);
    expect(layouts[1]).toMatchObject({ kind: 'enum' });
    expect([...(layouts[1] as unknown as { values: unknown[] }).values].sort()).toEqual(['a', 'b']);
    expect(layouts[2]).toEqual({ kind: 'tuple', elements: [ANY_INT, { kind: 'bool' }] });
  });

  it("starts from the type's layouts where given, widened only by a value they do not hold", async () => {
    const compiled = await compileBody(SPEC);
    const fits = { kind: 'int', min: 0, max: 5 } as const;
    expect(initialLayouts(compiled.base.program, 3, [fits, null, null])[0]).toBe(fits);
    expect(initialLayouts(compiled.base.program, 3, [{ kind: 'int', min: 0, max: 1 }])[0]).toEqual(ANY_INT);
  });

  it('gives a spec without initial states canonical bytes for each variable', async () => {
    const compiled = await compileBody('VARIABLE x\nInit == x = 1 /\\ FALSE\nNext == UNCHANGED x');
    expect(initialLayouts(compiled.base.program, 1)).toEqual([{ kind: 'bytes', capacity: 16 }]);
  });
});
