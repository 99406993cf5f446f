/**
 * The one way a search for a witness (monopoly/witnesses.ts) gets its model:
 * the spec's model wrapped so that its one invariant is the witness's
 * `No<Name>`. A witness is a situation of the game, so the spec must hold
 * Monopoly's variables; `check --witness` and the explorer's "find from
 * here" both ask here.
 */
import type { Model } from '../../engine/model.js';
import { WitnessModel, type Witness } from '../../monopoly/witnesses.js';
import { requireMonopoly, type CheckableSpec } from './checkable-spec.js';

/**
 * What wraps a model `spec` created (the first, or one of a widened layout)
 * for the search of `witness`. Asks at once, before any search: throws
 * NotMonopolyError naming `what` when the spec has no Monopoly capability.
 */
export function witnessWrapper(spec: CheckableSpec, witness: Witness, what: string): (base: Model) => WitnessModel {
  const monopoly = requireMonopoly(spec, what);
  return (base) => new WitnessModel(monopoly.view(base), witness);
}
