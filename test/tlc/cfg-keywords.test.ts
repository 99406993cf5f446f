import { describe, expect, it } from 'vitest';
import { KEYWORD_LIST, KEYWORD_SECTIONS, looksLikeKeyword, nearestKeyword } from '../../src/tlc/cfg-keywords.js';

describe('KEYWORD_SECTIONS', () => {
  it('maps singular and plural keywords to one section', () => {
    expect([KEYWORD_SECTIONS['CONSTANT'], KEYWORD_SECTIONS['CONSTANTS']]).toEqual(['constants', 'constants']);
    expect([KEYWORD_SECTIONS['INVARIANT'], KEYWORD_SECTIONS['PROPERTY'], KEYWORD_SECTIONS['CONSTRAINTS']]).toEqual([
      'invariants',
      'properties',
      'constraints',
    ]);
    expect([KEYWORD_SECTIONS['SYMMETRY'], KEYWORD_SECTIONS['VIEW'], KEYWORD_SECTIONS['ALIAS']]).toEqual([
      'unsupported',
      'unsupported',
      'unsupported',
    ]);
    expect(KEYWORD_SECTIONS['Init']).toBeUndefined();
  });

  it('lists every section in the hint', () => {
    for (const keyword of ['CONSTANTS', 'INIT', 'NEXT', 'SPECIFICATION', 'INVARIANTS', 'CHECK_DEADLOCK', 'POSTCONDITION'])
      expect(KEYWORD_LIST.split(', ')).toContain(keyword);
  });
});

describe('looksLikeKeyword', () => {
  it('is an upper-case word of two characters or more', () => {
    expect(['INVARIANTS', 'CHECK_DEADLOCK', 'Init', 'X', 'N2', '_A'].map(looksLikeKeyword)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('nearestKeyword', () => {
  it('suggests the keyword within two edits', () => {
    expect(nearestKeyword('INVARIANS')).toBe('INVARIANT');
    expect(nearestKeyword('CONSTANS')).toBe('CONSTANT');
    expect(nearestKeyword('SPECIFICATOIN')).toBe('SPECIFICATION');
    expect(nearestKeyword('NXT')).toBe('NEXT');
  });

  it('suggests nothing for a word three edits or more from every keyword', () => {
    expect(nearestKeyword('FOOBAR')).toBeUndefined();
    expect(nearestKeyword('INITIALIZE')).toBeUndefined();
  });
});
