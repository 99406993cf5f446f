/**
 * An optional capability of a model, which the engine uses when a model
 * offers it: successors that stand for states already handed over instead of
 * writing them again (a repeat). Monopoly's RollAndMove has the same
 * successors from two states that differ only in the dice; the transcription
 * (monopoly/repeated-rolls.ts) and the compiled model (tla/repeat-cache.ts)
 * hand the second state's successors over as a repeat of the first's. A model
 * without it implements `Model.successors` and nothing here.
 */
import type { Model, StateSink } from './model.js';

/**
 * A sink that takes repeats, within one scope: a model that knows the next
 * `count` states of an enumeration are, in order, the same states an earlier
 * enumeration of that scope emitted by the same action may call
 * `repeat(actionId, count, origin)` instead of writing and emitting them.
 * A scope changes between two enumerations only, and a scope number once left
 * is never used again (a model may remember what it learnt of a scope for as
 * long as it lives, through later searches: see newRepeatScope).
 */
export interface RepeatSink extends StateSink {
  /** The scope, 0 or more. */
  readonly repeatScope: number;
  /**
   * The number the sink gives the enumeration under way (unique within a
   * scope), or -1 when it needs no origin. A model that repeats the states of
   * an earlier enumeration passes that enumeration's number to `repeat`, so a
   * sink that must know which states they are (the liveness graph, for its
   * edges) can look them up.
   */
  readonly enumeration: number;
  /**
   * Stands for `count` emits by action `actionId` of states already handed
   * over in this scope, those emitted by that action in enumeration `origin`
   * (-1 if the sink gave it none); a model repeats only states that differ
   * from the state being expanded. False stops the enumeration.
   */
  repeat(actionId: number, count: number, origin: number): boolean;
}

/** A model that offers repeats. */
export interface RepeatingModel extends Model {
  /** As `successors`, the same states in the same order, into a sink that takes repeats. */
  successorsWithRepeats(source: Uint8Array, sourceOffset: number, sink: RepeatSink): boolean;
}

/** Whether the model offers repeats (the engine asks before it hands a model a RepeatSink). */
export function offersRepeats(model: Model): model is RepeatingModel {
  return typeof (model as Partial<RepeatingModel>).successorsWithRepeats === 'function';
}

/**
 * Repeat scopes are numbered per thread, by every sink that takes repeats,
 * so that no two scopes ever share a number: a model remembers what it learnt
 * of a scope for as long as it lives, so a number reused by another search
 * with the same model would be answered with another scope's states.
 */
let scopesInThread = 0;

/** A scope number never handed out before in this thread. */
export function newRepeatScope(): number {
  return ++scopesInThread;
}
