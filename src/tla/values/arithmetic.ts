/**
 * Naturals' and Integers' operators as TLC computes them (tlc2/module/
 * Naturals.java, Integers.java): 32-bit integers, an overflow is TLC's
 * error ("Overflow when computing 2147483647+1"), \div rounds down and %
 * is never negative. When a spec extends Integers, TLC binds Integers.java's
 * methods to every operator (SpecProcessor.processModuleOverrides walks each
 * module's definitions, Naturals' included); when it extends only Naturals,
 * Naturals.java's, which differ: `-1 \div 2` is 0 there (Java's truncation,
 * corrected only when the quotient is negative), `-2147483648 \div -1` is not
 * an overflow, and `>=` reports itself as `>` in its error. The `...Naturals`
 * variants are those.
 */
import { EC, evalError, tlcFailureWithCode } from './errors.js';
import { printValue } from './print.js';
import { kindText, type Value } from './value.js';

const MIN = -2147483648;
const MAX = 2147483647;

/** The Java method's text TLC shows when an operator is given a value of the wrong kind (MethodValue.eval). */
const METHODS: Readonly<Record<string, string>> = {
  '+': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Plus(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
  '-': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Minus(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
  '*': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Times(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
  '\\div': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Divide(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
  '%': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Mod(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
  '^': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Expt(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
  '-.': 'public static tlc2.value.impl.IntValue tlc2.module.Integers.Neg(tlc2.value.impl.IntValue)',
  '..': 'public static tlc2.value.impl.IntervalValue tlc2.module.Integers.DotDot(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue)',
};

/** TLC's class names of values, for the ClassCastException text of a wrong argument. */
function javaClassOf(value: Value): string {
  const kind = kindText(value);
  if (kind === 'a Boolean value') return 'BoolValue';
  if (kind === 'a string') return 'StringValue';
  if (kind === 'a tuple') return 'TupleValue';
  if (kind === 'a record') return 'RecordValue';
  if (kind === 'a model value') return 'ModelValue';
  if (kind.startsWith('a function')) return 'FcnRcdValue';
  return 'SetEnumValue';
}

/**
 * An argument that is no integer: TLC calls its Java method with it and
 * reports the cast's failure (TLC_MODULE_VALUE_JAVA_METHOD_OVERRIDE). The
 * cast's text is Java's, as MethodHandle's asType casts (unconfirmed against
 * a run of TLC).
 */
export function requireInteger(value: Value, operator: string): number {
  if (typeof value === 'number') return value;
  const method = METHODS[operator] ?? operator;
  throw tlcFailureWithCode(EC.TLC_MODULE_VALUE_JAVA_METHOD_OVERRIDE, [
    method,
    `Cannot cast tlc2.value.impl.${javaClassOf(value)} to tlc2.value.impl.IntValue`,
  ]);
}

function overflow(text: string): never {
  throw evalError(EC.TLC_MODULE_OVERFLOW, [text]);
}

/** a + b */
export function plus(a: Value, b: Value): number {
  const result = requireInteger(a, '+') + requireInteger(b, '+');
  if (result > MAX || result < MIN) overflow(`${a as number}+${b as number}`);
  return result;
}

/** a - b */
export function minus(a: Value, b: Value): number {
  const result = requireInteger(a, '-') - requireInteger(b, '-');
  if (result > MAX || result < MIN) overflow(`${a as number}-${b as number}`);
  return result;
}

/** a * b */
export function times(a: Value, b: Value): number {
  const result = requireInteger(a, '*') * requireInteger(b, '*');
  if (result > MAX || result < MIN) overflow(`${a as number}*${b as number}`);
  return result === 0 ? 0 : result; // -0 is 0
}

/** -a (Integers' -.) */
export function negate(a: Value): number {
  const value = requireInteger(a, '-.');
  if (value === MIN) overflow('--2147483648');
  return value === 0 ? 0 : -value;
}

/** a \div b (Integers.Divide): rounded down. */
export function divide(a: Value, b: Value): number {
  const n = requireInteger(a, '\\div');
  const d = requireInteger(b, '\\div');
  if (d === 0) throw evalError(EC.TLC_MODULE_DIVISION_BY_ZERO);
  if (n === MIN && d === -1) overflow('-2147483648 \\div -1');
  return Math.floor(n / d) | 0;
}

/** a \div b as Naturals.Divide computes it: Java's truncation, lowered by one only when the quotient is negative and inexact. */
export function divideNaturals(a: Value, b: Value): number {
  const n = requireInteger(a, '\\div');
  const d = requireInteger(b, '\\div');
  if (d === 0) throw evalError(EC.TLC_MODULE_DIVISION_BY_ZERO);
  let quotient = Math.trunc(n / d) | 0; // Java's int division (-2147483648 / -1 wraps to -2147483648)
  if (quotient < 0 && Math.imul(quotient, d) !== n) quotient--;
  return quotient;
}

/** a % b: b must be positive; the result is in 0..b-1. */
export function modulo(a: Value, b: Value): number {
  const n = requireInteger(a, '%');
  const d = requireInteger(b, '%');
  if (d <= 0) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', '%', 'positive number', String(d)]);
  const remainder = n % d;
  return remainder < 0 ? remainder + d : remainder === 0 ? 0 : remainder;
}

/** a ^ b: b a natural number; 0^0 is TLC's error. */
export function power(a: Value, b: Value): number {
  const base = requireInteger(a, '^');
  const exponent = requireInteger(b, '^');
  if (exponent < 0) throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR, ['second', '^', 'natural number', String(exponent)]);
  if (exponent === 0) {
    if (base === 0) throw evalError(EC.TLC_MODULE_NULL_POWER_NULL);
    return 1;
  }
  let result = base;
  for (let step = 1; step < exponent; step++) {
    result *= base;
    if (result < MIN || result > MAX) overflow(`${base}^${exponent}`);
  }
  return result;
}

/** The comparison's error for an argument that is no integer (TLC_MODULE_ARGUMENT_ERROR_AN). */
function notAnInteger(position: 'first' | 'second', operator: string, value: Value): never {
  throw evalError(EC.TLC_MODULE_ARGUMENT_ERROR_AN, [position, operator, 'integer', printValue(value)]);
}

function compared(a: Value, b: Value, operator: string): void {
  if (typeof a !== 'number') notAnInteger('first', operator, a);
  if (typeof b !== 'number') notAnInteger('second', operator, b);
}

/** a < b */
export function lessThan(a: Value, b: Value): boolean {
  compared(a, b, '<');
  return (a as number) < (b as number);
}

/** a <= b (\leq) */
export function atMost(a: Value, b: Value): boolean {
  compared(a, b, '<=');
  return (a as number) <= (b as number);
}

/** a > b */
export function greaterThan(a: Value, b: Value): boolean {
  compared(a, b, '>');
  return (a as number) > (b as number);
}

/** a >= b (\geq) */
export function atLeast(a: Value, b: Value): boolean {
  compared(a, b, '>=');
  return (a as number) >= (b as number);
}

/** a >= b as Naturals.GEQ reports a wrong argument: as `>`. */
export function atLeastNaturals(a: Value, b: Value): boolean {
  compared(a, b, '>');
  return (a as number) >= (b as number);
}
