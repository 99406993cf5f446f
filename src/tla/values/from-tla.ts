/**
 * The engine's TlaValue back to a runtime value (toTla, in print.ts, is the
 * other way): what a trace file or TLC's printed value turns into when the
 * compiled model reads it.
 */
import { isTlaFunction, isTlaModelValue, isTlaRecord, isTlaSet, type TlaValue } from '../../engine/trace/tla-value.js';
import { functionFromPairs } from './functions.js';
import { INT, NAT, STRING } from './infinite-sets.js';
import { setOf } from './normalize.js';
import { makeRecord } from './records.js';
import { stringToken } from './string-order.js';
import { ModelValue, type Value } from './value.js';

const NAMED_SETS: Readonly<Record<string, Value>> = { Nat: NAT, Int: INT, STRING };

export function fromTla(value: TlaValue): Value {
  if (typeof value === 'string') {
    stringToken(value);
    return value;
  }
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value as readonly TlaValue[]).map(fromTla);
  if (isTlaModelValue(value)) return ModelValue.of(value.name);
  if (isTlaRecord(value)) {
    const names = Object.keys(value.fields);
    return makeRecord(
      names,
      names.map((name) => fromTla(value.fields[name] as TlaValue)),
    );
  }
  if (isTlaFunction(value)) {
    return functionFromPairs(
      value.entries.map(([key]) => fromTla(key)),
      value.entries.map(([, entry]) => fromTla(entry)),
    );
  }
  if (isTlaSet(value)) {
    const named = value.notation === undefined ? undefined : NAMED_SETS[value.notation];
    if (named !== undefined && value.elements.length === 0) return named;
    return setOf(value.elements.map(fromTla));
  }
  throw new Error(`not a TLA+ value: ${JSON.stringify(value)}`);
}
