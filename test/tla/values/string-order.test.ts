import { describe, expect, it } from 'vitest';
import { compareStrings, installedStrings, installStringOrder, stringToken } from '../../../src/tla/values/index.js';

describe("TLC's string order", () => {
  it('follows the installed table, and later strings in the order they are first met', () => {
    installStringOrder(['zeta', 'alpha', 'zeta', 'mid']);
    expect(installedStrings()).toEqual(['zeta', 'alpha', 'mid']);
    expect([stringToken('zeta'), stringToken('alpha'), stringToken('mid')]).toEqual([0, 1, 2]);
    expect(compareStrings('zeta', 'alpha')).toBeLessThan(0);
    expect(stringToken('new-2')).toBe(3);
    expect(stringToken('new-1')).toBe(4);
    expect(compareStrings('new-1', 'new-2')).toBeGreaterThan(0);
    expect(compareStrings('mid', 'mid')).toBe(0);
    installStringOrder(['new-1']);
    expect(stringToken('new-1')).toBe(0);
    expect(installedStrings()).toEqual(['new-1']);
  });
});
