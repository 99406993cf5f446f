/**
 * Expressions to JavaScript expressions over runtime values (../values/,
 * through the runtime object `rt`). Each IR node becomes one JS expression;
 * constructs that need statements (quantifiers, set comprehensions, LET) are
 * arrow functions called at once, which V8 inlines. Long because: one
 * generator, a short method per construct, sharing its hoisting and lifting.
 */
import { SpecError } from '../errors.js';
import type { Ir, IrArgument, IrBound, IrDefinition } from '../semantic/ir.js';
import type { SourceRange } from '../syntax/ast.js';
import { builtinCode } from './builtin-code.js';
import { withLetFunctions, withLocals, type CodeContext } from './context.js';
import type { Definitions } from './definitions.js';
import { integerLiteral, type ProgramText } from './program-text.js';
import { Hoisting, HOISTED_CONTEXT } from './hoisting.js';
import type { Levels } from '../semantic/levels.js';
import { Patch } from '../runtime/patch.js';
import { BOOLEAN_BUILTINS, filterOf, freeLocals, isBoolean, mentionsLocal } from './ir-facts.js';
import type { ExpressionWriter } from './expression-writer.js';

/** What the state's packed layout lets generated code skip. */
export interface Packing {
  /** Variables whose `v[x]` is read from the state's bytes (the codec's `r<i>`). */
  readonly readable: ReadonlySet<number>;
  /** Conjuncts `v \in S` that hold in every state the layout packs. */
  readonly proven: ReadonlySet<Ir>;
  /** The kind of primitive variable i is (or its elements are, `element`), as its layout packs it; null if not one kind. */
  scalarOf(variable: number, element: boolean): 'int' | 'bool' | 'str' | null;
}

export const NO_PACKING: Packing = { readable: new Set(), proven: new Set(), scalarOf: () => null };

export class ExpressionCode implements ExpressionWriter {
  private readonly hoisting: Hoisting;

  constructor(
    readonly text: ProgramText,
    readonly definitions: Definitions,
    readonly variableNames: readonly string[],
    /** The code of a declared constant's value (by index): a pooled value, or the definition the model file replaces it by. */
    private readonly constantCode: (index: number, c: CodeContext) => string,
    levels: Levels,
    /** What the packed layout allows: variables read without decoding, conjuncts every packed state satisfies. */
    private readonly packing: Packing = NO_PACKING,
  ) {
    this.hoisting = new Hoisting(text, levels);
  }

  /** A JS expression for the value of `ir`; a constant part (no state, no bound variable) is computed once. */
  value(ir: Ir, c: CodeContext): string {
    if (this.hoisting.isHoistable(ir)) return this.hoisting.hoisted(ir, () => this.valueOf(ir, HOISTED_CONTEXT));
    return this.valueOf(ir, c);
  }

