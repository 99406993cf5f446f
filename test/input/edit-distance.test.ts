import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/input/edit-distance.js';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('INVARIANT', 'INVARIANT')).toBe(0);
    expect(editDistance('INVARINT', 'INVARIANT')).toBe(1);
    expect(editDistance('TypeOk', 'TypeOK')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops at the cap when the lengths alone differ by more', () => {
    expect(editDistance('a', 'abcdef', 3)).toBe(3);
    expect(editDistance('abc', 'abd', 3)).toBe(1);
  });
});
