/** What a name means where it is used, and the chain of scopes that answers it. */
import type { IrDefinition } from './ir.js';
import { editDistance } from '../../input/edit-distance.js';
import { SpecError } from '../errors.js';
import type { SourceRange } from '../syntax/ast.js';

export type Meaning =
  | { readonly kind: 'variable'; readonly index: number; readonly at?: SourceRange }
  | { readonly kind: 'constant'; readonly index: number; readonly arity: number; readonly at?: SourceRange }
  | { readonly kind: 'definition'; readonly def: IrDefinition }
  | { readonly kind: 'standard'; readonly op: string; readonly arity: number; readonly module: string }
  /** A bound variable or parameter (arity > 0: an operator parameter). */
  | { readonly kind: 'local'; readonly id: number; readonly arity: number; readonly at?: SourceRange };

/** Names visible in a module: its own units and what it extends. */
export type ModuleScope = Map<string, Meaning>;

/** A scope of bound names over a parent (the module's scope at the root of the chain). */
export class Scope {
  private readonly names = new Map<string, Meaning>();

  constructor(
    private readonly parent: Scope | null,
    private readonly module: ModuleScope,
  ) {}

  lookup(name: string): Meaning | undefined {
    return this.names.get(name) ?? (this.parent === null ? this.module.get(name) : this.parent.lookup(name));
  }

  bind(name: string, meaning: Meaning): void {
    this.names.set(name, meaning);
  }

  /**
   * Binds a bound variable or an operator's parameter, whose name must be new
   * where it is written: SANY refuses one that a definition, a declaration or
   * another bound variable around it already has.
   */
  bindNew(name: string, meaning: Meaning, at: SourceRange): void {
    const existing = this.lookup(name);
    if (existing !== undefined) throw multiplyDefined(name, existing, at);
    this.bind(name, meaning);
  }

  /**
   * Checks that a LET definition's name is new where it is written (its
   * RECURSIVE declaration aside): SANY refuses one that a definition, a
   * declaration or a bound variable around it already has, even one of the
   * same module with as many arguments.
   */
  checkNewDefinition(name: string, kind: 'operator' | 'function', at: SourceRange, declared: IrDefinition | undefined): void {
    const existing = this.lookup(name);
    if (existing === undefined || (existing.kind === 'definition' && existing.def === declared)) return;
    const first = meaningAt(existing);
    const what = kind === 'function' ? `function name \`${name}'` : `operator ${name}`;
    throw new SpecError(`${what} already defined or declared${first === null ? '' : ` (${first})`}`, at, 'semantic');
  }

  child(): Scope {
    return new Scope(this, this.module);
  }

  /** Every name visible here, for "did you mean". */
  visibleNames(): string[] {
    const all = new Set<string>(this.parent === null ? this.module.keys() : this.parent.visibleNames());
    for (const name of this.names.keys()) all.add(name);
    return [...all];
  }
}

/** The visible name closest to `name` (at most two edits, or a different case), for "did you mean". */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (!/^[A-Za-z]/.test(candidate)) continue;
    const distance = candidate.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, candidate, 3);
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** SANY's refusal of a name bound twice (SymbolTable.addSymbol), at the second binding, naming the first. */
function multiplyDefined(name: string, existing: Meaning, at: SourceRange): SpecError {
  const first = meaningAt(existing);
  const where = first === null ? 'an earlier one' : `the one ${first}`;
  return new SpecError(`multiply-defined symbol '${name}': this definition or declaration conflicts with ${where}`, at, 'semantic');
}

/** Where a name was bound, as SANY words a place (`at line 3, col 1 to line 3, col 7 of module M`); null if not known. */
function meaningAt(meaning: Meaning): string | null {
  if (meaning.kind === 'standard') return `in the standard module ${meaning.module}`;
  const at = meaning.kind === 'definition' ? meaning.def.at : meaning.at;
  return at === undefined ? null : `at line ${at.line}, col ${at.column} to line ${at.endLine}, col ${at.endColumn} of module ${at.module}`;
}

/** How many arguments a name takes (a set constant such as Nat: none). */
export function meaningArity(meaning: Meaning): number {
  switch (meaning.kind) {
    case 'variable':
      return 0;
    case 'constant':
      return meaning.arity;
    case 'local':
      return meaning.arity;
    case 'definition':
      return meaning.def.params.length;
    case 'standard':
      return meaning.arity < 0 ? 0 : meaning.arity;
  }
}
