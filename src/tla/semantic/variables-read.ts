/**
 * Which state variables an expression reads, through the definitions it
 * calls: a successor that leaves them all as they were in a state that
 * satisfied the expression satisfies it too, so it need not be evaluated
 * again. `null` when the answer depends on more than the state's variables
 * (TLCGet, ENABLED, an operator passed as an argument): always evaluate.
 */
import type { Ir, IrDefinition } from './ir.js';

export function variablesRead(ir: Ir): Set<number> | null {
  return walkReads(ir, false);
}

/**
 * The variables an action reads in the current state (unprimed, through the
 * definitions it calls); null when it may read more (an operator passed as
 * an argument, TLCGet, ENABLED).
 */
export function currentVariablesRead(ir: Ir): Set<number> | null {
  return walkReads(ir, true);
}

/** The walk behind both: in an action, primed variables and UNCHANGED are what it sets, not reads. */
function walkReads(ir: Ir, action: boolean): Set<number> | null {
  const read = new Set<number>();
  const seen = new Set<IrDefinition>();
  let unknown = false;
  const visit = (node: unknown): void => {
    if (unknown || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) { for (const item of node) visit(item); return; }
    const record = node as Record<string, unknown>;
    switch (record.kind) {
      case 'variable': if (!action || record.primed !== true) read.add(record.index as number); return;
      case 'enabled': case 'callParameter': case 'opParameter': case 'prime': unknown = true; return;
      case 'unchanged': if (!action) { unknown = true; return; } break;
      case 'builtin':
        if (record.op === 'TLCGet' || record.op === 'RandomElement' || record.op === 'JavaTime') { unknown = true; return; }
        break;
      case 'call': case 'opDefinition': {
        const def = record.def as IrDefinition;
        if (!seen.has(def)) {
          seen.add(def);
          visit(def.body);
          for (const bound of def.functionBounds ?? []) visit(bound.set);
        }
        break;
      }
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'at' && key !== 'def') visit(value);
  };
  visit(ir);
  return unknown ? null : read;
}
