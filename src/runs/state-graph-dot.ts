/**
 * `check --dump-dot FILE` (TLC's -dump dot,...): the state graph written to
 * FILE in Graphviz as the search finds it, as TLC's DotStateWriter writes it
 * (tlc/tlc-dot.ts): nodes named by monocheck's fingerprints, each step an
 * edge labelled with the disjunct taken (or TLC's action name), coloured per
 * action on request. With -difftrace a node's label is what changed from the
 * state that first reached it, so the states of the level being expanded
 * are kept (as TLA+ values) until the search has moved past them.
 */
import type { Model } from '../engine/model.js';
import type { StateGraphListener } from '../engine/options.js';
import type { TlaState } from '../engine/trace/tla-value.js';
import { dotEdge, dotFooter, dotHeader, dotInitialNode, dotNode } from '../tlc/tlc-dot.js';
import { inOrder, type TlcTraceForm } from '../tlc/tlc-trace-form.js';
import { BufferedFile } from './buffered-file.js';

/** How to draw the graph: TLC's -dump dot items (`colorize`, `actionlabels`, `strict`), TLC's action names, -difftrace's labels. */
export interface DotDrawing {
  readonly colorize: boolean;
  readonly actionLabels: boolean;
  /** Draw one edge between two states, as TLC's `strict` (which tells the pair by its fingerprints' exclusive or). */
  readonly strict: boolean;
  /** Label edges with TLC's name for the action (`Next`) rather than the disjunct taken. */
  readonly tlcLabels: boolean;
  readonly difftrace: boolean;
}

/** A node's name: the fingerprint's words as one number (64 bits as a signed decimal, as TLC names its nodes). */
function nodeName(fingerprint: Uint32Array): string {
  let value = 0n;
  for (let w = fingerprint.length - 1; w >= 0; w--) value = (value << 32n) | BigInt(fingerprint[w] as number);
  return (fingerprint.length === 2 ? BigInt.asIntN(64, value) : value).toString();
}

export class StateGraphDot implements StateGraphListener {
  private readonly file: BufferedFile;
  private order: readonly string[] | null = null;
  /** Each distinct state's node name and level (1 for an initial state), by ordinal. */
  private names: string[] = [];
  private levels: number[] = [];
  /** The states expanded (and the initial ones), by level: TLC's rank lines. */
  private ranks = new Map<number, Set<string>>();
  /** Each action's colour, in the order first drawn (TLC's start at 2). */
  private colors = new Map<string, number>();
  /** With `strict`: the pairs drawn. */
  private drawn = new Set<bigint>();
  /** With `difftrace`: the states from the earliest that may still be a parent on, by ordinal. */
  private kept = new Map<number, TlaState>();
  private earliestKept = 0;
  /** Nodes and edges written. */
  nodes = 0;
  edges = 0;

  /** Opens (and empties) `path`; throws as openSync does when it cannot (check the path first: output-paths.ts). */
  constructor(
    path: string,
    private readonly form: TlcTraceForm,
    private readonly drawing: DotDrawing,
  ) {
    this.file = new BufferedFile(path);
    this.file.write(dotHeader(drawing.colorize));
  }

  state(ordinal: number, parent: number, fingerprint: Uint32Array, state: Uint8Array, offset: number, model: Model): void {
    if (ordinal === 0) this.restart();
    const values = model.toTla(state, offset);
    this.order ??= inOrder(this.form.printOrder, Object.keys(values));
    const name = nodeName(fingerprint);
    this.names[ordinal] = name;
    this.nodes++;
    if (parent < 0) {
      this.levels[ordinal] = 1;
      this.file.write(dotInitialNode(name, values, this.order));
      this.rank(1, name);
    } else {
      this.levels[ordinal] = (this.levels[parent] as number) + 1;
      this.file.write(dotNode(name, values, this.order, this.drawing.difftrace ? this.keptState(parent) : null));
    }
    if (this.drawing.difftrace) this.kept.set(ordinal, values);
  }

  readonly step = (parent: number, actionId: number, fingerprint: Uint32Array, model: Model): void => {
    const from = this.names[parent] as string;
    const to = nodeName(fingerprint);
    if (this.drawing.strict && this.alreadyDrawn(from, to)) return;
    const action = model.actionNames[actionId] ?? '';
    const name = this.drawing.tlcLabels ? this.form.actionOf(action).name : action;
    const color = this.drawing.colorize ? String(this.colorOf(name)) : 'black';
    this.file.write(dotEdge(from, to, this.drawing.actionLabels ? name : '', color));
    this.edges++;
    this.rank(this.levels[parent] as number, from);
  };

  /** Ends the graph and closes the file: null when everything was written, else why the writing stopped. */
  finish(): string | null {
    const ranks = [...this.ranks.entries()].sort(([a], [b]) => a - b).map(([, names]) => [...names]);
    const legend = this.drawing.colorize ? [...this.colors.entries()].map(([action, color]) => ({ action, color })) : [];
    this.file.write(dotFooter(ranks, legend));
    return this.file.finish();
  }

  private restart(): void {
    this.file.restart();
    this.file.write(dotHeader(this.drawing.colorize));
    this.names = [];
    this.levels = [];
    this.ranks.clear();
    this.colors.clear();
    this.drawn.clear();
    this.kept.clear();
    this.earliestKept = 0;
    this.nodes = 0;
    this.edges = 0;
  }

  private rank(level: number, name: string): void {
    let names = this.ranks.get(level);
    if (names === undefined) this.ranks.set(level, (names = new Set()));
    names.add(name);
  }

  private colorOf(action: string): number {
    let color = this.colors.get(action);
    if (color === undefined) this.colors.set(action, (color = this.colors.size + 2));
    return color;
  }

  /** Whether an edge between these two nodes was drawn, by TLC's test (the exclusive or of their fingerprints); notes it if not. */
  private alreadyDrawn(from: string, to: string): boolean {
    const pair = BigInt(from) ^ BigInt(to);
    if (this.drawn.has(pair)) return true;
    this.drawn.add(pair);
    return false;
  }

  /** The state `parent`, kept for diff labels; the states before it are dropped (the search reaches parents in order). */
  private keptState(parent: number): TlaState {
    for (; this.earliestKept < parent; this.earliestKept++) this.kept.delete(this.earliestKept);
    return this.kept.get(parent) as TlaState;
  }
}
