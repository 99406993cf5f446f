/**
 * monocheck's one wording of what a behaviour's last state shows: the
 * verdict of `check`'s summary, the heading of the board viewer and the
 * claim of a trace in the explorer. TLC's own wording (`Error: Deadlock
 * reached.`, `Temporal property P was violated.`) is a second rendering, in
 * tlc/tlc-text-trace.ts and report/tlc-format.ts, which must stay TLC's.
 */
import type { ClaimedOutcome } from '../engine/trace/validate-trace.js';

/** A claim that something is violated. */
type Violation = Exclude<ClaimedOutcome, { readonly kind: 'none' }>;

/**
 * `Invariant TurnValid is violated`, `Deadlock reached: <lastState> has no
 * successor`, `Temporal property P is violated` (no full stop). `lastState`
 * names the deadlocked state.
 */
export function violationSentence(claim: Violation, lastState = 'this state'): string {
  switch (claim.kind) {
    case 'invariant':
      return `Invariant ${claim.invariant} is violated`;
    case 'deadlock':
      return `Deadlock reached: ${lastState} has no successor`;
    case 'property':
      return `Temporal property ${claim.property} is violated`;
  }
}

/** violationSentence of a claim, null when nothing is claimed. */
export function describeClaim(claim: ClaimedOutcome): string | null {
  return claim.kind === 'none' ? null : violationSentence(claim);
}
