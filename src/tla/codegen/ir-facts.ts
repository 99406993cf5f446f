/** Facts about IR the generator relies on: which expressions are booleans, which locals an expression reads. */
import type { Ir, IrArgument, IrBound, IrDefinition } from '../semantic/ir.js';
import type { SourceRange } from '../syntax/ast.js';

/** IR kinds whose value is always a boolean (no check needed where a boolean is required). */
export const BOOLEAN_BUILTINS = new Set([
  '=',
  '#',
  '<',
  '>',
  '<=',
  '>=',
  '\\in',
  '\\notin',
  '\\subseteq',
  '~',
  '=>',
  '<=>',
  'IsFiniteSet',
  'BagIn',
  '\\sqsubseteq',
  'Assert',
  'PrintT',
  'TLCSet',
  'IsABag',
]);

const booleanDefinitions = new WeakMap<IrDefinition, boolean>();

/** Whether `ir` always evaluates to a boolean (or fails), so no check is needed where a boolean is required. */
export function isBoolean(ir: Ir): boolean {
  switch (ir.kind) {
    case 'boolean':
    case 'and':
    case 'or':
    case 'forall':
    case 'exists':
    case 'unchanged':
    case 'enabled':
      return true;
    case 'builtin':
      return BOOLEAN_BUILTINS.has(ir.op);
    case 'if':
      return isBoolean(ir.then) && isBoolean(ir.else);
    case 'case':
      return ir.arms.every((arm) => isBoolean(arm.value)) && (ir.other === null || isBoolean(ir.other));
    case 'let':
      return isBoolean(ir.body);
    case 'call': {
      if (ir.def.functionBounds !== null) return false;
      const known = booleanDefinitions.get(ir.def);
      if (known !== undefined) return known;
      booleanDefinitions.set(ir.def, false); // a recursive definition is not known to be boolean
      const result = isBoolean(ir.def.body);
      booleanDefinitions.set(ir.def, result);
      return result;
    }
    default:
      return false;
  }
}

/** The locals `ir` reads that it does not bind itself (nor `bounds` bind). */
export function freeLocals(ir: Ir, bounds: readonly IrBound[]): Set<number> {
  const bound = new Set<number>(bounds.flatMap((b) => b.ids));
  const free = new Set<number>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if (record.kind === 'local' && !bound.has(record.id as number)) free.add(record.id as number);
    if (record.kind === 'callParameter' || record.kind === 'opParameter') free.add(record.id as number);
    if (Array.isArray(record.ids)) for (const id of record.ids as number[]) bound.add(id);
    if (typeof record.atId === 'number') bound.add(record.atId);
    if (record.kind === 'opLambda') for (const id of record.params as number[]) bound.add(id);
    if (record.kind === 'let')
      for (const def of record.defs as { id: number; selfId: number | null; params: { id: number }[] }[]) {
        bound.add(def.id);
        if (def.selfId !== null) bound.add(def.selfId);
        for (const p of def.params) bound.add(p.id);
      }
    const def = record.kind === 'call' || record.kind === 'opDefinition' ? (record.def as IrDefinition) : null;
    if (def !== null && def.inLet && !bound.has(def.id)) free.add(def.id);
    for (const [key, value] of Object.entries(record)) if (key !== 'at' && key !== 'def') visit(value);
  };
  for (const b of bounds) visit(b.set);
  visit(ir);
  return free;
}

/** Whether `local id` occurs in `ir` (for `@`). */
export function mentionsLocal(ir: Ir, id: number): boolean {
  let found = false;
  const visit = (node: unknown): void => {
    if (found || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if (record.kind === 'local' && record.id === id) {
      found = true;
      return;
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'at' && key !== 'def') visit(value);
  };
  visit(ir);
  return found;
}

/**
 * The set filter `{x \in S : P}` that `arg` is, written in place or as the
 * body of a definition without parameters (ActivePlayers == {p \in Players : ~bankrupt[p]}); null otherwise.
 */
export function filterOf(arg: IrArgument | undefined): Extract<Ir, { kind: 'setFilter' }> | null {
  if (arg === undefined) return null;
  if (arg.kind === 'setFilter') return arg;
  if (
    arg.kind === 'call' &&
    arg.args.length === 0 &&
    arg.def.params.length === 0 &&
    arg.def.functionBounds === null &&
    !arg.def.recursive &&
    !arg.def.inLet &&
    arg.def.body.kind === 'setFilter'
  )
    return arg.def.body;
  return null;
}

/**
 * Where `ir` reads `selfId`, a recursive function definition's name, as a whole
 * value: anywhere but `f[a]` and `DOMAIN f` (null if nowhere).
 */
export function selfValueUse(ir: Ir, selfId: number): SourceRange | null {
  let found: SourceRange | null = null;
  const isSelf = (node: unknown): boolean =>
    (node as { kind?: unknown; id?: unknown }).kind === 'local' && (node as { id: unknown }).id === selfId;
  const visit = (node: unknown): void => {
    if (found !== null || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if (isSelf(record)) {
      found = record.at as SourceRange;
      return;
    }
    if (record.kind === 'apply' && isSelf(record.fn)) return visit(record.arg);
    if (record.kind === 'builtin' && record.op === 'DOMAIN' && isSelf((record.args as unknown[])[0])) return;
    for (const [key, value] of Object.entries(record)) if (key !== 'at' && key !== 'def') visit(value);
  };
  visit(ir);
  return found;
}
