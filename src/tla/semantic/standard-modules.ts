/**
 * The standard modules as monocheck provides them: each module's operators,
 * implemented natively by the code generator (as TLC implements them in Java),
 * and the modules it extends. A spec sees an operator of a standard module only
 * if it EXTENDS (or INSTANCEs) that module, directly or through another, as
 * SANY requires.
 */

export interface StandardModule {
  /** Modules whose operators this one re-exports (EXTENDS). */
  readonly extends: readonly string[];
  /** Operator name -> number of arguments (-1: a set constant such as Nat, given by the grammar itself). */
  readonly operators: Readonly<Record<string, number>>;
}

const NATURALS = { '+': 2, '-': 2, '*': 2, '^': 2, '<': 2, '>': 2, '<=': 2, '>=': 2, '%': 2, '\\div': 2, '..': 2, Nat: -1 };

const STANDARD_MODULES: Readonly<Record<string, StandardModule>> = {
  Naturals: { extends: [], operators: NATURALS },
  Integers: { extends: ['Naturals'], operators: { Int: -1, '-.': 1 } },
  Sequences: { extends: ['Naturals'], operators: { Seq: 1, Len: 1, '\\o': 2, Append: 2, Head: 1, Tail: 1, SubSeq: 3, SelectSeq: 2 } },
  FiniteSets: { extends: [], operators: { IsFiniteSet: 1, Cardinality: 1 } },
  TLC: {
    extends: [],
    operators: {
      Print: 2,
      PrintT: 1,
      Assert: 2,
      JavaTime: 0,
      TLCGet: 1,
      TLCSet: 2,
      ':>': 2,
      '@@': 2,
      Permutations: 1,
      SortSeq: 2,
      RandomElement: 1,
      Any: 0,
      ToString: 1,
      TLCEval: 1,
    },
  },
  Bags: {
    extends: [],
    operators: {
      IsABag: 1,
      BagToSet: 1,
      SetToBag: 1,
      BagIn: 2,
      EmptyBag: 0,
      '(+)': 2,
      '(-)': 2,
      BagUnion: 1,
      '\\sqsubseteq': 2,
      SubBag: 1,
      BagOfAll: 2,
      BagCardinality: 1,
      CopiesIn: 2,
    },
  },
};

/** Operators of the language itself, visible in every module. */
export const BUILT_IN_OPERATORS: Readonly<Record<string, number>> = {
  '=': 2,
  '#': 2,
  '\\in': 2,
  '\\notin': 2,
  '\\cup': 2,
  '\\cap': 2,
  '\\': 2,
  '\\subseteq': 2,
  SUBSET: 1,
  UNION: 1,
  DOMAIN: 1,
  '~': 1,
  '=>': 2,
  '<=>': 2,
};

/** Every operator visible through `names` (standard modules only), with where it comes from. */
export function standardOperators(names: Iterable<string>): Map<string, { module: string; arity: number }> {
  const visible = new Map<string, { module: string; arity: number }>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const module = STANDARD_MODULES[name];
    if (module === undefined) return;
    for (const inner of module.extends) visit(inner);
    for (const [op, arity] of Object.entries(module.operators)) visible.set(op, { module: name, arity });
  };
  for (const name of names) visit(name);
  return visible;
}

export function isStandardModule(name: string): boolean {
  return STANDARD_MODULES[name] !== undefined;
}

/** Standard modules TLC has that monocheck does not provide (refused by name when a spec extends them). */
export const UNPROVIDED_STANDARD_MODULES: readonly string[] = ['Reals', 'RealTime', 'TLCExt', 'Randomization', 'Json', 'Toolbox'];
