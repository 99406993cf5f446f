/**
 * Actions (and Init) as JavaScript that enumerates their successors the way
 * TLC evaluates them (tlc2/tool/impl/Tool.java getNextStates): conjuncts left
 * to right, each disjunct in turn, `\E` over the set's elements in order,
 * `x' = e` setting x' when it is not yet set and testing it when it is,
 * `x' \in S` setting x' to each element, `UNCHANGED v` as `v' = v`. The code
 * is continuation-passing: each construct is given the code of what follows
 * it (the rest of a conjunction, at the end the emission of the successor).
 *
 * Which variables are set is known while generating, path by path, so
 * `x' = e` is an assignment or a test, never a run-time question, and a
 * successor that leaves a variable unset is TLC's error where it happens.
 * The rest of a conjunction needed on several paths becomes a local function.
 */
// long because: one generator of action code, each construct a short method
import { SpecError } from '../errors.js';
import type { Ir, IrArgument, IrBound, IrDefinition } from '../semantic/ir.js';
import type { Levels } from '../semantic/levels.js';
import type { SourceRange } from '../syntax/ast.js';
import { withLocals, type CodeContext } from './context.js';
import type { ExpressionCode } from './expression-code.js';

/** Where a path of an action is: the code context (what is set), the name of the action taken, whether that name is final. */
export interface PathState {
  readonly c: CodeContext;
  readonly label: string;
  readonly labelFixed: boolean;
  /** Definitions being inlined on this path (an action that calls itself is refused). */
  readonly inlining: ReadonlySet<number>;
  /** Nothing but the successor's emission follows this point (no conjunct after it), so an action entered here owns its successors. */
  readonly tail?: boolean;
}

/** What follows a construct: code for a path state (statements; `return false` stops the enumeration). */
export type Continuation = (state: PathState) => string;

/** What the code at an emission point does: `emit(actionId)`, given the label; and the names of unset variables. */
export interface Emission {
  /** Statements that emit the successor made on this path (called with every variable set). */
  emit(label: string, state: PathState): string;
}

let continuationNames = 0;

/**
 * Where an action entered as a whole disjunct of Next starts and ends in the generated text: whether it is
 * wrapped in the repeat cache's calls is known once all of Next is written (see `wrapRepeats`). The marker's
 * `@` appears nowhere else in generated code (JavaScript has no use for it, and the spec's text is never written into it).
 */
function repeatMarker(kind: 'open' | 'close', actionId: number): string {
  return `@repeat-${kind} ${actionId}@`;
}

/** Next's text with each action's markers replaced: the repeat cache's calls for those in `cached`, a plain block for the others. */
export function wrapRepeats(text: string, cached: ReadonlySet<number>): string {
  return text.replace(/@repeat-(open|close) (\d+)@/g, (_, kind: string, digits: string) => {
    const id = Number(digits);
    if (!cached.has(id)) return kind === 'open' ? '{' : '}';
    return kind === 'open'
      ? `{ const rc = R.begin(${id}); if (rc >= 0) { if (!R.repeat(${id}, rc)) return false; } else {`
      : `R.end(${id}); } }`;
  });
}

/** An action whose successors may be repeats (see repeat-cache.ts): entered as a whole disjunct of Next. */
export interface RepeatEntry {
  readonly label: string;
  readonly def: IrDefinition;
}

export class ActionCode {
  /** The id of an action's label (set by the program generator); null: no repeat entries. */
  labelId: ((label: string, def: IrDefinition) => number) | null = null;
  readonly repeatEntries: RepeatEntry[] = [];
  /** Whether some code tracks which variables are set while it runs (then the next state must start UNSET). */
  tracksSetWhileRunning = false;

  constructor(
    private readonly expressions: ExpressionCode,
    private readonly levels: Levels,
    private readonly variableCount: number,
    private readonly variableNames: readonly string[],
  ) {}

