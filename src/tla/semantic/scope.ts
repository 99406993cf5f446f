/** What a name means where it is used, and the chain of scopes that answers it. */
import type { IrDefinition } from './ir.js';
import { editDistance } from '../../input/edit-distance.js';

export type Meaning =
  | { readonly kind: 'variable'; readonly index: number }
  | { readonly kind: 'constant'; readonly index: number; readonly arity: number }
  | { readonly kind: 'definition'; readonly def: IrDefinition }
  | { readonly kind: 'standard'; readonly op: string; readonly arity: number; readonly module: string }
  /** A bound variable or parameter (arity > 0: an operator parameter). */
  | { readonly kind: 'local'; readonly id: number; readonly arity: number };

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
