import { describe, expect, it } from 'vitest';
import { claimOfVerdict } from '../../src/tlc/tlc-run.js';

describe('claimOfVerdict', () => {
  it("claims what the counterexample's last state shows for each verdict", () => {
    expect(claimOfVerdict({ kind: 'invariant', invariant: 'TurnValid' })).toEqual({ kind: 'invariant', invariant: 'TurnValid' });
    expect(claimOfVerdict({ kind: 'deadlock' })).toEqual({ kind: 'deadlock' });
    expect(claimOfVerdict({ kind: 'property', property: 'Live' })).toEqual({ kind: 'property', property: 'Live' });
  });

  it('claims nothing for a run without a counterexample', () => {
    expect(claimOfVerdict({ kind: 'ok' })).toEqual({ kind: 'none' });
    expect(claimOfVerdict({ kind: 'error', message: 'x' })).toEqual({ kind: 'none' });
    expect(claimOfVerdict({ kind: 'unfinished' })).toEqual({ kind: 'none' });
  });
});
