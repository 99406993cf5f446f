/**
 * Whether evaluating an expression does something TLC shows each time it is
 * evaluated (Print, PrintT, Assert, TLCSet) or depends on more than its
 * arguments (TLCGet, RandomElement, JavaTime), through the definitions it
 * calls: such an expression is computed every time, never remembered.
 */
import type { IrDefinition } from './ir.js';

const EFFECTS = new Set(['Print', 'PrintT', 'Assert', 'TLCSet', 'TLCGet', 'RandomElement', 'JavaTime']);

const definitionsWithEffects = new WeakMap<IrDefinition, boolean>();

export function hasEffects(ir: unknown): boolean {
  let found = false;
  const visit = (node: unknown): void => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if (record.kind === 'builtin' && EFFECTS.has(record.op as string)) {
      found = true;
      return;
    }
    if ((record.kind === 'call' || record.kind === 'opDefinition') && definitionHasEffects(record.def as IrDefinition)) {
      found = true;
      return;
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'at' && key !== 'def') visit(value);
  };
  visit(ir);
  return found;
}

function definitionHasEffects(def: IrDefinition): boolean {
  const known = definitionsWithEffects.get(def);
  if (known !== undefined) return known;
  definitionsWithEffects.set(def, false); // a recursive call adds nothing
  const result = hasEffects(def.body) || (def.functionBounds ?? []).some((bound) => hasEffects(bound.set));
  definitionsWithEffects.set(def, result);
  return result;
}
