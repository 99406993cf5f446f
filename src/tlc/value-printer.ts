/**
 * Prints TLA+ states as TLC does, in the variable order given. The
 * values themselves are printed by engine/trace/tla-value-printer.ts.
 */
import type { TlaState, TlaValue } from '../engine/trace/tla-value.js';
import { printTlaValue } from '../engine/trace/tla-value-printer.js';

export { printTlaValue, printTlaValueOnOneLine } from '../engine/trace/tla-value-printer.js';

/** The `/\ name = value` lines TLC prints for a state, in the given variable order (no trailing newline). */
export function printTlaState(state: TlaState, variableOrder: readonly string[]): string {
  const missing = variableOrder.filter((name) => !(name in state));
  if (missing.length > 0) throw new Error(`State has no variable ${missing.join(', ')}; it has ${Object.keys(state).join(', ')}`);
  const extra = Object.keys(state).filter((name) => !variableOrder.includes(name));
  return [...variableOrder, ...extra].map((name) => `/\\ ${name} = ${printTlaValue(state[name] as TlaValue)}`).join('\n');
}
