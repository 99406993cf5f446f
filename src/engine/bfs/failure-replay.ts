/**
 * What TLC does after an invariant that cannot be evaluated
 * (docs/tlc-semantics-probes.md, section 4): once its workers stop, it
 * expands the failing state's parent again with a fresh worker whose
 * generated states are not counted, and each later successor of that parent
 * that is in the model and new joins the fingerprint set (one more distinct
 * state) and, if it passes the invariants, the queue; it stops at the first
 * whose invariants cannot be evaluated either. Its final counts include
 * them, so a search that must print TLC's counts does the same.
 */
import { modelFailure, type Model, type ModelFailure, type StateSink } from '../model.js';
import { Fingerprinter } from '../tables/fingerprint.js';
import type { StateRun } from './state-buffer.js';

export interface ReplayOutcome {
  /** Successors that joined the fingerprint set. */
  readonly distinct: number;
  /** Those of them that passed the invariants (queued). */
  readonly queued: number;
  /** The failure that stopped the replay, if one did. */
  readonly failure: ModelFailure | null;
}

export interface ReplayInput {
  readonly model: Model;
  /** The level being expanded, and the parent's index in it. */
  readonly frontier: StateRun;
  readonly parent: number;
  /** The position of the failing successor among the parent's successors (the replay counts only those after it). */
  readonly failingPosition: number;
  /** The BFS level of the parent's successors. */
  readonly childLevel: number;
  readonly invariants: Int32Array;
  readonly constraints: Int32Array;
  readonly width: number;
  /** Whether the search's fingerprint set holds this fingerprint (`width` words at `words[from..]`). */
  contains(words: Uint32Array, from: number): boolean;
}

export function replayAfterInvariantFailure(input: ReplayInput): ReplayOutcome {
  const { model, invariants, constraints } = input;
  const fingerprinter = new Fingerprinter(model.stateBytes, input.width);
  const seen = new Set<string>();
  let position = 0;
  let distinct = 0;
  let queued = 0;
  let failure: ModelFailure | null = null;
  const sink: StateSink = {
    target: fingerprinter.bytes,
    targetOffset: fingerprinter.scratchOffset,
    emit(): boolean {
      const at = position++;
      if (at <= input.failingPosition) return true;
      const memory = fingerprinter.bytes;
      const offset = fingerprinter.scratchOffset;
      try {
        if (model.firstViolatedConstraint(memory, offset, input.childLevel, constraints) >= 0) return true;
        fingerprinter.hash(offset, model.stateBytes);
        const key = Array.from(fingerprinter.fingerprint).join(',');
        if (seen.has(key) || input.contains(fingerprinter.fingerprint, 0)) return true;
        seen.add(key);
        distinct++;
        if (model.firstViolatedInvariant(memory, offset, invariants) < 0) queued++;
        return true;
      } catch (error) {
        failure = modelFailure(error, 'invariant');
        return false;
      }
    },
  };
  try {
    const { frontier, parent } = input;
    const chunk = Math.floor(parent / frontier.chunkStates);
    model.successors(frontier.chunk(chunk), (parent - chunk * frontier.chunkStates) * frontier.stride, sink);
  } catch (error) {
    failure ??= modelFailure(error, 'successors');
  }
  return { distinct, queued, failure };
}
