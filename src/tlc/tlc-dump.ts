/**
 * TLC's -dump file (tlc2/util/StateWriter): every distinct state in the
 * order TLC finds them, `State k:` then the state's `/\ name = value` lines
 * and a blank line.
 */
import type { TlaState } from '../engine/trace/tla-value.js';
import { printTlaState } from './value-printer.js';

/** State `number` (from 1) of a -dump file, in the variable order `order`, ending in its blank line. */
export function renderDumpedState(number: number, state: TlaState, order: readonly string[]): string {
  return `State ${number}:\n${printTlaState(state, order)}\n\n`;
}