  // long because: one case per kind of expression, each a line or a call
  private valueOf(ir: Ir, c: CodeContext): string {
    if (this.packing.proven.has(ir) && c.state !== null && !c.primed && !c.init) return 'true';
    switch (ir.kind) {
      case 'number':
        return integerLiteral(ir.value);
      case 'boolean':
        return ir.value ? 'true' : 'false';
      case 'string':
        return this.text.constant(ir.value);
      case 'constant':
        return this.constantCode(ir.index, c);
      case 'builtinSet':
        return `rt.${ir.name === 'BOOLEAN' ? 'BOOLEAN_SET' : ir.name === 'STRING' ? 'STRING_SET' : ir.name === 'Nat' ? 'NAT' : 'INT'}`;
      case 'variable':
        return this.variable(ir.index, ir.primed || c.primed, ir.at, c);
      case 'local': {
        const code = c.locals.get(ir.id);
        if (code === undefined) throw new SpecError(`internal: local ${ir.id} unbound`, ir.at, 'semantic');
        return code;
      }
      case 'call':
        return this.call(ir.def, ir.args, ir.at, c);
      case 'callParameter': {
        const fn = c.locals.get(ir.id);
        if (fn === undefined) throw new SpecError(`internal: operator parameter ${ir.id} unbound`, ir.at, 'semantic');
        return `${fn}(${ir.args.map((arg) => this.argument(arg, 0, c)).join(', ')})`;
      }
      case 'builtin': {
        const self = ir.op === 'DOMAIN' && ir.args[0]?.kind === 'local' ? this.definitions.recursiveSelf(ir.args[0].id) : undefined;
        if (self !== undefined) return this.definitions.domainCode(self, c);
        const counted = ir.op === 'Cardinality' ? filterOf(ir.args[0]) : null;
        if (counted !== null) return this.filterCount(counted, c);
        return builtinCode(this, ir.op, ir.args, ir.at, c);
      }
      case 'and':
        return `(${ir.args.map((arg) => this.boolean(arg, c, ir.at)).join(' && ')})`;
      case 'or':
        return `(${ir.args.map((arg) => this.boolean(arg, c, ir.at)).join(' || ')})`;
      case 'if':
        return `(${this.boolean(ir.cond, c, ir.at)} ? ${this.value(ir.then, c)} : ${this.value(ir.else, c)})`;
      case 'case': {
        const other = ir.other === null ? `rt.caseFailed(${this.at(ir.at)})` : this.value(ir.other, c);
        return ir.arms.reduceRight((rest, arm) => `(${this.boolean(arm.cond, c, ir.at)} ? ${this.value(arm.value, c)} : ${rest})`, other);
      }
      case 'let':
        return this.let(ir.defs, c, (inner) => `return ${this.value(ir.body, inner)};`);
      case 'forall':
      case 'exists':
        return this.quantifier(ir.kind === 'forall', ir.bounds, ir.body, c);
      case 'choose': {
        const body = (inner: CodeContext) => `if (${this.boolean(ir.body, inner, ir.at)}) return ${this.boundValue(ir.bound, inner)};`;
        return this.block(ir, c, (inner) => `${this.loops([ir.bound], inner, body)} return rt.chooseFailed(${this.at(ir.at)});`);
      }
      case 'setEnum':
        return ir.elements.length === 0 ? 'rt.EMPTY_SET' : `rt.setOf([${ir.elements.map((e) => this.value(e, c)).join(', ')}])`;
      case 'setFilter': {
        const body = (inner: CodeContext) =>
          `if (${this.boolean(ir.predicate, inner, ir.at)}) out.push(${this.boundValue(ir.bound, inner)});`;
        // the elements come in the enumerated set's (normalized) order, once each
        return this.block(ir, c, (inner) => `const out = []; ${this.loops([ir.bound], inner, body)} return rt.sortedSet(out);`);
      }
      case 'setMap': {
        const body = (inner: CodeContext) => `out.push(${this.value(ir.value, inner)});`;
        return this.block(ir, c, (inner) => `const out = []; ${this.loops(ir.bounds, inner, body)} return rt.setOf(out);`);
      }
      case 'tuple':
        return `[${ir.elements.map((e) => this.value(e, c)).join(', ')}]`;
      case 'record':
        return (
          `rt.record(${this.text.constant(ir.fields.map((f) => f.name))}, ` +
          `[${ir.fields.map((f) => this.value(f.value, c)).join(', ')}])`
        );
      case 'recordSet':
        return (
          `rt.recordSet(${this.text.constant(ir.fields.map((f) => f.name))}, ` +
          `[${ir.fields.map((f) => this.value(f.set, c)).join(', ')}])`
        );
      case 'function':
        return this.functionLiteral(ir, c);
      case 'functionSet':
        return `rt.functionSet(${this.value(ir.domain, c)}, ${this.value(ir.range, c)})`;
      case 'apply':
        return this.apply(ir.fn, ir.arg, ir.at, c);
      case 'field':
        return `rt.field(${this.value(ir.record, c)}, ${this.text.constant(ir.name)}, ${this.at(ir.at)})`;
      case 'except':
        return this.except(ir, c);
      case 'product':
        return `rt.product([${ir.sets.map((s) => this.value(s, c)).join(', ')}])`;
      case 'unchanged':
        return this.unchangedTest(ir.arg, c);
      case 'prime': {
        if (c.next === null)
          throw new SpecError('a primed expression where no next state exists (an invariant or Init)', ir.at, 'semantic');
        return this.value(ir.arg, { ...c, primed: true });
      }
      case 'enabled':
        return this.definitions.enabled(ir.arg, c, ir.at);
      case 'always':
      case 'eventually':
      case 'leadsTo':
      case 'boxAction':
      case 'angleAction':
      case 'fairness':
        throw new SpecError(`a temporal formula where a value is expected (${ir.kind})`, ir.at, 'semantic');
      case 'refused':
        throw new SpecError(`monocheck cannot compile ${ir.construct}; TLC can check this spec`, ir.at, 'unsupported');
    }
  }

