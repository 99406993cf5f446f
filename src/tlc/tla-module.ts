/**
 * A TLA+ module read with a real TLA+ parser (tree-sitter's TLA+ grammar, run
 * as WebAssembly by web-tree-sitter, so nothing is built natively), reduced to
 * its units (each definition, declaration, ASSUME, ...) with comments and
 * layout left out, so two modules can be compared definition by definition.
 * The parser's time grows faster than the nesting of what it reads, so a
 * module that nests deeper than any real one is refused before it is parsed
 * (brackets) or after (its syntax tree), and a parse is given a few seconds
 * of CPU time (not of the clock, which other jobs on the machine stretch).
 */
import type { Node } from 'web-tree-sitter';
import { parseTlaText } from '../tla/syntax/tree-sitter.js';
import type { TextPlace } from '../input/nesting.js';

/** The deepest syntax tree compared (Monopoly.tla's is 19 deep); the walks over it are recursive. */
const TREE_DEPTH_LIMIT = 1000;
/** How much CPU time a parse may take: Monopoly.tla takes 0.1 s, and a real module no more. */
const PARSE_SECONDS = 3;

export interface TlaModule {
  /** The name after MODULE. */
  readonly name: string;
  /** Each unit's name ('EndTurn', 'CONSTANT N', 'EXTENDS', ...) and its syntax tree as text, without comments or layout. */
  readonly units: ReadonlyMap<string, string>;
  /**
   * Where the parser first found something that is not TLA+ (1-based), or why it cannot compare the module; null when the module parses.
   */
  readonly syntaxError: (TextPlace & { readonly reason: string }) | null;
}

