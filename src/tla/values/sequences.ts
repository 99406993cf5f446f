/**
 * Sequences' operators as TLC computes them (tlc2/module/Sequences.java). A
 * sequence is an array; Len, Tail, \o and SubSeq also take strings (TLC
 * treats a string as a sequence of characters there), Head and Append do not.
 * A string TLC makes is interned (its token is the next one, string-order.ts).
 */
import { EC, evalError } from './errors.js';
import { printValue } from './print.js';
import { stringToken } from './string-order.js';
import type { Value } from './value.js';

/** A string made at run time, interned as TLC's StringValue constructor does. */
function madeString(text: string): string {
  stringToken(text);
  return text;
}

function asSequence(value: Value): readonly Value[] | undefined {
  return Array.isArray(value) ? (value as readonly Value[]) : undefined;
}

/** Len(s) */
export function len(s: Value): number {
  if (typeof s === 'string') return s.length;
  const sequence = asSequence(s);
  if (sequence === undefined) throw evalError(EC.TLC_MODULE_ONE_ARGUMENT_ERROR, ['Len', 'sequence', printValue(s)]);
  return sequence.length;
}

/** Head(s) */
export function head(s: Value): Value {
  const sequence = asSequence(s);
  if (sequence === undefined) throw evalError(EC.TLC_MODULE_ONE_ARGUMENT_ERROR, ['Head', 'sequence', printValue(s)]);
  if (sequence.length === 0) throw evalError(EC.TLC_MODULE_APPLY_EMPTY_SEQ, ['Head']);
  return sequence[0] as Value;
}

/** Tail(s) */
export function tail(s: Value): Value {
  if (typeof s === 'string') {
    if (s === '') throw evalError(EC.TLC_MODULE_APPLY_EMPTY_SEQ, ['Tail']);
    return madeString(s.substring(1));
  }
  const sequence = asSequence(s);
  if (sequence === undefined) throw evalError(EC.TLC_MODULE_ONE_ARGUMENT_ERROR, ['Tail', 'sequence', printValue(s)]);
  if (sequence.length === 0) throw evalError(EC.TLC_MODULE_APPLY_EMPTY_SEQ, ['Tail']);
  return sequence.slice(1);
}

/** Append(s, e) */
export function append(s: Value, element: Value): Value {
  const sequence = asSequence(s);
  if (sequence === undefined) throw evalError(EC.TLC_MODULE_EVALUATING, ['Append(s, v)', 'sequence', printValue(s)]);
  const appended = sequence.slice();
  appended.push(element);
  return appended;
}

/** s \o t (Concat), of two sequences or two strings. */
export function concat(s: Value, t: Value): Value {
  if (typeof s === 'string') {
    if (typeof t !== 'string') throw evalError(EC.TLC_MODULE_EVALUATING, ['t \\o s', 'string', printValue(t)]);
    return madeString(s + t);
  }
  const first = asSequence(s);
  if (first === undefined) throw evalError(EC.TLC_MODULE_EVALUATING, ['s \\o t', 'sequence', printValue(s)]);
  const second = asSequence(t);
  if (second === undefined) throw evalError(EC.TLC_MODULE_EVALUATING, ['t \\o s', 'sequence', printValue(t)]);
  if (first.length === 0) return second;
  if (second.length === 0) return first;
  return [...first, ...second];
}

/** SubSeq(s, m, n): the elements m..n, <<>> when m > n; m and n must be in s's domain otherwise. */
export function subSeq(s: Value, m: Value, n: Value): Value {
  const isString = typeof s === 'string';
  const sequence = isString ? undefined : asSequence(s);
  if (!isString && sequence === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['first', 'SubSeq', 'sequence', printValue(s)]);
  if (typeof m !== 'number') throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', 'SubSeq', 'natural number', printValue(m)]);
  if (typeof n !== 'number') throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['third', 'SubSeq', 'natural number', printValue(n)]);
  if (m > n) return isString ? madeString('') : [];
  const length = isString ? s.length : (sequence as readonly Value[]).length;
  if (m < 1 || m > length)
    throw evalError(EC.TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN, ['second', 'SubSeq', 'first', printValue(s), printValue(m)]);
  if (n < 1 || n > length)
    throw evalError(EC.TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN, ['third', 'SubSeq', 'first', printValue(s), printValue(n)]);
  return isString ? madeString(s.substring(m - 1, n)) : (sequence as readonly Value[]).slice(m - 1, n);
}

/**
 * SelectSeq(s, Test): the elements for which `test` holds, in order.
 * `testText` is how TLC prints the operator when it gives no boolean.
 */
export function selectSeq(s: Value, test: (element: Value) => Value, testText = 'Test'): Value {
  const sequence = asSequence(s);
  if (sequence === undefined) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['first', 'SelectSeq', 'sequence', printValue(s)]);
  const selected: Value[] = [];
  for (const element of sequence) {
    const result = test(element);
    if (typeof result !== 'boolean')
      throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', 'SelectSeq', 'boolean-valued operator', testText]);
    if (result) selected.push(element);
  }
  return selected;
}
