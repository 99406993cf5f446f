/**
 * TLC's order of strings (docs/tlc-semantics-probes.md, section 1): TLC
 * compares strings by the order in which it first interned them, not
 * alphabetically. It interns, in this order: the model file's strings and
 * model-value names; SANY's built-in names; every lexeme of every module
 * parsed (identifiers, keywords, numbers, symbols; string literals with their
 * quotes, so never equal to a string value), modules in SANY's parse order;
 * then each module's string literals (their values), modules in SANY's
 * semantic order; then names TLC itself adds at start-up. A string value
 * that is also an identifier of the spec so takes its place among the
 * identifiers, before every string that is only a literal.
 */
import type { ConfigBindings, ConfigValue } from './bind-model.js';
import type { LoadedModules } from '../semantic/load-modules.js';
import type { Module } from '../syntax/ast.js';
import { lexemes } from './sany-lexemes.js';

/** SANY's built-in names (the words among them: the symbols never equal a spec's string but for a handful). */
const SANY_BUILT_INS = [
  'STRING',
  'FALSE',
  'TRUE',
  'BOOLEAN',
  '=',
  '/=',
  '.',
  "'",
  '\\lnot',
  '\\neg',
  '\\land',
  '\\lor',
  '\\equiv',
  '=>',
  'SUBSET',
  'UNION',
  'DOMAIN',
  '\\subseteq',
  '\\in',
  '\\notin',
  '\\',
  '\\intersect',
  '\\union',
  '\\times',
  '~>',
  '[]',
  '<>',
  'ENABLED',
  'UNCHANGED',
  '\\cdot',
  '-+->',
  '$AngleAct',
  '$BoundedChoose',
  '$BoundedExists',
  '$BoundedForall',
  '$CartesianProd',
  '$Case',
  '$ConjList',
  '$DisjList',
  '$Except',
  '$FcnApply',
  '$FcnConstructor',
  '$IfThenElse',
  '$NonRecursiveFcnSpec',
  '$Pair',
  '$RcdConstructor',
  '$RcdSelect',
  '$RecursiveFcnSpec',
  '$Seq',
  '$SetEnumerate',
  '$SetOfAll',
  '$SetOfFcns',
  '$SetOfRcds',
  '$SF',
  '$SquareAct',
  '$SubsetOf',
  '$TemporalExists',
  '$TemporalForall',
  '$TemporalWhile',
  '$Tuple',
  '$UnboundedChoose',
  '$UnboundedExists',
  '$UnboundedForall',
  '$WF',
  '$Nop',
  '$Qed',
  '$Pfcase',
  '$Have',
  '$Take',
  '$Pick',
  '$Witness',
  '$Suffices',
  '***I do not exist***',
  '--TLA+ BUILTINS--',
  'Formal_0',
  'Formal_1',
  'Formal_2',
  '[',
  '^',
  '/',
  '*',
  '-',
  '-.',
  '+',
  '^+',
  '^*',
  '^#',
  '<',
  '\\leq',
  '>',
  '\\geq',
  '...',
  '..',
  '|',
  '||',
  '&&',
  '&',
  '$$',
  '$',
  '??',
  '%%',
  '%',
  '##',
  '++',
  '--',
  '**',
  '//',
  '^^',
  '@@',
  '!!',
  '|-',
  '|=',
  '-|',
  '=|',
  '<:',
  ':>',
  ':=',
  '::=',
  '~',
  '/\\',
  '\\/',
  '<=>',
  '#',
  '<=',
  '=<',
  '>=',
  '\\X',
  '\\cap',
  '\\cup',
  '\\circ',
  '(+)',
  '(-)',
  '(.)',
  '(/)',
  '(\\X)',
  '@',
];

/** Standard modules as SANY reads them: what they extend and instance, and their identifier-like lexemes in first-occurrence order. */
const STANDARD: Readonly<Record<string, { extends: readonly string[]; instances: readonly string[]; lexemes: string }>> = {
  Naturals: { extends: [], instances: [], lexemes: 'Naturals Nat a b CHOOSE n' },
  Integers: { extends: ['Naturals'], instances: [], lexemes: 'Integers EXTENDS Naturals Int a 0' },
  Reals: { extends: ['Integers'], instances: [], lexemes: 'Reals EXTENDS Integers Real a b CHOOSE m Infinity i r' },
  Sequences: {
    extends: [],
    instances: ['Naturals'],
    lexemes:
      'Sequences LOCAL INSTANCE Naturals Seq S 1 n Nat Len s CHOOSE t i IF ' +
      'THEN ELSE Append e Head Tail CASE SubSeq m SelectSeq Test _ LET F 0 IN',
  },
  FiniteSets: {
    extends: [],
    instances: ['Naturals', 'Sequences'],
    lexemes: 'FiniteSets LOCAL INSTANCE Naturals Sequences IsFiniteSet S seq Seq s n 1 Len Cardinality LET CS T IF THEN 0 ELSE CHOOSE x IN',
  },
  Bags: {
    extends: ['TLC'],
    instances: ['Naturals'],
    lexemes:
      'Bags EXTENDS TLC LOCAL INSTANCE Naturals IsABag B n Nat 0 BagToSet SetToBag S e 1 BagIn ' +
      'EmptyBag B1 B2 IF THEN ELSE LET IN d Sum f DSum elt CHOOSE BagUnion SubBag RemoveFromDom ' +
      'x y Combine BagSet i Biggest Range r s RSB BB BagOfAll F _ BagCardinality CopiesIn',
  },
  TLC: {
    extends: [],
    instances: ['Naturals', 'Sequences', 'FiniteSets'],
    lexemes:
      'TLC LOCAL INSTANCE Naturals Sequences FiniteSets Print out val PrintT Assert IF THEN ELSE CHOOSE v JavaTime n Nat ' +
      'TLCGet i TLCSet d e x f g Permutations S w SortSeq s Op _ LET Perm p 1 Len j IN RandomElement Any ToString a b TLCEval',
  },
};

