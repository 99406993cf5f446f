/**
 * The actions TLC splits a next-state relation into (Tool.getActions, in
 * docs/tlc-semantics-probes.md section 3), each with the name and the place
 * TLC labels its steps with: through LET, \/, \E over a constant set and
 * definitions applied to constants; anything else (an IF, a conjunction) is
 * one action named after the definition it is written in, at its own place.
 */
import type { Ir, IrDefinition } from '../semantic/ir.js';
import type { Levels } from '../semantic/levels.js';
import type { SourceRange } from '../syntax/ast.js';

export interface TlcActionSite {
  readonly name: string;
  readonly at: SourceRange;
}

/** TLC's actions of `next`, in its order (an action repeated per element of a split \E is listed once). */
export function tlcActions(next: IrDefinition, levels: Levels): TlcActionSite[] {
  const sites: TlcActionSite[] = [];
  const add = (site: TlcActionSite) => {
    if (!sites.some((s) => s.name === site.name && s.at.line === site.at.line && s.at.column === site.at.column)) sites.push(site);
  };
  const split = (ir: Ir, name: string, depth: number): void => {
    if (depth > 64) return add({ name, at: ir.at });
    switch (ir.kind) {
      case 'let':
        return split(ir.body, name, depth + 1);
      case 'or':
        for (const arg of ir.args) split(arg, name, depth + 1);
        return;
      case 'exists':
        if (ir.bounds.every((bound) => levels.of(bound.set) === 0)) return split(ir.body, name, depth + 1);
        return add({ name, at: ir.at });
      case 'call':
        if (ir.def.functionBounds !== null) return add({ name, at: ir.at });
        if (ir.args.every((arg) => !('at' in arg) || arg.kind === 'opLambda' || levels.of(arg) === 0))
          return split(ir.def.body, ir.def.name, depth + 1);
        return add({ name: ir.def.name, at: ir.at });
      default:
        return add({ name, at: ir.at });
    }
  };
  split(next.body, next.name, 0);
  return sites;
}
