import { describe, expect, it } from 'vitest';
import { OrdinalIndex } from '../../../src/engine/liveness/ordinal-index.js';
import { fingerprintOf, fingerprintTableContract } from '../tables/fingerprint-table-contract.js';

fingerprintTableContract('OrdinalIndex (the liveness graph)', (width) => {
  const index = new OrdinalIndex(width, 16);
  return {
    put: (fingerprint) => index.findOrAdd(fingerprint, 0, index.size) !== -1,
    contains: (fingerprint) => index.contains(fingerprint, 0),
    size: () => index.size,
  };
});

describe('OrdinalIndex', () => {
  it('gives each fingerprint the ordinal stored with it first, through growth', () => {
    const index = new OrdinalIndex(2, 16);
    for (let i = 0; i < 5000; i++) expect(index.findOrAdd(fingerprintOf(2, i * 7919 + 1, i + 1), 0, i)).toBe(-1);
    for (let i = 0; i < 5000; i++) expect(index.findOrAdd(fingerprintOf(2, i * 7919 + 1, i + 1), 0, 99999)).toBe(i);
    expect(index.size).toBe(5000);
  });
});