  /** A JS expression that is the boolean value of `ir`, TLC's error when it is not a boolean. */
  boolean(ir: Ir, c: CodeContext, at: SourceRange = ir.at): string {
    const code = this.value(ir, c);
    return isBoolean(ir) || this.scalarKind(ir, c) === 'bool' ? code : `rt.bool(${code}, ${this.at(at)})`;
  }

  /**
   * What kind of primitive `ir` always is, where the packed layout or the
   * literal says so: 'int', 'bool' or 'str'; null when not known. Two values
   * of one such kind compare with === and < as TLC compares them.
   */
  scalarKind(ir: IrArgument, c: CodeContext): 'int' | 'bool' | 'str' | null {
    switch (ir.kind) {
      case 'number':
        return 'int';
      case 'string':
        return 'str';
      case 'boolean':
        return 'bool';
      case 'variable':
        return !ir.primed && !c.primed && !c.init && c.state !== null ? this.packing.scalarOf(ir.index, false) : null;
      case 'apply':
        if (
          ir.fn.kind === 'variable' &&
          !ir.fn.primed &&
          !c.primed &&
          !c.init &&
          c.state !== null &&
          this.packing.readable.has(ir.fn.index)
        )
          return this.packing.scalarOf(ir.fn.index, true);
        return null;
      case 'builtin':
        return ['+', '-', '*', '%', '\\div', '-.', 'Len', 'Cardinality'].includes(ir.op)
          ? 'int'
          : BOOLEAN_BUILTINS.has(ir.op)
            ? 'bool'
            : null;
      default:
        return isBoolean(ir as Ir) ? 'bool' : null;
    }
  }

  /** `P[i]` holding a source range, for TLC's messages. */
  at(at: SourceRange): string {
    return this.text.constant(at);
  }

  variable(index: number, primed: boolean, at: SourceRange, c: CodeContext): string {
    const name = this.variableNames[index]!;
    if (c.init && !primed) {
      if (c.next === null) throw new SpecError(`internal: no next state in Init`, at, 'semantic');
      if (c.assigned !== null && !c.assigned.has(index)) return `rt.unsetInInit(${this.text.constant(name)}, ${this.at(at)})`;
      return c.assigned === null ? `rt.set(${c.next}[${index}], ${this.text.constant(name)}, ${this.at(at)})` : `${c.next}[${index}]`;
    }
    if (primed) {
      if (c.next === null) throw new SpecError(`${name}' where no next state exists (an invariant, a constraint or Init)`, at, 'semantic');
      if (c.assigned !== null && !c.assigned.has(index)) return `rt.unsetPrimed(${this.text.constant(name)}, ${this.at(at)})`;
      if (c.same?.has(index) === true && c.state !== null) return `${c.state}.v${index}()`;
      if (c.patched?.has(index) === true && c.state !== null) return `rt.patched(${c.next}[${index}], ${c.state}.v${index}())`;
      if (c.assigned !== null) return `${c.next}[${index}]`;
      const read = `rt.set(${c.next}[${index}], ${this.text.constant(name)}, ${this.at(at)})`;
      return c.state === null
        ? read
        : `rt.nextValue(${c.next}[${index}], ${c.state}.v${index}(), ${this.text.constant(name)}, ${this.at(at)})`;
    }
    if (c.state === null)
      throw new SpecError(`the variable ${name} where only constants are allowed (an ASSUME, a constant definition)`, at, 'semantic');
    return `${c.state}.v${index}()`;
  }

