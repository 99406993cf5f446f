/**
 * What an expander produces: parts of a slice, with what it does beyond TLC's plain search. A plain expansion
 * records no steps and no out-of-model violations; recording steps gives STEP_FIELDS numbers and a fingerprint
 * for every step to an in-model state, duplicates included; going on past violations lists the out-of-model
 * states that violate an invariant. An event's count of emits is from its part's start.
 */
import { describe, expect, it } from 'vitest';
import { PLAIN_EXPANSION, STEP_FIELDS, type ExpandedPart, type ExpansionModes } from '../../../src/engine/bfs/expanded-part.js';
import { Expander } from '../../../src/engine/bfs/expander.js';
import { StateBuffer } from '../../../src/engine/bfs/state-buffer.js';
import { ToyModel } from '../../helpers/toy-models.js';

/** x steps to x + 1 (Up) and x + 10 (Jump); the constraint keeps x < 10, the invariant says x /= 12 and x /= 3. */
const model = new ToyModel({
  variables: ['x'],
  init: [[0]],
  actions: ['Up', 'Jump'],
  next: ([x = 0]) => [
    { action: 'Up', state: [x + 1] },
    { action: 'Jump', state: [x + 10] },
  ],
  invariants: { NotTwelve: ([x]) => x !== 12, NotThree: ([x]) => x !== 3 },
  constraints: { Small: ([x = 0]) => x < 10 },
});

/** The parts of expanding the level [0, 1, 0, 2] in chunks of two parents, in `modes`. */
function partsOf(modes: ExpansionModes, width = 2, invariants = Int32Array.of(0, 1)): ExpandedPart[] {
  const level = new StateBuffer(model.stateBytes);
  const words = new Uint32Array(1);
  for (const x of [0, 1, 0, 2]) {
    model.encode([x], new Uint8Array(words.buffer));
    level.append(words, 0);
  }
  const expander = new Expander(model, invariants, Int32Array.of(0), false, null, 1, width, modes);
  expander.reset(2);
  let next = 0;
  expander.expandClaimed(level, { first: 0, count: 4, chunkParents: 2 }, () => next++);
  return expander.parts;
}

describe('an expanded part', () => {
  it('in a plain expansion: candidates and emits of its chunk, and nothing more', () => {
    // NotThree alone: x = 3 is a candidate that violates it, x = 12 is out of the model and violates nothing checked
    const parts = partsOf(PLAIN_EXPANSION, 2, Int32Array.of(1));
    expect(
      parts.map(({ order, start, end, emittedStart, emitted, event }) => ({ order, start, end, emittedStart, emitted, event })),
    ).toEqual([
      { order: 0, start: 0, end: 2, emittedStart: 0, emitted: 4, event: null },
      { order: 1, start: 2, end: 3, emittedStart: 4, emitted: 4, event: null },
    ]);
    expect(parts.every((part) => part.steps === undefined && part.violations === undefined)).toBe(true);
  });

  it('recording steps: parent, emits before, action and fingerprint of every step to an in-model state, duplicates too', () => {
    for (const width of [2, 4]) {
      const parts = partsOf({ continues: false, recordsSteps: true }, width);
      const steps = parts.map((part) => part.steps ?? []);
      const stride = STEP_FIELDS + width;
      const fields = steps.map((list) =>
        Array.from({ length: list.length / stride }, (_, k) => list.slice(k * stride, k * stride + STEP_FIELDS)),
      );
      // parents 0 (x = 0) and 1 (x = 1) step Up to 1 and 2; parent 2 (x = 0) Up to 1 again, parent 3 (x = 2) Up to 3;
      // the emits before a step count from the batch's start, two a parent
      expect(fields).toEqual([
        [
          [0, 0, 0],
          [1, 2, 0],
        ],
        [
          [2, 4, 0],
          [3, 6, 0],
        ],
      ]);
      expect(steps.every((list) => list.length % stride === 0)).toBe(true);
      const fingerprint = (list: readonly number[], k: number) => list.slice(k * stride + STEP_FIELDS, (k + 1) * stride).join();
      // the same state (x = 1) from parents 0 and 2: one fingerprint
      expect(fingerprint(steps[1]!, 0)).toBe(fingerprint(steps[0]!, 0));
      expect(fingerprint(steps[0]!, 1)).not.toBe(fingerprint(steps[0]!, 0));
    }
  });

  it('going on past violations: the out-of-model states that violate an invariant, by position and emits before', () => {
    // x = 2 jumps to 12, outside the model and violating NotTwelve (7 emits of the batch before it); x = 3 is in the
    // model (its violation is a candidate's)
    const parts = partsOf({ continues: true, recordsSteps: false });
    expect(parts.map((part) => part.violations)).toEqual([undefined, [{ parent: 3, position: 1, emittedBefore: 7, invariants: [0] }]]);
    expect(parts[1]?.event).toBeNull();
  });

  it('without going on, ends at the violation, whose emits are counted from its part', () => {
    const stopped = partsOf(PLAIN_EXPANSION);
    expect(stopped[1]?.event).toEqual({ kind: 'invariant', invariantId: 0, parent: 3, position: 1, emittedBefore: 3 });
    expect(stopped[1]?.emittedStart).toBe(4);
  });
});
