import { describe, expect, it } from 'vitest';
import { tlcProgressMessage, tlcStartMessages, type TlcRunStart } from '../../src/report/tlc-start-format.js';
import { TlcCode, tlcDate } from '../../src/tlc/tlc-messages.js';

const started = new Date(2026, 10, 30, 9, 28, 33);
const start: TlcRunStart = {
  engine: 'compiled Monopoly',
  search: 'breadth-first',
  workers: 1,
  cores: 2,
  started,
  temporal: false,
  initialStates: { generated: 3, distinct: 3 },
};

describe('tlcStartMessages', () => {
  it("gives monocheck's line, the search, Starting and the initial states, with TLC's codes", () => {
    const messages = tlcStartMessages(start);
    expect(messages.map((message) => message.code)).toEqual([
      TlcCode.TLC_VERSION,
      TlcCode.TLC_MODE_MC,
      TlcCode.TLC_STARTING,
      TlcCode.TLC_COMPUTING_INIT,
      TlcCode.TLC_INIT_GENERATED1,
    ]);
    expect(messages.map((message) => message.body)).toEqual([
      'monocheck: compiled Monopoly',
      'Running breadth-first search Model-Checking with 1 worker on 2 cores (monocheck).',
      `Starting... (${tlcDate(started)})`,
      'Computing initial states...',
      `Finished computing initial states: 3 distinct states generated at ${tlcDate(started)}.`,
    ]);
  });

  it('says how many of the initial states are distinct when some repeat, singular for one', () => {
    const two = tlcStartMessages({ ...start, initialStates: { generated: 1, distinct: 1 }, search: 'depth-first', workers: 2 });
    expect(two[1]?.code).toBe(TlcCode.TLC_MODE_MC_DFS);
    expect(two[1]?.body).toBe('Running depth-first search Model-Checking with 2 workers on 2 cores (monocheck).');
    expect(two[4]?.body).toContain('1 distinct state generated at');
    const repeated = tlcStartMessages({ ...start, initialStates: { generated: 5, distinct: 2 } });
    expect(repeated[4]?.code).toBe(TlcCode.TLC_INIT_GENERATED2);
    expect(repeated[4]?.body).toBe(
      `Finished computing initial states: 5 states generated, with 2 of them distinct at ${tlcDate(started)}.`,
    );
  });

  it('stops after Computing initial states when Init fails', () => {
    expect(
      tlcStartMessages({ ...start, initialStates: null })
        .map((message) => message.body)
        .at(-1),
    ).toBe('Computing initial states...');
  });

  it("words a simulation as TLC's Simulator does", () => {
    const messages = tlcStartMessages({ ...start, search: 'simulation', seed: 42, initialStates: { generated: 4, distinct: 3 } });
    expect(messages[1]?.code).toBe(TlcCode.TLC_MODE_SIMU);
    expect(messages[1]?.body).toContain('Running Random Simulation with seed 42 with 1 worker on 2 cores');
    expect(messages.slice(3).map((message) => message.body)).toEqual([
      'Computed 4 initial states...',
      `Finished computing initial states: 3 distinct state generated at ${tlcDate(started)}.`,
    ]);
  });
});

describe('tlcProgressMessage', () => {
  const progress = { level: 3, statesGenerated: 38_000, distinctStates: 2_500, queueLeft: 1_234, seconds: 90 };

  it('gives the counts and the rates per minute since the last report', () => {
    const since = { level: 2, statesGenerated: 8_000, distinctStates: 500, queueLeft: 0, seconds: 30 };
    expect(tlcProgressMessage(progress, since, started).body).toBe(
      `Progress(3) at ${tlcDate(started)}: 38,000 states generated (30,000 s/min), 2,500 distinct states found (2,000 ds/min), 1,234 states left on queue.`,
    );
  });

  it('leaves the rates out without a last report', () => {
    const message = tlcProgressMessage(progress, null, started);
    expect(message.code).toBe(TlcCode.TLC_PROGRESS_STATS);
    expect(message.body).toBe(
      `Progress(3) at ${tlcDate(started)}: 38,000 states generated, 2,500 distinct states found, 1,234 states left on queue.`,
    );
  });
});
