import { describe, expect, it } from 'vitest';
import { simulationSummaryMessages } from '../../src/report/tlc-simulation-format.js';
import { renderTlcMessages, TlcCode, tlcDate } from '../../src/tlc/tlc-messages.js';

const finished = new Date(2026, 10, 30, 9, 28, 33);

describe('simulationSummaryMessages', () => {
  it("ends as TLC's Simulator does: statistics, then the lengths' mean, variance over n + 1 and deviation", () => {
    // lengths 2, 4, 6: mean 4, squares 8, over 3 + 1 traces: 2, sd sqrt(2) = 1.41 -> 1
    const messages = simulationSummaryMessages({ seed: 11, traces: 3, lengths: [2, 4, 6] }, 500, finished);
    expect(messages.map((message) => message.code)).toEqual([TlcCode.TLC_PROGRESS_SIMU, TlcCode.TLC_STATS_SIMU, TlcCode.TLC_PROGRESS_SIMU]);
    expect(renderTlcMessages(messages, 'text')).toBe(
      'The number of states generated: 500\nSimulation using seed 11 and aril 0\n' +
        'Progress: 500 states checked, 3 traces generated (trace length: mean=4, var(x)=2, sd=1)\n',
    );
  });

  it("gives the progress in a model checker's form with -tool, twice", () => {
    const text = renderTlcMessages(simulationSummaryMessages({ seed: 1, traces: 5, lengths: [3] }, 33_121, finished), 'tool');
    const progress = `Progress(5) at ${tlcDate(finished)}: 33121 states generated, -1 distinct states found, -1 states left on queue.`;
    expect(text.split(progress)).toHaveLength(3);
    expect(text).not.toContain('trace length');
  });

  it('gives zeros when no length was recorded', () => {
    const text = renderTlcMessages(simulationSummaryMessages({ seed: 1, traces: 0, lengths: [] }, 0, finished), 'text');
    expect(text).toContain('(trace length: mean=0, var(x)=0, sd=0)');
  });
});
