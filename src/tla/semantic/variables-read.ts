/**
 * Which state variables an expression reads, through the definitions it
 * calls: a successor that leaves them all as they were in a state that
 * satisfied the expression satisfies it too, so it need not be evaluated
 * again. `null` when the answer depends on more than the state's variables
 * (TLCGet, ENABLED, an operator passed as an argument) or evaluating it shows
 * something each time (Print, PrintT, Assert, TLCSet): always evaluate.
 */
import type { Ir, IrDefinition } from './ir.js';

export function variablesRead(ir: Ir): Set<number> | null {
  return walkReads(ir, false);
}

/**
 * The variables an action reads in the current state (unprimed, through the
 * definitions it calls); null when it may read more (an operator passed as
 * an argument, TLCGet, ENABLED) or shows something each time (Print...).
 */
export function currentVariablesRead(ir: Ir): Set<number> | null {
  return walkReads(ir, true);
}

/**
 * The variables a state predicate reads, and whether it reads the state's level (`TLCGet("level")`, as depth
 * bounds do); null when it may depend on more (another TLCGet, ENABLED, an operator passed as an argument).
 */
export function predicateReads(ir: Ir): { readonly variables: Set<number>; readonly level: boolean } | null {
  const reads = { level: false };
  const variables = walkReads(ir, false, reads);
  return variables === null ? null : { variables, level: reads.level };
}

/**
 * The walk behind all three: in an action, primed variables and UNCHANGED are what it sets, not reads; with
 * `levelReads`, TLCGet("level") is noted there instead of making the reads unknown.
 */
function walkReads(ir: Ir, action: boolean, levelReads?: { level: boolean }): Set<number> | null {
  const read = new Set<number>();
  const seen = new Set<IrDefinition>();
  let unknown = false;
  const visit = (node: unknown): void => {
    if (unknown || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    switch (record.kind) {
      case 'variable':
        if (!action || record.primed !== true) read.add(record.index as number);
        return;
      case 'enabled':
      case 'callParameter':
      case 'opParameter':
      case 'prime':
        unknown = true;
        return;
      case 'unchanged':
        if (!action) {
          unknown = true;
          return;
        }
        break;
      case 'builtin':
        if (levelReads !== undefined && isLevelGet(record)) {
          levelReads.level = true;
          return;
        }
        // what TLC shows each time it is evaluated (a print, a register set) is never skipped nor remembered
        if (SHOWN.has(record.op as string)) {
          unknown = true;
          return;
        }
        if (record.op === 'TLCGet' || record.op === 'RandomElement' || record.op === 'JavaTime') {
          unknown = true;
          return;
        }
        break;
      case 'call':
      case 'opDefinition': {
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

const SHOWN = new Set(['Print', 'PrintT', 'Assert', 'TLCSet']);

/** `TLCGet("level")`: the level of the state being checked. */
function isLevelGet(builtin: Record<string, unknown>): boolean {
  const args = builtin.args as readonly { kind?: unknown; value?: unknown }[];
  return builtin.op === 'TLCGet' && args.length === 1 && args[0]!.kind === 'string' && args[0]!.value === 'level';
}
