/**
 * Temporal properties and fairness as the engine sees them: formulas of
 * linear-time temporal logic without the next-step operator (TLA+'s [], <>,
 * ~> and the boolean connectives) over named state predicates, and weak or
 * strong fairness of a set of the model's actions or of the whole next-state
 * relation. The engine knows nothing of what a predicate means; a model's
 * transcription builds these from its own predicates.
 */

/**
 * A named predicate on a packed state (a PackedStatePredicate with its name): TLA+'s state-level formula, e.g. `Cardinality(Active) <= 1`.
 */
export interface StatePredicate {
  /**
   * How the formula is written (`Cardinality(Active) <= 1`, `inJail[1]`): it
   * names the predicate, so two predicates of one name must be the same.
   */
  readonly name: string;
  holds(state: Uint8Array, offset: number): boolean;
}

export type TemporalFormula =
  | { readonly op: 'state'; readonly predicate: StatePredicate }
  | { readonly op: 'true' | 'false' }
  | { readonly op: 'not'; readonly arg: TemporalFormula }
  | { readonly op: 'and' | 'or'; readonly args: readonly TemporalFormula[] }
  | { readonly op: 'implies' | 'leadsTo'; readonly left: TemporalFormula; readonly right: TemporalFormula }
  | { readonly op: 'always' | 'eventually'; readonly arg: TemporalFormula };

/** A property to check: its name (as the model file names it) and its formula. */
export interface TemporalProperty {
  readonly name: string;
  readonly formula: TemporalFormula;
}

/** The actions a fairness condition is about: the whole next-state relation, or a disjunction of named actions. */
export type FairAction = { readonly kind: 'next' } | { readonly kind: 'actions'; readonly names: readonly string[] };

/**
 * WF_vars(A) (`weak`): if <<A>>_vars is enabled from some point on, <<A>>_vars
 * steps happen infinitely often. SF_vars(A) (`strong`): if it is enabled
 * infinitely often, they happen infinitely often. Enabled means ENABLED
 * <<A>>_vars of the action itself, whatever the model's constraints cut.
 */
export interface FairnessCondition {
  readonly kind: 'weak' | 'strong';
  readonly action: FairAction;
  /** How the spec writes it, e.g. `WF_vars(EndTurn)`. */
  readonly name: string;
}

export const state = (predicate: StatePredicate): TemporalFormula => ({ op: 'state', predicate });
export const not = (arg: TemporalFormula): TemporalFormula => ({ op: 'not', arg });
export const and = (...args: TemporalFormula[]): TemporalFormula => ({ op: 'and', args });
export const or = (...args: TemporalFormula[]): TemporalFormula => ({ op: 'or', args });
export const implies = (left: TemporalFormula, right: TemporalFormula): TemporalFormula => ({ op: 'implies', left, right });
/** P ~> Q, that is [](P => <>Q). */
export const leadsTo = (left: TemporalFormula, right: TemporalFormula): TemporalFormula => ({ op: 'leadsTo', left, right });
export const always = (arg: TemporalFormula): TemporalFormula => ({ op: 'always', arg });
export const eventually = (arg: TemporalFormula): TemporalFormula => ({ op: 'eventually', arg });

/** The formula in TLA+'s notation, for messages and docs. */
export function formulaText(formula: TemporalFormula): string {
  const inner = (f: TemporalFormula) =>
    f.op === 'state' || f.op === 'true' || f.op === 'false' || f.op === 'not' || f.op === 'always' || f.op === 'eventually'
      ? formulaText(f)
      : `(${formulaText(f)})`;
  switch (formula.op) {
    case 'state':
      return formula.predicate.name;
    case 'true':
      return 'TRUE';
    case 'false':
      return 'FALSE';
    case 'not':
      return `~${inner(formula.arg)}`;
    case 'and':
      return formula.args.map(inner).join(' /\\ ');
    case 'or':
      return formula.args.map(inner).join(' \\/ ');
    case 'implies':
      return `${inner(formula.left)} => ${inner(formula.right)}`;
    case 'leadsTo':
      return `${inner(formula.left)} ~> ${inner(formula.right)}`;
    case 'always':
      return `[]${inner(formula.arg)}`;
    case 'eventually':
      return `<>${inner(formula.arg)}`;
  }
}

/** The predicates that hold at the state, as a mask (bit i for predicates[i]). */
export function predicatesHolding(predicates: readonly StatePredicate[], state: Uint8Array, offset: number): number {
  let bits = 0;
  for (let i = 0; i < predicates.length; i++) if ((predicates[i] as StatePredicate).holds(state, offset)) bits |= 1 << i;
  return bits >>> 0;
}

/** Every distinct state predicate of the formulas (by name), in first-met order. */
export function predicatesOf(formulas: readonly TemporalFormula[]): StatePredicate[] {
  const found: StatePredicate[] = [];
  const stack = [...formulas].reverse();
  while (stack.length > 0) {
    const f = stack.pop() as TemporalFormula;
    switch (f.op) {
      case 'state':
        if (!found.some((predicate) => predicate.name === f.predicate.name)) found.push(f.predicate);
        break;
      case 'not':
      case 'always':
      case 'eventually':
        stack.push(f.arg);
        break;
      case 'and':
      case 'or':
        for (let i = f.args.length - 1; i >= 0; i--) stack.push(f.args[i] as TemporalFormula);
        break;
      case 'implies':
      case 'leadsTo':
        stack.push(f.right, f.left);
        break;
      case 'true':
      case 'false':
        break;
    }
  }
  return found;
}
