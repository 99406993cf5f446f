import { describe, expect, it } from 'vitest';
import { describeClaim, violationSentence } from '../../src/report/claim-sentence.js';

describe('violationSentence and describeClaim', () => {
  it('words each claim once, naming the deadlocked state as asked', () => {
    expect(violationSentence({ kind: 'invariant', invariant: 'TurnValid' })).toBe('Invariant TurnValid is violated');
    expect(violationSentence({ kind: 'deadlock' })).toBe('Deadlock reached: this state has no successor');
    expect(violationSentence({ kind: 'deadlock' }, 'state 4 of the trace')).toBe('Deadlock reached: state 4 of the trace has no successor');
    expect(violationSentence({ kind: 'property', property: 'Progress' })).toBe('Temporal property Progress is violated');
  });

  it('has no sentence for a behaviour that claims nothing', () => {
    expect(describeClaim({ kind: 'none' })).toBeNull();
    expect(describeClaim({ kind: 'invariant', invariant: 'NoHotel' })).toBe('Invariant NoHotel is violated');
  });
});
