/**
 * A spec's temporal properties and fairness as the engine's liveness checker
 * takes them (engine/liveness/temporal-formula.ts): [], <>, ~> and the
 * boolean connectives over state predicates, each predicate a function of
 * the generated program; WF_v(A) and SF_v(A) on Next or on actions that are
 * disjuncts of Next. What the checker cannot take is refused by name.
 */
import { SpecError } from '../errors.js';
import type { Ir, IrBound } from '../semantic/ir.js';
import type { Levels } from '../semantic/levels.js';
import type { SourceRange } from '../syntax/ast.js';
import type { Fairness } from './entry-points.js';

/** A formula whose state predicates are numbered (the program's `pred<i>`). */
export type FormulaTemplate =
  | { readonly op: 'state'; readonly predicate: number }
  | { readonly op: 'true' | 'false' }
  | { readonly op: 'not'; readonly arg: FormulaTemplate }
  | { readonly op: 'and' | 'or'; readonly args: readonly FormulaTemplate[] }
  | { readonly op: 'implies' | 'leadsTo'; readonly left: FormulaTemplate; readonly right: FormulaTemplate }
  | { readonly op: 'always' | 'eventually'; readonly arg: FormulaTemplate }
  /** `\A x \in S : F` over a constant set: one formula per element (the program's `tset<set>()`), x bound to it. */
  | { readonly op: 'forall' | 'exists'; readonly set: number; readonly id: number; readonly body: FormulaTemplate };

export interface PredicateSource {
  readonly ir: Ir;
  readonly at: SourceRange;
  /** The bound variables of enclosing quantifiers it may read, its arguments in this order. */
  readonly params: readonly number[];
}

/** Translates temporal formulas, collecting their state predicates (one per distinct subexpression). */
export class TemporalTranslator {
  readonly predicates: PredicateSource[] = [];
  /** The constant sets quantifiers range over. */
  readonly sets: Ir[] = [];
  private readonly bound: number[] = [];

  constructor(private readonly levels: Levels) {}

  formula(ir: Ir): FormulaTemplate {
    if (this.levels.of(ir) <= 1) return { op: 'state', predicate: this.predicate(ir) };
    switch (ir.kind) {
      case 'forall':
      case 'exists':
        return this.quantified(ir.kind, ir.bounds, ir.body, ir.at);
      case 'always':
        return { op: 'always', arg: this.formula(ir.arg) };
      case 'eventually':
        return { op: 'eventually', arg: this.formula(ir.arg) };
      case 'leadsTo':
        return { op: 'leadsTo', left: this.formula(ir.left), right: this.formula(ir.right) };
      case 'and':
      case 'or':
        return { op: ir.kind, args: ir.args.map((arg) => this.formula(arg)) };
      case 'call':
        if (ir.args.length === 0 && ir.def.functionBounds === null) return this.formula(ir.def.body);
        break;
      case 'builtin':
        if (ir.op === '~') return { op: 'not', arg: this.formula(ir.args[0] as Ir) };
        if (ir.op === '=>') return { op: 'implies', left: this.formula(ir.args[0] as Ir), right: this.formula(ir.args[1] as Ir) };
        if (ir.op === '<=>') {
          const left = this.formula(ir.args[0] as Ir);
          const right = this.formula(ir.args[1] as Ir);
          return {
            op: 'and',
            args: [
              { op: 'implies', left, right },
              { op: 'implies', left: right, right: left },
            ],
          };
        }
        break;
      case 'boolean':
        return { op: ir.value ? 'true' : 'false' };
      default:
        break;
    }
    const what =
      ir.kind === 'boxAction' || this.levels.of(ir) === 2
        ? 'an action formula ([][A]_v or a step) in a property'
        : `the temporal construct ${ir.kind}`;
    throw new SpecError(`monocheck cannot check ${what}; TLC can check this spec`, ir.at, 'unsupported');
  }

  private predicate(ir: Ir): number {
    const known = this.predicates.findIndex((p) => p.ir === ir);
    if (known >= 0) return known;
    this.predicates.push({ ir, at: ir.at, params: [...this.bound] });
    return this.predicates.length - 1;
  }

  /** One bound after another: `\A x \in S, y \in T : F` is `\A x \in S : \A y \in T : F`. */
  private quantified(kind: 'forall' | 'exists', bounds: readonly IrBound[], body: Ir, at: SourceRange): FormulaTemplate {
    const first = bounds[0];
    if (first === undefined) return this.formula(body);
    if (first.tuple || this.levels.of(first.set) !== 0)
      throw new SpecError(
        'monocheck checks a quantifier in a temporal formula only over a constant set, one name at a time; TLC can check this spec',
        at,
        'unsupported',
      );
    const [id, ...more] = first.ids;
    const set = this.sets.length;
    this.sets.push(first.set);
    this.bound.push(id!);
    const rest: IrBound[] = more.length > 0 ? [{ ...first, ids: more, names: first.names.slice(1) }, ...bounds.slice(1)] : bounds.slice(1);
    const inner = this.quantified(kind, rest, body, at);
    this.bound.pop();
    return { op: kind, set, id: id!, body: inner };
  }
}

/** A fairness condition as the engine takes it: on Next, or on named actions (disjuncts of Next); refused otherwise. */
export function fairnessAction(
  fair: Fairness,
  nextName: string,
  actionNames: readonly string[],
  variablesOf: (sub: Ir) => readonly number[] | null,
  variableCount: number,
): { kind: 'next' } | { kind: 'actions'; names: string[] } {
  const sub = variablesOf(fair.sub);
  if (sub === null || new Set(sub).size !== variableCount) {
    throw new SpecError(
      'monocheck checks fairness only with a subscript of all the variables ' +
        '(WF_vars(A) with vars the tuple of every variable); TLC can check this spec',
      fair.at,
      'unsupported',
    );
  }
  const action = fair.action;
  if (action.kind === 'call' && action.args.length === 0) {
    if (action.def.name === nextName) return { kind: 'next' };
    if (actionNames.includes(action.def.name)) return { kind: 'actions', names: [action.def.name] };
  }
  throw new SpecError(
    'monocheck checks fairness only of Next or of an action that is a disjunct of Next, named without arguments; TLC can check this spec',
    fair.at,
    'unsupported',
  );
}
