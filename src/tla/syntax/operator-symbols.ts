/**
 * The grammar's names for operator symbols, mapped to one canonical spelling
 * each (the ASCII form TLA+'s standard modules define them by), so that `\leq`,
 * `=<` and `<=` are one operator, as are `#` and `/=`, `\o` and `\circ`.
 */

/** Infix symbols: grammar node type -> canonical spelling. */
export const INFIX: Readonly<Record<string, string>> = {
  plus: '+', minus: '-', mul: '*', slash: '/', div: '\\div', mod: '%', pow: '^',
  dots_2: '..', dots_3: '...',
  eq: '=', neq: '#', lt: '<', leq: '<=', gt: '>', geq: '>=',
  in: '\\in', notin: '\\notin', cup: '\\cup', cap: '\\cap', setminus: '\\', subseteq: '\\subseteq', subset: '\\subset', supseteq: '\\supseteq', supset: '\\supset',
  land: '/\\', lor: '\\/', implies: '=>', iff: '<=>', equiv: '<=>', leads_to: '~>',
  times: '\\X', circ: '\\o', map_to: ':>', compose: '@@',
  plusplus: '++', minusminus: '--', mulmul: '**', slashslash: '//', powpow: '^^', modmod: '%%',
  amp: '&', ampamp: '&&', vert: '|', vertvert: '||', oplus: '(+)', ominus: '(-)', otimes: '(\\X)', oslash: '(/)', odot: '(.)',
  uplus: '\\uplus', sqcap: '\\sqcap', sqcup: '\\sqcup', sqsubset: '\\sqsubset', sqsubseteq: '\\sqsubseteq', sqsupset: '\\sqsupset', sqsupseteq: '\\sqsupseteq',
  prec: '\\prec', preceq: '\\preceq', succ: '\\succ', succeq: '\\succeq', ll: '\\ll', gg: '\\gg', sim: '\\sim', simeq: '\\simeq', approx: '\\approx', cong: '\\cong', asymp: '\\asymp', doteq: '\\doteq', propto: '\\propto', wr: '\\wr', star: '\\star', bigcirc: '\\bigcirc', bullet: '\\bullet', cdot: '\\cdot',
  map_from: '<:', assign: ':=', bnf_rule: '::=', excl: '!!', hashhash: '##', dol: '$', doldol: '$$', qq: '??', plus_arrow: '-+->',
  ld_ttile: '-|', ls_ttile: '|-', rd_ttile: '=|', rs_ttile: '|=',
};

/** Prefix symbols: grammar node type -> canonical spelling (`-.` is unary minus, as TLA+ names it). */
export const PREFIX: Readonly<Record<string, string>> = {
  lnot: '~', negative: '-.', domain: 'DOMAIN', powerset: 'SUBSET', union: 'UNION',
  unchanged: 'UNCHANGED', enabled: 'ENABLED', always: '[]', eventually: '<>',
};

/** Postfix symbols: grammar node type -> canonical spelling. */
export const POSTFIX: Readonly<Record<string, string>> = {
  prime: "'", sup_plus: '^+', asterisk: '^*', sup_hash: '^#',
};
