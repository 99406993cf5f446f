import { describe, expect, it } from 'vitest';
import { valueOf } from '../../helpers/tla-programs.js';

describe('LET definitions in generated code', () => {
  it('reads a LET function definition as the function it defines, applied or as a value, recursive or not', async () => {
    expect(await valueOf('LET sq[i \\in 1..3] == i * i IN sq[3] + sq[1]')).toBe(10);
    expect(await valueOf('LET sq[i \\in 1..3] == i * i IN sq')).toEqual([1, 4, 9]);
    expect(await valueOf('LET fact[n \\in 0..5] == IF n = 0 THEN 1 ELSE n * fact[n - 1] IN fact[5]')).toBe(120);
    // over a bound variable of the expression around it
    expect(await valueOf('\\E k \\in {2} : LET m[i \\in 1..2] == i * k IN m[2] = 4')).toBe(true);
  });
});
