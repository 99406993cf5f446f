/**
 * Definitions as JavaScript functions of the program, made when first called:
 * a constant definition without arguments is computed once, when first
 * needed (as TLC computes constant definitions once); a constant operator
 * with one argument remembers its results; the others are functions of the
 * state (`S`), the next state (`N`) and their arguments. A variant is made for
 * each way a definition is read: in the current state, primed (`e'`), or in Init.
 */
import { SpecError } from '../errors.js';
import type { Ir, IrDefinition } from '../semantic/ir.js';
import type { Levels } from '../semantic/levels.js';
import { hasEffects } from '../semantic/effects.js';
import { freeLocals, selfValueUse } from './ir-facts.js';
import type { SourceRange } from '../syntax/ast.js';
import { withLocals, type CodeContext } from './context.js';
import type { ExpressionWriter } from './expression-writer.js';
import type { ProgramText } from './program-text.js';

export class Definitions {
  private expressions!: ExpressionWriter;
  private readonly selfOf = new Map<number, IrDefinition>();
  /** Makes the code of ENABLED A (set by the action generator, which owns action enumeration). */
  enabledCode: ((action: Ir, c: CodeContext, at: SourceRange) => string) | null = null;

  constructor(
    private readonly text: ProgramText,
    private readonly levels: Levels,
  ) {}

  attach(expressions: ExpressionWriter): void {
    this.expressions = expressions;
  }

  /** The definition a recursive function definition's self reference (a local id) stands for. */
  recursiveSelf(localId: number): IrDefinition | undefined {
    return this.selfOf.get(localId);
  }

  enabled(action: Ir, c: CodeContext, at: SourceRange): string {
    if (this.enabledCode === null) throw new SpecError('ENABLED where monocheck does not evaluate it', at, 'unsupported');
    return this.enabledCode(action, c, at);
  }

  /** A call of a global definition with arguments already written as JS. */
  callCode(def: IrDefinition, args: readonly string[], c: CodeContext, _at: SourceRange): string {
    const level = this.levels.definition(def);
    if (def.functionBounds !== null) {
      this.noteSelf(def);
      if (level === 0) return `${this.constantFunctionValue(def)}()`;
      return `${this.functionValue(def, c)}(${this.stateArgs(c)})`;
    }
    if (level === 0) {
      if (args.length === 0) return `${this.constantValue(def)}()`;
      return `${this.constantOperator(def)}(${args.join(', ')})`;
    }
    return `${this.operator(def, c)}(${[this.stateArgs(c), ...args].join(', ')})`;
  }

  /** `f[x]` for a function definition `f[x \in S] == e`, without building f. */
  applyFunctionDefinition(def: IrDefinition, argCode: string, c: CodeContext, at: SourceRange): string {
    const local = c.appliers?.get(def.id);
    if (local !== undefined) return `${local}(${argCode}, ${this.expressions.at(at)})`;
    this.noteSelf(def);
    const name = this.applier(def, this.levels.definition(def) === 0 ? null : c);
    const state = this.levels.definition(def) === 0 ? '' : `${this.stateArgs(c)}, `;
    return `${name}(${state}${argCode}, ${this.expressions.at(at)})`;
  }

  /**
   * Statements binding a LET's function definition `f[x \in S] == e`, and the
   * context that sees it. Its value is built over its domain when first used
   * as a value; `f[a]` calls its applier, which computes f at a alone (as TLC
   * applies a function definition without building it). The applier is made
   * in place where the definition reads locals around it (bound variables,
   * parameters, other LET definitions), else at program level.
   */
  letFunctionBinding(def: IrDefinition, c: CodeContext): { statements: string; inner: CodeContext } {
    this.noteSelf(def);
    const value = `v${def.id}`;
    const ids = def.selfId === null ? [def.id] : [def.id, def.selfId];
    let inner = withLocals(
      c,
      ids.map((id) => [id, `${value}()`] as const),
    );
    const captured = [...freeLocals(def.body, def.functionBounds!)].filter((id) => id !== def.selfId);
    let applier = '';
    if (captured.length > 0) {
      const name = `h${def.id}`;
      const appliers = new Map(c.appliers ?? []);
      for (const id of ids) appliers.set(id, name);
      inner = { ...inner, appliers };
      const { check, unpack, body } = this.applierParts(def, inner);
      applier = ` const ${name} = (x, at) => { ${check} ${unpack} return ${body}; };`;
    }
    const built = this.expressions.value({ kind: 'function', bounds: def.functionBounds!, value: def.body, at: def.at }, inner);
    const statements =
      `let g${def.id} = rt.UNSET; ` + `const ${value} = () => g${def.id} !== rt.UNSET ? g${def.id} : (g${def.id} = ${built});${applier}`;
    return { statements, inner };
  }

