/**
 * Finding the fair accepting strongly connected components of the product:
 * the places where a behaviour can loop for ever while violating the property
 * and being fair. Tarjan's algorithm, iterative (an explicit stack of
 * (node, successor cursor) pairs, no recursion), over the implicit product.
 *
 * A component qualifies when it has a cycle (more than one node, or a
 * stutter that stays in its tableau node), meets every acceptance set, and
 * satisfies each fairness condition on a path that visits all its nodes and
 * edges infinitely often: WF_i when some node has <<A_i>> disabled or some
 * edge is an <<A_i>> step; SF_i when no node has it enabled or some edge is
 * a step. Adding nodes and edges only helps all of these except SF, so a
 * component that fails only an SF condition may hold a smaller one that
 * passes: its nodes where that action is enabled are removed and the rest is
 * split into components again (Emerson and Lei's refinement), until none is
 * left to split.
 */
import type { Product } from './product.js';

export interface FairComponents {
  /** Per product node: the number (from 1) of the qualifying component holding it, 0 for none. Null when there is none at all. */
  readonly componentOf: Int32Array | null;
  /** Product nodes reached from the roots (each counted once). */
  readonly nodesVisited: number;
}

class ComponentSearch {
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly component: Int32Array;
  private readonly onStack: Uint8Array;
  private readonly stack: Int32Array;
  private readonly callNode: Int32Array;
  private readonly callCursor: Int32Array;
  /** For a refinement: the region a search is confined to (nodes with region[v] === tag). */
  private region: Int32Array | null = null;
  private counter = 0;
  private components = 0;
  private qualifying = 0;
  visited = 0;
  componentOf: Int32Array | null = null;
  /** Components that failed only a strong fairness condition: their nodes, and the conditions failed. */
  readonly toRefine: { members: Int32Array; failed: number }[] = [];

  constructor(private readonly product: Product) {
    const total = product.graph.stateCount * product.width;
    this.index = new Int32Array(total);
    this.low = new Int32Array(total);
    this.component = new Int32Array(total);
    this.onStack = new Uint8Array(total);
    this.stack = new Int32Array(total);
    this.callNode = new Int32Array(total);
    this.callCursor = new Int32Array(total);
  }

  isVisited(u: number): boolean {
    return this.index[u] !== 0;
  }

  /** Tarjan from `root`, confined to region `tag` (0: the whole product). */
  run(root: number, tag: number): void {
    const { graph, width, successors, mustHold, mustFail } = this.product;
    const { edgeStart, edgeTarget, truth } = graph;
    const { index, low, onStack, stack, callNode, callCursor } = this;
    const region = this.region;
    let sp = 0;
    let top = 0;
    index[root] = low[root] = ++this.counter;
    stack[sp++] = root;
    onStack[root] = 1;
    callNode[0] = root;
    callCursor[0] = 0;
    if (tag === 0) this.visited++;
    while (top >= 0) {
      const u = callNode[top] as number;
      let c = callCursor[top] as number;
      const s = (u / width) | 0;
      const next = successors[u - s * width] as Int32Array;
      const fanout = next.length;
      const first = edgeStart[s] as number;
      const pairs = ((edgeStart[s + 1] as number) - first + 1) * fanout;
      let pushed = false;
      while (c < pairs) {
        const j = (c / fanout) | 0;
        const q2 = next[c - j * fanout] as number;
        c++;
        const t = j === 0 ? s : (edgeTarget[first + j - 1] as number);
        const bits = truth[t] as number;
        const hold = mustHold[q2] as number;
        if ((bits & hold) !== hold || (bits & (mustFail[q2] as number)) !== 0) continue;
        const v = t * width + q2;
        if (region !== null && region[v] !== tag) continue;
        const seen = index[v] as number;
        if (seen === 0) {
          callCursor[top] = c;
          index[v] = low[v] = ++this.counter;
          stack[sp++] = v;
          onStack[v] = 1;
          callNode[++top] = v;
          callCursor[top] = 0;
          if (tag === 0) this.visited++;
          pushed = true;
          break;
        }
        if (onStack[v] === 1 && seen < (low[u] as number)) low[u] = seen;
      }
      if (pushed) continue;
      top--;
      if (top >= 0) {
        const parent = callNode[top] as number;
        if ((low[u] as number) < (low[parent] as number)) low[parent] = low[u] as number;
      }
      if (low[u] === index[u]) {
        const end = sp;
        const id = ++this.components;
        let v: number;
        do {
          v = stack[--sp] as number;
          onStack[v] = 0;
          this.component[v] = id;
        } while (v !== u);
        this.judge(stack.subarray(sp, end), id);
      }
    }
  }

