/**
 * TLC is the oracle: the probes q2_var_order_* (docs/tlc-semantics-probes.md section 2) printed a state of
 * each spec, its variables in TLC's order: a synthetic spec (EXTENDS, INSTANCE, an inner module, named ASSUME
 * and THEOREM, names of equal hash codes, a table that grows) and three versions of MCMonopoly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tlcVariableOrder } from '../../../src/tla/compile/tlc-variable-order.js';
import { loadModules } from '../../../src/tla/semantic/load-modules.js';
import { loadTexts, tlaModule } from '../../helpers/resolved-tla.js';

/** The variables of the first state TLC printed, in its order. */
function printedOrder(out: string): string[] {
  const lines = out.split('\n');
  const first = lines.findIndex((line) => /^\/\\ \w+ = /.test(line));
  const end = lines.indexOf('', first);
  return lines
    .slice(first, end)
    .map((line) => /^\/\\ (\w+) = /.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('tlcVariableOrder', () => {
  it.each([
    ['q2_var_order_synthetic', 'Vars', 'Vars.out'],
    ['q2_var_order_pristine', 'MCMonopoly', 'game_over.out'],
    ['q2_var_order_history', 'MCMonopoly', 'game_over.out'],
    ['q2_var_order_free_parking', 'MCMonopoly', 'game_over.out'],
  ])('puts the variables of %s in the order TLC prints them', async (probe, root, out) => {
    const folder = fileURLToPath(new URL(`../../fixtures/tlc/probes/${probe}/`, import.meta.url));
    const printed = printedOrder(readFileSync(`${folder}${out}`, 'utf8'));
    expect(printed.length).toBeGreaterThan(5);
    const loaded = await loadModules(root, { kind: 'folder', folder });
    expect(tlcVariableOrder(loaded, new Set(printed))).toEqual(printed);
  });

  it('lists only the names asked for, whatever their order in the set', async () => {
    const folder = fileURLToPath(new URL('../../fixtures/tlc/probes/q2_var_order_synthetic/', import.meta.url));
    const printed = printedOrder(readFileSync(`${folder}Vars.out`, 'utf8'));
    const loaded = await loadModules('Vars', { kind: 'folder', folder });
    expect(tlcVariableOrder(loaded, new Set([...printed].reverse()))).toEqual(printed);
    const some = [printed[4]!, printed[1]!, printed[9]!];
    expect(tlcVariableOrder(loaded, new Set(some))).toEqual([printed[1], printed[4], printed[9]]);
  });

  it('orders variables by their buckets in the symbol table, not as declared', async () => {
    // with the 72 built-ins the table has 191 buckets: "a" (hash 97) and "b" (98) in buckets 97 and 98, enumerated from the last (b, a), reversed
    const loaded = await loadTexts({ M: tlaModule('M', 'VARIABLES b, a') });
    expect(tlcVariableOrder(loaded, new Set(['a', 'b']))).toEqual(['a', 'b']);
  });
});
