/**
 * The generated program's text and its pools. No text of the spec is ever
 * written into the program: string literals, names and values go into the
 * pool `P` the program receives, and are referred to by number; identifiers
 * in the program are made here (`d12`, `b7`). So no spec can make monocheck
 * run code of its choosing.
 */

export class ProgramText {
  private readonly pool: unknown[] = [];
  private readonly pooled = new Map<unknown, number>();
  private readonly functions: string[] = [];
  private readonly declared = new Set<string>();

  /** `P[i]` for a value the program needs (a string, a set, a record shape, an error's text). */
  constant(value: unknown): string {
    const primitive = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (primitive) {
      const known = this.pooled.get(value);
      if (known !== undefined) return `P[${known}]`;
    }
    this.pool.push(value);
    if (primitive) this.pooled.set(value, this.pool.length - 1);
    return `P[${this.pool.length - 1}]`;
  }

  /** Adds a top-level function (or `let`) of the program, once per name. */
  declare(name: string, text: string): void {
    if (this.declared.has(name)) return;
    this.declared.add(name);
    this.functions.push(text);
  }

  isDeclared(name: string): boolean {
    return this.declared.has(name);
  }

  /** The program's body: its declarations, then `return {exports}`. */
  body(exports: Readonly<Record<string, string>>): string {
    const entries = Object.entries(exports).map(([key, value]) => `${JSON.stringify(key)}: ${value}`);
    return `"use strict";\n${this.functions.join('\n')}\nreturn {${entries.join(', ')}};`;
  }

  values(): unknown[] {
    return this.pool;
  }
}

/** A JS integer literal for a TLA+ integer (the only spec value written into the program, as digits). */
export function integerLiteral(value: number): string {
  if (!Number.isInteger(value)) throw new Error(`not an integer: ${value}`);
  return value < 0 ? `(${value})` : String(value);
}