  /** Records component `id` (its `members`) if it qualifies, or queues it for refinement. */
  private judge(members: Int32Array, id: number): void {
    const { graph, width, successors, mustHold, mustFail, acceptance, allAcceptance, selfLoop } = this.product;
    const { weak, strong } = this.product;
    let accepted = 0;
    let enabledSomewhere = 0;
    let disabledSomewhere = 0;
    let steps = 0;
    let cycle = members.length > 1;
    for (let m = 0; m < members.length; m++) {
      const u = members[m] as number;
      const s = (u / width) | 0;
      const q = u - s * width;
      accepted |= acceptance[q] as number;
      const enabled = graph.enabled[s] as number;
      enabledSomewhere |= enabled;
      disabledSomewhere |= ~enabled;
      if (selfLoop[q] === 1) cycle = true;
      if (members.length === 1 || (weak | strong) === 0) continue;
      const next = successors[q] as Int32Array;
      const end = graph.edgeStart[s + 1] as number;
      for (let e = graph.edgeStart[s] as number; e < end; e++) {
        const t = graph.edgeTarget[e] as number;
        const bits = graph.truth[t] as number;
        for (let r = 0; r < next.length; r++) {
          const q2 = next[r] as number;
          const hold = mustHold[q2] as number;
          if ((bits & hold) === hold && (bits & (mustFail[q2] as number)) === 0 && this.component[t * width + q2] === id)
            steps |= graph.edgeFairness[e] as number;
        }
      }
    }
    if (!cycle || (accepted & allAcceptance) !== allAcceptance) return;
    if ((weak & ~(disabledSomewhere | steps)) !== 0) return;
    const strongFailed = (strong & enabledSomewhere & ~steps) >>> 0;
    if (strongFailed !== 0) {
      this.toRefine.push({ members: members.slice(), failed: strongFailed });
      return;
    }
    const componentOf = (this.componentOf ??= new Int32Array(this.index.length));
    const number = ++this.qualifying;
    for (let m = 0; m < members.length; m++) componentOf[members[m] as number] = number;
  }

  /** Splits a component that failed strong fairness: without its nodes where a failed condition is enabled. */
  refine({ members, failed }: { members: Int32Array; failed: number }): void {
    const { graph, width } = this.product;
    const region = (this.region ??= new Int32Array(this.index.length));
    const tag = ++this.components;
    const kept: number[] = [];
    for (let m = 0; m < members.length; m++) {
      const u = members[m] as number;
      if (((graph.enabled[(u / width) | 0] as number) & failed) !== 0) continue;
      region[u] = tag;
      this.index[u] = 0;
      kept.push(u);
    }
    for (const u of kept) if (this.index[u] === 0) this.run(u, tag);
  }
}

/** The qualifying components of the product reachable from its roots. */
export function findFairComponents(product: Product): FairComponents {
  const search = new ComponentSearch(product);
  for (let r = 0; r < product.roots.length; r++) {
    const root = product.roots[r] as number;
    if (!search.isVisited(root)) search.run(root, 0);
  }
  while (search.toRefine.length > 0) search.refine(search.toRefine.pop() as { members: Int32Array; failed: number });
  return { componentOf: search.componentOf, nodesVisited: search.visited };
}
