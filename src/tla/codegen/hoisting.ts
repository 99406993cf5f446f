/**
 * Constant parts of expressions computed once: an expression that reads no
 * state, no bound variable and has no effect (`DOMAIN ColorGroup`,
 * `(1..6) \X (1..6)`, `Railroads \cup Utilities`) becomes a program-level
 * function that computes it when first needed and keeps the value, as TLC
 * keeps the values of constant definitions.
 */
import type { Ir } from '../semantic/ir.js';
import type { Levels } from '../semantic/levels.js';
import type { CodeContext } from './context.js';
import type { ProgramText } from './program-text.js';
import { hasEffects } from '../semantic/effects.js';

/** Where hoisted code is generated: no state, no locals. */
export const HOISTED_CONTEXT: CodeContext = {
  state: null,
  next: null,
  primed: false,
  assigned: null,
  init: false,
  locals: new Map(),
  letFunctions: new Map(),
  level: null,
};

/** Expressions too cheap to be worth a function of their own. */
const TRIVIAL = new Set(['number', 'string', 'boolean', 'constant', 'builtinSet', 'local', 'refused', 'tuple']);

export class Hoisting {
  private readonly hoistable = new WeakMap<Ir, boolean>();
  private readonly made = new WeakMap<Ir, string>();
  private count = 0;

  constructor(
    private readonly text: ProgramText,
    private readonly levels: Levels,
  ) {}

  isHoistable(ir: Ir): boolean {
    if (TRIVIAL.has(ir.kind)) return false;
    let known = this.hoistable.get(ir);
    if (known === undefined) {
      known = this.levels.of(ir) === 0 && closedAndPure(ir);
      this.hoistable.set(ir, known);
    }
    return known;
  }

  /** `h12()`, the function computing `ir` once (its code made by `code` in the hoisted context). */
  hoisted(ir: Ir, code: () => string): string {
    let name = this.made.get(ir);
    if (name === undefined) {
      name = `h${++this.count}`;
      this.made.set(ir, name);
      const body = code();
      this.text.declare(
        name,
        `let ${name}v = rt.UNSET; function ${name}() { return ${name}v !== rt.UNSET ? ${name}v : (${name}v = ${body}); }`,
      );
    }
    return `${name}()`;
  }
}

/** No free local (every local it reads is bound inside it) and no effect (through definitions too). */
function closedAndPure(ir: Ir): boolean {
  if (hasEffects(ir)) return false;
  const bound = new Set<number>();
  let ok = true;
  const visit = (node: unknown): void => {
    if (!ok || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if (record.kind === 'local' && !bound.has(record.id as number)) {
      ok = false;
      return;
    }
    if (record.kind === 'callParameter' || record.kind === 'refused') {
      ok = false;
      return;
    }
    if (Array.isArray(record.ids)) for (const id of record.ids as number[]) bound.add(id);
    if (typeof record.atId === 'number') bound.add(record.atId);
    if (record.kind === 'opLambda') for (const id of record.params as number[]) bound.add(id);
    if (record.kind === 'let')
      for (const def of record.defs as { id: number; params: { id: number }[] }[]) {
        bound.add(def.id);
        for (const p of def.params) bound.add(p.id);
      }
    if ((record.kind === 'call' || record.kind === 'opDefinition') && (record.def as { inLet: boolean }).inLet) {
      ok = false;
      return;
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'at' && key !== 'def') visit(value);
  };
  visit(ir);
  return ok;
}
