import { describe, expect, it } from 'vitest';
import { withLetFunctions, withLocals, type CodeContext } from '../../../src/tla/codegen/context.js';

const base: CodeContext = {
  state: 'S',
  next: 'N',
  primed: false,
  assigned: new Set([0]),
  init: false,
  locals: new Map([[1, 'b1']]),
  letFunctions: new Map([[5, 'l5']]),
  level: 'S.level',
};

describe('withLocals', () => {
  it('binds more locals in a new context, the given one left as it was', () => {
    const inner = withLocals(base, [
      [2, 'b2'],
      [1, 'shadow'],
    ]);
    expect([...inner.locals]).toEqual([
      [1, 'shadow'],
      [2, 'b2'],
    ]);
    expect([...base.locals]).toEqual([[1, 'b1']]);
    expect(inner).toMatchObject({ state: 'S', next: 'N', assigned: base.assigned, letFunctions: base.letFunctions });
  });
});

describe('withLetFunctions', () => {
  it("binds a LET's functions in a new context, the given one left as it was", () => {
    const inner = withLetFunctions(base, [[6, 'l6']]);
    expect([...inner.letFunctions]).toEqual([
      [5, 'l5'],
      [6, 'l6'],
    ]);
    expect([...base.letFunctions]).toEqual([[5, 'l5']]);
    expect(inner.locals).toBe(base.locals);
  });
});
