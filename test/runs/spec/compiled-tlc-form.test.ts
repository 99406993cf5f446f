import { describe, expect, it } from 'vitest';
import { tlcTraceForm } from '../../../src/runs/spec/compiled-tlc-form.js';
import { CompiledModels } from '../../../src/tla/compiled-models.js';
import { inlineSource } from '../../helpers/tla-specs.js';

const JUGS = `---- MODULE Jugs ----
EXTENDS Naturals
VARIABLES small, big
Init == small = 0 /\\ big = 0
FillSmall == small' = 3 /\\ big' = big
FillBig == big' = 5 /\\ small' = small
Next == FillSmall \\/ FillBig
====`;

const ONE_ACTION = `---- MODULE One ----
EXTENDS Naturals
VARIABLES zeta, alpha
Init == zeta = 0 /\\ alpha = 0
Next == IF zeta < 2 THEN zeta' = zeta + 1 /\\ alpha' = alpha ELSE UNCHANGED <<zeta, alpha>>
====`;

const formOf = async (modules: Record<string, string>) =>
  tlcTraceForm((await CompiledModels.of(inlineSource(modules, 'INIT Init\nNEXT Next\n'))).compiled);

describe('tlcTraceForm', () => {
  it("names each step's split action of Next where it is defined, and Init where its body is", async () => {
    const form = await formOf({ Jugs: JUGS });
    expect(form.initialLabel).toBe('Initial predicate');
    expect(form.initAction).toEqual({
      name: 'Init',
      location: { beginLine: 4, beginColumn: 9, endLine: 4, endColumn: 28, module: 'Jugs' },
    });
    expect(form.actionOf('FillBig')).toEqual({
      name: 'FillBig',
      location: { beginLine: 6, beginColumn: 12, endLine: 6, endColumn: 37, module: 'Jugs' },
    });
    expect(form.actionOf('FillSmall').location.beginLine).toBe(5);
  });

  it('names the one action of a Next that does not split, for every step', async () => {
    const form = await formOf({ One: ONE_ACTION });
    // TLC's string order is that of the strings' tokens (string-order.ts): here, which the process met first
    expect([...form.jsonVarsOrder].sort()).toEqual(['alpha', 'zeta']);
    expect([...form.printOrder].sort()).toEqual(['alpha', 'zeta']);
    expect(form.actionOf('Next').name).toBe('Next');
    expect(form.actionOf(null)).toEqual(form.actionOf('Next'));
  });
});
