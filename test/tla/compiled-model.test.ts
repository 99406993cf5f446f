/**
 * The compiled engine against TLC (TLC's runs in test/fixtures/tlc): the
 * counts, to the unit, early stops included, on specs written for the
 * compiler (DieHard, Constructs) and on the Monopoly spec as it is (its
 * small models: the large ones are in `npm run test:compiled`).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTlcRun } from '../e2e/tlc-fixtures.js';
import { setPrintSink } from '../../src/tla/values/tlc-module.js';
import { checkSource, counts, folderSource, inlineSource } from '../helpers/tla-specs.js';

const COMPILER_FIXTURES = fileURLToPath(new URL('../fixtures/tlc/compiler/', import.meta.url));
const SPECS = fileURLToPath(new URL('../../specs/', import.meta.url));

/** TLC's run as readTlcRun reads it, from a folder of test/fixtures/tlc. */
function tlc(name: string) {
  const run = readTlcRun(name);
  return {
    verdict: run.verdict,
    invariant: run.invariant,
    counts: [run.statesGenerated, run.distinctStates, run.queueLeft, run.depth],
    traceLength: run.traceLength,
  };
}

async function compiled(folder: string, cfg: string, root: string) {
  const { result } = await checkSource(folderSource(folder, cfg, root));
  const trace = result.kind === 'invariant' || result.kind === 'deadlock' ? result.trace.states.length : 0;
  return {
    verdict: result.kind,
    invariant: result.kind === 'invariant' ? result.invariant : null,
    counts: counts(result),
    traceLength: trace,
  };
}

describe("the compiled engine gives TLC's answers", () => {
  it.each([
    ['DieHard', 'DieHard.cfg', 'DieHard'],
    ['Constructs', 'Constructs.cfg', 'Constructs'],
    ['Constructs_violation', 'Constructs_violation.cfg', 'Constructs'],
  ])('on %s, written for the compiler', async (name, cfg, root) => {
    expect(await compiled(COMPILER_FIXTURES, cfg, root)).toEqual(tlc(`compiler/${name}`));
  });

  // the early stops; every reference model, with 1 and 2 workers and the behaviour state by state: test/e2e/compiled-reference-models.compiled.ts (npm run test:compiled)
  it.each(['n3_m0_x0', 'n3_m0_x0_nt'])('on the Monopoly reference model %s', async (name) => {
    expect(await compiled(SPECS, `${name}.cfg`, 'MCMonopoly')).toEqual(tlc(name));
  });
});

describe('the compiled engine evaluates what TLC shows each time it evaluates it', () => {
  it('prints an invariant that reads only variables a step leaves alone once per distinct state, as TLC does', async () => {
    const spec = `---- MODULE Shown ----
EXTENDS Naturals, TLC
VARIABLES x, y
Init == x = 0 /\\ y = 0
Next == x < 3 /\\ x' = x + 1 /\\ UNCHANGED y
Inv == PrintT(<<"inv", y>>)
====
`;
    const printed: string[] = [];
    const previous = setPrintSink((text) => printed.push(text));
    try {
      const { result } = await checkSource(inlineSource({ Shown: spec }, 'INIT Init\nNEXT Next\nINVARIANT Inv\n'), {
        checkDeadlock: false,
      });
      expect(counts(result)).toEqual([4, 4, 0, 4]);
    } finally {
      setPrintSink(previous);
    }
    expect(printed).toEqual(Array(4).fill('<<"inv", 0>>'));
  });
});