  /** A definition applied (or referred to, without arguments). */
  call(def: IrDefinition, args: readonly IrArgument[], at: SourceRange, c: CodeContext): string {
    // a LET's value without arguments, or its function definition (`LET f[x \in S] == e`): a local holding the value
    const letCode = def.params.length === 0 && (def.functionBounds === null || def.inLet) ? c.locals.get(def.id) : undefined;
    if (letCode !== undefined) return letCode;
    const letFunction = c.letFunctions.get(def.id);
    const argCode = args.map((arg, i) => this.argument(arg, def.params[i]?.arity ?? 0, c));
    if (letFunction !== undefined) return `${letFunction}(${argCode.join(', ')})`;
    return this.definitions.callCode(def, argCode, c, at);
  }

  /** An argument: a value, or (for an operator parameter) a JS function. */
  argument(arg: IrArgument, arity: number, c: CodeContext): string {
    switch (arg.kind) {
      case 'opDefinition': {
        // a LET operator: its JS function, which reads the locals around it
        const local = c.letFunctions.get(arg.def.id);
        if (local !== undefined) return local;
        const params = arg.def.params.map((_, i) => `a${i}`);
        return `((${params.join(', ')}) => ${this.definitions.callCode(arg.def, params, c, arg.def.at)})`;
      }
      case 'opLambda': {
        const names = arg.params.map((id) => `b${id}`);
        return `((${names.join(', ')}) => ${this.value(
          arg.body,
          withLocals(
            c,
            arg.params.map((id) => [id, `b${id}`] as const),
          ),
        )})`;
      }
      case 'opBuiltin': {
        const params = Array.from({ length: Math.max(arity, 1) }, (_, i) => `a${i}`);
        return `((${params.join(', ')}) => ${builtinCode(
          this,
          arg.op,
          params.map((code) => ({ kind: 'raw', code }) as const),
          null,
          c,
        )})`;
      }
      case 'opParameter': {
        const fn = c.locals.get(arg.id);
        if (fn === undefined) throw new Error(`internal: operator parameter ${arg.id} unbound`);
        return fn;
      }
      default:
        return this.value(arg, c);
    }
  }

  /**
   * Loops binding each bound's names to the elements of its set, the last
   * bound outermost (so the first bound varies fastest, as TLC's
   * ContextEnumerator does), with `body` inside; returns the statements.
   */
  loops(bounds: readonly IrBound[], c: CodeContext, body: (inner: CodeContext) => string): string {
    const inner = withLocals(
      c,
      bounds.flatMap((b) => b.ids.map((id) => [id, `b${id}`] as const)),
    );
    // each name of `x, y \in S` is a bound of its own over S
    const single: { ids: readonly number[]; tuple: boolean; set: string; at: SourceRange }[] = [];
    for (const bound of bounds) {
      const set = this.value(bound.set, c);
      if (bound.tuple) single.push({ ids: bound.ids, tuple: true, set, at: bound.at });
      else for (const id of bound.ids) single.push({ ids: [id], tuple: false, set, at: bound.at });
    }
    let code = body(inner);
    for (let i = 0; i < single.length; i++) {
      const bound = single[i]!;
      const element = bound.tuple ? `t${bound.ids[0]}` : `b${bound.ids[0]}`;
      const unpack = bound.tuple
        ? bound.ids
            .map((id, k) => `const b${id} = rt.component(${element}, ${k + 1}, ${bound.ids.length}, ${this.at(bound.at)});`)
            .join(' ')
        : '';
      // an indexed loop: a for-of over the array allocated an iterator result per element where V8 did not inline it
      const id = bound.ids[0]!;
      code =
        `{ const e${id} = rt.elements(${bound.set}, ${this.at(bound.at)}); for (let i${id} = 0; ` +
        `i${id} < e${id}.length; i${id}++) { const ${element} = e${id}[i${id}]; ${unpack} ${code} } }`;
    }
    return code;
  }

