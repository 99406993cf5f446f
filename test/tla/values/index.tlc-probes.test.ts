/**
 * TLC is the oracle: the values of the TLC probes (test/fixtures/tlc/probes,
 * docs/tlc-semantics-probes.md) built with this library print, enumerate and
 * fail exactly as TLC printed them in the probes' .out files.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  assert,
  bigUnion,
  cardinality,
  choose,
  elementsInTlcOrder,
  enumerate,
  equals,
  exceptAt,
  field,
  filter,
  functionSet,
  installStringOrder,
  intersect,
  interval,
  makeFunction,
  makeRecord,
  minus,
  ModelValue,
  plus,
  power,
  printT,
  printValue,
  recordSet,
  setMinus,
  setOf,
  setPrintSink,
  singletonFunction,
  combineFunctions,
  concat,
  subsetOf,
  times,
  toStringValue,
  tupleSet,
  union,
  valueToString,
  type PrintSink,
  type Value,
} from '../../../src/tla/values/index.js';

const probe = (path: string): string[] => readFileSync(new URL(`../../fixtures/tlc/probes/${path}`, import.meta.url), 'utf8').split('\n');

const printed: string[] = [];
let previousSink: PrintSink;
beforeAll(() => (previousSink = setPrintSink((text) => printed.push(...text.split('\n')))));
afterAll(() => setPrintSink(previousSink));

describe('q5_enumeration: the 21 sets of Enum.tla', () => {
  const out = probe('q5_enumeration/Enum.out');
  let sets: Value[] = [];

  beforeAll(() => {
    // "a" and "b" are lexemes of the standard modules, interned before the spec's constants MV1, MV2
    installStringOrder(['a', 'b', 'MV1', 'MV2']);
    const mv = (name: string): Value => ModelValue.of(name);
    sets = [
      setOf([3, 1, 2]),
      interval(3, 5),
      tupleSet([setOf([1, 2]), setOf(['a', 'b'])]),
      subsetOf(setOf([1, 2, 3])),
      functionSet(setOf([1, 2]), setOf(['a', 'b'])),
      recordSet(['a', 'b'], [setOf([1, 2]), setOf(['a', 'b'])]),
      union(setOf([3, 1]), setOf([2, 0])),
      setMinus(setOf([5, 4, 3]), setOf([4])),
      setOf(enumerate(setOf([3, 1, 2])).map((e) => times(e, 2))),
      filter(setOf([3, 1, 2, 4]), (e) => (e as number) > 1),
      setOf([[2, 1], [1, 2, 3], [1, 3], []]),
      setOf([setOf([2]), setOf([1, 2]), setOf([]), setOf([3])]),
      setOf([makeFunction(setOf([1, 2]), [0, 0]), makeFunction(setOf([1]), [5]), [0, 1], [0, 0]]),
      bigUnion(setOf([setOf([3]), setOf([1, 2])])),
      setOf(['b', mv('MV2'), 'a', mv('MV1')]),
      setOf([interval(1, 2), setOf([5]), setOf([0, 9])]),
      setOf([false, true]),
      functionSet(setOf(['b', 'a']), setOf([0, 1])),
      filter(subsetOf(setOf([1, 2, 3])), (s) => cardinality(s) === 2),
      intersect(setOf([3, 1]), setOf([1, 2, 3])),
      setOf([-1, -3, 2]),
    ];
  });

  it('prints each as PrintT(<<k, S>>) printed it (normalized order, wrapped at 80 columns)', () => {
    printed.length = 0;
    sets.forEach((set, index) => printT([index + 1, set]));
    const first = out.findIndex((line) => line.startsWith('<<1, '));
    const last = out.findIndex((line) => line.startsWith('<<21, '));
    expect(printed).toEqual(out.slice(first, last + 1));
  });

  it('enumerates each as \\E did inside an action, and SUBSET, S \\X T, [a: S] as the split, pattern and primed actions did', () => {
    const lines = (prefix: string): string[] => out.filter((line) => line.startsWith(`<<"${prefix}", `));
    const inside = sets.flatMap((set, index) => enumerate(set).map((e) => valueToString(['inside', index + 1, e])));
    expect(inside).toEqual(lines('inside'));
    expect(enumerate(subsetOf(setOf([1, 2, 3]))).map((e) => valueToString(['split', e]))).toEqual(lines('split'));
    expect(enumerate(tupleSet([setOf([2, 1]), setOf(['b', 'a'])])).map((e) => valueToString(['pattern', ...(e as Value[])]))).toEqual(
      lines('pattern'),
    );
    const primed = elementsInTlcOrder(recordSet(['a', 'b'], [setOf([1, 2]), setOf(['a', 'b'])]));
    expect(primed.map((e) => valueToString(['primed', e]))).toEqual(lines('primed'));
  });
});

describe('q6_value_printing: Values.tla', () => {
  const out = probe('q6_value_printing/Values.out');

  beforeAll(() =>
    installStringOrder([
      'name',
      'val',
      'x',
      'a',
      'alpha',
      'beta',
      'id',
      'label',
      'tags',
      'quote " backslash \\ newline \n tab \t end',
      'a label long enough to wrap',
      'some text to make it long',
      'a " quoted string that is long enough',
      'another long string to pass eighty columns',
      'z',
      'a plain string that is long enough',
      'MV',
    ]),
  );

  /** Each variable's text in the first state of the trace. */
  function firstState(): Map<string, string> {
    const start = out.indexOf('State 1: <Initial predicate>');
    const variables = new Map<string, string>();
    let name = '';
    for (const line of out.slice(start + 1, out.indexOf('', start))) {
      const match = /^\/\\ (\w+) = (.*)$/.exec(line);
      if (match !== null) variables.set((name = match[1] as string), match[2] as string);
      else variables.set(name, `${variables.get(name) as string}\n${line}`);
    }
    return variables;
  }

  it('prints the state of Init as TLC printed it', () => {
    const ones = (n: number): Value =>
      makeFunction(
        interval(1, n),
        Array.from({ length: n }, () => 1),
      );
    const values: Record<string, Value> = {
      rec: makeRecord(['name', 'val'], ['x', -3]),
      fcn: combineFunctions(singletonFunction(5, 'b'), singletonFunction(2, 'a')),
      set: setOf([3, 1, 2]),
      nested: [[1, 2], [], [[3]]],
      str: 'quote " backslash \\ newline \n tab \t end',
      mv: ModelValue.of('MV'),
      neg: -5,
      empties: [setOf([]), [], makeFunction(setOf([]), []), recordSet(['a'], [setOf([])]), setOf([[]])],
      lazy: [
        interval(1, 3),
        subsetOf(setOf([1, 2])),
        functionSet(setOf([1, 2]), setOf([0])),
        tupleSet([setOf([1, 2]), setOf([3])]),
        recordSet(['a'], [setOf([1])]),
      ],
      wide80: ones(26),
      wide81: exceptAt(ones(26), 1, 10),
      long: makeFunction(
        interval(1, 30),
        Array.from({ length: 30 }, (_unused, i) => times(i + 1, 1000)),
      ),
      recs: setOf([1, 2, 3].map((i) => makeRecord(['id', 'label', 'tags'], [i, 'a label long enough to wrap', setOf([i, plus(i, 1)])]))),
      deep: makeFunction(
        setOf(['alpha', 'beta']),
        [0, 1].map(() =>
          makeFunction(
            interval(10, 13),
            enumerate(interval(10, 13)).map((j) => [j, 'some text to make it long', setOf([j])]),
          ),
        ),
      ),
      step: 0,
    };
    const state = firstState();
    expect([...state.keys()].sort()).toEqual(Object.keys(values).sort());
    for (const [name, value] of Object.entries(values)) expect(printValue(value), name).toBe(state.get(name));
  });

  it("prints the ASSUMEs' PrintT lines, a long value holding a quote on one line", () => {
    printed.length = 0;
    printT(
      makeFunction(
        interval(1, 30),
        Array.from({ length: 30 }, (_unused, i) => (i + 1) * 1000),
      ),
    );
    printT('quote " backslash \\ newline \n tab \t end');
    printT([-1, setOf([]), [], interval(2, 1), '']);
    printT(setOf(['a " quoted string that is long enough', 'another long string to pass eighty columns', 'z']));
    printT(setOf(['a plain string that is long enough', 'another long string to pass eighty columns', 'z']));
    const first = out.indexOf('<< 1000,');
    expect(printed).toEqual(out.slice(first, out.indexOf('Computing initial states...')));
  });
});

