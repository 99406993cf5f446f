/**
 * TLC's `-dumpTrace json` format:
 * `{"counterexample":{"action":[[[i,state],{"name":..,"location":{..}},[i+1,state]],...],"state":[[1,state],...]},"vars":[...]}`.
 * In a state, tuples are arrays and functions over Deeds or Streets are objects keyed by the number.
 * The variable orders and the actions' names and locations are the spec's (tlc-trace-form.ts).
 */
import { isTlaFunction, isTlaRecord, isTlaSet, tlaFunction, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import type { ShownTrace } from '../engine/trace/shown-trace.js';
import { inOrder, type TlcTraceForm } from './tlc-trace-form.js';
import { printTlaValueOnOneLine } from './value-printer.js';
import { excerpt } from '../input/quote.js';

type JsonValue = number | string | boolean | JsonValue[] | { [key: string]: JsonValue };

/**
 * The trace as TLC writes it with `-dumpTrace json`, with the spec's orders
 * and actions (`form`). A lasso's last action goes from the last state back
 * to the state where the loop starts (to the last state itself when it
 * stutters), as TLC writes it.
 */
export function toTlcTraceJson(trace: ShownTrace, form: TlcTraceForm): object {
  const states = trace.steps.map((step, index): [number, Record<string, JsonValue>] => [
    index + 1,
    stateToJson(step.state, form.printOrder),
  ]);
  const actions = states.slice(1).map((after, index) => [states[index], form.actionOf(trace.steps[index + 1]?.action ?? null), after]);
  const last = states[states.length - 1];
  const back = trace.loop === undefined ? undefined : states[trace.loop.start];
  if (last !== undefined && back !== undefined) actions.push([last, form.actionOf(trace.loop?.action ?? null), back]);
  return { counterexample: { action: actions, state: states }, vars: inOrder(form.jsonVarsOrder, trace.variableNames) };
}

/**
 * Where a `-dumpTrace json` lasso loops: the index of the state its last
 * action goes back to (an action whose target number is not above its
 * source's), or null for a plain trace.
 */
export function loopOfTlcTraceJson(json: unknown): number | null {
  const counterexample = isPlainObject(json) ? json['counterexample'] : undefined;
  const actions = isPlainObject(counterexample) ? counterexample['action'] : undefined;
  if (!Array.isArray(actions)) return null;
  for (const step of actions) {
    if (!Array.isArray(step) || step.length !== 3 || !Array.isArray(step[0]) || !Array.isArray(step[2])) continue;
    const from: unknown = step[0][0];
    const to: unknown = step[2][0];
    if (typeof from === 'number' && typeof to === 'number' && to <= from) return to - 1;
  }
  return null;
}

/**
 * The states of a `-dumpTrace json` file, in trace order. Throws on anything
 * not of that shape: states not numbered 1 to n once each, or an `action`
 * list that contradicts the `state` list (see checkActions).
 */
export function fromTlcTraceJson(json: unknown): TlaState[] {
  const counterexample = isPlainObject(json) ? json['counterexample'] : undefined;
  const stateList = isPlainObject(counterexample) ? counterexample['state'] : undefined;
  if (!Array.isArray(stateList)) throw new Error('Not a TLC JSON trace: expected {"counterexample":{"state":[...]}}');
  const numbered = stateList.map((entry: unknown, position) => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'number' || !isPlainObject(entry[1])) {
      throw new Error(`Not a TLC JSON trace: state entry ${position} is not [number, {variables}]`);
    }
    return { number: entry[0], variables: entry[1], position };
  });
  const sorted = [...numbered].sort((a, b) => a.number - b.number);
  sorted.forEach((entry, index) => {
    if (entry.number === index + 1) return;
    const twice = sorted[index - 1]?.number === entry.number;
    throw new Error(
      `Not a TLC JSON trace: ` +
        (twice
          ? `state ${entry.number} is given twice (state entries ${sorted[index - 1]!.position} and ${entry.position})`
          : `the states are not numbered 1 to ${sorted.length} (state ${index + 1} ` +
            `is missing, ${excerpt(String(entry.number), 20)} is there)`),
    );
  });
  checkActions(
    isPlainObject(counterexample) ? counterexample['action'] : undefined,
    sorted.map((entry) => entry.variables),
  );
  return sorted.map((entry) => stateFromJson(entry.variables));
}

