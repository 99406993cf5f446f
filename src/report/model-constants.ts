/**
 * A model's constants as every output shows them: named TLA+ values in the
 * model file's order (`N = 2, StartMoney = 1500, ...` in the text, an object
 * in JSON), whatever the spec. The spec gives them (runs/spec/).
 */
import type { TlaValue } from '../engine/trace/tla-value.js';
import { printTlaValueOnOneLine } from '../tlc/value-printer.js';

export interface ModelConstant {
  readonly name: string;
  readonly value: TlaValue;
  /** What the value means when that is not plain, shown after the list in a summary: `no depth bound` for MaxDepth = 0. */
  readonly note?: string;
}

/** `N = 2, StartMoney = 1500, MaxMoney = 3000, MaxDepth = 10`; `no constants` for none. */
export function constantsText(constants: readonly ModelConstant[]): string {
  if (constants.length === 0) return 'no constants';
  return constants.map(({ name, value }) => `${name} = ${printTlaValueOnOneLine(value)}`).join(', ');
}

/** constantsText with the notes after it: `..., MaxDepth = 0 (no depth bound)`. */
export function constantsTextWithNotes(constants: readonly ModelConstant[]): string {
  const notes = constants.flatMap((constant) => (constant.note === undefined ? [] : [constant.note]));
  return `${constantsText(constants)}${notes.length === 0 ? '' : ` (${notes.join('; ')})`}`;
}

/** The constants as one JSON object in their order: integers and booleans as JSON, any other value as TLC prints it. */
export function constantsJson(constants: readonly ModelConstant[]): Record<string, number | boolean | string> {
  const json: Record<string, number | boolean | string> = {};
  for (const { name, value } of constants)
    json[name] = typeof value === 'number' || typeof value === 'boolean' ? value : printTlaValueOnOneLine(value);
  return json;
}
