import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledSpecOfFile, compiledSpecOfSource } from '../../../src/runs/spec/compiled-spec.js';
import { checkSpec } from '../../../src/index.js';
import { parseModelFile } from '../../../src/tlc/cfg.js';
import { writeJugs } from '../../helpers/jugs-spec.js';
import { inlineSource } from '../../helpers/tla-specs.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

const ENGINE = { kind: 'compiled', reason: 'a test' } as const;

describe('compiledSpecOfFile', () => {
  it('is the spec the modules say: their variables, invariants, constants, no Monopoly; where TLC runs', async () => {
    const folder = temporaryFolder('compiled-spec-');
    const modelPath = writeJugs(folder);
    const file = parseModelFile(readFileSync(modelPath, 'utf8'), modelPath);
    const spec = await compiledSpecOfFile(modelPath, folder, file, 'Jugs', ENGINE);
    expect([spec.variables, spec.invariants, spec.constraints, spec.properties, spec.constants]).toEqual([
      ['small', 'big'],
      ['NotFour'],
      [],
      [],
      [],
    ]);
    expect([spec.checkDeadlock, spec.depthBound, spec.temporal, spec.monopoly, spec.engine]).toEqual([true, 0, null, null, ENGINE]);
    expect(spec.tlcRun).toEqual({ rootModule: 'Jugs', directory: folder });
    expect(spec.recipe).toMatchObject({ engine: 'compiled', reason: 'a test', modelPath, source: { rootModule: 'Jugs' } });
    expect(checkSpec(spec).result).toMatchObject({ kind: 'invariant', invariant: 'NotFour' });
  });
});

const BOARD = `---- MODULE Board ----
EXTENDS Naturals
CONSTANTS N, StartMoney, MaxDepth, Pot
VARIABLES position, money, inJail, jailTurns, bankrupt, owner, houses, mortgaged, current, dice, doublesCount, phase
Init == /\\ position = [p \\in 1..N |-> 0] /\\ money = [p \\in 1..N |-> StartMoney] /\\ inJail = [p \\in 1..N |-> FALSE]
        /\\ jailTurns = [p \\in 1..N |-> 0] /\\ bankrupt = [p \\in 1..N |-> FALSE] /\\ owner = [s \\in 0..39 |-> 0]
        /\\ houses = [s \\in 0..39 |-> 0] /\\ mortgaged = [s \\in 0..39 |-> FALSE] /\\ current = 1 /\\ dice = <<1, 1>>
        /\\ doublesCount = 0 /\\ phase = "roll"
Next == UNCHANGED <<position, money, inJail, jailTurns, bankrupt, owner, houses, mortgaged, current, dice, doublesCount, phase>>
====`;

describe('compiledSpecOfSource', () => {
  it("has the Monopoly capability with Monopoly's variables and N in 2..4, the other constants 0 where absent", async () => {
    const source = (n: number) =>
      inlineSource({ Board: BOARD }, `INIT Init\nNEXT Next\nCONSTANTS N = ${n}\nStartMoney = 7\nMaxDepth = 3\nPot = p\n`);
    const spec = await compiledSpecOfSource(source(3), null, ENGINE);
    expect(spec.monopoly?.constants).toEqual({ N: 3, StartMoney: 7, MaxMoney: 0, MaxDepth: 3 });
    expect(spec.constants).toEqual([
      { name: 'N', value: 3 },
      { name: 'StartMoney', value: 7 },
      { name: 'MaxDepth', value: 3 },
      { name: 'Pot', value: { kind: 'model-value', name: 'p' } },
    ]);
    expect([spec.depthBound, spec.file, spec.tlcRun.directory]).toEqual([3, null, '.']);
    expect((await compiledSpecOfSource(source(5), null, ENGINE)).monopoly).toBeNull();
  });

  it('takes the depth bound given when the model file has no MaxDepth', async () => {
    const source = inlineSource(
      { M: "---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x' = (x + 1) % 3\n====" },
      'INIT Init\nNEXT Next\n',
    );
    expect((await compiledSpecOfSource(source, join('m', 'M.cfg'), ENGINE, undefined, 9)).depthBound).toBe(9);
    expect((await compiledSpecOfSource(source, join('m', 'M.cfg'), ENGINE)).tlcRun).toEqual({ rootModule: 'M', directory: 'm' });
  });
});