  /** Statements enumerating the ways `ir` holds, then `k` for each. */
  action(ir: Ir, s: PathState, k: Continuation): string {
    const c = s.c;
    switch (ir.kind) {
      case 'and':
        return this.conjunction(ir.args, 0, s, k);
      case 'or':
        return this.shared(k, (shared) => ir.args.map((arg) => this.action(arg, s, shared)).join('\n'));
      case 'if': {
        const cond = this.expressions.boolean(ir.cond, c);
        const thenState = !s.labelFixed && ir.cond.kind === 'call' && ir.cond.args.length === 0 ? { ...s, label: ir.cond.def.name } : s;
        return this.shared(
          k,
          (shared) => `if (${cond}) {\n${this.action(ir.then, thenState, shared)}\n} else {\n${this.action(ir.else, s, shared)}\n}`,
        );
      }
      case 'case':
        return this.caseAction(ir, s, k);
      case 'let': {
        const { statements, inner } = this.expressions.letBindings(ir.defs, c);
        return `{ ${statements}\n${this.action(ir.body, { ...s, c: inner }, k)}\n}`;
      }
      case 'exists':
        return this.exists(ir.bounds, ir.body, s, k);
      case 'forall':
        return this.forall(ir.bounds, ir.body, s, k);
      case 'call':
        return this.callAction(ir.def, ir.args, ir.at, s, k);
      case 'builtin': {
        if ((ir.op === '=' || ir.op === '\\in') && ir.args.length === 2) {
          const target = this.target(ir.args[0]!, s);
          if (target !== null)
            return ir.op === '='
              ? this.assign(target, ir.args[1] as Ir, ir.at, s, k)
              : this.assignEach(target, ir.args[1] as Ir, ir.at, s, k);
        }
        return this.guard(ir, s, k);
      }
      case 'unchanged':
        return this.unchanged(ir.arg, ir.at, s, k);
      case 'boolean':
        return ir.value ? k(s) : '';
      case 'enabled':
      case 'prime':
      case 'variable':
      case 'local':
      case 'apply':
      case 'field':
      case 'choose':
      case 'callParameter':
      case 'constant':
        return this.guard(ir, s, k);
      case 'always':
      case 'eventually':
      case 'leadsTo':
      case 'boxAction':
      case 'angleAction':
      case 'fairness':
        throw new SpecError(`a temporal formula inside an action (${ir.kind})`, ir.at, 'semantic');
      case 'refused':
        throw new SpecError(`monocheck cannot compile ${ir.construct}; TLC can check this spec`, ir.at, 'unsupported');
      default:
        throw new SpecError(`an expression that is not an action where an action is expected (${ir.kind})`, ir.at, 'semantic');
    }
  }

  private conjunction(args: readonly Ir[], from: number, s: PathState, k: Continuation): string {
    if (from === args.length) return k(s);
    if (from === args.length - 1) return this.action(args[from]!, s, k);
    return this.action(args[from]!, { ...s, tail: false }, (next) => this.conjunction(args, from + 1, { ...next, tail: s.tail }, k));
  }

  /** A guard: the rest only where the expression is TRUE. */
  private guard(ir: Ir, s: PathState, k: Continuation): string {
    return `if (${this.expressions.boolean(ir, s.c)}) {\n${k(s)}\n}`;
  }

  /** The variable an `=` or `\in` sets, when its left side is one not yet set (x' in an action, x in Init). */
  private target(lhs: IrArgument, s: PathState): number | null {
    if (lhs.kind !== 'variable') return null;
    const settable = s.c.init ? !lhs.primed : lhs.primed;
    if (!settable) return null;
    if (s.c.assigned === null) return lhs.index; // not known here: decided when it runs
    return s.c.assigned.has(lhs.index) ? null : lhs.index;
  }

  private setState(s: PathState, index: number): PathState {
    if (s.c.assigned === null) return s;
    const assigned = new Set(s.c.assigned);
    assigned.add(index);
    return { ...s, c: { ...s.c, assigned } };
  }

