/**
 * EXCEPT (TLC's Tool, OPCODE_exc): `[f EXCEPT ![a][b] = v]` is f with the
 * value at the path replaced. TLC first reads the value at the path (what `@`
 * stands for, Value.select); when the path leaves a domain it prints a
 * warning (TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD) and leaves f as it was,
 * without evaluating v. A record's field is the path step `"name"` (`!.name`).
 */
import { isKeyed } from './conversions.js';
import { EC, tlcFailure, warn } from './errors.js';
import { select } from './functions.js';
import { printValue } from './print.js';
import { FcnValue, RecordValue, TAG_FUNCTION, TAG_RECORD, type Value } from './value.js';

/** Value.select(path): the value at the path, or undefined when it leaves a domain (TLC's error at a step that is no function). */
export function selectPath(f: Value, path: readonly Value[]): Value | undefined {
  let value: Value | undefined = f;
  for (const key of path) {
    if (!Array.isArray(value) && !isKeyed(value))
      throw tlcFailure(`Attempted to apply EXCEPT construct to the value ${printValue(value)}.`);
    value = select(value as Value, key);
    if (value === undefined) return undefined;
  }
  return value;
}

/** The warning TLC prints when an EXCEPT's path leaves a domain; `location` is where the EXCEPT is. */
export function warnExceptMissed(location = ''): void {
  warn(EC.TLC_EXCEPT_APPLIED_TO_UNKNOWN_FIELD, [location]);
}

/** f with the value at key `key` (already known to be in its domain, at position `index`) replaced. */
function replaced(f: Value, key: Value, value: Value): Value {
  if (Array.isArray(f)) {
    const copy = (f as readonly Value[]).slice();
    copy[(key as number) - 1] = value;
    return copy;
  }
  const keyed = f as FcnValue | RecordValue;
  const index = keyed.tag === TAG_FUNCTION ? keyed.domain.indexOf(key) : keyed.shape.indexOf(key);
  const values = keyed.values.slice();
  values[index] = value;
  return keyed.tag === TAG_FUNCTION ? new FcnValue(keyed.domain, values) : new RecordValue(keyed.shape, values);
}

/** `[f EXCEPT ![key] = value]`; f itself, and TLC's warning, when key is not in f's domain. */
export function exceptAt(f: Value, key: Value, value: Value, location?: string): Value {
  if (Array.isArray(f) && typeof key === 'number') {
    const tuple = f as readonly Value[];
    if (key >= 1 && key <= tuple.length) {
      const copy = tuple.slice();
      copy[key - 1] = value;
      return copy;
    }
  }
  if (typeof f === 'object' && !Array.isArray(f) && isKeyed(f)) {
    const index =
      f.tag === TAG_FUNCTION ? f.domain.indexOf(key) : f.tag === TAG_RECORD && typeof key === 'string' ? f.shape.indexOf(key) : -2;
    if (index >= 0) {
      const values = f.values.slice();
      values[index] = value;
      return f.tag === TAG_FUNCTION ? new FcnValue(f.domain, values) : new RecordValue(f.shape, values);
    }
  }
  if (selectPath(f, [key]) === undefined) {
    warnExceptMissed(location);
    return f;
  }
  return replaced(f, key, value);
}

/** `[f EXCEPT ![k1][k2]... = value]`; f itself, and TLC's warning, when the path leaves a domain. */
export function exceptPath(f: Value, path: readonly Value[], value: Value, location?: string): Value {
  return exceptWith(f, path, () => value, location);
}

/** `[f EXCEPT ![k1]... = e(@)]`: `update` gets the value at the path (`@`) and is not called when the path leaves a domain. */
export function exceptWith(f: Value, path: readonly Value[], update: (at: Value) => Value, location?: string): Value {
  const at = selectPath(f, path);
  if (at === undefined) {
    warnExceptMissed(location);
    return f;
  }
  return replacePath(f, path, 0, update(at));
}

function replacePath(f: Value, path: readonly Value[], depth: number, value: Value): Value {
  if (depth === path.length) return value;
  const key = path[depth] as Value;
  return replaced(f, key, replacePath(select(f, key) as Value, path, depth + 1, value));
}
