/** The staged successors of a run of parents, on shared memory: appended, grown, viewed from another thread, marked. */
import { describe, expect, it } from 'vitest';
import {
  batchBytes,
  DUPLICATE,
  FIRST_CAPACITY,
  NEW_STATE,
  NEW_VIOLATION,
  SuccessorBatch,
} from '../../../src/engine/bfs/successor-batch.js';
import { partitionOf } from '../../../src/engine/tables/table-probe.js';

const STATE_BYTES = 6; // two words a state, the second half padding

/** Appends candidate i: fingerprint (0x15000000 i + 7, i), parent i >> 1, position i & 1, states words (i, 0xbeef0000 + i). */
function addCandidates(batch: SuccessorBatch, count: number, verdict = (i: number) => (i % 3 === 0 ? NEW_VIOLATION + 1 : NEW_STATE)) {
  const source = new Uint32Array(4);
  for (let i = 0; i < count; i++) {
    source[2] = i;
    source[3] = 0xbeef0000 + i;
    const fingerprint = Uint32Array.of(99, (Math.imul(i, 0x15000000) + 7) >>> 0, i, 5, 5);
    batch.add(fingerprint, 1, i >> 1, i & 1, 3 * i, i % 4, verdict(i), source, 2);
  }
}

/** Candidate i as the batch holds it. */
const candidate = (batch: SuccessorBatch, i: number) => ({
  fingerprint: Array.from(batch.fingerprints.subarray(i * batch.width, (i + 1) * batch.width)),
  parent: batch.parent[i],
  position: batch.position[i],
  emittedBefore: batch.emittedBefore[i],
  coverageKey: batch.coverageKey[i],
  status: batch.status[i],
  state: Array.from(batch.stateWords.subarray(i * batch.wordsPerState, (i + 1) * batch.wordsPerState)),
});
const expected = (i: number, width = 2) => ({
  fingerprint: [(Math.imul(i, 0x15000000) + 7) >>> 0, i, 5, 5].slice(0, width),
  parent: i >> 1,
  position: i & 1,
  emittedBefore: 3 * i,
  coverageKey: i % 4,
  status: i % 3 === 0 ? NEW_VIOLATION + 1 : NEW_STATE,
  state: [i, 0xbeef0000 + i],
});

describe('SuccessorBatch', () => {
  it('holds each candidate as added: fingerprint, parent, position, emits before, coverage key, verdict and the state with its padding', () => {
    const batch = new SuccessorBatch(STATE_BYTES, 8);
    expect([batch.stride, batch.wordsPerState, batch.width, batch.partitions, batch.capacity]).toEqual([8, 2, 2, 1, 8]);
    addCandidates(batch, 5);
    expect(batch.count).toBe(5);
    for (let i = 0; i < 5; i++) expect(candidate(batch, i)).toEqual(expected(i));
    expect(new SuccessorBatch(STATE_BYTES).capacity).toBe(FIRST_CAPACITY);
  });

  it('grows past its capacity, keeping what it held, in new buffers of a new generation', () => {
    const batch = new SuccessorBatch(STATE_BYTES, 4, 1, 4);
    const generation = batch.generation;
    addCandidates(batch, 4);
    expect(batch.capacity).toBe(4);
    addCandidates(batch, 11);
    expect([batch.count, batch.capacity]).toEqual([15, 16]);
    expect(batch.generation).not.toBe(generation);
    for (let i = 0; i < 4; i++) expect(candidate(batch, i)).toEqual(expected(i, 4));
    for (let i = 0; i < 11; i++) expect(candidate(batch, 4 + i)).toEqual(expected(i, 4));
  });

  it('gives each allocation a generation of its own', () => {
    const generations = Array.from({ length: 5 }, () => new SuccessorBatch(STATE_BYTES, 2).generation);
    expect(new Set(generations).size).toBe(5);
  });

  it("is viewed from its buffers with the same memory, partitions and width (another thread's view)", () => {
    const batch = new SuccessorBatch(STATE_BYTES, 8, 3, 3);
    addCandidates(batch, 6);
    const view = new SuccessorBatch(STATE_BYTES, batch.buffers(), 1, 2);
    expect([view.partitions, view.width, view.capacity, view.generation]).toEqual([3, 3, 8, batch.generation]);
    for (let i = 0; i < 6; i++) expect(candidate(view, i)).toEqual(expected(i, 3));
    view.duplicates[5] = 1;
    expect(batch.duplicates[5]).toBe(1);
    expect(view.bytes).toBe(batch.bytes);
  });

  it("tells a candidate's status: a duplicate when its partition's marker says so, else its verdict", () => {
    const partitions = 4;
    const batch = new SuccessorBatch(STATE_BYTES, 16, partitions);
    addCandidates(batch, 12);
    const partition = (i: number) => partitionOf(batch.fingerprints[i * batch.width] as number, partitions);
    expect(new Set(Array.from({ length: 12 }, (_, i) => partition(i))).size).toBeGreaterThan(1);
    for (const i of [1, 3, 6]) batch.duplicates[partition(i) * batch.capacity + i] = 1;
    // a flag in another partition's region says nothing of the candidate
    batch.duplicates[((partition(2) + 1) % partitions) * batch.capacity + 2] = 1;
    expect(Array.from({ length: 12 }, (_, i) => batch.statusOf(i))).toEqual(
      Array.from({ length: 12 }, (_, i) => ([1, 3, 6].includes(i) ? DUPLICATE : expected(i).status)),
    );
  });

  it('starts again from no candidate on clear, in the same buffers', () => {
    const batch = new SuccessorBatch(STATE_BYTES, 4);
    addCandidates(batch, 3);
    const buffers = batch.buffers();
    batch.clear();
    expect(batch.count).toBe(0);
    addCandidates(batch, 1);
    expect(batch.buffers().parent).toBe(buffers.parent);
    expect(candidate(batch, 0)).toEqual(expected(0));
  });

  it('counts its bytes: per candidate the fingerprint, five fields, a flag per partition and the state', () => {
    expect(batchBytes(10, STATE_BYTES, 1, 2)).toBe(10 * (8 + 4 + 1 + 4 + 1 + 1 + 1 + 8));
    expect(batchBytes(10, 9, 3, 4)).toBe(10 * (16 + 4 + 1 + 4 + 1 + 1 + 3 + 12));
    const batch = new SuccessorBatch(STATE_BYTES, 32, 2, 4);
    expect(batch.bytes).toBe(batchBytes(32, STATE_BYTES, 2, 4));
    const buffers = batch.buffers();
    const shared = Object.values(buffers).filter((value): value is SharedArrayBuffer => value instanceof SharedArrayBuffer);
    const total = shared.reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(total).toBe(batch.bytes);
  });
});