  /** `x' = e`: x' set to e (or, where it is not known whether x' is set, set or tested when it runs). */
  private assign(index: number, value: Ir, at: SourceRange, s: PathState, k: Continuation): string {
    const n = s.c.next!;
    const patch = s.c.assigned !== null && !s.c.init ? this.expressions.patchCode(index, value, s.c) : null;
    if (patch !== null) {
      const patched = new Set(s.c.patched ?? []);
      patched.add(index);
      const after = this.setState(s, index);
      return `{ ${patch.statements} ${n}[${index}] = ${patch.patch};\n${k({ ...after, c: { ...after.c, patched } })}\n}`;
    }
    const code = this.expressions.value(value, s.c);
    if (s.c.assigned !== null) return `{ ${n}[${index}] = ${code};\n${k(this.setState(s, index))}\n}`;
    this.tracksSetWhileRunning = true;
    return this.shared(
      k,
      (shared) =>
        `{ const v = ${code}; if (${n}[${index}] === rt.UNSET) { ${n}[${index}] = v; ` +
        `const go = (() => {\n${shared(s)}\nreturn true; })(); ${n}[${index}] = rt.UNSET; if (!go) return false; } ` +
        `else if (rt.eq(${n}[${index}], v, ${this.expressions.at(at)})) {\n${shared(s)}\n} }`,
    );
  }

  /** `x' \in S`: x' set to each element of S in turn. */
  private assignEach(index: number, set: Ir, at: SourceRange, s: PathState, k: Continuation): string {
    const n = s.c.next!;
    const code = this.expressions.value(set, s.c);
    if (s.c.assigned === null)
      throw new SpecError(`x' \\in S where monocheck cannot tell whether x' is already set (inside \\A)`, at, 'unsupported');
    const id = ++continuationNames;
    return (
      `{ const ae${id} = rt.elements(${code}, ${this.expressions.at(at)}); for (let ai${id} = 0; ai${id} < ` +
      `ae${id}.length; ai${id}++) { ${n}[${index}] = ae${id}[ai${id}];\n${k(this.setState(s, index))}\n} }`
    );
  }

  /** `UNCHANGED e`: each variable of e (through tuples and definitions) kept as it is, else `e' = e` tested. */
  private unchanged(arg: Ir, at: SourceRange, s: PathState, k: Continuation): string {
    const variables = this.variablesOf(arg);
    if (variables === null || s.c.init || s.c.assigned === null) {
      if (variables === null || s.c.init) return this.guard({ kind: 'unchanged', arg, at }, s, k);
      const steps = variables.map((index): Ir => ({
        kind: 'builtin',
        op: '=',
        at,
        args: [
          { kind: 'variable', index, primed: true, at },
          { kind: 'variable', index, primed: false, at },
        ],
      }));
      return this.conjunction(steps, 0, s, k);
    }
    const n = s.c.next!;
    const writes: string[] = [];
    const tests: string[] = [];
    const assigned = new Set(s.c.assigned);
    const same = new Set(s.c.same ?? []);
    for (const index of variables) {
      if (assigned.has(index)) {
        // already set: a test that it is still the current value
        tests.push(
          `rt.eq(${this.expressions.variable(index, true, at, { ...s.c, assigned, same })}, ` +
            `${s.c.state}.v${index}(), ${this.expressions.at(at)})`,
        );
        continue;
      }
      writes.push(`${n}[${index}] = rt.SAME;`);
      assigned.add(index);
      same.add(index);
    }
    const after: PathState = { ...s, c: { ...s.c, assigned, same } };
    const body = `${writes.join(' ')}\n${k(after)}`;
    return tests.length === 0 ? `{ ${body} }` : `if (${tests.join(' && ')}) { ${body} }`;
  }

  /** The variables of `<<x, y, vars>>` (tuples and zero-argument definitions of tuples), in order; null for anything else. */
  private variablesOf(ir: Ir): number[] | null {
    if (ir.kind === 'variable' && !ir.primed) return [ir.index];
    if (ir.kind === 'tuple') {
      const all: number[] = [];
      for (const element of ir.elements) {
        const inner = this.variablesOf(element);
        if (inner === null) return null;
        for (const item of inner) all.push(item);
      }
      return all;
    }
    if (ir.kind === 'call' && ir.args.length === 0 && ir.def.functionBounds === null) return this.variablesOf(ir.def.body);
    return null;
  }

