/**
 * TLC's replay of a parent after an invariant could not be evaluated on one of its successors: the later
 * successors that are in the model and new join the fingerprint set, those that pass the invariants the queue,
 * until one whose invariants cannot be evaluated either.
 */
import { describe, expect, it } from 'vitest';
import { replayAfterInvariantFailure, type ReplayInput } from '../../../src/engine/bfs/failure-replay.js';
import { StateBuffer } from '../../../src/engine/bfs/state-buffer.js';
import type { StateSink } from '../../../src/engine/model.js';
import { Fingerprinter } from '../../../src/engine/tables/fingerprint.js';
import { ToyModel } from '../../helpers/toy-models.js';

/**
 * Parent x's successors are `successors[x]` in order; the invariant throws at 5 and is violated at 6; the
 * constraint leaves out 4. With `failsAfter`, the enumeration throws once it has emitted them.
 */
function modelOf(successors: Record<number, number[]>, failsAfter = false): ToyModel {
  const model = new ToyModel({
    variables: ['x'],
    init: [[0]],
    actions: ['Step'],
    next: ([x]) => (successors[x as number] ?? []).map((y) => ({ action: 'Step', state: [y] })),
    invariants: {
      NotSix: ([x]) => {
        if (x === 5) throw new RangeError('cannot evaluate');
        return x !== 6;
      },
    },
    constraints: { NotFour: ([x]) => x !== 4 },
  });
  if (!failsAfter) return model;
  return Object.assign(model, {
    successors(source: Uint8Array, offset: number, sink: StateSink): boolean {
      ToyModel.prototype.successors.call(model, source, offset, sink);
      throw new RangeError('cannot enumerate');
    },
  });
}

/** The fingerprints (as text) of the states x in `xs`. */
function fingerprintsOf(model: ToyModel, width: number, xs: number[]): Set<string> {
  const fingerprinter = new Fingerprinter(model.stateBytes, width);
  return new Set(
    xs.map((x) => {
      model.encode([x], fingerprinter.bytes, fingerprinter.scratchOffset);
      fingerprinter.hash(fingerprinter.scratchOffset, model.stateBytes);
      return Array.from(fingerprinter.fingerprint).join(',');
    }),
  );
}

/** Replays parent 1 of the level [7, 0] (the state 0), whose successor at `failingPosition` failed; `seen` are in the visited set. */
function replay(model: ToyModel, failingPosition: number, seen: number[], width = 2) {
  const frontier = new StateBuffer(model.stateBytes);
  const words = new Uint32Array(1);
  for (const x of [7, 0]) {
    model.encode([x], new Uint8Array(words.buffer));
    frontier.append(words, 0);
  }
  const visited = fingerprintsOf(model, width, seen);
  const input: ReplayInput = {
    model,
    frontier,
    parent: 1,
    failingPosition,
    childLevel: 2,
    invariants: Int32Array.of(0),
    constraints: Int32Array.of(0),
    width,
    contains: (fingerprint, from) => visited.has(Array.from(fingerprint.subarray(from, from + width)).join(',')),
  };
  return replayAfterInvariantFailure(input);
}

describe('replayAfterInvariantFailure', () => {
  it('counts the later successors that are new and in the model, and queues those that pass the invariants', () => {
    // after position 0: 2 new, 3 already visited, 2 again, 4 out of the model, 6 new but violating, 8 new
    const model = modelOf({ 0: [1, 2, 3, 2, 4, 6, 8] });
    expect(replay(model, 0, [3])).toEqual({ distinct: 3, queued: 2, failure: null });
    expect(replay(model, 0, [3], 4)).toEqual({ distinct: 3, queued: 2, failure: null });
    // the successors up to the failing one are not counted
    expect(replay(model, 5, [3])).toEqual({ distinct: 1, queued: 1, failure: null });
    expect(replay(model, 6, [])).toEqual({ distinct: 0, queued: 0, failure: null });
  });

  it('stops at the first later successor whose invariants cannot be evaluated either, having counted it as distinct', () => {
    const model = modelOf({ 0: [5, 2, 5, 9] });
    expect(replay(model, 0, [])).toEqual({
      distinct: 2,
      queued: 1,
      failure: { name: 'RangeError', message: 'cannot evaluate', during: 'invariant' },
    });
  });

  it('stops where the enumeration of the parent fails, keeping what it counted', () => {
    const model = modelOf({ 0: [5, 2] }, true);
    expect(replay(model, 0, [])).toEqual({
      distinct: 1,
      queued: 1,
      failure: { name: 'RangeError', message: 'cannot enumerate', during: 'successors' },
    });
  });
});
