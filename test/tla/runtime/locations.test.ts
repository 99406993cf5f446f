import { describe, expect, it } from 'vitest';
import { tlcLocation } from '../../../src/tla/runtime/locations.js';

describe('tlcLocation', () => {
  it("says where an expression is as TLC does, from its first to its last character's line and column", () => {
    const at = { file: 'Monopoly.tla', module: 'Monopoly', line: 382, column: 5, endLine: 391, endColumn: 19 };
    expect(tlcLocation(at)).toBe('line 382, col 5 to line 391, col 19 of module Monopoly');
  });

  it('names the module the expression is written in, not the root module', () => {
    const at = { file: 'Lib.tla', module: 'Lib', line: 1, column: 1, endLine: 1, endColumn: 1 };
    expect(tlcLocation(at)).toBe('line 1, col 1 to line 1, col 1 of module Lib');
  });
});
