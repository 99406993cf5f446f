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

describe('Scope.bindNew and checkNewDefinition', () => {
  const at = { module: 'M', file: 'M.tla', line: 9, column: 3, endLine: 9, endColumn: 4 };
  const declared = { kind: 'variable', index: 0, at: { ...at, line: 3, endLine: 3, column: 10, endColumn: 10 } } as const;

  it('binds a new name, and refuses one bound around it, naming where', () => {
    const inner = new Scope(null, new Map([['x', declared]])).child();
    inner.bindNew('k', local(1), at);
    expect(inner.lookup('k')).toEqual(local(1));
    expect(() => inner.child().bindNew('k', local(2), at)).toThrow(
      "multiply-defined symbol 'k': this definition or declaration conflicts with an earlier one",
    );
    expect(() => inner.bindNew('x', local(3), at)).toThrow(
      "multiply-defined symbol 'x': this definition or declaration conflicts with the one at line 3, col 10 to line 3, col 10 of module M",
    );
  });

  it('checks a LET definition is new, its own RECURSIVE declaration aside', () => {
    const scope = new Scope(null, new Map([['x', declared]]));
    expect(() => scope.checkNewDefinition('x', 'function', at, undefined)).toThrow("function name `x' already defined or declared");
    expect(() => scope.checkNewDefinition('y', 'operator', at, undefined)).not.toThrow();
  });
});
