import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateDump } from '../../src/runs/state-dump.js';
import type { TlcTraceForm } from '../../src/tlc/tlc-trace-form.js';
import { dieHardModel } from '../helpers/toy-models.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { dieHardSpec } from '../helpers/toy-spec.js';

const model = dieHardModel();
const packed = (small: number, big: number) => {
  const state = new Uint8Array(model.stateBytes);
  model.fromTla({ small, big }, state, 0);
  return state;
};
const NO_FINGERPRINT = new Uint32Array(2);

describe('StateDump', () => {
  it("writes each state as TLC's -dump does, numbered from 1, in the spec's print order", () => {
    const path = join(temporaryFolder('state-dump-'), 'states.dump');
    const dump = new StateDump(path, dieHardSpec.tlc);
    dump.state(0, -1, NO_FINGERPRINT, packed(0, 0), 0, model);
    dump.state(1, 0, NO_FINGERPRINT, packed(3, 0), 0, model);
    expect(dump.states).toBe(2);
    expect(dump.finish()).toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('State 1:\n/\\ big = 0\n/\\ small = 0\n\nState 2:\n/\\ big = 0\n/\\ small = 3\n\n');
  });

  it('puts the variables the print order lacks after those it has', () => {
    const path = join(temporaryFolder('state-dump-'), 'states.dump');
    const dump = new StateDump(path, { ...dieHardSpec.tlc, printOrder: ['small'] } satisfies TlcTraceForm);
    dump.state(0, -1, NO_FINGERPRINT, packed(1, 2), 0, model);
    expect(dump.finish()).toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('State 1:\n/\\ small = 1\n/\\ big = 2\n\n');
  });

  it('starts the file again when the search does (ordinal 0 again)', () => {
    const path = join(temporaryFolder('state-dump-'), 'states.dump');
    const dump = new StateDump(path, dieHardSpec.tlc);
    for (let ordinal = 0; ordinal < 3000; ordinal++) dump.state(ordinal, 0, NO_FINGERPRINT, packed(1, 1), 0, model);
    dump.state(0, -1, NO_FINGERPRINT, packed(0, 5), 0, model);
    expect(dump.states).toBe(1);
    expect(dump.finish()).toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('State 1:\n/\\ big = 5\n/\\ small = 0\n\n');
  });

  it('stops at a failed write, never throwing, and says why', () => {
    const dump = new StateDump('/dev/full', dieHardSpec.tlc);
    for (let ordinal = 0; ordinal < 5000; ordinal++) dump.state(ordinal, 0, NO_FINGERPRINT, packed(2, 2), 0, model);
    expect(dump.states).toBeLessThan(5000);
    expect(dump.finish()).toBe('no space left on device');
  });
});
