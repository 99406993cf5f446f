import { describe, expect, it } from 'vitest';
import { LayoutOverflowError, TlcRuntimeError } from '../../../src/tla/runtime/runtime-errors.js';
import { configValue, encodedSizeOf, fromTlaValue, runtime as rt, toTlaValue, UNSET } from '../../../src/tla/runtime/runtime.js';
import * as V from '../../../src/tla/values/index.js';

const AT = { module: 'M', file: 'M.tla', line: 3, column: 9, endLine: 3, endColumn: 14 };
const WHERE = 'line 3, col 9 to line 3, col 14 of module M';

/** The error `run` throws (fails the test when it throws none). */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing thrown');
}

describe('the runtime (rt) generated code calls', () => {
  it("adds and subtracts small integers inline, and fails on 32-bit overflow as TLC's library does", () => {
    expect(rt.add(2, 3, null)).toBe(5);
    expect(rt.sub(-2147483647, 1, null)).toBe(-2147483648);
    expect(() => rt.add(2147483647, 1, AT)).toThrow(V.TlcEvaluationError);
    expect(() => rt.sub(-2147483648, 1, AT)).toThrow(V.TlcEvaluationError);
    expect(() => rt.add('a', 1, AT)).toThrow(V.TlcEvaluationError);
  });

  it('compares integers inline and other values as the library does', () => {
    expect([rt.lt(1, 2, null), rt.le(2, 2, null), rt.gt(1, 2, null), rt.ge(3, 2, null)]).toEqual([true, true, false, true]);
    expect(rt.eq(V.setOf([1, 2]), V.setOf([2, 1]), null)).toBe(true);
    expect(rt.eq(1, 1, null)).toBe(true);
    expect(rt.eq('a', 'b', null)).toBe(false);
  });

  it('tests membership of an interval inline, of any other set by value', () => {
    expect(rt.isIn(3, V.interval(1, 3), null)).toBe(true);
    expect(rt.isIn(4, V.interval(1, 3), null)).toBe(false);
    expect(rt.isIn([1, 2], V.setOf([[1, 2]]), null)).toBe(true);
    expect(rt.range(2, 4, null)).toEqual(V.interval(2, 4));
  });

  it('applies a tuple, a function and a record inline, and leaves other cases to the library with its location', () => {
    expect(rt.apply(['a', 'b'], 2, null)).toBe('b');
    const f = V.makeFunction(V.setOf([5, 7]), [10, 20]);
    expect(rt.apply(f, 7, null)).toBe(20);
    const r = V.makeRecord(['a', 'b'], [1, 2]);
    expect(rt.apply(r, 'b', null)).toBe(2);
    expect(rt.field(r, 'a', null)).toBe(1);
    const error = thrown(() => rt.apply(['a'], 2, AT));
    expect(error).toBeInstanceOf(V.TlcEvaluationError);
    expect(error.message).toContain('<<"a">>');
  });

  it('writes one element of a tuple into a copy, and any other EXCEPT through the library', () => {
    const tuple = [1, 2, 3];
    expect(rt.exceptPath(tuple, [2], 9, null)).toEqual([1, 9, 3]);
    expect(tuple).toEqual([1, 2, 3]);
    const r = V.makeRecord(['a'], [1]);
    expect(toTlaValue(rt.exceptPath(r, ['a'], 5, null))).toEqual({ kind: 'record', fields: { a: 5 } });
  });

  it("checks a condition is a boolean, with TLC's message and location", () => {
    expect(rt.bool(true, AT)).toBe(true);
    const error = thrown(() => rt.bool(7, AT));
    expect(error).toBeInstanceOf(TlcRuntimeError);
    expect(error.message).toBe('A non-boolean expression (an integer) was used as a condition:\n7');
    expect((error as TlcRuntimeError).detail.location).toBe(WHERE);
  });

  it("raises TLC's errors for a CASE with no true arm, a CHOOSE with no witness, an argument outside a domain", () => {
    expect(thrown(() => rt.caseFailed(AT)).message).toBe('Attempted to evaluate a CASE expression, and none of the conditions were true.');
    expect(thrown(() => rt.chooseFailed(null)).message).toContain('no element of S satisfied P');
    const outside = thrown(() => rt.outsideDomain(4, 'f', AT)) as TlcRuntimeError;
    expect(outside.message).toBe('Attempted to apply function:\nf\nto argument 4, which is not in the domain of the function.');
    expect(outside.detail.location).toBe(WHERE);
    // no location known: an empty one
    expect((thrown(() => rt.caseFailed(null)) as TlcRuntimeError).detail.location).toBe('');
  });

  it('takes a tuple apart only when it has the expected number of components', () => {
    expect(rt.component([1, 2], 2, 2, null)).toBe(2);
    expect(thrown(() => rt.component([1, 2, 3], 1, 2, AT)).message).toBe(
      'A tuple of 2 components was expected, but the value is:\n<<1, 2, 3>>',
    );
  });

  it('refuses a primed variable read before it is set, in an action and in Init', () => {
    expect(rt.set(3, 'x', null)).toBe(3);
    expect(thrown(() => rt.set(UNSET, 'x', AT)).message).toBe("In evaluation, the identifier x' is either undefined or not an operator.");
    expect(thrown(() => rt.unsetInInit('x', AT)).message).toBe('In evaluation, the identifier x is either undefined or not an operator.');
  });

  it('reads a next value set by UNCHANGED or a patch from the current value', () => {
    expect(rt.nextValue(rt.SAME, 7, 'x', null)).toBe(7);
    expect(rt.nextValue(rt.patch(new rt.Patch(), 1, 'z'), ['a', 'b'], 'x', null)).toEqual(['z', 'b']);
    expect(rt.nextValue(5, 7, 'x', null)).toBe(5);
    expect(() => rt.nextValue(UNSET, 7, 'x', AT)).toThrow(TlcRuntimeError);
  });

  it('names the variables a successor left unset, and counts that successor as generated', () => {
    const one = thrown(() => rt.checkComplete([1, UNSET], ['x', 'y'], AT)) as TlcRuntimeError;
    expect(one.message).toBe(
      'Successor state is not completely specified by the next-state action. The following variable is not defined: y.',
    );
    expect(one.countsAsGenerated).toBe(true);
    const two = thrown(() => rt.notCompletelySpecified(['x', 'y'], true, null));
    expect(two.message).toBe('State is not completely specified by the initial predicate. The following variables are not defined: x, y.');
    expect(() => rt.checkComplete([1, 2], ['x', 'y'], AT)).not.toThrow();
  });

  it('answers TLCGet("level") with the state level and refuses other keys', () => {
    expect(rt.tlcGet('level', 4, null)).toBe(4);
    expect(thrown(() => rt.tlcGet('diameter', 4, AT)).message).toBe('monocheck cannot evaluate TLCGet("diameter")');
    expect(thrown(() => rt.sortSeq([], () => true, AT)).message).toBe('monocheck cannot evaluate SortSeq yet');
  });

  it('builds functions and records over the layout keys, and reads their values back only when the keys match', () => {
    const keys = ['p', 'q'];
    const f = rt.functionOver(keys, [1, 2]);
    expect(toTlaValue(f)).toMatchObject({
      kind: 'function',
      entries: [
        ['p', 1],
        ['q', 2],
      ],
    });
    expect(rt.valuesOver(f, keys)).toEqual([1, 2]);
    expect(rt.valuesOver(f, ['p', 'r'])).toBeNull();
    expect(rt.valuesOver([1, 2], keys)).toBeNull();
    // a layout's field names are in the record shape's (TLC's) order
    const names = V.recordShape(['a', 'b']).keys as string[];
    const r = rt.recordOf(names, [true, 3]);
    expect(rt.fieldsOf(r, names)).toEqual([true, 3]);
    expect(rt.fieldsOf(r, ['a', 'c'])).toBeNull();
    expect(rt.fieldsOf(7, names)).toBeNull();
    expect(
      rt.positionOf(
        [
          [1, 2],
          [3, 4],
        ],
        [3, 4],
      ),
    ).toBe(1);
    expect(rt.positionOf([[1, 2]], [9])).toBe(-1);
  });

  it('writes a value as canonical bytes within a capacity, -1 when they do not fit, and reads them back', () => {
    const value = V.setOf(['a', 'b']);
    const size = encodedSizeOf(value);
    const target = new Uint8Array(size + 4);
    expect(rt.encodeBytes(value, target, 2, size)).toBe(size);
    expect(V.equals(rt.decodeBytes(target, 2, size), value)).toBe(true);
    expect(rt.encodeBytes(value, target, 2, size - 1)).toBe(-1);
  });

  it('reports a value the layout has no room for with its variable, as a TLA+ value', () => {
    const error = thrown(() => rt.layoutOverflow(1, V.setOf([2]))) as LayoutOverflowError;
    expect(error).toBeInstanceOf(LayoutOverflowError);
    expect(error.detail).toMatchObject({ variable: 1, value: { kind: 'set', elements: [2] } });
  });

  it('gives each state load a number no load had before', () => {
    const first = rt.nextLoad();
    expect(rt.nextLoad()).toBe(first + 1);
  });
});

describe('configValue', () => {
  it("turns a model file's values into runtime values, an identifier into a model value", () => {
    expect(configValue({ kind: 'int', value: 3 })).toBe(3);
    expect(configValue({ kind: 'string', value: 's' })).toBe('s');
    expect(configValue({ kind: 'bool', value: false })).toBe(false);
    expect(configValue({ kind: 'identifier', name: 'p1' })).toBe(V.ModelValue.of('p1'));
    const set = configValue({
      kind: 'set',
      elements: [
        { kind: 'int', value: 2 },
        { kind: 'int', value: 1 },
      ],
    });
    expect(toTlaValue(set)).toMatchObject({ kind: 'set', elements: [1, 2] });
  });
});

describe('toTlaValue and fromTlaValue', () => {
  it('round-trip a value through its plain TLA+ form', () => {
    const value = V.makeRecord(['a', 'b'], [V.setOf([1]), ['x', true]]);
    expect(V.equals(fromTlaValue(toTlaValue(value)), value)).toBe(true);
  });
});