  /** The value a single bound stands for (for CHOOSE and set filters): the element, or the tuple of a tuple pattern. */
  boundValue(bound: IrBound, c: CodeContext): string {
    if (bound.tuple) return `t${bound.ids[0]}`;
    return c.locals.get(bound.ids[0]!) ?? `b${bound.ids[0]}`;
  }

  /**
   * Statements computing a value (ending in `return`), as a call: of a
   * program-level function when every local they read is a plain bound
   * variable (passed as an argument: no closure made per evaluation), else of
   * an arrow function made in place.
   */
  private block(ir: Ir, c: CodeContext, statements: (inner: CodeContext) => string, bounds: readonly IrBound[] = [], purpose = ''): string {
    const free = freeLocals(ir, bounds);
    const names = [...free].map((id) => c.locals.get(id));
    const plain = names.every((name) => name !== undefined && /^[bt]\d+$/.test(name));
    if (!plain || c.letFunctions.size > 0) return `(() => { ${statements(c)} })()`;
    const key =
      `${ir.at.file}:${ir.at.line}:${ir.at.column}:${ir.kind}${purpose}|` + `${[...free].join(',')}|${names.join(',')}|${contextKey(c)}`;
    let name = this.lifted.get(key);
    if (name === undefined) {
      name = `q${this.lifted.size}`;
      this.lifted.set(key, name);
      const params = ['S', 'N', ...(names as string[])];
      const inner: CodeContext = {
        ...c,
        state: c.state === null ? null : 'S',
        next: c.next === null ? null : 'N',
        level: c.level === null ? null : 'S.level',
      };
      this.text.declare(name, `function ${name}(${params.join(', ')}) { ${statements(inner)} }`);
    }
    return `${name}(${[c.state ?? 'null', c.next ?? 'null', ...(names as string[])].join(', ')})`;
  }

  private readonly lifted = new Map<string, string>();

  /** Cardinality({x \in S : P}): the elements that satisfy P counted, no set built. */
  private filterCount(ir: Extract<Ir, { kind: 'setFilter' }>, c: CodeContext): string {
    const body = (inner: CodeContext) => `if (${this.boolean(ir.predicate, inner, ir.at)}) n++;`;
    return this.block(ir, c, (inner) => `let n = 0; ${this.loops([ir.bound], inner, body)} return n;`, [], 'count');
  }

  private quantifier(all: boolean, bounds: readonly IrBound[], body: Ir, c: CodeContext): string {
    const test = (inner: CodeContext) =>
      all ? `if (!${this.boolean(body, inner)}) return false;` : `if (${this.boolean(body, inner)}) return true;`;
    return this.block(body, c, (inner) => `${this.loops(bounds, inner, test)} return ${all ? 'true' : 'false'};`, bounds);
  }

  private functionLiteral(ir: Extract<Ir, { kind: 'function' }>, c: CodeContext): string {
    const { bounds, value } = ir;
    if (bounds.length === 1 && !bounds[0]!.tuple && bounds[0]!.ids.length === 1) {
      const bound = bounds[0]!;
      const id = bound.ids[0]!;
      // a program-level function where it can be (block): an arrow function made in
      // place would make the locals it reads live in a context allocated each time
      return this.block(
        ir,
        c,
        (outer) => {
          const inner = withLocals(outer, [[id, `b${id}`]]);
          return (
            `const dom = ${this.value(bound.set, outer)}; const xs = rt.elements(dom, ${this.at(bound.at)}); ` +
            `const vs = new Array(xs.length); for (let i = 0; i < xs.length; i++) { const b${id} = xs[i]; ` +
            `vs[i] = ${this.value(value, inner)}; } return rt.fcn(dom, xs, vs);`
          );
        },
        bounds,
        'function',
      );
    }
    // [x \in S, y \in T |-> e]: a function of pairs, over S \X T
    const names = bounds.flatMap((b) => (b.tuple ? [b] : b.ids.map((id) => ({ ...b, ids: [id], tuple: false }))));
    // [<<a, b>> \in S |-> e], one tuple pattern: a function over S itself, each element taken apart
    const single = names.length === 1;
    const product = single ? this.value(names[0]!.set, c) : `rt.product([${names.map((b) => this.value(b.set, c)).join(', ')}])`;
    const inner = withLocals(
      c,
      names.flatMap((b) => b.ids.map((id) => [id, `b${id}`] as const)),
    );
    const unpack = names
      .map((b, k) =>
        b.tuple
          ? b.ids
              .map((id, j) => {
                const element = single ? 'x' : `rt.component(x, ${k + 1}, ${names.length}, null)`;
                return `const b${id} = rt.component(${element}, ${j + 1}, ${b.ids.length}, null);`;
              })
              .join(' ')
          : `const b${b.ids[0]} = x[${k}];`,
      )
      .join(' ');
    return (
      `((dom) => { const xs = rt.elements(dom, null); const vs = new Array(xs.length); for (let i = 0; i < xs.length; i++) ` +
      `{ const x = xs[i]; ${unpack} vs[i] = ${this.value(value, inner)}; } return rt.fcn(dom, xs, vs); })(${product})`
    );
  }

