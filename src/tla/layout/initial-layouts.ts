/**
 * The layouts a compiled spec's search starts with: each variable's shape in
 * the initial states (every one of them), so the first search packs what
 * Init makes; later values widen it (see widen.ts).
 */
import type { Program } from '../compile/program.js';
import { UNSET } from '../runtime/runtime.js';
import type { Value } from '../values/value.js';
import type { Layout } from './layout.js';
import { layoutOf, widen } from './widen.js';

/** The layouts holding every initial state (the program's Init run once, its states not kept). */
export function initialLayouts(program: Program, variableCount: number, typed: readonly (Layout | null)[] = []): Layout[] {
  const layouts: (Layout | null)[] = Array.from({ length: variableCount }, (_, i) => typed[i] ?? null);
  const next = new Array<unknown>(variableCount).fill(UNSET);
  program.init(next, () => {
    for (let i = 0; i < variableCount; i++) {
      const value = next[i] as Value;
      const layout = layouts[i] ?? null;
      layouts[i] = layout === null ? layoutOf(value) : widen(layout, value);
    }
    return true;
  });
  // a spec without initial states still needs a layout: any value fits bytes
  return layouts.map((layout) => layout ?? { kind: 'bytes', capacity: 16 });
}
