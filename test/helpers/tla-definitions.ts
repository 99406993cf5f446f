/**
 * One definition of a small module, read by monocheck's parser: for the tests
 * of the syntax tree's readers (test/tla/syntax).
 */
import type { Expr, OperatorDefinition } from '../../src/tla/syntax/ast.js';
import { parseModule } from '../../src/tla/syntax/parse-module.js';

/** A module M extending Naturals with one variable x, around `body`. */
export const moduleAround = (body: string) => `---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\n${body}\n====\n`;

/** The body of the definition `name` of moduleAround(body). */
export async function definitionBody(body: string, name = 'Op'): Promise<Expr> {
  const parsed = await parseModule(moduleAround(body), 'M.tla');
  const def = parsed.units.find((unit): unit is OperatorDefinition => unit.kind === 'operator' && unit.name === name);
  if (def === undefined) throw new Error(`no ${name}`);
  return def.body;
}

/** The tree without source ranges, for comparing shapes. */
export function withoutPlaces(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'at' ? undefined : v)));
}
