import { describe, expect, it } from 'vitest';
import { Patch } from '../../../src/tla/runtime/patch.js';
import { runtime } from '../../../src/tla/runtime/runtime.js';
import { toTla } from '../../../src/tla/values/print.js';

describe('Patch', () => {
  it('is one slot reused for every successor: rt.patch overwrites its key and value and returns it', () => {
    const slot = new Patch();
    expect([slot.key, slot.value]).toEqual([0, 0]);
    expect(runtime.patch(slot, 2, 'b')).toBe(slot);
    expect([slot.key, slot.value]).toEqual([2, 'b']);
    runtime.patch(slot, 3, 'c');
    expect([slot.key, slot.value]).toEqual([3, 'c']);
  });

  it('stands for the current value with one element changed, leaving the current value as it was', () => {
    const current = ['a', 'b', 'c'];
    const slot = runtime.patch(new Patch(), 2, 'z');
    expect(toTla(runtime.patched(slot, current))).toEqual(['a', 'z', 'c']);
    expect(current).toEqual(['a', 'b', 'c']);
    // a value that is no patch is the next value itself
    expect(runtime.patched(['q'], current)).toEqual(['q']);
    expect(runtime.patched(runtime.SAME, current)).toBe(current);
  });
});