  private apply(fn: Ir, arg: Ir, at: SourceRange, c: CodeContext): string {
    // f[x] for a function definition f (global or LET): a call, without building f
    if (fn.kind === 'call' && fn.def.functionBounds !== null && fn.args.length === 0) {
      return this.definitions.applyFunctionDefinition(fn.def, this.value(arg, c), c, at);
    }
    if (fn.kind === 'variable' && !fn.primed && !c.primed && !c.init && c.state !== null && this.packing.readable.has(fn.index)) {
      return `${c.state}.r${fn.index}(${this.value(arg, c)})`;
    }
    if (fn.kind === 'local') {
      const self = this.definitions.recursiveSelf(fn.id);
      if (self !== undefined) return this.definitions.applyFunctionDefinition(self, this.value(arg, c), c, at);
    }
    return `rt.apply(${this.value(fn, c)}, ${this.value(arg, c)}, ${this.at(at)})`;
  }

  private except(ir: Extract<Ir, { kind: 'except' }>, c: CodeContext): string {
    let code = this.value(ir.fn, c);
    for (const update of ir.updates) {
      const path =
        '[' +
        update.path
          .map((step) => (step.kind === 'key' ? this.value(step.key, c) : `rt.fieldKey(${this.text.constant(step.name)})`))
          .join(', ') +
        ']';
      const usesAt = mentionsLocal(update.value, update.atId);
      const inner = withLocals(c, [[update.atId, 'old']]);
      code = usesAt
        ? `((f, path) => { const old = rt.applyPath(f, path, ${this.at(update.at)}); return rt.exceptPath(f, ` +
          `path, ${this.value(update.value, inner)}, ${this.at(update.at)}); })(${code}, ${path})`
        : `rt.exceptPath(${code}, ${path}, ${this.value(update.value, c)}, ${this.at(update.at)})`;
    }
    return code;
  }

  /**
   * `x' = [x EXCEPT ![k] = e]` for a variable read from the packed bytes: a
   * patch (rt.Patch, one per variable, reused) that the codec writes as one
   * element, instead of a copy of x. Statements computing the key (and `@`,
   * x[k]), then the patch as a JS expression; null where it does not apply.
   */
  patchCode(index: number, value: Ir, c: CodeContext): { readonly statements: string; readonly patch: string } | null {
    if (value.kind === 'if') return this.conditionalPatch(index, value, c);
    if (value.kind !== 'except' || value.updates.length !== 1 || c.state === null || !this.packing.readable.has(index)) return null;
    const fn = value.fn;
    if (fn.kind !== 'variable' || fn.index !== index || fn.primed || c.primed) return null;
    const update = value.updates[0]!;
    const step = update.path[0];
    if (update.path.length !== 1 || step === undefined || step.kind !== 'key') return null;
    const usesAt = mentionsLocal(update.value, update.atId);
    const id = ++this.patches;
    const key = `pk${id}`;
    const old = usesAt ? ` const po${id} = ${c.state}.r${index}(${key});` : '';
    const inner = usesAt ? withLocals(c, [[update.atId, `po${id}`]]) : c;
    const slot = this.text.constant(new Patch());
    return {
      statements: `const ${key} = ${this.value(step.key, c)};${old}`,
      patch: `rt.patch(${slot}, ${key}, ${this.value(update.value, inner)})`,
    };
  }