  /** `DOMAIN f` for a function definition `f[x \in S] == e`, without building f: S (TLC's answer while f is being defined). */
  domainCode(def: IrDefinition, c: CodeContext): string {
    const bounds = def.functionBounds!;
    // f[<<a, b>> \in S] == e: the domain is S itself
    if (bounds.length === 1 && (bounds[0]!.tuple || bounds[0]!.ids.length === 1)) return this.expressions.value(bounds[0]!.set, c);
    return `rt.product([${bounds
      .flatMap((b) => (b.tuple ? [b] : b.ids.map(() => b)))
      .map((b) => this.expressions.value(b.set, c))
      .join(', ')}])`;
  }

  /**
   * Notes a recursive function definition's self reference; refuses one its body
   * reads as a whole value (but for `f[a]` and `DOMAIN f`), which would build f
   * while f is being built.
   */
  private noteSelf(def: IrDefinition): void {
    if (def.selfId === null || this.selfOf.has(def.selfId)) return;
    const use = selfValueUse(def.body, def.selfId);
    if (use !== null)
      throw new SpecError(
        `monocheck cannot compile the recursive function ${def.name} used as a whole value in its own definition; TLC can check this spec`,
        use,
        'unsupported',
      );
    this.selfOf.set(def.selfId, def);
  }

  private stateArgs(c: CodeContext): string {
    return `${c.state ?? 'null'}, ${c.next ?? 'null'}`;
  }

  private variantSuffix(c: CodeContext): string {
    return c.init ? 'i' : c.primed ? 'p' : '';
  }

  /** The context a definition's body is generated in: its own state and next state, what is set not known. */
  private bodyContext(c: CodeContext | null, params: readonly (readonly [number, string])[]): CodeContext {
    return {
      state: 'S',
      next: 'N',
      primed: c?.primed ?? false,
      assigned: null,
      init: c?.init ?? false,
      locals: new Map(params),
      letFunctions: new Map(),
      level: 'S.level',
    };
  }

  private constantContext(params: readonly (readonly [number, string])[]): CodeContext {
    return {
      state: null,
      next: null,
      primed: false,
      assigned: null,
      init: false,
      locals: new Map(params),
      letFunctions: new Map(),
      level: null,
    };
  }

  /** `d12()`: a constant computed once, when first needed. */
  private constantValue(def: IrDefinition): string {
    const name = `d${def.id}`;
    if (!this.text.isDeclared(name)) {
      this.text.declare(name, `let k${def.id} = rt.UNSET;`);
      const body = this.expressions.value(def.body, this.constantContext([]));
      this.text.declare(`${name}()`, `function ${name}() { return k${def.id} !== rt.UNSET ? k${def.id} : (k${def.id} = ${body}); }`);
    }
    return name;
  }

  /**
   * `d12(a)`: a constant operator, its results for primitive arguments remembered
   * (a Map lookup by a composite value's identity costs more than most bodies).
   */
  private constantOperator(def: IrDefinition): string {
    const name = `d${def.id}`;
    if (this.text.isDeclared(name)) return name;
    this.text.declare(name, `const m${def.id} = new Map();`);
    const params = def.params.map((p) => [p.id, `b${p.id}`] as const);
    const list = params.map(([, p]) => p).join(', ');
    const body = this.expressions.value(def.body, this.constantContext(params));
    const remembered = def.params.length === 1 && !hasEffects(def.body);
    const p = params[0]?.[1];
    const code = remembered
      ? `function ${name}(${list}) { if (typeof ${p} !== 'object') { let r = m${def.id}.get(${p}); if ` +
        `(r === undefined) { r = ${body}; m${def.id}.set(${p}, r); } return r; } return ${body}; }`
      : `function ${name}(${list}) { return ${body}; }`;
    this.text.declare(`${name}()`, code);
    return name;
  }

  /** `d12(S, N, a, b)`, or its primed or Init variant. */
  private operator(def: IrDefinition, c: CodeContext): string {
    const name = `d${def.id}${this.variantSuffix(c)}`;
    if (this.text.isDeclared(name)) return name;
    this.text.declare(name, '');
    const params = def.params.map((p) => [p.id, `b${p.id}`] as const);
    const body = this.expressions.returnStatements(def.body, this.bodyContext(c, params));
    if (params.length === 0 && !c.primed && !c.init && this.levels.definition(def) === 1 && !hasEffects(def.body)) {
      // a state's value, computed once for each state a view loads (S.g: a number no other load of any view has had)
      this.text.declare(
        `${name}()`,
        `let g${name} = -1, c${name} = rt.UNSET; function ${name}_(S, N) { ${body} } function ${name}(S, N) { if ` +
          `(S.g === g${name}) return c${name}; const r = ${name}_(S, N); g${name} = S.g; c${name} = r; return r; }`,
      );
      return name;
    }
    this.text.declare(`${name}()`, `function ${name}(S, N${params.map(([, p]) => `, ${p}`).join('')}) { ${body} }`);
    return name;
  }

