/** A model file's keywords, the section each opens, and the keyword a misspelt one is closest to. */
import { editDistance } from '../input/edit-distance.js';

export type Section =
  'constants' | 'init' | 'next' | 'specification' | 'invariants' | 'constraints' | 'properties' | 'checkDeadlock' | 'unsupported';

export const KEYWORD_SECTIONS: Readonly<Record<string, Section>> = {
  CONSTANT: 'constants',
  CONSTANTS: 'constants',
  INIT: 'init',
  NEXT: 'next',
  SPECIFICATION: 'specification',
  INVARIANT: 'invariants',
  INVARIANTS: 'invariants',
  CONSTRAINT: 'constraints',
  CONSTRAINTS: 'constraints',
  PROPERTY: 'properties',
  PROPERTIES: 'properties',
  CHECK_DEADLOCK: 'checkDeadlock',
  SYMMETRY: 'unsupported',
  VIEW: 'unsupported',
  ALIAS: 'unsupported',
  POSTCONDITION: 'unsupported',
  ACTION_CONSTRAINT: 'unsupported',
  ACTION_CONSTRAINTS: 'unsupported',
};
const KEYWORDS = Object.keys(KEYWORD_SECTIONS);
export const KEYWORD_LIST =
  'CONSTANTS, INIT, NEXT, SPECIFICATION, INVARIANTS, CONSTRAINTS, PROPERTIES, ' +
  'CHECK_DEADLOCK, SYMMETRY, VIEW, ACTION_CONSTRAINTS, ALIAS, POSTCONDITION';

export const looksLikeKeyword = (word: string) => /^[A-Z][A-Z_]+$/.test(word);
/** The keyword closest to `word` if it is within two edits, for "did you mean" hints. */
export function nearestKeyword(word: string): string | undefined {
  // a word whose length is three or more from a keyword's is that far from it at least
  const ranked = KEYWORDS.map((keyword) => ({
    keyword,
    distance: Math.abs(word.length - keyword.length) > 2 ? 3 : editDistance(word, keyword),
  })).sort((a, b) => a.distance - b.distance);
  return ranked[0]!.distance <= 2 ? ranked[0]!.keyword : undefined;
}
