/**
 * The game read off a compiled spec's states (what `simulate --strategy`,
 * `--turns` and `--stats landing` use): on the pristine spec compiled, the
 * same games as the transcription's, to the count; on an edited spec with a
 * phase and a square of its own, its facts as its values say, and a value
 * the game cannot take refused in a sentence.
 */
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/runs/spec/load-spec.js';
import { compiledGameReading } from '../../../src/runs/spec/compiled-game-reading.js';
import { requireMonopoly, type CheckableSpec } from '../../../src/runs/spec/checkable-spec.js';
import type { Model } from '../../../src/engine/model.js';
import { allStates } from '../../../src/engine/trace/trace.js';
import { simulate } from '../../../src/engine/search/simulate.js';
import { GameObserver } from '../../../src/monopoly/game-observer.js';
import { MonopolyViewError } from '../../../src/monopoly/monopoly-view.js';
import { chooserFor, type StrategyName } from '../../../src/monopoly/strategies.js';
import { CompiledModels } from '../../../src/tla/compiled-models.js';
import { inlineSource } from '../../helpers/tla-specs.js';

/** `runs` games of 150 turns a player with `strategy`, the landing tallied: what the observer and the simulator counted. */
function games(spec: CheckableSpec, strategy: StrategyName, runs: number) {
  const model = spec.createModel();
  const reading = requireMonopoly(spec, 'this test').reading(model);
  const observer = new GameObserver(reading.players, 150, true, reading);
  const result = simulate(model, {
    invariants: spec.invariants,
    constraints: [],
    checkDeadlock: true,
    seed: 2026,
    runs,
    maxSteps: 0,
    chooser: chooserFor(strategy, 300, reading),
    observer,
  });
  const { seconds: _seconds, ...stats } = result.stats;
  return { kind: result.kind, stats, turns: observer.totalTurns, landing: Array.from(observer.landing?.counts ?? []) };
}

describe('the pristine spec compiled, simulated', () => {
  it('plays the very games of the transcription: every strategy, the same steps, turns and landings', async () => {
    const [transcribed, compiled] = await Promise.all([
      loadSpec('specs/n2_m50_x50.cfg', { startMoney: 1500, maxMoney: 3000 }),
      loadSpec('specs/n2_m50_x50.cfg', { startMoney: 1500, maxMoney: 3000 }, { engine: 'compiled' }),
    ]);
    expect([transcribed.engine.kind, compiled.engine.kind]).toEqual(['transcribed', 'compiled']);
    for (const strategy of ['cautious', 'builder', 'never-buy'] as const) {
      const ours = games(compiled, strategy, 3);
      expect(ours).toEqual(games(transcribed, strategy, 3));
      expect(ours.turns).toBeGreaterThan(100);
    }
  });
});

const MODULE = `---- MODULE Board ----
EXTENDS Naturals
VARIABLES position, money, bankrupt, current, phase
Init == /\\ position = [p \\in 1..2 |-> 0] /\\ money = [p \\in 1..2 |-> 10] /\\ bankrupt = [p \\in 1..2 |-> FALSE]
        /\\ current = 1 /\\ phase = "roll"
Roll == /\\ phase = "roll" /\\ phase' = "card" /\\ position' = [position EXCEPT ![current] = 7] /\\ UNCHANGED <<money, bankrupt, current>>
Card == /\\ phase = "card" /\\ phase' = "endTurn" /\\ position' = [position EXCEPT ![current] = 40] /\\ UNCHANGED <<money, bankrupt, current>>
Next == Roll \\/ Card
TypeOK == /\\ position \\in [1..2 -> 0..40] /\\ phase \\in {"roll", "card", "endTurn"}
====`;

describe('a compiled spec read as a game', () => {
  it('reads its phases (one of its own is -1), players and squares, and refuses a square off the board in one sentence', async () => {
    const models = await CompiledModels.of(inlineSource({ Board: MODULE }, 'INIT Init\nNEXT Next\nINVARIANT TypeOK\n'));
    const model: Model = models.model();
    const reading = compiledGameReading(model, 2, () => {
      throw new Error('not wanted: the model is compiled');
    });
    const [initial] = allStates(model, null);
    const [rolled] = allStates(model, initial!.state);
    const [carded] = allStates(model, rolled!.state);
    expect([reading.phase(initial!.state, 0), reading.phase(rolled!.state, 0), reading.phase(carded!.state, 0)]).toEqual([0, -1, 3]);
    expect([
      reading.current(rolled!.state, 0),
      reading.position(rolled!.state, 0, 1),
      reading.money(rolled!.state, 0, 2),
      reading.bankrupt(rolled!.state, 0, 2),
    ]).toEqual([1, 7, 10, false]);
    expect(reading.actionOf(model.actionNames.indexOf('Roll'))).toBe(-1);
    expect(() => reading.position(carded!.state, 0, 1)).toThrow(MonopolyViewError);
    expect(() => reading.position(carded!.state, 0, 1)).toThrow(
      /^a state of the spec cannot be read as a game of Monopoly: position\[1\] must be a square 0\.\.39, and it is 40; .*\.$/,
    );
    expect(() => reading.money(carded!.state, 0, 3)).toThrow(/money\[3\] must be a value \(it has no such entry\), and it is <<10, 10>>/);
  });
});