  private caseAction(ir: Extract<Ir, { kind: 'case' }>, s: PathState, k: Continuation): string {
    return this.shared(k, (shared) => {
      const arms = ir.arms.map((arm) => `if (${this.expressions.boolean(arm.cond, s.c)}) {\n${this.action(arm.value, s, shared)}\n}`);
      const other = ir.other === null ? `{ rt.caseFailed(${this.expressions.at(ir.at)}); }` : `{\n${this.action(ir.other, s, shared)}\n}`;
      return `${arms.join(' else ')} else ${other}`;
    });
  }

  /** `\E x \in S : A`: A for each element of S (several bounds: the first varies fastest). */
  private exists(bounds: readonly IrBound[], body: Ir, s: PathState, k: Continuation): string {
    return this.shared(k, (shared) => this.expressions.loops(bounds, s.c, (inner) => this.action(body, { ...s, c: inner }, shared)));
  }

  /**
   * Whether TLC's enumeration of `ir` as an action (Tool.getNextStates) calls
   * the rest at most once: no \E or \/ where an action is read (those give a
   * successor for each witness or disjunct that holds, repeats included).
   */
  private singleValued(ir: Ir, inlining: Set<number>): boolean {
    switch (ir.kind) {
      case 'or':
      case 'exists':
        return false;
      case 'and':
        return ir.args.every((arg) => this.singleValued(arg, inlining));
      case 'if':
        return this.singleValued(ir.then, inlining) && this.singleValued(ir.else, inlining);
      case 'case':
        return (
          ir.arms.every((arm) => this.singleValued(arm.value, inlining)) && (ir.other === null || this.singleValued(ir.other, inlining))
        );
      case 'let':
        return this.singleValued(ir.body, inlining);
      case 'forall':
        return this.singleValued(ir.body, inlining);
      case 'call': {
        if (ir.def.functionBounds !== null || inlining.has(ir.def.id)) return ir.def.functionBounds !== null;
        return this.singleValued(ir.def.body, new Set([...inlining, ir.def.id]));
      }
      default:
        return true;
    }
  }

  /** `\A x \in S : A` as an action: A for the first element, then for the next, ... (what is set is tracked when it runs). */
  private forall(bounds: readonly IrBound[], body: Ir, s: PathState, k: Continuation): string {
    // a state-level body TLC enumerates to one successor at most (no \E, no \/ where an action is read): a guard
    if (!s.c.init && this.levels.of(body) < 2 && this.singleValued(body, new Set()))
      return this.guard({ kind: 'forall', bounds, body, at: bounds[0]?.at ?? body.at }, s, k);
    if (bounds.length !== 1 || bounds[0]!.tuple || bounds[0]!.ids.length !== 1) {
      throw new SpecError('\\A with several bound variables as an action', bounds[0]?.at ?? null, 'unsupported');
    }
    const bound = bounds[0]!;
    const id = bound.ids[0]!;
    const name = `fa${++continuationNames}`;
    const dynamic: PathState = { ...s, c: { ...withLocals(s.c, [[id, `b${id}`]]), assigned: null } };
    const rest = k({ ...s, c: { ...s.c, assigned: null } });
    const step = this.action(body, dynamic, () => `if (!${name}(i + 1, xs)) return false;`);
    return (
      `{ const ${name} = (i, xs) => { if (i === xs.length) {\n${rest}\nreturn true; } const b${id} = xs[i];\n${step}\nreturn true; ` +
      `};\nif (!${name}(0, rt.elements(${this.expressions.value(bound.set, s.c)}, ${this.expressions.at(bound.at)}))) return false; }`
    );
  }

