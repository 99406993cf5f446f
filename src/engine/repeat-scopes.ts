/**
 * Repeat scopes (StateSink.repeatScope) are numbered per thread, by every
 * sink that takes repeats, so that no two scopes ever share a number: a model
 * remembers what it learnt of a scope for as long as it lives, so a number
 * reused by another search with the same model would be answered with
 * another scope's states.
 */
let scopesInThread = 0;

/** A scope number never handed out before in this thread. */
export function newRepeatScope(): number {
  return ++scopesInThread;
}
