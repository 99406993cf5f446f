/**
 * TLC's -difftrace: a state of a behaviour printed as only the variables
 * whose values differ from another state's. Which other state is TLC's own
 * rule (tlc2/tool/TLCTrace.printTrace and StatePrinter at cc6b616cf), which
 * is not always the state before, and these bases reproduce it; checked
 * against TLC's own -difftrace runs in test/fixtures/tlc/modes.
 */
import { tlaEquals, type TlaState, type TlaValue } from '../engine/trace/tla-value.js';
import { printTlaValue } from './value-printer.js';

/**
 * How a behaviour ends, which decides TLC's bases: at a successor (`s2`: an
 * invariant violated by a successor, or one whose invariants could not be
 * evaluated), at a state (`s1`: a deadlock, or a failure while computing the
 * successors of the last state), or as a lasso (liveness: every state in full).
 */
export type TraceEnding = 'successor' | 'state' | 'lasso';

/**
 * For each state of a behaviour of `length` states, the index of the state TLC
 * prints it as a difference from, or null when TLC prints it in full. TLC
 * prints the behaviour up to the state before the last two with each state
 * diffed against the one before it; then it forgets to move its base: the
 * second-to-last state of a behaviour ending at a successor is diffed against
 * the state three before the end, and the last state of every behaviour is
 * printed in full. When the successor's parent is the initial state, TLC
 * diffs the initial state against itself (printing no variable) and the
 * successor against it.
 */
export function tlcDiffBases(length: number, ending: TraceEnding): (number | null)[] {
  const previous = (index: number) => (index === 0 ? null : index - 1);
  if (ending === 'lasso') return new Array<number | null>(length).fill(null);
  if (ending === 'state') return Array.from({ length }, (_, index) => (index === length - 1 ? null : previous(index)));
  if (length === 2) return [0, 0];
  return Array.from({ length }, (_, index) => {
    if (index === length - 1) return null;
    if (index === length - 2) return length >= 4 ? length - 4 : null;
    return previous(index);
  });
}

/** The `/\ name = value` lines of the variables of `state` (in `order`) whose values differ from `base`'s; '' when none do. */
export function printTlaStateDifference(state: TlaState, base: TlaState, order: readonly string[]): string {
  return order
    .filter((name) => !tlaEquals(state[name] as TlaValue, base[name] as TlaValue))
    .map((name) => `/\\ ${name} = ${printTlaValue(state[name] as TlaValue)}`)
    .join('\n');
}