describe('q1_runtime_strings: a string made at run time is ordered by when it was made', () => {
  it('enumerates {F(3), F(1), F(2)} and {F(5), F(4), x} as Runtime.out shows', () => {
    const out = probe('q1_runtime_strings/Runtime.out');
    installStringOrder(['f', 'later', '2', '1', '3', '4', '5']);
    const made = (i: number): Value => concat('f', toStringValue(i));
    const initial = enumerate(setOf([made(3), made(1), made(2)]));
    expect(initial.map(valueToString)).toEqual(out.filter((line) => /^"f\d"$/.test(line)));
    const next = initial.flatMap((x) => enumerate(setOf([made(5), made(4), x])).map((y) => valueToString([x, y])));
    expect(next.slice(0, 9)).toEqual(out.filter((line) => line.startsWith('<<"f')).slice(0, 9));
  });
});

describe("q4_errors: TLC's messages", () => {
  /** The error's text as TLC printed it: after "The exception was a java.lang.RuntimeException\n: ", else after "Error: ". */
  function messageOf(run: string): string {
    const out = probe(`q4_errors/${run}.out`);
    const runtime = out.indexOf('The exception was a java.lang.RuntimeException');
    const start = runtime >= 0 ? runtime + 1 : out.findIndex((line) => line.startsWith('Error: '));
    const end = out.findIndex((line, index) => index > start && (line === '' || line.startsWith('Error: ')));
    return out
      .slice(start, end)
      .join('\n')
      .replace(/^(: |Error: )/, '');
  }

  function thrownBy(run: () => unknown): string {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  }

  beforeAll(() => installStringOrder(['a', 'c', 'two', 'x reached 2']));

  it.each<[string, () => unknown]>([
    [
      'ChooseNone',
      () => choose(setOf([3, 4]), (i) => (i as number) > 2 && (i as number) < 2, 'line 5, col 14 to line 5, col 57 of module ChooseNone'),
    ],
    ['CompareIntString', () => equals(2, 'two')],
    ['MixedSet', () => setOf([1, 'a'])],
    ['RecordField', () => field(makeRecord(['a'], [2]), 'c', 'line 5, col 58 to line 5, col 60 of module RecordField')],
    ['DomainNext', () => apply(makeFunction(interval(1, 2), [10, 20]), 3)],
    ['OverflowMul', () => times(65536, 65536)],
    ['OverflowAdd', () => plus(2147483647, 1)],
    ['OverflowPow', () => power(2, 31)],
    ['OverflowSub', () => minus(-2147483648, 1)],
    ['AssertNext', () => assert(false, 'x reached 2')],
  ])('%s', (run, evaluate) => {
    expect(thrownBy(evaluate)).toBe(messageOf(run));
  });
});
