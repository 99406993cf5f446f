/**
 * `monocheck explore` and `check --explore` as a user runs them: the first
 * line gives the address, the traces named on the command line are open,
 * SIGINT or SIGTERM ends the server (130, 143, as a stopped check); bad flags
 * and files get one sentence; requests that break off leave stderr alone.
 * In-process (test/helpers/in-process-cli.ts, a stop request for the signal)
 * but one run of the built command line that a real SIGINT ends.
 */
import { describe, expect, it } from 'vitest';
import type { StateReport, TraceSummary } from '../../src/explore/api-types.js';
import { explorerInProcess, explorerProcess } from '../helpers/explorer.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { exchange, rawConnection } from '../helpers/raw-http.js';

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('monocheck explore', () => {
  it('serves a model with a trace open, prints where, and ends on SIGTERM with 143', async () => {
    const explorer = await explorerInProcess(
      ['explore', 'specs/n3_m0_x0.cfg', '--port', '0', '--trace', 'test/fixtures/tlc/n3_m0_x0.trace.json'],
      1,
    );
    try {
      expect(explorer.stdout[0]).toMatch(/^monocheck: exploring specs\/n3_m0_x0\.cfg at http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(explorer.stdout[1]).toBe(`  trace test/fixtures/tlc/n3_m0_x0.trace.json (3 states): ${explorer.url}?trace=1&path=0,0,0`);
      const trace = await json<TraceSummary>(`${explorer.url}api/trace/1`);
      expect(trace).toMatchObject({ states: 3, path: [0, 0, 0], format: "TLC's -dumpTrace json" });
      const page = await fetch(`${explorer.url}?trace=1&path=0,0,0`);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('<title>Exploring specs/n3_m0_x0.cfg - monocheck</title>');
      expect(await explorer.stderrMatching(/Ctrl\+C/)).toBe('monocheck: serving until Ctrl+C\n');
    } finally {
      expect(await explorer.stop()).toBe(143);
    }
  });

  it('ends on SIGINT (Ctrl+C) with 130, having said nothing about uploads that broke off or were refused', async () => {
    const explorer = await explorerProcess(['explore', 'specs/n3_m0_x0.cfg', '--port', '0']);
    const port = Number(new URL(explorer.url).port);
    try {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          rawConnection(port, (socket) => {
            socket.write(
              `POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(500)}`,
            );
            setTimeout(() => socket.destroy(), 20);
          }),
        ),
      );
      const sandboxed = await exchange(port, {
        method: 'POST',
        path: '/api/find',
        headers: { Origin: 'null', 'Content-Type': 'text/plain' },
        body: '{"goal":"invariant"}',
      });
      expect(sandboxed.status).toBe(403);
      expect((await exchange(port, { method: 'GET', path: '/index.html' })).status).toBe(200);
    } finally {
      expect(await explorer.stop('SIGINT')).toBe(130);
    }
    expect(explorer.stderr()).toBe(
      'monocheck: serving until Ctrl+C\n\nmonocheck: SIGINT received: closing the explorer (send it again to quit at once)\n',
    );
  });

  it('warns when it listens beyond this machine', async () => {
    const explorer = await explorerInProcess(['explore', 'specs/n3_m0_x0.cfg', '--port', '0', '--host', '0.0.0.0']);
    try {
      expect(await explorer.stderrMatching(/warning/)).toMatch(
        /^monocheck: warning: listening on 0\.0\.0\.0, not only on this machine: anyone who can reach port \d+ can use the explorer/,
      );
    } finally {
      expect(await explorer.stop()).toBe(143);
    }
  });

  it('refuses a bad port, an unreadable trace and a trace of another model, with one sentence and exit 1 (usage)', async () => {
    const port = await runInProcess(['explore', '--port', '70000']);
    expect(port.status).toBe(1);
    expect(port.stderr).toContain("monocheck: --port '70000' is not a whole number from 0 to 65535 (0 for any free port).");
    const missing = await runInProcess(['explore', 'specs/n3_m0_x0.cfg', '--port', '0', '--trace', 'no/such.json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe("monocheck: cannot read the trace file 'no/such.json': no such file or folder.\n");
    const other = await runInProcess(['explore', '--port', '0', '--trace', 'test/fixtures/tlc/n3_m0_x0.out']);
    expect(other.status).toBe(1);
    expect(other.stderr).toBe(
      "monocheck: test/fixtures/tlc/n3_m0_x0.out: the file's trace is NOT a behaviour of monocheck's transcription: it fails at state 1. " +
        "Its first state is not this model's initial state (N = 2, StartMoney = 1500); start the explorer with the model the trace was made with (monocheck explore MODEL.cfg --trace FILE).\n",
    );
  });
});

describe('monocheck check --explore', () => {
  it('reports the violation, then serves the explorer at the counterexample; exits 12 once stopped', async () => {
    const explorer = await explorerInProcess(['check', 'specs/n3_m0_x0.cfg', '--explore'], 1);
    try {
      expect(explorer.stdout).toContain('State 3 violates TurnValid.');
      const last = explorer.stdout[explorer.stdout.length - 1] as string;
      expect(last).toBe(`  the counterexample (3 states): ${explorer.url}?path=0,0,0`);
      const state = await json<StateReport>(`${explorer.url}api/state?path=0,0,0`);
      expect(state.invariants.filter((check) => !check.holds).map((check) => check.name)).toEqual(['TurnValid']);
    } finally {
      expect(await explorer.stop()).toBe(12);
    }
  });

  it('is refused with another search mode (1), and leaves them alone when not given', async () => {
    const both = await runInProcess(['check', 'specs/n3_m0_x0.cfg', '--dfs', '--explore']);
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('Arguments explore and dfs are mutually exclusive');
    expect((await runInProcess(['check', 'specs/n3_m0_x0.cfg', '--dfs', '--max-depth', '3'])).status).toBe(12);
  });

  it('says there is nothing to explore when the model holds', async () => {
    const run = await runInProcess(['check', '--max-depth', '2', '--explore']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('monocheck: no counterexample to explore; `monocheck explore` walks the model from its initial state.\n');
  });
});
