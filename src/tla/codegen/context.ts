/** Where a piece of generated code is: which state it reads, what the next state holds, what each local is. */

export interface CodeContext {
  /** The current state's accessor in the generated code (`S`), null where no state exists (constant definitions, ASSUME). */
  readonly state: string | null;
  /** The next state's values (`N`), null where there is none (invariants). */
  readonly next: string | null;
  /** Inside `e'`: variables are read from the next state. */
  readonly primed: boolean;
  /**
   * The variables of the next state known to be set here (an action's path is
   * generated with what it has set so far); null where it is not known (a
   * definition's body), so a read is checked when it runs.
   */
  readonly assigned: ReadonlySet<number> | null;
  /** Variables set by UNCHANGED on this path (their next value is `rt.SAME`, read from the current state). */
  readonly same?: ReadonlySet<number>;
  /** Variables whose next value is a patch of the current one (`x' = [x EXCEPT ![k] = e]`, rt.Patch): read through rt.patched. */
  readonly patched?: ReadonlySet<number>;
  /** In Init, the variables being set are the unprimed ones: a read of one comes from `next`. */
  readonly init: boolean;
  /** JS expressions for locals by IR id: bound variables, parameters, `@`, LET definitions without arguments. */
  readonly locals: ReadonlyMap<number, string>;
  /** JS function names of LET definitions with arguments, by definition id. */
  readonly letFunctions: ReadonlyMap<number, string>;
  /**
   * JS names of the appliers `(x, at) => f[x]` made in place for LET function
   * definitions that read locals around them, by the definition's id and by
   * its self reference's local id.
   */
  readonly appliers?: ReadonlyMap<number, string>;
  /** The state level's value for TLCGet("level"), as JS (`S.level`). */
  readonly level: string | null;
}

export function withLocals(context: CodeContext, entries: Iterable<readonly [number, string]>): CodeContext {
  const locals = new Map(context.locals);
  for (const [id, code] of entries) locals.set(id, code);
  return { ...context, locals };
}

export function withLetFunctions(context: CodeContext, entries: Iterable<readonly [number, string]>): CodeContext {
  const letFunctions = new Map(context.letFunctions);
  for (const [id, code] of entries) letFunctions.set(id, code);
  return { ...context, letFunctions };
}
