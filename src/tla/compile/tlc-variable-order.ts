/**
 * The order TLC prints a state's variables in (docs/tlc-semantics-probes.md,
 * section 2): the root module's symbol table, a java.util.Hashtable keyed by
 * name, enumerated, filtered to variables, and reversed. The table's order
 * depends on every symbol put in it and in what order, so both are
 * reproduced: SANY's built-ins, then the module's units in text order (what
 * each EXTENDS brings, declarations, definitions, named ASSUMEs and
 * THEOREMs, instances), in a Hashtable that grows as Java's does.
 */
import type { LoadedModules } from '../semantic/load-modules.js';
import type { Module, Unit } from '../syntax/ast.js';

/** SANY's built-in symbols, in the order of its global context (inserted into a module's table in reverse). */
const BUILT_INS = (
  "STRING FALSE TRUE BOOLEAN = /= . ' \\lnot \\neg \\land \\lor \\equiv " +
  '=> SUBSET UNION DOMAIN \\subseteq \\in \\notin \\ \\intersect \\union ' +
  '\\times ~> [] <> ENABLED UNCHANGED \\cdot -+-> $AngleAct $BoundedChoose $BoundedExists $BoundedForall $CartesianProd $Case $ConjList ' +
  '$DisjList $Except $FcnApply $FcnConstructor $IfThenElse $NonRecursiveFcnSpec $Pair $RcdConstructor $RcdSelect $RecursiveFcnSpec $Seq ' +
  '$SetEnumerate $SetOfAll $SetOfFcns $SetOfRcds $SF $SquareAct $SubsetOf $TemporalExists $TemporalForall $TemporalWhile $Tuple ' +
  '$UnboundedChoose $UnboundedExists $UnboundedForall $WF $Nop $Qed $Pfcase $Have $Take $Pick $Witness $Suffices'
).split(' ');

/** The symbols each standard module exports, in its table's insertion order. */
const STANDARD_EXPORTS: Readonly<Record<string, string>> = {
  Naturals: 'Nat + - * ^ < > \\leq \\geq % \\div ..',
  Integers: 'Nat + - * ^ < > \\leq \\geq % \\div .. Int -.',
  Reals: 'Nat + - * ^ < > \\leq \\geq % \\div .. Int -. Real / Infinity',
  Sequences: 'Seq Len \\o Append Head Tail SubSeq SelectSeq',
  FiniteSets: 'IsFiniteSet Cardinality',
  TLC: 'Print PrintT Assert JavaTime TLCGet TLCSet :> @@ Permutations SortSeq RandomElement Any ToString TLCEval',
  Bags:
    'Print PrintT Assert JavaTime TLCGet TLCSet :> @@ Permutations SortSeq RandomElement Any ToString TLCEval IsABag ' +
    'BagToSet SetToBag BagIn EmptyBag \\oplus \\ominus BagUnion \\sqsubseteq SubBag BagOfAll BagCardinality CopiesIn',
  TLCExt:
    'AssertEq AssertError TLCGetOrDefault TLCGetAndSet Trace CounterExample ToTrace ' +
    'TLCModelValue TLCDefer TLCNoOp PickSuccessor TLCCache TLCFP TLCEvalDefinition',
  Randomization: 'RandomSubset RandomSetOfSubsets TestRandomSetOfSubsets',
};

/** A key of the table: a symbol's name, or an inner module's (same hash, never equal to a symbol). */
interface Key {
  readonly name: string;
  readonly module: boolean;
}

/** java.util.Hashtable's order of its keys (JDK 17), for putIfAbsent of String keys. */
class JavaHashtable {
  private buckets: Key[][] = Array.from({ length: 11 }, () => []);
  private count = 0;
  private threshold = 8;

  put(key: Key): void {
    const hash = javaHash(key.name);
    if (this.buckets[(hash & 0x7fffffff) % this.buckets.length]!.some((k) => k.name === key.name && k.module === key.module)) return;
    if (this.count >= this.threshold) this.rehash();
    this.buckets[(hash & 0x7fffffff) % this.buckets.length]!.unshift(key);
    this.count++;
  }

