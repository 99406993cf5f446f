/** A Yielder gives the event loop a turn only once 50 ms have passed since its last one, and at once otherwise. */
import { describe, expect, it } from 'vitest';
import { Yielder } from '../../src/cluster/yielding.js';

/** Spins until `ms` have passed (a turn is owed only after real time has passed). */
function spin(ms: number): void {
  for (const end = performance.now() + ms; performance.now() < end;);
}

describe('Yielder', () => {
  it('resolves without a turn of the event loop within 50 ms of the last turn', async () => {
    const yielder = new Yielder();
    let turned = false;
    setImmediate(() => (turned = true));
    await yielder.turn();
    expect(turned).toBe(false);
  });

  it('gives the event loop a turn once 50 ms have passed, and then not again at once', async () => {
    const yielder = new Yielder();
    spin(60);
    let turned = false;
    setImmediate(() => (turned = true));
    await yielder.turn();
    expect(turned).toBe(true);
    let again = false;
    setImmediate(() => (again = true));
    await yielder.turn();
    expect(again).toBe(false);
  });
});
