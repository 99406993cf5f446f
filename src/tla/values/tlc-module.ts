/**
 * The TLC module's operators (tlc2/module/TLC.java) and CHOOSE: `d :> e`,
 * `f @@ g`, ToString, Print, PrintT, Assert and Permutations. Print and
 * PrintT write TLC's text (Values.ppr of each value) to the print sink the
 * host sets; Assert's failure is TLC's error with exit 14.
 */
import { equals } from './equals.js';
import { isKeyed, keysOf } from './conversions.js';
import { EC, evalError, tlcFailure, tlcFailureWithCode } from './errors.js';
import { functionFromPairs, makeFunction } from './functions.js';
import { enumerate, isEnumerable } from './membership.js';
import { setOf } from './normalize.js';
import { printValue, valueToString } from './print.js';
import { stringToken } from './string-order.js';
import type { Value } from './value.js';

/** d :> e */
export function singletonFunction(key: Value, value: Value): Value {
  return functionFromPairs([key], [value]);
}

/** A function's keys and values, an array's keys being 1..n; undefined for a value that is no function. */
function entriesOf(f: Value): { keys: readonly Value[]; values: readonly Value[] } | undefined {
  if (Array.isArray(f)) return { keys: (f as readonly Value[]).map((_value, index) => index + 1), values: f as readonly Value[] };
  if (isKeyed(f)) return { keys: keysOf(f), values: f.values };
  return undefined;
}

/** f @@ g: f's pairs, then g's at the keys f lacks (TLC.CombineFcn). */
export function combineFunctions(f: Value, g: Value): Value {
  const first = entriesOf(f);
  if (first === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['first', '@@', 'function', printValue(f)]);
  const second = entriesOf(g);
  if (second === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', '@@', 'function', printValue(g)]);
  const keys = [...first.keys];
  const values = [...first.values];
  second.keys.forEach((key, index) => {
    for (let known = 0; known < first.keys.length; known++) if (equals(key, first.keys[known] as Value)) return;
    keys.push(key);
    values.push(second.values[index] as Value);
  });
  return functionFromPairs(keys, values);
}

/** ToString(v): TLC's one-line text of the value, as a string. */
export function toStringValue(value: Value): string {
  const text = valueToString(value);
  stringToken(text);
  return text;
}

/** Where Print and PrintT write (TLC's ToolIO.out): one call per line of text TLC prints. */
export type PrintSink = (text: string) => void;

let printSink: PrintSink = () => {};

/** Sets where Print and PrintT write (by default nowhere: the host decides); returns the previous sink. */
export function setPrintSink(sink: PrintSink): PrintSink {
  const previous = printSink;
  printSink = sink;
  return previous;
}

/** Print(out, val): prints both, two spaces apart, and is val. */
export function print(out: Value, value: Value): Value {
  printSink(`${printValue(out)}  ${printValue(value)}`);
  return value;
}

/** PrintT(out): prints it, and is TRUE. */
export function printT(out: Value): boolean {
  printSink(printValue(out));
  return true;
}

/** Assert(val, out): TRUE when val is, else TLC's error (exit 14) showing out. */
export function assert(condition: Value, out: Value): boolean {
  if (condition === true) return true;
  throw evalError(EC.TLC_VALUE_ASSERT_FAILED, [printValue(out)]);
}

/**
 * CHOOSE x \in S : P(x): the first element of S in TLC's normalized order
 * for which `predicate` is TRUE. `location` is TLC's text for the CHOOSE
 * expression (its position), shown in TLC's errors.
 */
export function choose(set: Value, predicate: (element: Value) => Value, location = ''): Value {
  if (!isEnumerable(set)) {
    throw tlcFailure(`Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable.\n${location}`);
  }
  for (const element of enumerate(set)) {
    const holds = predicate(element);
    if (typeof holds !== 'boolean') throw tlcFailureWithCode(EC.TLC_EXPECTED_VALUE, ['boolean', location]);
    if (holds) return element;
  }
  throw tlcFailure(
    `Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.\n${location}`,
  );
}

/** Permutations(S): the set of bijections of S onto itself. */
export function permutations(set: Value): Value {
  if (!isEnumerable(set)) throw evalError(EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE, ['Permutations', 'a finite set', printValue(set)]);
  const elements = enumerate(set);
  const results: Value[] = [];
  const arrange = (chosen: Value[], left: readonly Value[]): void => {
    if (left.length === 0) {
      results.push(makeFunction(set, [...chosen]));
      return;
    }
    left.forEach((element, index) => arrange([...chosen, element], [...left.slice(0, index), ...left.slice(index + 1)]));
  };
  arrange([], elements);
  return setOf(results);
}
