/**
 * The Informal Trace Format (ITF) of Apalache and Quint:
 * `{"#meta": {...}, "vars": [...], "states": [{"#meta": {"index": 0}, "x": ...}, ...]}`.
 * Integers are `{"#bigint": "-12"}` (plain JSON numbers are read too), tuples
 * and sequences JSON arrays (`{"#tup": [...]}` is read too), sets
 * `{"#set": [...]}`, functions `{"#map": [[k, v], ...]}`, records objects.
 * monocheck puts each step's action in the state's `#meta` and what the last
 * state shows in the trace's `#meta`; Quint's `mbt::actionTaken` is read too.
 */
import type { ShownStep } from '../engine/trace/shown-trace.js';
import { isTlaFunction, isTlaRecord, isTlaSet, tlaFunction, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';
import { excerpt } from '../input/quote.js';

type Json = null | number | string | boolean | Json[] | { [key: string]: Json };

export interface ItfTrace {
  readonly variableNames: readonly string[];
  readonly states: readonly TlaState[];
  /** The action each state's `#meta` (or `mbt::actionTaken`) names, null for none. */
  readonly actions: readonly (string | null)[];
  /** What the last state shows, as ITF's `#meta` records it. */
  readonly outcome: ClaimedOutcome;
  /** For a lasso, ITF's `loop`: the index of the state the last one goes back to; null otherwise. */
  readonly loop: number | null;
}

const ITF_DESCRIPTION = 'https://apalache-mc.org/docs/adr/015adr-trace.html';
/** Variables Quint adds for model-based testing; not part of the spec's state. */
const QUINT_MBT_VARIABLES = ['mbt::actionTaken', 'mbt::nondetPicks'];

/** An ITF trace as a JSON-ready object. */
export interface ItfDocument {
  readonly '#meta': Record<string, unknown>;
  readonly vars: readonly string[];
  readonly states: readonly Record<string, unknown>[];
  /** For a lasso: the index of the state the last one goes back to (the last one itself when it stutters). */
  readonly loop?: number;
}

export function toItf(
  variableNames: readonly string[],
  steps: readonly ShownStep[],
  outcome: ClaimedOutcome,
  source: string,
  loop?: number,
): ItfDocument {
  const meta: Record<string, Json> = { format: 'ITF', 'format-description': ITF_DESCRIPTION, source, description: 'Created by monocheck' };
  if (outcome.kind === 'invariant') meta['violation'] = { kind: 'invariant', invariant: outcome.invariant };
  if (outcome.kind === 'deadlock') meta['violation'] = { kind: 'deadlock' };
  if (outcome.kind === 'property') meta['violation'] = { kind: 'property', property: outcome.property };
  const states = steps.map((step, index) => {
    const state: Record<string, Json> = { '#meta': { index, ...(step.action !== null && { action: step.action }), label: step.label } };
    for (const name of variableNames) if (name in step.state) state[name] = valueToItf(step.state[name] as TlaValue);
    return state;
  });
  return { '#meta': meta, vars: [...variableNames], states, ...(loop !== undefined && { loop }) };
}

export function valueToItf(value: TlaValue): Json {
  if (typeof value === 'number') return { '#bigint': String(value) };
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value as readonly TlaValue[]).map(valueToItf);
  if (isTlaFunction(value)) return { '#map': value.entries.map(([key, element]) => [valueToItf(key), valueToItf(element)]) };
  if (isTlaRecord(value)) return Object.fromEntries(Object.entries(value.fields).map(([field, element]) => [field, valueToItf(element)]));
  if (isTlaSet(value)) return { '#set': value.elements.map(valueToItf) };
  throw new Error(`Not a TLA+ value: ${JSON.stringify(value)}`);
}

/** True when `json` looks like an ITF trace (a `states` array of objects). */
export function isItf(json: unknown): boolean {
  return isObject(json) && Array.isArray(json['states']) && !('counterexample' in json);
}