/**
 * TLC's `action` list repeats each step's two states: step k goes from state
 * k to state k + 1, and a lasso's last step from the last state back to where
 * the loop starts. Throws when a step says otherwise, or its states are not
 * those of the `state` list, so that a file that contradicts itself is never
 * read one way and shown another.
 */
function checkActions(actions: unknown, states: readonly Record<string, unknown>[]): void {
  if (actions === undefined) return;
  const fail = (message: string): never => {
    throw new Error(`Not a TLC JSON trace: ${message}`);
  };
  if (!Array.isArray(actions)) fail('"action" is not a list of steps');
  const steps = actions as unknown[];
  steps.forEach((step, index) => {
    const ends = Array.isArray(step) && step.length === 3 ? [step[0], step[2]] : [];
    if (
      !ends.every((end) => Array.isArray(end) && end.length === 2 && typeof end[0] === 'number' && isPlainObject(end[1])) ||
      ends.length !== 2
    ) {
      fail(`action ${index + 1} is not [[number, {variables}], {name, location}, [number, {variables}]]`);
    }
    const [source, target] = ends as [[number, Record<string, unknown>], [number, Record<string, unknown>]];
    const [from, to] = [source[0], target[0]];
    const backToLoop = index === steps.length - 1 && from === states.length && to >= 1 && to <= from;
    if (from !== index + 1 || (to !== index + 2 && !backToLoop)) {
      fail(
        `action ${index + 1} goes from state ${excerpt(String(from), 20)} to state ${excerpt(String(to), 20)}; ` +
          `step ${index + 1} goes from state ${index + 1} to state ${index + 2} (or, last in a lasso, back to an earlier state)`,
      );
    }
    for (const [end, number] of [
      [source, from],
      [target, to],
    ] as const) {
      if (!sameJson(end[1], states[number - 1])) fail(`action ${index + 1} gives state ${number} other values than the state list does`);
    }
  });
}

/** Whether two JSON values are equal, whatever the order of their objects' keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((element, index) => sameJson(element, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

/** Variables in TLC's print order, then any others in the state's own order. */
function stateToJson(state: TlaState, printOrder: readonly string[]): Record<string, JsonValue> {
  const names = inOrder(printOrder, Object.keys(state));
  const result: Record<string, JsonValue> = {};
  for (const name of names) result[name] = valueToJson(state[name] as TlaValue);
  return result;
}

function valueToJson(value: TlaValue): JsonValue {
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value as readonly TlaValue[]).map(valueToJson);
  if (isTlaFunction(value)) {
    // TLC writes a function over 1..n as a JSON array, like a tuple.
    const sorted = [...value.entries].sort(([a], [b]) => (typeof a === 'number' && typeof b === 'number' ? a - b : 0));
    if (sorted.length > 0 && sorted.every(([key], index) => key === index + 1)) return sorted.map(([, element]) => valueToJson(element));
    const result: Record<string, JsonValue> = {};
    for (const [key, element] of sorted) result[typeof key === 'string' ? key : printTlaValueOnOneLine(key)] = valueToJson(element);
    return result;
  }
  if (isTlaRecord(value)) {
    const result: Record<string, JsonValue> = {};
    for (const [field, element] of Object.entries(value.fields)) result[field] = valueToJson(element);
    return result;
  }
  if (isTlaSet(value)) return value.elements.map(valueToJson);
  throw new Error(`Not a TLA+ value: ${JSON.stringify(value)}`);
}

function stateFromJson(variables: Record<string, unknown>): TlaState {
  // fromEntries makes every name an own property, `__proto__` too
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, valueFromJson(value, excerpt(name, 40))]));
}

const INTEGER_KEY = /^-?\d+$/;

/** Arrays become tuples; objects keyed by integers become functions (keys ascending); other objects records. */
function valueFromJson(value: unknown, where: string): TlaValue {
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((element, index) => valueFromJson(element, `${where}[${index + 1}]`));
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.every((key) => INTEGER_KEY.test(key))) {
      const entries = keys.map((key) => [Number(key), valueFromJson(value[key], `${where}[${key}]`)] as const);
      return tlaFunction([...entries].sort(([a], [b]) => a - b));
    }
    const fields = Object.fromEntries(keys.map((key) => [key, valueFromJson(value[key], `${where}.${excerpt(key, 40)}`)]));
    return { kind: 'record', fields };
  }
  throw new Error(
    `Not a TLC JSON trace: ${excerpt(where, 120)} holds ${excerpt(JSON.stringify(value) ?? String(value))}, which is no TLA+ value`,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
