/**
 * Resolved TLA+: every name bound to what it means (a state variable, a
 * constant's value, a definition, a bound variable, a built-in operator), so
 * the code generator never looks a name up. Made by resolve-spec.ts and
 * resolve-expression.ts from the syntax tree; each node keeps where it is written, for TLC's messages.
 */
import type { SourceRange } from '../syntax/ast.js';

/** How far an expression depends on the behaviour: 0 constant, 1 state, 2 action (primes), 3 temporal. */
export type Level = 0 | 1 | 2 | 3;

export interface IrBound {
  /** Ids of the bound variables (one per name). */
  readonly ids: readonly number[];
  readonly names: readonly string[];
  readonly tuple: boolean;
  readonly set: Ir;
  readonly at: SourceRange;
}

export type IrExceptStep = { readonly kind: 'key'; readonly key: Ir } | { readonly kind: 'field'; readonly name: string };

/** An argument passed for an operator parameter: an operator (definition, built-in, or LAMBDA). */
export type IrOperatorArgument =
  | { readonly kind: 'opDefinition'; readonly def: IrDefinition }
  | { readonly kind: 'opLambda'; readonly params: readonly number[]; readonly body: Ir; readonly at: SourceRange }
  | { readonly kind: 'opBuiltin'; readonly op: string }
  | { readonly kind: 'opParameter'; readonly id: number };

export type IrArgument = Ir | IrOperatorArgument;

interface At {
  readonly at: SourceRange;
}

export type Ir =
  | (At & { readonly kind: 'number'; readonly value: number })
  | (At & { readonly kind: 'string'; readonly value: string })
  | (At & { readonly kind: 'boolean'; readonly value: boolean })
  /** A constant's value as the model file gives it (index into the spec's constants). */
  | (At & { readonly kind: 'constant'; readonly index: number })
  /** A state variable (index in declaration order), of the next state when primed. */
  | (At & { readonly kind: 'variable'; readonly index: number; readonly primed: boolean })
  /** A bound variable, an operator's parameter or a zero-argument LET definition's value, by id. */
  | (At & { readonly kind: 'local'; readonly id: number })
  /** A definition applied to arguments (none for a zero-argument one). */
  | (At & { readonly kind: 'call'; readonly def: IrDefinition; readonly args: readonly IrArgument[] })
  /** An operator parameter applied: `Op(x)` in `P(Op(_), x) == Op(x)`. */
  | (At & { readonly kind: 'callParameter'; readonly id: number; readonly args: readonly IrArgument[] })
  /** A built-in or standard-module operator, canonical spelling: '+', '\\in', 'Cardinality', 'Len', ':>'. */
  | (At & { readonly kind: 'builtin'; readonly op: string; readonly args: readonly IrArgument[] })
  | (At & { readonly kind: 'and' | 'or'; readonly args: readonly Ir[] })
  | (At & { readonly kind: 'if'; readonly cond: Ir; readonly then: Ir; readonly else: Ir })
  | (At & { readonly kind: 'case'; readonly arms: readonly { readonly cond: Ir; readonly value: Ir }[]; readonly other: Ir | null })
  | (At & { readonly kind: 'let'; readonly defs: readonly IrDefinition[]; readonly body: Ir })
  | (At & { readonly kind: 'forall' | 'exists'; readonly bounds: readonly IrBound[]; readonly body: Ir })
  | (At & { readonly kind: 'choose'; readonly bound: IrBound; readonly body: Ir })
  | (At & { readonly kind: 'setEnum'; readonly elements: readonly Ir[] })
  | (At & { readonly kind: 'setFilter'; readonly bound: IrBound; readonly predicate: Ir })
  | (At & { readonly kind: 'setMap'; readonly bounds: readonly IrBound[]; readonly value: Ir })
  | (At & { readonly kind: 'tuple'; readonly elements: readonly Ir[] })
  | (At & { readonly kind: 'record'; readonly fields: readonly { readonly name: string; readonly value: Ir }[] })
  | (At & { readonly kind: 'recordSet'; readonly fields: readonly { readonly name: string; readonly set: Ir }[] })
  | (At & { readonly kind: 'function'; readonly bounds: readonly IrBound[]; readonly value: Ir })
  | (At & { readonly kind: 'functionSet'; readonly domain: Ir; readonly range: Ir })
  /** `f[a]`; `f[a, b]` has one argument, the tuple <<a, b>>. */
  | (At & { readonly kind: 'apply'; readonly fn: Ir; readonly arg: Ir })
  | (At & { readonly kind: 'field'; readonly record: Ir; readonly name: string })
  /** `[f EXCEPT ![a].b = v, ...]`; `@` in `v` is the local `atId`. */
  | (At & {
      readonly kind: 'except';
      readonly fn: Ir;
      readonly updates: readonly {
        readonly path: readonly IrExceptStep[];
        readonly value: Ir;
        readonly atId: number;
        readonly at: SourceRange;
      }[];
    })
  | (At & { readonly kind: 'product'; readonly sets: readonly Ir[] })
  /** `UNCHANGED e`: `e' = e`, as TLC evaluates it (a tuple of variables is each variable unchanged). */
  | (At & { readonly kind: 'unchanged'; readonly arg: Ir })
  /** `e'` for an expression e that is not a variable: e evaluated in the next state. */
  | (At & { readonly kind: 'prime'; readonly arg: Ir })
  | (At & { readonly kind: 'enabled'; readonly arg: Ir })
  | (At & { readonly kind: 'always' | 'eventually'; readonly arg: Ir })
  | (At & { readonly kind: 'leadsTo'; readonly left: Ir; readonly right: Ir })
  | (At & { readonly kind: 'boxAction' | 'angleAction'; readonly action: Ir; readonly sub: Ir })
  | (At & { readonly kind: 'fairness'; readonly strong: boolean; readonly sub: Ir; readonly action: Ir })
  | (At & { readonly kind: 'builtinSet'; readonly name: 'Nat' | 'Int' | 'BOOLEAN' | 'STRING' })
  /** A construct monocheck does not compile: refused (exit 150, named and located) if a checked formula needs it. */
  | (At & { readonly kind: 'refused'; readonly construct: string });

export interface IrParameter {
  readonly id: number;
  readonly name: string;
  readonly arity: number;
}

/** An operator or function definition (global or LET), after resolution. `body` is set once resolved (recursion). */
export interface IrDefinition {
  readonly id: number;
  readonly name: string;
  /** The module it is written in. */
  readonly module: string;
  readonly params: readonly IrParameter[];
  /** For `f[x \in S] == e`: the function's bounds (the definition is then a zero-argument one whose value is the function). */
  readonly functionBounds: readonly IrBound[] | null;
  /** For a recursive function definition: the local id by which the body refers to the function itself. */
  readonly selfId: number | null;
  body: Ir;
  level: Level;
  readonly recursive: boolean;
  /** True for a definition written in a LET (its body may refer to the enclosing bound variables). */
  readonly inLet: boolean;
  readonly at: SourceRange;
}
