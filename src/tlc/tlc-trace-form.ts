/**
 * How TLC writes the behaviours of one spec: the order it prints a state's
 * variables in, the order of `-dumpTrace json`'s "vars", and the label it
 * gives each step (`<Next line 382, col 5 to line 391, col 19 of module
 * Monopoly>`). These depend on the spec, so the spec gives them (see
 * runs/spec/); this file only says their shape and how TLC spells a label.
 */

/** Where TLC locates an action: a range of a module's text, as in its labels and -dumpTrace json. */
export interface TlcLocation {
  readonly beginLine: number;
  readonly beginColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly module: string;
}

/** The action TLC names for a step (`Next`) and where it is defined: -dumpTrace json's `{"name": ..., "location": ...}`. */
export interface TlcAction {
  readonly name: string;
  readonly location: TlcLocation;
}

export interface TlcTraceForm {
  /** The order TLC prints a state's variables in (that of its root module's symbol table, neither the declaration order nor `vars`). */
  readonly printOrder: readonly string[];
  /** The order of the "vars" list TLC writes in a -dumpTrace json. */
  readonly jsonVarsOrder: readonly string[];
  /** TLC's label of a first state, without its angle brackets: `Initial predicate`. */
  readonly initialLabel: string;
  /** The action TLC names for a step monocheck names `action` (an entry of the model's actionNames; null for a lasso's stuttering step). */
  actionOf(action: string | null): TlcAction;
  /** Init and where its body is, as TLC names it in -coverage's counts; absent when not known. */
  readonly initAction?: TlcAction;
}

/** `<Next line 382, col 5 to line 391, col 19 of module Monopoly>`. */
export function tlcActionLabel({ name, location }: TlcAction): string {
  const { beginLine, beginColumn, endLine, endColumn, module } = location;
  return `<${name} line ${beginLine}, col ${beginColumn} to line ${endLine}, col ${endColumn} of module ${module}>`;
}

/** `order`'s names that `present` has, then `present`'s others in their own order. */
export function inOrder(order: readonly string[], present: readonly string[]): string[] {
  const known = order.filter((name) => present.includes(name));
  return [...known, ...present.filter((name) => !known.includes(name))];
}
