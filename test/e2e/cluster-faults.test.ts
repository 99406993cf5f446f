/**
 * Faults lose nothing: a fingerprint batch, an answer or an upload that is
 * lost, repeated, reordered or damaged on the way is found by sequence
 * numbers, totals and checksums; a lost or damaged one makes the level be
 * redone, and the search ends with the numbers of a clean run.
 */
import { describe, expect, it } from 'vitest';
import { checkModelFile } from '../../src/index.js';
import { FIXTURES } from './tlc-fixtures.js';
import { FaultyTransport, type Fate } from '../cluster/faulty-transport.js';
import { checkInProcess, summary } from '../cluster/in-process-cluster.js';

const MODEL = `${FIXTURES}n3_m0_x0.cfg`;
const overrides = { startMoney: 400, maxMoney: 400 };

/** Runs the model on 3 workers whose second worker's messages meet `fate`; returns the summary, the fates met and the coordinator's log. */
async function withFaults(fate: (kind: string, index: number) => Fate) {
  const log: string[] = [];
  let faulty: FaultyTransport | null = null;
  const result = await checkInProcess(MODEL, {
    workers: 3,
    overrides,
    log,
    cluster: { timeouts: { silence: 10, grace: 0.3 }, batchFingerprints: 256 },
    wrap: (transport, who) => (who === 'worker-1' ? (faulty = new FaultyTransport(transport, fate)) : transport),
  });
  return { result: summary(result), applied: (faulty as FaultyTransport | null)?.applied ?? [], log };
}

describe('faults on the way', () => {
  const clean = summary(checkModelFile(MODEL, overrides).result);

  it('a lost fingerprint batch, answer or upload: the level is redone', { timeout: 60_000 }, async () => {
    for (const kind of ['fp', 'bits', 'up']) {
      const { result, applied, log } = await withFaults((k, index) => (k === kind && index === 2 ? 'drop' : 'pass'));
      expect(applied, kind).toEqual(['drop']);
      expect(
        log.some((line) => /attempt 1 failed .*missing/.test(line)),
        `${kind}: ${log.join('\n')}`,
      ).toBe(true);
      expect(result, kind).toEqual(clean);
    }
  });

  it('a damaged batch fails its checksum: the level is redone', { timeout: 30_000 }, async () => {
    const { result, applied, log } = await withFaults((kind, index) => (kind === 'fp' && index === 3 ? 'damage' : 'pass'));
    expect(applied).toEqual(['damage']);
    expect(
      log.some((line) => /damaged chunks dropped/.test(line)),
      log.join('\n'),
    ).toBe(true);
    expect(result).toEqual(clean);
  });

  it('repeated and reordered batches are put back in order without redoing anything', { timeout: 30_000 }, async () => {
    const { result, applied, log } = await withFaults((_, index) => (index % 3 === 0 ? 'duplicate' : index % 3 === 1 ? 'delay' : 'pass'));
    expect(applied.filter((fate) => fate === 'duplicate').length).toBeGreaterThan(5);
    expect(applied.filter((fate) => fate === 'delay').length).toBeGreaterThan(5);
    expect(log.filter((line) => /failed/.test(line))).toEqual([]);
    expect(result).toEqual(clean);
  });
});
