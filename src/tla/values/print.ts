/**
 * TLC's printing of values, through the engine's TlaValue and its printer:
 * `valueToString` is TLC's Value.toString (one line: ToString, TLC's messages
 * that print a value bare), `printValue` is TLC's Values.ppr (wrapped at 80
 * columns: traces, Print, most error messages).
 */
import type { TlaValue } from '../../engine/trace/tla-value.js';
import { printTlaValue, printTlaValueOnOneLine } from '../../engine/trace/tla-value-printer.js';
import { TAG_FUNCTION, TAG_LAZY_SET, TAG_MODEL_VALUE, TAG_RECORD, TAG_SET, type LazySet, type ObjectValue, type Value } from './value.js';

/** The value as the engine's TlaValue, sets and domains in TLC's order (`ordered`), lazy sets as TLC prints them. */
export function toTla(value: Value): TlaValue {
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value as readonly Value[]).map(toTla);
  const object = value as ObjectValue;
  switch (object.tag) {
    case TAG_MODEL_VALUE:
      return { kind: 'model-value', name: object.name };
    case TAG_RECORD: {
      const fields: Record<string, TlaValue> = {};
      object.shape.keys.forEach((name, index) => {
        Object.defineProperty(fields, name as string, { value: toTla(object.values[index] as Value), enumerable: true });
      });
      return { kind: 'record', fields };
    }
    case TAG_FUNCTION:
      return {
        kind: 'function',
        entries: object.domain.keys.map((key, index) => [toTla(key), toTla(object.values[index] as Value)] as const),
        ordered: true,
      };
    case TAG_SET:
      return { kind: 'set', elements: object.elements.map(toTla), ordered: true };
    case TAG_LAZY_SET:
      return lazySetToTla(object);
  }
}

/** TLC prints most lazy sets by their elements (TLCGlobals.expand); an interval, Nat or a large SUBSET by its notation. */
function lazySetToTla(set: LazySet): TlaValue {
  const notation = set.notation();
  if (notation === undefined) return { kind: 'set', elements: (set.toSetValue()?.elements ?? []).map(toTla), ordered: true };
  return { kind: 'set', elements: (set.cheapElements() ?? []).map(toTla), ordered: true, notation };
}

/** TLC's Value.toString: the value on one line. */
export function valueToString(value: Value): string {
  return printTlaValueOnOneLine(toTla(value));
}

/** TLC's Values.ppr: the value, broken over lines past 80 columns as TLC's pretty printer does. */
export function printValue(value: Value): string {
  return printTlaValue(toTla(value));
}
