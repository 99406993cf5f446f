import { describe, expect, it } from 'vitest';
import { fromTla } from '../../../src/tla/values/from-tla.js';
import { tlaEquals, tlaFunction, type TlaValue } from '../../../src/engine/trace/tla-value.js';
import { INT, NAT, STRING } from '../../../src/tla/values/infinite-sets.js';
import { isFcnValue, isRecord, isSetValue, ModelValue } from '../../../src/tla/values/value.js';
import { toTla, valueToString } from '../../../src/tla/values/print.js';

describe('fromTla', () => {
  it('keeps scalars and turns tuples into arrays', () => {
    expect(fromTla(3)).toBe(3);
    expect(fromTla(true)).toBe(true);
    expect(fromTla('from-tla-s')).toBe('from-tla-s');
    expect(fromTla([1, [2]])).toEqual([1, [2]]);
  });

  it('makes the one model value of that name', () => {
    expect(fromTla({ kind: 'model-value', name: 'from_tla_p1' })).toBe(ModelValue.of('from_tla_p1'));
  });

  it('makes records, functions and normalized sets', () => {
    const record = fromTla({ kind: 'record', fields: { from_tla_b: 2, from_tla_a: [1] } });
    expect(isRecord(record)).toBe(true);
    expect(valueToString(record)).toMatch(/^\[from_tla_[ab] \|-> .*, from_tla_[ab] \|-> .*\]$/);
    const f = fromTla(
      tlaFunction([
        [7, 'from-tla-x'],
        [5, 'from-tla-y'],
      ]),
    );
    expect(isFcnValue(f) && valueToString(f)).toBe('(5 :> "from-tla-y" @@ 7 :> "from-tla-x")');
    const set = fromTla({ kind: 'set', elements: [3, 1, 3] });
    expect(isSetValue(set) && set.elements).toEqual([1, 3]);
  });

  it('a function over 1..n is a tuple, as in TLC', () => {
    expect(
      fromTla(
        tlaFunction([
          [2, 'b'],
          [1, 'a'],
        ]),
      ),
    ).toEqual(['a', 'b']);
  });

  it('reads the infinite sets by their notation', () => {
    expect(fromTla({ kind: 'set', elements: [], notation: 'Nat' })).toBe(NAT);
    expect(fromTla({ kind: 'set', elements: [], notation: 'Int' })).toBe(INT);
    expect(fromTla({ kind: 'set', elements: [], notation: 'STRING' })).toBe(STRING);
    // a listed set with a notation is its elements
    expect(valueToString(fromTla({ kind: 'set', elements: [1, 2, 3], notation: '1..3' }))).toBe('{1, 2, 3}');
  });

  it('is undone by toTla', () => {
    const value: TlaValue = [1, { kind: 'set', elements: [2, 4] }, 'from-tla-z'];
    expect(tlaEquals(toTla(fromTla(value)), value)).toBe(true);
    expect(tlaEquals(toTla(fromTla(value)), [1, { kind: 'set', elements: [2] }, 'from-tla-z'])).toBe(false);
  });

  it('refuses what is no TLA+ value', () => {
    expect(() => fromTla({ kind: 'bogus' } as unknown as TlaValue)).toThrow('not a TLA+ value: {"kind":"bogus"}');
  });
});
