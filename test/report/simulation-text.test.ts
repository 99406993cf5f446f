import { describe, expect, it } from 'vitest';
import type { SimulationResult, SimulationStatistics } from '../../src/engine/search/simulate.js';
import { renderSimulationSummary } from '../../src/report/simulation-text.js';

const stats: SimulationStatistics = {
  runs: 4,
  steps: 1_200,
  distinctStates: 900,
  seconds: 2,
  statesGenerated: 15_000,
  endings: { steps: 1, constraint: 1, stuttering: 2, observer: 0, 'no-successor': 0 },
  stutteringEndSteps: 500,
};

describe('renderSimulationSummary', () => {
  it('gives the verdict and aligned statistics of a Monopoly simulation, with turns per player', () => {
    const text = renderSimulationSummary({ kind: 'ok', stats }, { seed: 7, turns: 160, playerCount: 2 });
    expect(text.split('\n')).toEqual([
      'Simulation completed: no error found.',
      '  runs completed             4',
      '  steps                      1,200',
      '  states generated           15,000',
      '  distinct states seen       900',
      '  games ended by bankruptcy  2 (the game is over: one player left)',
      '  runs that left the model   1 (the next state broke a constraint)',
      '  runs at the step limit     1',
      '  runs at the turn limit     0',
      '  average length             300.0 steps, 20.0 turns per player',
      '  average finished game      250.0 steps',
      '',
    ]);
  });

  it('words a spec without players as runs ending by stuttering, and counts runs with no successor', () => {
    const other = { ...stats, endings: { ...stats.endings, stuttering: 0, 'no-successor': 3 } };
    const text = renderSimulationSummary({ kind: 'ok', stats: other }, { seed: 7, turns: 0, playerCount: null });
    expect(text).toContain('  runs ended by stuttering         0 (only the same state follows)\n');
    expect(text).toContain('  average length                   300.0 steps\n');
    expect(text).toContain('  average run ended by stuttering  -\n');
    expect(text).toContain('  runs with no successor           3\n');
    expect(text).not.toContain('turn limit');
  });

  it('counts the run a violation stopped in the averages, and names the run and seed', () => {
    const trace = { states: [], actionIds: [] };
    const violated: SimulationResult = { kind: 'invariant', invariant: 'TurnValid', trace, run: 5, stats };
    const text = renderSimulationSummary(violated, { seed: 9, turns: 0, playerCount: null });
    expect(text.split('\n')[0]).toBe('Invariant TurnValid is violated in run 5 (seed 9).');
    expect(text).toContain('average length                   240.0 steps\n');
    const deadlock: SimulationResult = { kind: 'deadlock', trace, run: 2, stats };
    expect(renderSimulationSummary(deadlock, { seed: 9, turns: 0, playerCount: null }).split('\n')[0]).toBe(
      'Deadlock reached in run 2 (seed 9).',
    );
    expect(renderSimulationSummary({ kind: 'error', message: 'boom', stats }, { seed: 1, turns: 0, playerCount: null })).toMatch(
      /^Error: boom\n/,
    );
  });

  it('takes a verdict given, and colours only when asked', () => {
    const facts = { seed: 7, turns: 0, playerCount: null, verdict: 'Found it.' };
    expect(renderSimulationSummary({ kind: 'ok', stats }, facts).split('\n')[0]).toBe('Found it.');
    expect(renderSimulationSummary({ kind: 'ok', stats }, facts)).not.toContain('\u001b[');
    expect(renderSimulationSummary({ kind: 'ok', stats }, facts, 1)).toContain('\u001b[');
  });
});
