/**
 * How TLC writes this spec's behaviours, as its runs show (test/fixtures/tlc):
 * the variable orders of its text and of -dumpTrace json, and the one action
 * it names for every step. The seam (runs/spec/transcribed-spec.ts) hands
 * them to TLC's formats.
 */

/** The order in which TLC prints Monopoly's variables in its traces (its symbol table's order, not the declaration order). */
export const TLC_PRINT_ORDER: readonly string[] = [
  'phase',
  'dice',
  'inJail',
  'current',
  'houses',
  'money',
  'position',
  'jailTurns',
  'mortgaged',
  'bankrupt',
  'doublesCount',
  'owner',
];

/** The "vars" list TLC wrote in every model-checking -dumpTrace json of this spec (neither of the orders above). */
export const TLC_JSON_VARS_ORDER: readonly string[] = [
  'money',
  'position',
  'inJail',
  'jailTurns',
  'bankrupt',
  'owner',
  'houses',
  'mortgaged',
  'current',
  'dice',
  'doublesCount',
  'phase',
];

/**
 * TLC does not split Next into actions (it is one IF/THEN/ELSE): every step
 * is `<Next line 382, col 5 to line 391, col 19 of module Monopoly>`.
 */
export const TLC_NEXT_ACTION = {
  name: 'Next',
  location: { beginLine: 382, beginColumn: 5, endLine: 391, endColumn: 19, module: 'Monopoly' },
} as const;

/** Init and where its body is, as TLC's -simulate labels a first state: `<Init line 162, col 5 to line 173, col 21 of module Monopoly>`. */
export const TLC_INIT_ACTION = {
  name: 'Init',
  location: { beginLine: 162, beginColumn: 5, endLine: 173, endColumn: 21, module: 'Monopoly' },
} as const;
