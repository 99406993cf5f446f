/**
 * Where a spec says what type its variables have: conjuncts `v \in S` of a
 * type invariant (the invariants of the model, and definitions named like
 * TypeOK), S a constant. Their sets give the packed layout (layout/hints.ts);
 * a conjunct whose set the layout packs exactly holds in every packed state.
 */
import type { Ir, IrDefinition } from '../semantic/ir.js';
import type { Levels } from '../semantic/levels.js';
import type { ResolvedSpec } from '../semantic/resolve-spec.js';
import type { EntryPoints } from './entry-points.js';

/** Names authors give type invariants. */
const TYPE_INVARIANT_NAMES = ['TypeOK', 'TypeOk', 'TypeInvariant', 'TypeInv', 'TypeCorrect', 'TypesOK'];

export interface TypeHint {
  readonly variable: number;
  /** The set S of `v \in S` (constant). */
  readonly set: Ir;
  /** The conjunct itself. */
  readonly conjunct: Ir;
}

/** Every `v \in S` conjunct of the type invariants, in order (a variable may have several). */
export function typeHints(spec: ResolvedSpec, entries: EntryPoints, levels: Levels): TypeHint[] {
  const definitions: IrDefinition[] = [...entries.invariants.map((inv) => inv.def)];
  for (const name of TYPE_INVARIANT_NAMES) {
    const meaning = spec.rootScope.get(name);
    if (meaning?.kind === 'definition' && meaning.def.params.length === 0 && !definitions.includes(meaning.def))
      definitions.push(meaning.def);
  }
  const hints: TypeHint[] = [];
  const visit = (ir: Ir, depth: number): void => {
    if (depth > 8) return;
    if (ir.kind === 'and') {
      for (const arg of ir.args) visit(arg, depth + 1);
      return;
    }
    if (ir.kind === 'call' && ir.args.length === 0 && ir.def.functionBounds === null) {
      visit(ir.def.body, depth + 1);
      return;
    }
    if (ir.kind !== 'builtin' || ir.op !== '\\in' || ir.args.length !== 2) return;
    const [element, set] = ir.args as [Ir, Ir];
    if (element.kind !== 'variable' || element.primed) return;
    if (levels.of(set) !== 0) return;
    hints.push({ variable: element.index, set, conjunct: ir });
  };
  for (const def of definitions) visit(def.body, 0);
  return hints;
}