/** How an edited module differs from an original one, by unit name, each list in the edited (or original) module's order. */
export interface ModuleDifference {
  readonly changed: readonly string[];
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

const COMMENTS = new Set(['comment', 'block_comment', 'block_comment_text']);
/** The module's frame: its name is compared on its own, dashes and equals signs are layout. */
const FRAME = new Set(['header_line', 'double_line', 'MODULE']);

const NOT_TLA = 'not TLA+ (the parser stops here)';

/** Parses the text of one TLA+ module (the first in the text), giving the parser `seconds` of CPU time at most. */
export async function parseTlaModule(text: string, seconds = PARSE_SECONDS): Promise<TlaModule> {
  const parsed = await parseTlaText(text, { seconds, treeDepth: TREE_DEPTH_LIMIT });
  if (!('tree' in parsed))
    return {
      name: '',
      units: new Map(),
      syntaxError: { ...parsed.place, reason: parsed.treeTooDeep ? `${parsed.reason}, more than monocheck compares` : parsed.reason },
    };
  const { tree } = parsed;
  try {
    const root = tree.rootNode;
    const module = root.namedChildren.find((node) => node?.type === 'module') ?? null;
    const errorAt = firstError(root);
    const syntaxError = errorAt === null ? null : { ...errorAt, reason: NOT_TLA };
    if (module === null) return { name: '', units: new Map(), syntaxError: syntaxError ?? { line: 1, column: 1, reason: NOT_TLA } };
    return { name: module.childForFieldName('name')?.text ?? '', units: unitsOf(module, inkCounter(text)), syntaxError };
  } finally {
    tree.delete();
  }
}

const placeOfNode = (node: Node): TextPlace => ({ line: node.startPosition.row + 1, column: node.startPosition.column + 1 });

/** The units of `edited` that differ from, are missing from, or are new beside those of `original`. */
export function compareModules(original: TlaModule, edited: TlaModule): ModuleDifference {
  const changed: string[] = [];
  const added: string[] = [];
  for (const [name, shape] of edited.units) {
    const before = original.units.get(name);
    if (before === undefined) added.push(name);
    else if (before !== shape) changed.push(name);
  }
  const removed = [...original.units.keys()].filter((name) => !edited.units.has(name));
  if (original.name !== edited.name) changed.unshift(`MODULE ${edited.name}`);
  return { changed, added, removed };
}

export function isSameModule(difference: ModuleDifference): boolean {
  return difference.changed.length + difference.added.length + difference.removed.length === 0;
}

/** Each top-level item of the module under a name of its own. */
function unitsOf(module: Node, ink: Ink): Map<string, string> {
  const units = new Map<string, string>();
  const counts = new Map<string, number>();
  const add = (name: string, shape: string) => {
    // a second unit of the same name (two ASSUMEs without names) is told apart by its position
    const seen = (counts.get(name) ?? 0) + 1;
    counts.set(name, seen);
    units.set(seen === 1 ? name : `${name} (${seen})`, shape);
  };
  let first = true;
  for (const child of module.children) {
    if (child === null || COMMENTS.has(child.type) || FRAME.has(child.type)) continue;
    if (first && child.type === 'identifier') {
      first = false;
      continue;
    } // the module's name
    first = false;
    const declared = declaredUnits(child, ink);
    if (declared !== null) {
      for (const [name, shape] of declared) add(name, shape);
      continue;
    }
    add(unitName(child), shapeOf(child, ink));
  }
  return units;
}

/** CONSTANTS and VARIABLES declare one unit per name, so moving a name between lines is layout. */
function declaredUnits(node: Node, ink: Ink): [string, string][] | null {
  const keyword = node.type === 'constant_declaration' ? 'CONSTANT' : node.type === 'variable_declaration' ? 'VARIABLE' : null;
  if (keyword === null) return null;
  return node.namedChildren
    .filter((child): child is Node => child !== null && !COMMENTS.has(child.type))
    .map((child) => [`${keyword} ${child.text.replace(/\s+/g, '')}`, shapeOf(child, ink)]);
}

function unitName(node: Node): string {
  const inner =
    node.type === 'local_definition' ? (node.namedChildren.find((child) => child !== null && !COMMENTS.has(child.type)) ?? node) : node;
  const name = inner.childForFieldName('name')?.text;
  switch (inner.type) {
    case 'extends':
      return 'EXTENDS';
    case 'assumption':
      return name === undefined ? 'ASSUME' : `ASSUME ${name}`;
    case 'theorem':
      return name === undefined ? 'THEOREM' : `THEOREM ${name}`;
    case 'instance':
      return `INSTANCE ${inner.namedChildren.find((child) => child?.type === 'identifier_ref')?.text ?? ''}`;
    case 'recursive_declaration':
      return inner.text.replace(/\s+/g, ' ').trim();
    default:
      return name ?? inner.type;
  }
}

/**
 * The syntax tree below `node` as text: node types, and the text of leaves
 * that carry a value (names, numbers). Comments are left out, and so is layout,
 * which the tree does not record (a conjunct's indentation is in the tree as
 * the list it belongs to). A node whose children do not cover all of its text
 * (a string's letters) keeps its own text.
 */
function shapeOf(node: Node, ink: Ink): string {
  if (node.childCount === 0) return node.isNamed ? `${node.type}:${node.text}` : node.type;
  const parts: string[] = [];
  let covered = 0;
  for (const child of node.children) {
    if (child === null) continue;
    covered += ink(child);
    if (!COMMENTS.has(child.type)) parts.push(shapeOf(child, ink));
  }
  const text = covered < ink(node) ? `=${JSON.stringify(node.text)}` : '';
  return `(${node.type}${text} ${parts.join(' ')})`;
}

/** How many characters of a node are not white space. */
type Ink = (node: Node) => number;

/** Counts a node's non-blank characters in constant time, from a running count over the whole text. */
function inkCounter(text: string): Ink {
  const before = new Uint32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) before[i + 1] = before[i]! + (/\s/.test(text[i]!) ? 0 : 1);
  return (node) => before[node.endIndex]! - before[node.startIndex]!;
}

function firstError(node: Node): TextPlace | null {
  if (!node.hasError) return null;
  if (node.isError || node.isMissing) return placeOfNode(node);
  for (const child of node.children) {
    const found = child === null ? null : firstError(child);
    if (found !== null) return found;
  }
  return placeOfNode(node);
}