/** Names TLC interns at start-up, after SANY (TLCGet's fields, locations). */
const TLC_START_UP =
  'exit pause config spec coverage action install id behavior all all:named mode deadlock seed fingerprint worker traces depth aril ' +
  'sched revision timestamp date count tag calver impliedinits impliedactions invariants impliedtemporals temporals actions inits ' +
  'variables actionconstraints constraints level stats duration generated diameter distinct initial queue retries distinctvalues ' +
  'levelmean levelvariance bfs beginLine beginColumn endLine endColumn module name location context parameters _action';

/** Every string TLC interns before the search, in TLC's order (the runtime adds strings made later, in order of making). */
export function stringsInOrder(loaded: LoadedModules, config: ConfigBindings): string[] {
  const order: string[] = [];
  for (const { value } of config.constants) configStrings(value, order);
  append(order, SANY_BUILT_INS);
  const user = new Map<string, Module>(loaded.modules);
  const texts = new Map([...loaded.texts].map(([name, { text }]) => [name, text]));
  const parse = parseOrder(loaded.root.name, user);
  for (const name of parse) {
    const text = texts.get(name);
    append(order, text !== undefined ? lexemes(text).words : (STANDARD[name]?.lexemes.split(' ') ?? []));
  }
  for (const name of semanticOrder(loaded.root.name, user)) {
    const text = texts.get(name);
    if (text !== undefined) append(order, lexemes(text).strings);
  }
  append(order, TLC_START_UP.split(' '));
  return order;
}

function append(to: string[], items: readonly string[]): void {
  for (const item of items) to.push(item);
}

function configStrings(value: ConfigValue, order: string[]): void {
  if (value.kind === 'string') order.push(value.value);
  else if (value.kind === 'identifier') order.push(value.name);
  else if (value.kind === 'set') for (const element of value.elements) configStrings(element, order);
}

interface Links {
  readonly extends: readonly string[];
  readonly instances: readonly string[];
}

function linksOf(name: string, user: ReadonlyMap<string, Module>): Links {
  const module = user.get(name);
  if (module === undefined) return STANDARD[name] ?? { extends: [], instances: [] };
  const instances = module.units.filter((unit) => unit.kind === 'instance').map((unit) => (unit as { module: string }).module);
  return { extends: module.extends.map((e) => e.name), instances };
}

/**
 * SANY's parse order (SpecObj.loadSpec): the root, then repeatedly the first
 * unresolved EXTENDS name found depth-first from the root, and only when
 * none is left the first unresolved INSTANCE name.
 */
function parseOrder(root: string, user: ReadonlyMap<string, Module>): string[] {
  const parsed = [root];
  const linked = new Map<string, { extends: string[]; instances: string[] }>();
  const linksFrom = (m: string) => {
    let links = linked.get(m);
    if (links === undefined) linked.set(m, (links = { extends: [], instances: [] }));
    return links;
  };
  const nextUnresolved = (kind: 'extends' | 'instances'): { from: string; name: string } | null => {
    const seen = new Set<string>();
    const visit = (m: string): { from: string; name: string } | null => {
      if (seen.has(m)) return null;
      seen.add(m);
      const done = linksFrom(m);
      const pending = linksOf(m, user)[kind].find((name) => !done[kind].includes(name));
      if (pending !== undefined) return { from: m, name: pending };
      for (const next of [...done.extends, ...done.instances]) {
        const found = visit(next);
        if (found !== null) return found;
      }
      return null;
    };
    return visit(root);
  };
  for (let guard = 0; guard < 10_000; guard++) {
    let kind: 'extends' | 'instances' = 'extends';
    let found = nextUnresolved('extends');
    if (found === null) {
      kind = 'instances';
      found = nextUnresolved('instances');
    }
    if (found === null) break;
    linksFrom(found.from)[kind].push(found.name);
    if (!parsed.includes(found.name)) parsed.push(found.name);
  }
  return parsed;
}

/** SANY's semantic order (SpecObj.calculateDependencies): post-order, extendees then instancees, the root last. */
function semanticOrder(root: string, user: ReadonlyMap<string, Module>): string[] {
  const order: string[] = [];
  const visit = (m: string, path: Set<string>) => {
    if (order.includes(m) || path.has(m)) return;
    path.add(m);
    const links = linksOf(m, user);
    for (const e of links.extends) visit(e, path);
    for (const i of links.instances) visit(i, path);
    path.delete(m);
    if (!order.includes(m)) order.push(m);
  };
  visit(root, new Set());
  return order;
}
