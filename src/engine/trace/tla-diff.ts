/**
 * What differs between two states of TLA+ values, entry by entry: inside
 * tuples of the same length, functions with the same domain and records with
 * the same fields; anything else is one change of the whole value.
 */
import { isTlaFunction, isTlaRecord, tlaEquals, type TlaState, type TlaValue } from './tla-value.js';

/** One variable, or one entry of it, that differs. */
export interface TlaChange {
  readonly variable: string;
  /** The keys from the variable down to the entry: tuple indexes (1-based), function arguments, record fields. */
  readonly keys: readonly TlaValue[];
  /** e.g. `money[1]`, `owner[3]`, `r.field`. */
  readonly path: string;
  readonly before: TlaValue;
  readonly after: TlaValue;
}

/** A key as it appears in a path: numbers and booleans as TLA+ writes them, strings quoted. */
function keyText(key: TlaValue): string {
  if (typeof key === 'number') return String(key);
  if (typeof key === 'boolean') return key ? 'TRUE' : 'FALSE';
  return JSON.stringify(key);
}

/** The changes between `before` and `after` over `names` (variables missing from either state are skipped). */
export function diffTlaStates(before: TlaState, after: TlaState, names: readonly string[]): TlaChange[] {
  const changes: TlaChange[] = [];
  for (const name of names) {
    const old = before[name];
    const current = after[name];
    if (old !== undefined && current !== undefined) collect(name, [], name, old, current, changes);
  }
  return changes;
}

/** The changes inside one variable's value. */
export function diffTlaValues(variable: string, before: TlaValue, after: TlaValue): TlaChange[] {
  const changes: TlaChange[] = [];
  collect(variable, [], variable, before, after, changes);
  return changes;
}

function collect(variable: string, keys: readonly TlaValue[], path: string, before: TlaValue, after: TlaValue, into: TlaChange[]): void {
  if (tlaEquals(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    const old = before as readonly TlaValue[];
    (after as readonly TlaValue[]).forEach((element, index) =>
      collect(variable, [...keys, index + 1], `${path}[${index + 1}]`, old[index] as TlaValue, element, into),
    );
    return;
  }
  if (isTlaFunction(before) && isTlaFunction(after) && before.entries.length === after.entries.length) {
    const pairs = after.entries.map(([key, value]) => {
      const old = before.entries.find(([oldKey]) => tlaEquals(oldKey, key));
      return old === undefined ? undefined : ([key, old[1], value] as const);
    });
    if (pairs.every((pair) => pair !== undefined)) {
      for (const pair of pairs) {
        const [key, old, value] = pair;
        collect(variable, [...keys, key], `${path}[${keyText(key)}]`, old, value, into);
      }
      return;
    }
  }
  if (isTlaRecord(before) && isTlaRecord(after)) {
    const fields = Object.keys(after.fields);
    if (fields.length === Object.keys(before.fields).length && fields.every((field) => field in before.fields)) {
      for (const field of fields) {
        collect(variable, [...keys, field], `${path}.${field}`, before.fields[field] as TlaValue, after.fields[field] as TlaValue, into);
      }
      return;
    }
  }
  into.push({ variable, keys, path, before, after });
}