  private rehash(): void {
    const old = this.buckets;
    const capacity = old.length * 2 + 1;
    this.threshold = Math.floor(capacity * 0.75);
    this.buckets = Array.from({ length: capacity }, () => []);
    for (let i = old.length - 1; i >= 0; i--)
      for (const key of old[i]!) this.buckets[(javaHash(key.name) & 0x7fffffff) % capacity]!.unshift(key);
  }

  /** keys(): buckets from the last to the first, each from its head. */
  keys(): Key[] {
    const keys: Key[] = [];
    for (let i = this.buckets.length - 1; i >= 0; i--) for (const key of this.buckets[i]!) keys.push(key);
    return keys;
  }
}

/** Java's String.hashCode. */
function javaHash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/** Puts the names one unit of a module brings into its table, in TLC's order (an INSTANCE's through `instanceDefinitions`). */
function addUnitNames(unit: Unit, add: (name: string, isLocal?: boolean) => void, instanceDefinitions: (module: string) => string[]): void {
  switch (unit.kind) {
    case 'constant':
    case 'variable':
      add(unit.name);
      break;
    case 'recursive':
      for (const name of unit.names) add(name.name);
      break;
    case 'operator':
    case 'functionDefinition':
      add(unit.name, unit.local);
      break;
    case 'assume':
      if (unit.name !== null) add(unit.name);
      break;
    case 'instance': {
      const defs = instanceDefinitions(unit.module);
      if (unit.name === null) for (const name of defs) add(name, unit.local);
      else {
        for (const name of defs) add(`${unit.name}!${name}`, unit.local);
        add(unit.name, unit.local);
      }
      break;
    }
    default:
      break;
  }
}

/** The root module's variables in the order TLC prints them. */
export function tlcVariableOrder(loaded: LoadedModules, variables: ReadonlySet<string>): string[] {
  const tables = new Map<string, { order: Key[]; local: Set<string> }>();
  const tableOf = (module: Module): { order: Key[]; local: Set<string> } => {
    const known = tables.get(module.name);
    if (known !== undefined) return known;
    const order: Key[] = [...BUILT_INS].reverse().map((name) => ({ name, module: false }));
    const local = new Set<string>();
    const add = (name: string, isLocal = false) => {
      order.push({ name, module: false });
      if (isLocal) local.add(name);
    };
    for (const extended of module.extends) for (const name of exportedBy(extended.name)) add(name);
    for (const unit of module.units) addUnitNames(unit, add, instanceDefinitions);
    for (const inner of module.inner) order.push({ name: inner.name, module: true });
    const made = { order, local };
    tables.set(module.name, made);
    return made;
  };
  const exportedBy = (name: string): string[] => {
    const standard = STANDARD_EXPORTS[name];
    if (standard !== undefined) return standard.split(' ');
    const module = loaded.modules.get(name);
    if (module === undefined) return [];
    const { order, local } = tableOf(module);
    const builtIns = new Set(BUILT_INS);
    const seen = new Set<string>();
    return order
      .filter((key) => !key.module && !builtIns.has(key.name) && !local.has(key.name) && !seen.has(key.name) && seen.add(key.name))
      .map((key) => key.name);
  };
  // the user definitions an INSTANCE brings, in the instanced module's table's enumeration order
  const instanceDefinitions = (name: string): string[] => {
    const module = loaded.modules.get(name);
    if (module === undefined) return [];
    const ownDefinitions = new Set(
      module.units
        .filter((u) => (u.kind === 'operator' || u.kind === 'functionDefinition') && !u.local)
        .map((u) => (u as { name: string }).name),
    );
    const table = new JavaHashtable();
    for (const key of tableOf(module).order) table.put(key);
    return table
      .keys()
      .filter((key) => !key.module && ownDefinitions.has(key.name))
      .map((key) => key.name);
  };
  const table = new JavaHashtable();
  for (const key of tableOf(loaded.root).order) table.put(key);
  return table
    .keys()
    .filter((key) => !key.module && variables.has(key.name))
    .map((key) => key.name)
    .reverse();
}
