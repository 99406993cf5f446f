/**
 * The TLA+ syntax tree monocheck compiles: what the tree-sitter grammar gives,
 * reduced to the constructs of the language (junction lists and infix chains
 * become n-ary `and`/`or`, every operator symbol one canonical spelling), each
 * node with where it is written. Names are not resolved here (semantic/ does
 * that), so `f(x)` is an `apply` of the name `f` whatever `f` turns out to be.
 */

/** Where a piece of text is: 1-based lines and columns, the end inclusive (TLC's "line 382, col 5 to line 391, col 19"). */
export interface SourceRange {
  readonly module: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

interface Node {
  readonly at: SourceRange;
}

/** `x \in S`, `x, y \in S` or `<<x, y>> \in S`: one or more names bound to the elements of a set. */
export interface Bound extends Node {
  /** The names bound, each to an element of `set` (several names: each its own element). */
  readonly names: readonly string[];
  /** True for `<<x, y>> \in S`: one element of S, a tuple whose components the names take. */
  readonly tuple: boolean;
  readonly set: Expr;
}

/** A step of an EXCEPT path: `[e]` (several keys `[a, b]` are one tuple key) or `.field`. */
export type ExceptStep = { readonly kind: 'key'; readonly keys: readonly Expr[] } | { readonly kind: 'field'; readonly name: string };

export interface ExceptUpdate extends Node {
  readonly path: readonly ExceptStep[];
  readonly value: Expr;
}

/** An argument to an operator that takes an operator: a name (`Op`) or `LAMBDA x : e`. */
export type OperatorArgument = {
  readonly kind: 'lambda';
  readonly params: readonly string[];
  readonly body: Expr;
  readonly at: SourceRange;
};

export type Expr =
  | (Node & { readonly kind: 'number'; readonly text: string })
  | (Node & { readonly kind: 'string'; readonly value: string })
  | (Node & { readonly kind: 'boolean'; readonly value: boolean })
  /** A name, applied to arguments when `args` is non-empty: `x`, `Players`, `Pay(p, 0, 200)`, `Cardinality(S)`. */
  | (Node & { readonly kind: 'name'; readonly name: string; readonly args: readonly (Expr | OperatorArgument)[] })
  /** `M!Op(args)`: an operator of an instantiated module. */
  | (Node & {
      readonly kind: 'instanceRef';
      readonly path: readonly { readonly name: string; readonly args: readonly (Expr | OperatorArgument)[] }[];
    })
  /** A built-in operator written as a symbol or keyword, in canonical spelling: `+`, `\in`, `\cup`, `DOMAIN`, `-.` (unary minus). */
  | (Node & { readonly kind: 'op'; readonly op: string; readonly args: readonly Expr[] })
  | (Node & { readonly kind: 'and' | 'or'; readonly args: readonly Expr[] })
  | (Node & { readonly kind: 'if'; readonly cond: Expr; readonly then: Expr; readonly else: Expr })
  | (Node & { readonly kind: 'case'; readonly arms: readonly { readonly cond: Expr; readonly value: Expr }[]; readonly other: Expr | null })
  | (Node & { readonly kind: 'let'; readonly defs: readonly Definition[]; readonly body: Expr })
  | (Node & { readonly kind: 'forall' | 'exists'; readonly bounds: readonly Bound[]; readonly body: Expr })
  /** `\A x : P`, `\E x : P`, `\AA x : F`, `\EE x : F` (unbounded: refused outside what TLC can do). */
  | (Node & {
      readonly kind: 'unboundedForall' | 'unboundedExists' | 'temporalForall' | 'temporalExists';
      readonly names: readonly string[];
      readonly body: Expr;
    })
  | (Node & {
      readonly kind: 'choose';
      readonly bound: Bound | null;
      readonly names: readonly string[];
      readonly tuple: boolean;
      readonly body: Expr;
    })
  | (Node & { readonly kind: 'setEnum'; readonly elements: readonly Expr[] })
  | (Node & { readonly kind: 'setFilter'; readonly bound: Bound; readonly predicate: Expr })
  | (Node & { readonly kind: 'setMap'; readonly bounds: readonly Bound[]; readonly value: Expr })
  | (Node & { readonly kind: 'tuple'; readonly elements: readonly Expr[] })
  | (Node & { readonly kind: 'record'; readonly fields: readonly { readonly name: string; readonly value: Expr }[] })
  | (Node & { readonly kind: 'recordSet'; readonly fields: readonly { readonly name: string; readonly set: Expr }[] })
  | (Node & { readonly kind: 'function'; readonly bounds: readonly Bound[]; readonly value: Expr })
  | (Node & { readonly kind: 'functionSet'; readonly domain: Expr; readonly range: Expr })
  /** `f[a]`, `f[a, b]` (the arguments as one tuple). */
  | (Node & { readonly kind: 'apply'; readonly fn: Expr; readonly args: readonly Expr[] })
  | (Node & { readonly kind: 'field'; readonly record: Expr; readonly name: string })
  | (Node & { readonly kind: 'except'; readonly fn: Expr; readonly updates: readonly ExceptUpdate[] })
  /** `@` inside an EXCEPT's new value. */
  | (Node & { readonly kind: 'at' })
  /** `S \X T \X U`: the sets of a Cartesian product (a chain is one product, parentheses make a nested one). */
  | (Node & { readonly kind: 'product'; readonly sets: readonly Expr[] })
  | (Node & { readonly kind: 'prime' | 'unchanged' | 'enabled' | 'always' | 'eventually'; readonly arg: Expr })
  /** `[A]_v` and `<<A>>_v`. */
  | (Node & { readonly kind: 'boxAction' | 'angleAction'; readonly action: Expr; readonly sub: Expr })
  | (Node & { readonly kind: 'fairness'; readonly strong: boolean; readonly sub: Expr; readonly action: Expr })
  | (Node & { readonly kind: 'leadsTo'; readonly left: Expr; readonly right: Expr })
  /** Nat, Int, BOOLEAN, STRING, Real. */
  | (Node & { readonly kind: 'builtinSet'; readonly name: 'Nat' | 'Int' | 'BOOLEAN' | 'STRING' | 'Real' })
  /** A construct monocheck does not compile (refused with its name and place if it is ever needed). */
  | (Node & { readonly kind: 'unsupported'; readonly construct: string });

/** One parameter of an operator definition: `x`, or `F(_, _)` (an operator taking `arity` arguments). */
export interface Parameter {
  readonly name: string;
  readonly arity: number;
}

export interface OperatorDefinition extends Node {
  readonly kind: 'operator';
  readonly name: string;
  readonly params: readonly Parameter[];
  readonly body: Expr;
  readonly local: boolean;
}

/** `f[x \in S] == e` */
export interface FunctionDefinition extends Node {
  readonly kind: 'functionDefinition';
  readonly name: string;
  readonly bounds: readonly Bound[];
  readonly body: Expr;
  readonly local: boolean;
}

/** `M == INSTANCE N WITH ...` or `INSTANCE N WITH ...`. */
export interface InstanceDefinition extends Node {
  readonly kind: 'instance';
  /** null for an unnamed INSTANCE. */
  readonly name: string | null;
  readonly params: readonly Parameter[];
  readonly module: string;
  readonly substitutions: readonly { readonly name: string; readonly value: Expr | OperatorArgument }[];
  readonly local: boolean;
}

export interface RecursiveDeclaration extends Node {
  readonly kind: 'recursive';
  readonly names: readonly Parameter[];
}

export type Definition = OperatorDefinition | FunctionDefinition | InstanceDefinition | RecursiveDeclaration;

export interface Declaration extends Node {
  readonly kind: 'constant' | 'variable';
  readonly name: string;
  /** Constants may be operators: `CONSTANT F(_, _)`. */
  readonly arity: number;
}

export interface Assumption extends Node {
  readonly kind: 'assume';
  readonly name: string | null;
  readonly expr: Expr;
}

/** A unit of a module monocheck does not compile but may skip (THEOREM and proofs), or must refuse if used. */
export interface SkippedUnit extends Node {
  readonly kind: 'theorem' | 'unsupportedUnit';
  readonly construct: string;
}

export type Unit = Definition | Declaration | Assumption | SkippedUnit;

export interface Module {
  readonly name: string;
  readonly file: string;
  readonly extends: readonly { readonly name: string; readonly at: SourceRange }[];
  readonly units: readonly Unit[];
  /** Modules written inside this one (`---- MODULE Inner ----` within the text). */
  readonly inner: readonly Module[];
  readonly at: SourceRange;
}
