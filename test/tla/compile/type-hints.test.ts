import { describe, expect, it } from 'vitest';
import { entryPoints } from '../../../src/tla/compile/entry-points.js';
import { typeHints } from '../../../src/tla/compile/type-hints.js';
import { Levels } from '../../../src/tla/semantic/levels.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { resolveTexts, tlaModule } from '../../helpers/resolved-tla.js';

async function hintsOf(body: string, cfg = 'INIT Init\nNEXT Next\n') {
  const spec = await resolveTexts({
    M: tlaModule(
      'M',
      `EXTENDS Naturals\nCONSTANT K\nVARIABLES x, y, z\nInit == x = 0 /\\ y = 0 /\\ z = 0\nNext == UNCHANGED <<x, y, z>>\n${body}`,
    ),
  });
  const hints = typeHints(spec, entryPoints(spec, parseModelFile(cfg, 'M.cfg')), new Levels());
  return hints.map((hint) => ({ variable: hint.variable, set: hint.set.kind }));
}

describe('typeHints', () => {
  it('finds the v \\in S conjuncts of a definition named like a type invariant, through conjunctions and definitions', async () => {
    const hints = await hintsOf('Ranges == y \\in BOOLEAN /\\ z \\in 1..K\nTypeOK == x \\in 0..3 /\\ Ranges');
    expect(hints).toEqual([
      { variable: 0, set: 'builtin' },
      { variable: 1, set: 'builtinSet' },
      { variable: 2, set: 'builtin' },
    ]);
  });

  it("takes the model's invariants first, then the definitions named like type invariants, each once", async () => {
    const hints = await hintsOf(
      'Inv == y \\in {1, 2}\nTypeInvariant == x \\in Nat /\\ Inv',
      'INIT Init\nNEXT Next\nINVARIANT Inv\nINVARIANT TypeInvariant\n',
    );
    expect(hints).toEqual([
      { variable: 1, set: 'setEnum' },
      { variable: 0, set: 'builtinSet' },
      { variable: 1, set: 'setEnum' },
    ]);
    expect(await hintsOf('Inv == y \\in {1, 2}', 'INIT Init\nNEXT Next\nINVARIANT Inv\n')).toEqual([{ variable: 1, set: 'setEnum' }]);
  });

  it('skips a set that depends on the state, a primed variable, an expression, a disjunction and an invariant with arguments', async () => {
    const hints = await hintsOf(
      "TypeOK == /\\ x \\in {y}\n          /\\ x' \\in Nat\n          /\\ x + 1 \\in Nat\n          /\\ (y \\in Nat \\/ y \\in BOOLEAN)\nTypesOK(n) == z \\in Nat",
    );
    expect(hints).toEqual([]);
  });
});