  /** An action-level definition applied: its body inlined with its parameters bound (a value-level one is a guard). */
  private callAction(def: IrDefinition, args: readonly IrArgument[], at: SourceRange, s: PathState, k: Continuation): string {
    // TLC reads any definition as an action (inlined); one it enumerates to one successor at most is the same as a guard
    const guardLike =
      this.levels.definition(def) < 2 && !s.c.init && (def.functionBounds !== null || this.singleValued(def.body, new Set([def.id])));
    if (guardLike) return this.guard({ kind: 'call', def, args, at }, s, k);
    if (s.inlining.has(def.id))
      throw new SpecError(`the action ${def.name} calls itself; monocheck cannot enumerate a recursive action`, at, 'unsupported');
    if (def.functionBounds !== null) return this.guard({ kind: 'call', def, args, at }, s, k);
    const bindings = def.params.map((param, i) => {
      const value = this.expressions.argument(args[i]!, param.arity, s.c);
      return `const b${param.id} = ${value};`;
    });
    const inner = withLocals(
      s.c,
      def.params.map((param) => [param.id, `b${param.id}`] as const),
    );
    const label = s.labelFixed ? s.label : def.name;
    const inlining = new Set(s.inlining);
    inlining.add(def.id);
    const body = this.action(def.body, { c: inner, label, labelFixed: true, inlining, tail: s.tail }, (after) =>
      k({ ...after, c: { ...after.c, locals: s.c.locals, letFunctions: s.c.letFunctions }, inlining: s.inlining }),
    );
    if (!s.labelFixed && s.tail === true && def.params.length === 0 && s.c.locals.size === 0 && this.labelId !== null && !s.c.init) {
      const id = this.labelId(label, def);
      this.repeatEntries.push({ label, def });
      return `${repeatMarker('open', id)}\n${body}\n${repeatMarker('close', id)}`;
    }
    return `{ ${bindings.join(' ')}\n${body}\n}`;
  }

  /**
   * Gives `use` a continuation standing for `k` on several paths: where the
   * paths reach it in one state, and its code is short, it is written in place
   * each time; otherwise it is a local function per state, declared first.
   */
  private shared(k: Continuation, use: (shared: Continuation) => string): string {
    const calls = new Map<string, { state: PathState; count: number; placeholder: string }>();
    const marker = `/*K${++continuationNames}:`;
    const code = use((state) => {
      const key = stateKey(state);
      let entry = calls.get(key);
      if (entry === undefined) {
        entry = { state, count: 0, placeholder: `${marker}${calls.size}*/` };
        calls.set(key, entry);
      }
      entry.count++;
      return entry.placeholder;
    });
    let result = code;
    const declarations: string[] = [];
    for (const entry of calls.values()) {
      const body = k(entry.state);
      // written out in place where that costs little code: a closure makes the
      // locals it reads (S, N, emit, R) live in a context allocated per call
      if (entry.count === 1 || body.length < 160 || (entry.count === 2 && body.length < 2000)) {
        result = result.split(entry.placeholder).join(body);
        continue;
      }
      const name = `k${++continuationNames}`;
      declarations.push(`const ${name} = () => {\n${body}\nreturn true; };`);
      result = result.split(entry.placeholder).join(`if (!${name}()) return false;`);
    }
    return declarations.length === 0 ? result : `{ ${declarations.join('\n')}\n${result}\n}`;
  }

  /** The statements at the end of a path: TLC's error for a variable left unset, else the emission. */
  complete(s: PathState, emission: Emission, at: SourceRange): string {
    if (s.c.assigned === null)
      return (
        `rt.checkComplete(${s.c.next}, ${this.expressions.text.constant(this.variableNames)}, ` +
        `${this.expressions.at(at)});\n${emission.emit(s.label, s)}`
      );
    const unset: string[] = [];
    for (let i = 0; i < this.variableCount; i++) if (!s.c.assigned.has(i)) unset.push(this.variableNames[i]!);
    if (unset.length > 0)
      return (
        `rt.notCompletelySpecified(${this.expressions.text.constant(unset)}, ` +
        `${s.c.init ? 'true' : 'false'}, ${this.expressions.at(at)});`
      );
    return emission.emit(s.label, s);
  }
}

/** Paths in the same state can share the code that follows them. */
function stateKey(state: PathState): string {
  const assigned =
    state.c.assigned === null
      ? 'dynamic'
      : [...state.c.assigned]
          .sort((a, b) => a - b)
          .map((i) => (state.c.same?.has(i) === true ? `${i}s` : state.c.patched?.has(i) === true ? `${i}p` : `${i}`))
          .join(',');
  return `${assigned}|${state.label}|${state.labelFixed}|${state.c.primed}`;
}
