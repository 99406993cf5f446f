/**
 * A counterexample from the qualifying components: the shortest prefix (by
 * breadth-first search of the product) from an initial node to any of them,
 * then a cycle inside the component it enters that meets every acceptance
 * set and every fairness condition (built as a chain of shortest paths, one
 * per condition still unmet, and a shortest path back). Projected on the
 * state graph, with repeated neighbours merged (a stutter changes nothing a
 * property without a next-step operator can see), it is a lasso of
 * ordinals.
 */
import type { FairComponents } from './fair-components.js';
import { someSuccessor, type Product } from './product.js';

export interface OrdinalLasso {
  /** The behaviour's states by ordinal, prefix then cycle, no two neighbours equal. */
  readonly ordinals: readonly number[];
  /** Where the last state steps back to; the last index when the behaviour stutters there for ever. */
  readonly loopStart: number;
}

class PathSearch {
  private readonly previous: Int32Array;
  private readonly seen: Int32Array;
  private readonly queue: Int32Array;
  private stamp = 0;

  constructor(
    private readonly product: Product,
    total: number,
  ) {
    this.previous = new Int32Array(total);
    this.seen = new Int32Array(total);
    this.queue = new Int32Array(total);
  }

  /**
   * A shortest path from any of `from` to a node for which `isGoal` holds, or
   * through an edge carrying a bit of `goalEdge`, moving only through nodes
   * `allowed` lets through. Returns the nodes after the start, or null.
   */
  find(from: ArrayLike<number>, isGoal: (v: number) => boolean, goalEdge: number, allowed: (v: number) => boolean): number[] | null {
    const stamp = ++this.stamp;
    const { previous, seen, queue } = this;
    let head = 0;
    let tail = 0;
    for (let i = 0; i < from.length; i++) {
      const u = from[i] as number;
      if (seen[u] === stamp) continue;
      seen[u] = stamp;
      previous[u] = -1;
      queue[tail++] = u;
    }
    let found = -1;
    let foundFrom = -1;
    while (head < tail && found < 0) {
      const u = queue[head++] as number;
      someSuccessor(this.product, u, (v, fairness) => {
        if (!allowed(v)) return false;
        if ((fairness & goalEdge) !== 0 || isGoal(v)) {
          found = v;
          foundFrom = u;
          return true;
        }
        if (seen[v] === stamp) return false;
        seen[v] = stamp;
        previous[v] = u;
        queue[tail++] = v;
        return false;
      });
    }
    if (found < 0) return null;
    const path = [found];
    for (let at = foundFrom; at >= 0; at = previous[at] as number) path.push(at);
    return path.reverse();
  }
}

/** The lasso through the qualifying component nearest to an initial state; `components` must have one. */
export function findLasso(product: Product, components: FairComponents): OrdinalLasso {
  const componentOf = components.componentOf as Int32Array;
  const { graph, width } = product;
  const search = new PathSearch(product, componentOf.length);
  const stateOf = (u: number) => Math.floor(u / width);
  const nodeOf = (u: number) => u - stateOf(u) * width;

  const rootInComponent = Array.from(product.roots).find((root) => componentOf[root] !== 0);
  const prefix =
    rootInComponent !== undefined
      ? [rootInComponent]
      : search.find(
          product.roots,
          (v) => componentOf[v] !== 0,
          0,
          () => true,
        );
  if (prefix === null) throw new Error('no path from an initial state to a fair cycle');
  const entry = prefix[prefix.length - 1] as number;
  const component = componentOf[entry] as number;
  const inComponent = (v: number) => componentOf[v] === component;

  let enabledSomewhere = 0;
  for (let u = 0; u < componentOf.length; u++) if (componentOf[u] === component) enabledSomewhere |= graph.enabled[stateOf(u)] as number;
  const { weak, strong } = product;
  let accepted = 0;
  let disabledSeen = 0;
  let steps = 0;
  const note = (u: number) => {
    accepted |= product.acceptance[nodeOf(u)] as number;
    disabledSeen |= ~(graph.enabled[stateOf(u)] as number);
  };
  note(entry);
  const cycle: number[] = [];
  let current = entry;
  for (;;) {
    const missingAcceptance = (product.allAcceptance & ~accepted) >>> 0;
    const missingWeak = (weak & ~(disabledSeen | steps)) >>> 0;
    const missingStrong = (strong & enabledSomewhere & ~steps) >>> 0;
    let segment: number[] | null;
    if (missingAcceptance !== 0) {
      const bit = missingAcceptance & -missingAcceptance;
      segment = search.find([current], (v) => ((product.acceptance[nodeOf(v)] as number) & bit) !== 0, 0, inComponent);
    } else if (missingWeak !== 0) {
      const bit = missingWeak & -missingWeak;
      segment = search.find([current], (v) => ((graph.enabled[stateOf(v)] as number) & bit) === 0, bit, inComponent);
    } else if (missingStrong !== 0) {
      segment = search.find([current], () => false, missingStrong & -missingStrong, inComponent);
    } else {
      break;
    }
    if (segment === null) throw new Error('a fair component without a cycle meeting its conditions');
    for (let i = 1; i < segment.length; i++) {
      steps |= stepFairness(product, segment[i - 1] as number, segment[i] as number);
      note(segment[i] as number);
      cycle.push(segment[i] as number);
    }
    current = segment[segment.length - 1] as number;
  }
  const stutters = cycle.length === 0 && product.selfLoop[nodeOf(entry)] === 1;
  if (!stutters && (cycle.length === 0 || current !== entry)) {
    const back = search.find([current], (v) => v === entry, 0, inComponent);
    if (back === null) throw new Error('a fair component that does not lead back to its entry');
    for (let i = 1; i < back.length; i++) cycle.push(back[i] as number);
  }
  // the cycle ends at the entry again (unless it stutters): drop that repetition
  if (!stutters) cycle.pop();
  return project([...prefix, ...cycle], prefix.length - 1, stateOf);
}

/** The fairness conditions the step u -> v of the product is a step of (0 for a stutter). */
function stepFairness(product: Product, u: number, v: number): number {
  let fairness = 0;
  someSuccessor(product, u, (w, bits) => {
    if (w !== v) return false;
    fairness = bits;
    return true;
  });
  return fairness;
}

/** The nodes as states, neighbours that are one state merged; `loop` is the index of the node the cycle returns to. */
function project(nodes: readonly number[], loop: number, stateOf: (u: number) => number): OrdinalLasso {
  const ordinals: number[] = [];
  let loopStart = 0;
  nodes.forEach((u, i) => {
    const s = stateOf(u);
    if (ordinals[ordinals.length - 1] !== s) ordinals.push(s);
    if (i === loop) loopStart = ordinals.length - 1;
  });
  // the last state stepping back to the loop's first by a stutter is no step
  while (ordinals.length - 1 > loopStart && ordinals[ordinals.length - 1] === ordinals[loopStart]) ordinals.pop();
  return { ordinals, loopStart };
}
