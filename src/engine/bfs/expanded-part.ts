/**
 * What an expander (expander.ts) produces and takes: the parts of a slice
 * it expanded, the event that ended one, what it does beyond TLC's plain
 * search, and how a slice's parents are handed out.
 */
import type { ModelFailure } from '../model.js';
import type { OutOfModelViolation } from './violation-log.js';

/**
 * A run of consecutive parents one expander expanded into a stretch of its
 * batch: candidates `start` .. `end - 1`, `emitted` states (in-model or not,
 * up to its event), the first `emittedStart` of the expander's count before
 * it (the batch's `emittedBefore` counts from the slice's start), and the
 * event that ended it, whose `emittedBefore` counts from the part's start.
 */
export interface ExpandedPart {
  /** The part's place in the slice: parts of a slice concatenated by `order` give TLC's enumeration order. */
  readonly order: number;
  readonly start: number;
  readonly end: number;
  readonly emittedStart: number;
  readonly emitted: number;
  readonly event: ExpansionEvent | null;
  /** With `continues`: the out-of-model states of this part that violate invariants, in enumeration order. */
  readonly violations?: readonly OutOfModelViolation[];
  /** With `recordsSteps`: every step of this part to an in-model state, in enumeration order (see STEP_FIELDS). */
  readonly steps?: readonly number[];
}

/**
 * A recorded step is STEP_FIELDS numbers, its parent (within the level),
 * how many states the batch emitted before it and its action, then the
 * fingerprint of the state it reaches (`width` words).
 */
export const STEP_FIELDS = 3;

/** What an expansion does beyond TLC's plain search. */
export interface ExpansionModes {
  /** Go on past invariant violations (TLC's -continue): see OutOfModelViolation. */
  readonly continues: boolean;
  /** Record every step to an in-model state, duplicates included (for the state graph, TLC's -dump dot). */
  readonly recordsSteps: boolean;
}

export const PLAIN_EXPANSION: ExpansionModes = { continues: false, recordsSteps: false };

/** Where a slice's parents are, and how they are handed out in chunks of `chunkParents` (see `expandClaimed`). */
export interface SliceChunks {
  readonly first: number;
  readonly count: number;
  readonly chunkParents: number;
}

/** What stopped an expansion early, positioned in enumeration order. */
export type ExpansionEvent =
  | {
      readonly kind: 'invariant';
      readonly invariantId: number;
      readonly parent: number;
      readonly position: number;
      readonly emittedBefore: number;
    }
  | { readonly kind: 'deadlock'; readonly parent: number; readonly emittedBefore: number }
  /**
   * The model threw: while expanding `parent` (position: the successors
   * emitted before), or checking its successor at `position` (`inModel`:
   * that successor satisfied the constraints, so TLC had put it in its
   * fingerprint set before checking it).
   */
  | {
      readonly kind: 'failure';
      readonly failure: ModelFailure;
      readonly parent: number;
      readonly position: number;
      readonly emittedBefore: number;
      readonly inModel?: boolean;
    };