  /** A function definition's whole value, when it is used as a value (constant: computed once). */
  private constantFunctionValue(def: IrDefinition): string {
    const name = `d${def.id}`;
    if (!this.text.isDeclared(name)) {
      this.text.declare(name, `let k${def.id} = rt.UNSET;`);
      const body = this.expressions.value(
        { kind: 'function', bounds: def.functionBounds!, value: def.body, at: def.at },
        this.constantContext([]),
      );
      this.text.declare(`${name}()`, `function ${name}() { return k${def.id} !== rt.UNSET ? k${def.id} : (k${def.id} = ${body}); }`);
    }
    return name;
  }

  private functionValue(def: IrDefinition, c: CodeContext): string {
    const name = `d${def.id}${this.variantSuffix(c)}`;
    if (!this.text.isDeclared(name)) {
      this.text.declare(name, '');
      const body = this.expressions.value(
        { kind: 'function', bounds: def.functionBounds!, value: def.body, at: def.at },
        this.bodyContext(c, []),
      );
      this.text.declare(`${name}()`, `function ${name}(S, N) { return ${body}; }`);
    }
    return name;
  }

  /** `a12(S, N, x, at)`: f[x] for `f[x \in D] == e`, x checked against D, constant ones remembered. */
  private applier(def: IrDefinition, c: CodeContext | null): string {
    const name = `a${def.id}${c === null ? '' : this.variantSuffix(c)}`;
    if (this.text.isDeclared(name)) return name;
    this.text.declare(name, c === null ? `const m${def.id} = new Map();` : '');
    const context = c === null ? this.constantContext([]) : this.bodyContext(c, []);
    const { check, unpack, body } = this.applierParts(def, context);
    const remember = c === null && !hasEffects(def.body);
    const code = remember
      ? `function ${name}(x, at) { if (typeof x !== 'object') { const r = m${def.id}.get(x); if (r !== undefined) ` +
        `return r; } ${check} ${unpack} const r = ${body}; if (typeof x !== 'object') m${def.id}.set(x, r); return r; }`
      : `function ${name}(${c === null ? '' : 'S, N, '}x, at) { ${check} ${unpack} return ${body}; }`;
    this.text.declare(`${name}()`, code);
    return name;
  }

  /** An applier's statements for argument `x`: the domain check, the bound names taken from x, and f's value at x. */
  private applierParts(def: IrDefinition, context: CodeContext): { check: string; unpack: string; body: string } {
    const bounds = def.functionBounds!;
    const single = bounds.length === 1 && !bounds[0]!.tuple && bounds[0]!.ids.length === 1;
    // f[<<a, b>> \in S] == e: the argument is an element of S itself, taken apart
    const pattern = bounds.length === 1 && bounds[0]!.tuple;
    const ids = bounds.flatMap((b) => b.ids);
    const inner = withLocals(
      context,
      ids.map((id) => [id, `b${id}`] as const),
    );
    const domain = this.domainCode(def, context);
    const unpack = single
      ? `const b${ids[0]} = x;`
      : pattern
        ? ids.map((id, j) => `const b${id} = rt.component(x, ${j + 1}, ${ids.length}, at);`).join(' ')
        : bindComponents(bounds);
    const body = this.expressions.value(def.body, inner);
    const check = `if (!rt.isIn(x, ${domain}, at)) rt.outsideDomain(x, ${this.text.constant(def.name)}, at);`;
    return { check, unpack, body };
  }
}

/** `const b1 = x[0]; ...` for the names of several bounds (x is the argument tuple). */
function bindComponents(bounds: readonly { ids: readonly number[]; tuple: boolean }[]): string {
  const names = bounds.flatMap((b) => (b.tuple ? [b.ids] : b.ids.map((id) => [id])));
  return names
    .map((ids, k) =>
      ids.length === 1
        ? `const b${ids[0]} = rt.component(x, ${k + 1}, ${names.length}, at);`
        : ids
            .map((id, j) => `const b${id} = rt.component(rt.component(x, ${k + 1}, ${names.length}, at), ${j + 1}, ${ids.length}, at);`)
            .join(' '),
    )
    .join(' ');
}