/** Reads an ITF trace; throws an Error naming the first thing that is not ITF. */
export function fromItf(json: unknown): ItfTrace {
  if (!isObject(json) || !Array.isArray(json['states'])) throw new Error('Not an ITF trace: expected {"vars": [...], "states": [...]}');
  const declared = Array.isArray(json['vars'])
    ? (json['vars'] as unknown[]).filter((name): name is string => typeof name === 'string')
    : null;
  const actions: (string | null)[] = [];
  const states = (json['states'] as unknown[]).map((entry, index) => {
    if (!isObject(entry)) throw new Error(`Not an ITF trace: state ${index} is not an object`);
    const meta = isObject(entry['#meta']) ? entry['#meta'] : {};
    const taken =
      typeof meta['action'] === 'string'
        ? meta['action']
        : typeof entry['mbt::actionTaken'] === 'string'
          ? entry['mbt::actionTaken']
          : null;
    // a name from the file is shown back: at most an excerpt, escaped
    actions.push(taken === null || taken === '' || taken === 'init' ? null : excerpt(taken));
    const variables = Object.entries(entry).filter(([name]) => name !== '#meta' && !QUINT_MBT_VARIABLES.includes(name));
    // fromEntries makes every name an own property, `__proto__` too
    return Object.fromEntries(variables.map(([name, value]) => [name, valueFromItf(value, `state ${index}, ${excerpt(name, 40)}`)]));
  });
  const variableNames = (declared ?? Object.keys(states[0] ?? {})).filter((name) => !QUINT_MBT_VARIABLES.includes(name));
  const loop = json['loop'];
  return {
    variableNames,
    states,
    actions,
    outcome: outcomeOf(json['#meta']),
    loop: typeof loop === 'number' && Number.isInteger(loop) && loop >= 0 && loop < states.length ? loop : null,
  };
}

function outcomeOf(meta: unknown): ClaimedOutcome {
  const violation = isObject(meta) ? meta['violation'] : undefined;
  if (isObject(violation) && violation['kind'] === 'invariant' && typeof violation['invariant'] === 'string')
    return { kind: 'invariant', invariant: excerpt(violation['invariant']) };
  if (isObject(violation) && violation['kind'] === 'deadlock') return { kind: 'deadlock' };
  if (isObject(violation) && violation['kind'] === 'property' && typeof violation['property'] === 'string')
    return { kind: 'property', property: excerpt(violation['property']) };
  return { kind: 'none' };
}

export function valueFromItf(value: unknown, where: string): TlaValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new Error(`Not an ITF trace: ${excerpt(where, 120)} holds ${value}, which is no integer monocheck can hold`);
    return value;
  }
  if (Array.isArray(value)) return value.map((element, index) => valueFromItf(element, `${where}[${index + 1}]`));
  if (!isObject(value)) throw new Error(`Not an ITF trace: ${excerpt(where, 120)} holds ${shown(value)}`);
  if ('#bigint' in value) {
    const digits = value['#bigint'];
    if (typeof digits !== 'string' || !/^-?\d+$/.test(digits) || !Number.isSafeInteger(Number(digits))) {
      throw new Error(`Not an ITF trace: ${excerpt(where, 120)} holds the integer ${shown(digits)}, which monocheck cannot hold`);
    }
    return Number(digits);
  }
  if ('#tup' in value) return listOf(value['#tup'], where).map((element, index) => valueFromItf(element, `${where}[${index + 1}]`));
  if ('#set' in value) return { kind: 'set', elements: listOf(value['#set'], where).map((element) => valueFromItf(element, where)) };
  if ('#map' in value) {
    const entries = listOf(value['#map'], where).map((pair) => {
      if (!Array.isArray(pair) || pair.length !== 2)
        throw new Error(`Not an ITF trace: ${excerpt(where, 120)} has a #map entry that is not a [key, value] pair`);
      return [valueFromItf(pair[0], where), valueFromItf(pair[1], where)] as const;
    });
    return tlaFunction(entries);
  }
  if ('#unserializable' in value)
    throw new Error(`Not readable: ${excerpt(where, 120)} holds an unserializable value ${shown(value['#unserializable'])}`);
  const fields = Object.fromEntries(
    Object.entries(value).map(([field, element]) => [field, valueFromItf(element, `${where}.${excerpt(field, 40)}`)]),
  );
  return { kind: 'record', fields };
}

function listOf(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`Not an ITF trace: ${excerpt(where, 120)} holds a tagged value whose content is not a list`);
  return value;
}

/** A JSON value of the file as a message quotes it: an excerpt. */
function shown(value: unknown): string {
  return excerpt(JSON.stringify(value) ?? String(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