  private patches = 0;

  /** `x' = IF c THEN [x EXCEPT ![k] = e] ELSE x` (either branch a patch or x itself, IFs nested): the patch taken, or rt.SAME. */
  private conditionalPatch(
    index: number,
    value: Extract<Ir, { kind: 'if' }>,
    c: CodeContext,
  ): { readonly statements: string; readonly patch: string } | null {
    const branch = (ir: Ir) =>
      ir.kind === 'variable' && ir.index === index && !ir.primed && !c.primed
        ? { statements: '', patch: 'rt.SAME' }
        : this.patchCode(index, ir, c);
    const then = branch(value.then);
    const otherwise = branch(value.else);
    if (then === null || otherwise === null || (then.patch === 'rt.SAME' && otherwise.patch === 'rt.SAME')) return null;
    const name = `pv${++this.patches}`;
    const statements =
      `let ${name}; if (${this.boolean(value.cond, c)}) { ${then.statements} ${name} ` +
      `= ${then.patch}; } else { ${otherwise.statements} ${name} = ${otherwise.patch}; }`;
    return { statements, patch: name };
  }

  /** `UNCHANGED e` as a value (a test): e' = e. */
  unchangedTest(arg: Ir, c: CodeContext): string {
    if (c.next === null) throw new SpecError('UNCHANGED where no next state exists', arg.at, 'semantic');
    return `rt.eq(${this.value(arg, { ...c, primed: true })}, ${this.value(arg, { ...c, primed: false })}, ${this.at(arg.at)})`;
  }

  /** A LET's definitions around `body` (statements returning the value); zero-argument ones are computed when first used. */
  returnStatements(ir: Ir, c: CodeContext): string {
    // an arrow function around a LET would make its locals, and the function's, live in a context allocated per call
    if (ir.kind !== 'let') return `return ${this.value(ir, c)};`;
    const { statements, inner } = this.letBindings(ir.defs, c);
    return `${statements} ${this.returnStatements(ir.body, inner)}`;
  }

  let(defs: readonly IrDefinition[], c: CodeContext, body: (inner: CodeContext) => string): string {
    const { statements, inner } = this.letBindings(defs, c);
    return `(() => { ${statements} ${body(inner)} })()`;
  }

  /** Statements binding a LET's definitions, and the context that sees them. */
  letBindings(defs: readonly IrDefinition[], c: CodeContext): { statements: string; inner: CodeContext } {
    let inner = c;
    const statements: string[] = [];
    for (const def of defs) {
      if (def.params.length === 0 && def.functionBounds === null) {
        const name = `l${def.id}`;
        statements.push(`let ${name} = rt.UNSET;`);
        const value = this.value(def.body, inner);
        inner = withLocals(inner, [[def.id, `(${name} === rt.UNSET ? (${name} = ${value}) : ${name})`]]);
        continue;
      }
      if (def.functionBounds !== null) {
        const binding = this.definitions.letFunctionBinding(def, inner);
        statements.push(binding.statements);
        inner = binding.inner;
        continue;
      }
      const name = `g${def.id}`;
      const params = def.params.map((p) => [p.id, `b${p.id}`] as const);
      const withSelf = withLetFunctions(inner, [[def.id, name]]);
      statements.push(`const ${name} = (${params.map(([, p]) => p).join(', ')}) => ${this.value(def.body, withLocals(withSelf, params))};`);
      inner = withSelf;
    }
    return { statements: statements.join(' '), inner };
  }
}

function contextKey(c: CodeContext): string {
  const assigned = c.assigned === null ? 'dynamic' : [...c.assigned].sort((a, b) => a - b).join('.');
  const same = c.same === undefined ? '' : [...c.same].sort((a, b) => a - b).join('.');
  return (
    `${c.state === null ? 0 : 1}${c.next === null ? 0 : 1}${c.primed ? 1 : 0}${c.init ? 1 : 0}|` +
    `${assigned}|${same}|${c.level === null ? 0 : 1}`
  );
}
