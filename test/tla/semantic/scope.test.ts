import { describe, expect, it } from 'vitest';
import { nearestName, Scope, type Meaning, type ModuleScope } from '../../../src/tla/semantic/scope.js';

const variable = (index: number): Meaning => ({ kind: 'variable', index });
const local = (id: number): Meaning => ({ kind: 'local', id, arity: 0 });

describe('Scope', () => {
  it('answers a name from the innermost scope that binds it, then the module', () => {
    const module: ModuleScope = new Map([
      ['x', variable(0)],
      ['y', variable(1)],
    ]);
    const root = new Scope(null, module);
    const inner = root.child();
    inner.bind('x', local(7));
    const innermost = inner.child();
    innermost.bind('z', local(8));
    expect(innermost.lookup('x')).toEqual(local(7));
    expect(innermost.lookup('y')).toEqual(variable(1));
    expect(innermost.lookup('z')).toEqual(local(8));
    expect(inner.lookup('z')).toBeUndefined();
    expect(root.lookup('x')).toEqual(variable(0));
    expect(innermost.visibleNames().sort()).toEqual(['x', 'y', 'z']);
    expect(inner.visibleNames().sort()).toEqual(['x', 'y']);
  });
});

describe('nearestName', () => {
  it('suggests a name two edits away at most, the closest first, or one differing only in case', () => {
    expect(nearestName('Lenn', ['Len', 'Head', 'Tail'])).toBe('Len');
    expect(nearestName('TypeOk', ['TypeOKAY', 'TypeOK'])).toBe('TypeOK');
    expect(nearestName('Invariant', ['Inv', 'Next'])).toBeUndefined();
    expect(nearestName('abc', ['abd', 'abc!'])).toBe('abd');
  });

  it('never suggests a symbol', () => {
    expect(nearestName('+', ['+', '-', '\\o'])).toBeUndefined();
    expect(nearestName('o', ['\\o'])).toBeUndefined();
  });
});
