/**
 * What the model file asks to check, found in the resolved spec: the initial
 * predicate and next-state action (INIT/NEXT, or read off SPECIFICATION as
 * TLC does: `Init /\ [][Next]_vars /\ fairness`), the invariants,
 * constraints and properties, and the model file's constants and
 * substitutions bound to what they name.
 */
import { ModelConfigError, SpecError } from '../errors.js';
import type { Ir, IrDefinition } from '../semantic/ir.js';
import type { ResolvedSpec } from '../semantic/resolve-spec.js';
import { nearestName } from '../semantic/scope.js';
import type { SourceRange } from '../syntax/ast.js';
import { Levels } from '../semantic/levels.js';

export interface NamedFormula {
  readonly name: string;
  readonly def: IrDefinition;
}

export interface Fairness {
  readonly strong: boolean;
  readonly action: Ir;
  readonly sub: Ir;
  readonly at: SourceRange;
}

export interface EntryPoints {
  readonly init: NamedFormula;
  readonly next: NamedFormula;
  /** The subscript of [][Next]_vars, when a SPECIFICATION gives one. */
  readonly fairness: readonly Fairness[];
  readonly invariants: readonly NamedFormula[];
  readonly constraints: readonly NamedFormula[];
  readonly actionConstraints: readonly NamedFormula[];
  readonly properties: readonly NamedFormula[];
  /** The SPECIFICATION's name, or null for INIT/NEXT. */
  readonly specification: string | null;
}

export interface EntryNames {
  readonly file: string;
  readonly init?: { readonly name: string; readonly line: number } | undefined;
  readonly next?: { readonly name: string; readonly line: number } | undefined;
  readonly specification?: { readonly name: string; readonly line: number } | undefined;
  readonly invariants: readonly { readonly name: string; readonly line: number }[];
  readonly constraints: readonly { readonly name: string; readonly line: number }[];
  readonly actionConstraints?: readonly { readonly name: string; readonly line: number }[];
  readonly properties: readonly { readonly name: string; readonly line: number }[];
}

export function entryPoints(spec: ResolvedSpec, names: EntryNames): EntryPoints {
  const lookup = (item: { name: string; line: number }, what: string): IrDefinition => {
    const meaning = spec.rootScope.get(item.name);
    if (meaning?.kind === 'definition') {
      if (meaning.def.params.length > 0)
        throw new ModelConfigError(
          `the ${what} ${item.name} takes arguments; the model file must name a definition without arguments`,
          names.file,
          item.line,
        );
      return meaning.def;
    }
    const hint = nearestName(item.name, [...spec.rootScope.keys()]);
    throw new ModelConfigError(
      `the model file names the ${what} ${item.name}, which module ${spec.rootModule} ` +
        `does not define${hint === undefined ? '' : ` (did you mean ${hint}?)`}`,
      names.file,
      item.line,
    );
  };
  const named = (items: readonly { name: string; line: number }[], what: string) =>
    items.map((item) => ({ name: item.name, def: lookup(item, what) }));
  let init: NamedFormula;
  let next: NamedFormula;
  let fairness: Fairness[] = [];
  if (names.specification !== undefined) {
    const spec_ = lookup(names.specification, 'specification');
    ({ init, next, fairness } = splitSpecification(spec_));
  } else {
    if (names.init === undefined || names.next === undefined) {
      throw new ModelConfigError('the model file gives neither SPECIFICATION nor both INIT and NEXT', names.file, undefined);
    }
    init = { name: names.init.name, def: lookup(names.init, 'initial predicate') };
    next = { name: names.next.name, def: lookup(names.next, 'next-state action') };
  }
  return {
    init,
    next,
    fairness,
    invariants: named(names.invariants, 'invariant'),
    constraints: named(names.constraints, 'constraint'),
    actionConstraints: named(names.actionConstraints ?? [], 'action constraint'),
    properties: named(names.properties, 'property'),
    specification: names.specification?.name ?? null,
  };
}

/** `Spec == Init /\ [][Next]_vars /\ WF_vars(A) ...`: its parts, through definitions, as TLC's SpecProcessor reads them. */
function splitSpecification(spec: IrDefinition): { init: NamedFormula; next: NamedFormula; fairness: Fairness[] } {
  const levels = new Levels();
  const conjuncts: { ir: Ir; via: IrDefinition }[] = [];
  const collect = (ir: Ir, via: IrDefinition) => {
    if (ir.kind === 'and') for (const arg of ir.args) collect(arg, via);
    else if (ir.kind === 'call' && ir.args.length === 0 && ir.def.body.kind === 'and' && levels.definition(ir.def) === 3)
      collect(ir.def.body, ir.def);
    else conjuncts.push({ ir, via });
  };
  collect(spec.body, spec);
  let init: NamedFormula | null = null;
  let next: NamedFormula | null = null;
  const fairness: Fairness[] = [];
  for (const { ir } of conjuncts) {
    // [][Next]_vars is [] applied to [Next]_vars
    const box = ir.kind === 'always' && ir.arg.kind === 'boxAction' ? ir.arg : ir.kind === 'boxAction' ? ir : null;
    if (box !== null) {
      if (next !== null) throw new SpecError(`the specification ${spec.name} has two [][...]_v conjuncts`, ir.at, 'unsupported');
      next = formulaOf(box.action, 'Next');
    } else if (ir.kind === 'fairness') {
      fairness.push({ strong: ir.strong, action: ir.action, sub: ir.sub, at: ir.at });
    } else if (ir.kind === 'always' || ir.kind === 'eventually' || ir.kind === 'leadsTo' || ir.kind === 'angleAction') {
      throw new SpecError(
        `monocheck cannot compile a specification with the temporal conjunct ` +
          `here (only Init, [][Next]_v and WF/SF); TLC can check this spec`,
        ir.at,
        'unsupported',
      );
    } else {
      if (init !== null) throw new SpecError(`the specification ${spec.name} has two initial predicates`, ir.at, 'unsupported');
      init = formulaOf(ir, 'Init');
    }
  }
  if (init === null || next === null)
    throw new SpecError(`the specification ${spec.name} is not of the form Init /\\ [][Next]_vars /\\ fairness`, spec.at, 'unsupported');
  return { init, next, fairness };
}

/** A formula as a named definition: the definition it calls, or a definition made for it. */
function formulaOf(ir: Ir, name: string): NamedFormula {
  if (ir.kind === 'call' && ir.args.length === 0) return { name: ir.def.name, def: ir.def };
  return {
    name,
    def: {
      id: -1,
      name,
      module: ir.at.module,
      params: [],
      functionBounds: null,
      selfId: null,
      body: ir,
      level: 0,
      recursive: false,
      inLet: false,
      at: ir.at,
    },
  };
}
