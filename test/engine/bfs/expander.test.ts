/**
 * The expander takes repeats (RepeatSink.repeat) within one BFS level, and
 * counts them as emitted states; with coverage on it refuses them, since
 * coverage counts every state by its key. Either way a slice's candidates
 * and counts are the same.
 */
import { describe, expect, it } from 'vitest';
import { CoverageRecorder } from '../../../src/engine/coverage.js';
import { Expander } from '../../../src/engine/bfs/expander.js';
import { StateBuffer } from '../../../src/engine/bfs/state-buffer.js';
import * as L from '../../../src/monopoly/layout.js';
import { MonopolyModel } from '../../../src/monopoly/model.js';

const INVARIANTS = Int32Array.from([0, 1, 2, 3, 4]);
const CONSTRAINTS = Int32Array.from([0]);

/** A level of `copies` states, equal to the initial state but for their dice (so each rolls the same 36 successors). */
function diceVariants(model: MonopolyModel, copies: number): StateBuffer {
  const level = new StateBuffer(model.stateBytes);
  const words = new Uint32Array(level.stride / 4);
  const bytes = new Uint8Array(words.buffer);
  model.initialStates({ target: bytes, targetOffset: 0, emit: () => true });
  for (let k = 0; k < copies; k++) {
    L.setDice(bytes, 0, 1 + (k % 6), 1 + Math.floor(k / 6));
    level.append(words, 0);
  }
  return level;
}

function expandAll(expander: Expander, level: StateBuffer): { emitted: number; candidates: string[] } {
  expander.reset(2);
  expander.expand(level, 0, level.count);
  const { batch } = expander;
  const candidates = Array.from(
    { length: batch.count },
    (_, i) =>
      `${batch.fingerprints[i * 2]}:${batch.fingerprints[i * 2 + 1]}:${batch.parent[i]}:${batch.position[i]}:${batch.emittedBefore[i]}`,
  );
  return { emitted: expander.emitted, candidates };
}

describe('Expander and repeats', () => {
  it('takes repeats in a scope of its own for each level it expands into, and none with coverage on', () => {
    const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
    const plain = new Expander(model, INVARIANTS, CONSTRAINTS, true, null);
    plain.reset(7);
    const seven = plain.repeatScope;
    expect(seven).toBeGreaterThanOrEqual(0);
    // the slices of one level share its scope, whatever their batch turn
    plain.reset(7, 1);
    expect(plain.repeatScope).toBe(seven);
    plain.reset(8);
    expect(plain.repeatScope).not.toBe(seven);
    // another expander (another search with the same model) never meets these scopes
    const other = new Expander(model, INVARIANTS, CONSTRAINTS, true, null);
    other.reset(7);
    expect([seven, plain.repeatScope]).not.toContain(other.repeatScope);
    const covered = new Expander(model, INVARIANTS, CONSTRAINTS, true, new CoverageRecorder(model));
    covered.reset(7);
    expect(covered.repeatScope).toBe(-1);
  });

  it('leaves a model it expanded with fit for another search: the same level in a new expander repeats nothing', () => {
    const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
    const level = diceVariants(model, 3);
    const first = expandAll(new Expander(model, INVARIANTS, CONSTRAINTS, true, null), level);
    const second = expandAll(new Expander(model, INVARIANTS, CONSTRAINTS, true, null), level);
    expect(second).toEqual(first);
    expect(second.candidates).toHaveLength(36);
  });

  it('counts repeated states as emitted, and stages the same candidates as an expansion without repeats', () => {
    const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
    const level = diceVariants(model, 36);
    const repeating = new Expander(model, INVARIANTS, CONSTRAINTS, true, null);
    let repeated = 0;
    const repeat = repeating.repeat.bind(repeating);
    repeating.repeat = (actionId: number, count: number) => ((repeated += count), repeat(actionId, count));
    const withRepeats = expandAll(repeating, level);
    // the model was asked for repeats: all but the first parent's 36 successors came as repeats
    expect(repeated).toBe(35 * 36);
    const withoutRepeats = expandAll(new Expander(model, INVARIANTS, CONSTRAINTS, true, new CoverageRecorder(model)), level);
    // each of the 36 parents has RollAndMove's 36 successors and nothing else
    expect(withRepeats.emitted).toBe(36 * 36);
    expect(withoutRepeats.emitted).toBe(36 * 36);
    // only the first parent's successors are candidates; the others are all duplicates of them
    expect(withRepeats.candidates).toHaveLength(36);
    expect(withRepeats.candidates).toEqual(withoutRepeats.candidates);
  });

  it('counts repeats in the emitted-before numbers of later candidates', () => {
    const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
    const level = diceVariants(model, 2);
    const bytes = new Uint8Array(level.stride);
    bytes.set(level.chunk(0).subarray(0, level.stride));
    // a third parent that moves player 1 elsewhere: its successors are new, after 72 emitted states
    L.setPosition(bytes, 0, 1, 5);
    level.append(new Uint32Array(bytes.buffer), 0);
    const expander = new Expander(model, INVARIANTS, CONSTRAINTS, true, null);
    const { emitted, candidates } = expandAll(expander, level);
    expect(emitted).toBe(3 * 36);
    const third = candidates.filter((c) => c.split(':')[2] === '2');
    expect(third).toHaveLength(36);
    expect(third[0]?.split(':').slice(3)).toEqual(['0', '72']);
  });
});
