/**
 * TLC's -dump dot file (tlc2/util/DotStateWriter at cc6b616cf): the state
 * graph in Graphviz, its lines as TLC writes them. An initial state is a
 * filled node labelled with the whole state; each step is an edge, with the
 * action's label and colour; a state reached for the first time gets its
 * node right after the edge that reached it, labelled with the whole state
 * (or with -difftrace the variables that changed from the state it was
 * reached from) and with the whole state as its tooltip; at the end, one
 * `{rank = same; ...}` line per level of the states that were expanded.
 */
import type { TlaState } from '../engine/trace/tla-value.js';
import { printTlaStateDifference } from './tlc-diff-trace.js';
import { printTlaState } from './value-printer.js';

/** TLC's colour scheme for edges coloured by action. */
const COLOR_SCHEME = 'paired12';

/** The lines before the first node: `strict digraph DiskGraph {` and the graph's attributes. */
export function dotHeader(colorize: boolean): string {
  return [
    'strict digraph DiskGraph {',
    'node [shape=box,style=rounded]',
    ...(colorize ? [`edge [colorscheme="${COLOR_SCHEME}"]`] : []),
    'nodesep=0.35;',
    'subgraph cluster_graph {',
    'color="white";',
    '',
  ].join('\n');
}

/** A state as a Graphviz string's contents, as TLC's states2dot writes it: backslashes and quotes escaped, line breaks as `\n`. */
function dotText(printed: string): string {
  return printed.replaceAll('\\', '\\\\').replaceAll('"', '\\"').trim().replaceAll('\n', '\\n');
}

/** The node of an initial state: `name [label="...",style = filled]`. */
export function dotInitialNode(name: string, state: TlaState, order: readonly string[]): string {
  return `${name} [label="${dotText(printTlaState(state, order))}",style = filled]\n`;
}

/**
 * The node of a state reached for the first time, labelled with it whole
 * or, given `from`, with what changed since it; the whole state as tooltip.
 */
export function dotNode(name: string, state: TlaState, order: readonly string[], from: TlaState | null): string {
  const whole = dotText(printTlaState(state, order));
  const label = from === null ? whole : dotText(printTlaStateDifference(state, from, order));
  return `${name} [label="${label}",tooltip="${whole}"];\n`;
}

/** An edge, with the action's name as label (empty without actionlabels) and its colour (`black` without colorize). */
export function dotEdge(from: string, to: string, label: string, color: string): string {
  return `${from} -> ${to} [label="${label}",color="${color}",fontcolor="${color}"];\n`;
}

/**
 * The end: one rank line per level (its expanded states), the subgraph
 * closed, the legend of colours when there are several (in the order TLC's
 * HashMap of action names gives them: javaHashMapOrder), the graph closed
 * (no newline, as TLC's).
 */
export function dotFooter(
  ranks: readonly (readonly string[])[],
  legend: readonly { readonly action: string; readonly color: number }[],
): string {
  let text = ranks.map((names) => `{rank = same; ${names.map((name) => `${name};`).join('')}}\n`).join('') + '}\n';
  if (legend.length > 1) {
    text +=
      `subgraph cluster_legend {graph[style=bold];label = "Next State Actions" style="solid"\n` +
      `node [ labeljust="l",colorscheme="${COLOR_SCHEME}",style=filled,shape=record ]\n`;
    const ordered = javaHashMapOrder(legend.map(({ action }) => action)).map((k) => legend[k] as (typeof legend)[number]);
    text += ordered.map(({ action, color }) => `${action.replaceAll('!', ':')} [label="${action}",fillcolor=${color}]\n`).join('') + '}';
  }
  return `${text}}`;
}

/** Java's String.hashCode. */
function javaStringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/**
 * The order a java.util.HashMap (default capacity and load factor) iterates
 * these distinct keys, put in this order: by bucket (the spread hash modulo
 * the table's size, which doubles past 3/4 full), then as put. As indexes
 * into `keys`.
 */
function javaHashMapOrder(keys: readonly string[]): number[] {
  let capacity = 16;
  while (keys.length > capacity * 0.75) capacity *= 2;
  const bucket = keys.map((key) => {
    const hash = javaStringHash(key);
    return (hash ^ (hash >>> 16)) & (capacity - 1);
  });
  return keys.map((_, k) => k).sort((a, b) => (bucket[a] as number) - (bucket[b] as number) || a - b);
}
