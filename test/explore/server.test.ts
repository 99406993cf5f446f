/**
 * The explorer's JSON API over real HTTP, on specs/n3_m0_x0.cfg: the initial
 * state and its successors, the path to TLC's TurnValid counterexample
 * (test/fixtures/tlc/n3_m0_x0.out, the oracle), a search from a state, traces,
 * and every kind of bad request, after which the server still answers.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindReport, ModelReport, StateReport, TraceSummary } from '../../src/explore/api-types.js';
import { MAX_ERROR_CHARACTERS } from '../../src/explore/http.js';
import type { RunningExplorer } from '../../src/explore/server.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/runs/spec/transcribed-spec.js';
import { renderTraceFile } from '../../src/runs/trace-files.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { allStates } from '../../src/engine/trace/trace.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { printTlaValueOnOneLine } from '../../src/tlc/value-printer.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { FIXTURES, readTlcRun } from '../e2e/tlc-fixtures.js';
import { explorerOf } from '../helpers/explorer.js';

let explorer: RunningExplorer;
/** A trace upload's headers: the bytes of a file. */
const UPLOAD = { 'Content-Type': 'application/octet-stream' };
const TLC_TRACE = readTraceText(readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8'), 'n3_m0_x0.out');
const tlcState = (number: number) =>
  Object.fromEntries(Object.entries(TLC_TRACE.states[number - 1] ?? {}).map(([name, value]) => [name, printTlaValueOnOneLine(value)]));

beforeAll(async () => {
  ({ explorer } = await explorerOf('specs/n3_m0_x0.cfg', { limits: { uploadBytes: 200_000 } }));
});
afterAll(async () => {
  await explorer?.close();
});

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, explorer.url), { headers });
  return { status: response.status, body: (await response.json()) as T };
}

async function post<T>(
  path: string,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, explorer.url), { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** fetch() will not send another Host header; http.request will. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: explorer.port, path, headers: { Host: host } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** An ITF trace of two states of the default model (N = 2, StartMoney = 1500). */
function twoPlayerTrace(): string {
  const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 });
  const initial = allStates(model, null)[0]?.state as Uint8Array;
  const next = allStates(model, initial)[0] as { state: Uint8Array; actionId: number };
  return renderTraceFile(
    'itf',
    showTrace(model, { states: [initial, next.state], actionIds: [-1, next.actionId] }),
    { kind: 'none' },
    'a test',
    TRANSCRIBED_TLC_FORM,
  );
}

async function finished(id: number): Promise<FindReport> {
  for (;;) {
    const { body } = await get<FindReport>(`/api/find/${id}`);
    if (body.status !== 'running') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the explorer API on specs/n3_m0_x0.cfg', () => {
  it('describes the model: constants, invariants, constraints, what it can find, the board', async () => {
    const { status, body } = await get<ModelReport>('/api/model');
    expect(status).toBe(200);
    expect(body.source).toBe('specs/n3_m0_x0.cfg');
    expect(body.constants).toEqual({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    expect(body.invariants).toEqual(['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid']);
    expect(body.constraints).toEqual(['MoneyBound', 'DepthBound']);
    expect(body.goals.map((goal) => goal.goal)).toEqual([
      'invariant',
      'deadlock',
      'hotel',
      'colour-group',
      'four-railroads',
      'bankrupt',
      'jail-fine',
      'three-doubles',
      'mortgage',
    ]);
    expect(body.squares).toHaveLength(40);
    // the transcription's variables are all on the board
    expect(body.values).toEqual([]);
  });

  it("gives the initial state as TLC prints it, and its 36 rolls in the game's words", async () => {
    const { status, body } = await get<StateReport>('/api/state');
    expect(status).toBe(200);
    expect(body.path).toEqual([0]);
    expect(body.depth).toBe(1);
    expect(body.state).toEqual(tlcState(1));
    expect(body.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(body.invariants.every((check) => check.holds)).toBe(true);
    expect(body.inModel).toBe(true);
    expect(body.trail).toEqual([{ index: 0, action: null, title: 'Initial predicate', inModel: true }]);
    expect(body.successors).toHaveLength(36);
    expect(body.successors.every((successor) => successor.action === 'RollAndMove' && successor.inConstraints)).toBe(true);
    expect(body.successors[0]).toMatchObject({ index: 0, description: 'player 1 rolls 1+1 to Community Chest (2)', violates: [] });
    expect(body.successors[0]?.changes).toEqual([
      'position: player 1: GO (0) -> Community Chest (2)',
      'doublesCount: 0 -> 1',
      'phase: roll -> resolve',
    ]);
    expect(body.successors[15]?.description).toBe('player 1 rolls 3+4 to Chance (7)');
    expect(new Set(body.successors.map((successor) => successor.fingerprint)).size).toBe(36);
  });

  it("walks TLC's counterexample: state 2 and 3 are TLC's, and state 3 violates TurnValid", async () => {
    const second = (await get<StateReport>('/api/state?path=0,0')).body;
    expect(second.state).toEqual(tlcState(2));
    expect(second.title).toBe('RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
    expect(second.changed).toEqual([
      { variable: 'position', key: 1 },
      { variable: 'doublesCount', key: null },
      { variable: 'phase', key: null },
    ]);
    const bankrupt = second.successors.filter((successor) => successor.description.endsWith('cannot pay and goes bankrupt'));
    expect(bankrupt.map((successor) => [successor.index, successor.violates])).toEqual([
      [0, ['TurnValid']],
      [1, ['TurnValid']],
    ]);
    // two cards the player cannot pay lead to one state
    expect(bankrupt.map((successor) => successor.sameAs)).toEqual([null, 0]);
    // MoneyBound (MaxMoney = 0): the cards that pay the player are outside the model
    expect(second.successors.filter((successor) => !successor.inConstraints).map((successor) => successor.outside)).toEqual([
      ['MoneyBound'],
      ['MoneyBound'],
      ['MoneyBound'],
    ]);
    const third = (await get<StateReport>('/api/state?path=0,0,0')).body;
    expect(third.depth).toBe(3);
    expect(third.state).toEqual(tlcState(3));
    expect(third.invariants.filter((check) => !check.holds).map((check) => check.name)).toEqual([readTlcRun('n3_m0_x0').invariant]);
    expect(third.trail.map((step) => step.title)).toEqual([
      'Initial predicate',
      'RollAndMove: player 1 rolls 1+1 to Community Chest (2)',
      'ResolveSquare: player 1 on Community Chest (2): cannot pay and goes bankrupt',
    ]);
    expect(third.witnesses.find((witness) => witness.name === 'bankrupt')?.reached).toBe(true);
    expect(third.board?.players[0]?.bankrupt).toBe(true);
  });

  it("finds the shortest path from the initial state to the violation with TLC's counts at the stop", async () => {
    const started = await post<FindReport>('/api/find', JSON.stringify({ path: '0', goal: 'invariant' }));
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('running');
    const report = await finished(started.body.id);
    const tlc = readTlcRun('n3_m0_x0');
    expect(report.status).toBe('found');
    expect(report.path).toEqual([0, 0, 0]);
    expect(report.path).toHaveLength(tlc.traceLength);
    expect(report.figures.distinctStates).toBe(tlc.distinctStates);
    expect(report.figures.statesGenerated).toBe(tlc.statesGenerated);
    expect(report.message).toMatch(
      /^Found: Invariant TurnValid is violated, 2 steps from here \(a shortest path; 38 distinct states searched in [\d.]+ s\)\.$/,
    );
  });

  it('finds from a later state, and a witness: bankrupt one step after state 2', async () => {
    const report = await finished((await post<FindReport>('/api/find', JSON.stringify({ path: [0, 0], goal: 'bankrupt' }))).body.id);
    expect(report).toMatchObject({ status: 'found', from: [0, 0], path: [0, 0, 0] });
    expect(report.message).toMatch(/^Found: A player is bankrupt, 1 step from here/);
  });

  it('keeps answering while a search runs, refuses a second one, and stops it', async () => {
    // hotel on this model: no bound on depth, so the search runs until stopped
    const started = (await post<FindReport>('/api/find', JSON.stringify({ goal: 'hotel' }))).body;
    const busy = await post<{ error: string }>('/api/find', JSON.stringify({ goal: 'deadlock' }));
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe(`search ${started.id} is still running; stop it first (POST /api/find/${started.id}/stop)`);
    let progress = started;
    while (progress.figures.distinctStates === 0) progress = (await get<FindReport>(`/api/find/${started.id}`)).body;
    const before = performance.now();
    expect((await get<StateReport>('/api/state?path=0,5')).status).toBe(200);
    expect(performance.now() - before, 'a state while searching (ms)').toBeLessThan(1000);
    const stopped = await post<FindReport>(`/api/find/${started.id}/stop`, '');
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe('stopped');
    expect(stopped.body.message).toMatch(/^Stopped after [\d,]+ distinct states, \d+ levels deep\.$/);
  });

  it("opens TLC's counterexample as a trace: a path, its claim confirmed", async () => {
    const { status, body } = await post<TraceSummary>(
      '/api/trace?name=n3_m0_x0.out',
      readFileSync(`${FIXTURES}n3_m0_x0.out`, 'utf8'),
      UPLOAD,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'n3_m0_x0.out',
      format: "TLC's text output",
      states: 3,
      path: [0, 0, 0],
      claim: 'Invariant TurnValid is violated',
    });
    expect(body.note).toBe("The file's 3 states are a behaviour of monocheck's transcription.");
    expect((await get<TraceSummary>(`/api/trace/${body.id}`)).body).toEqual(body);
    const json = await post<TraceSummary>('/api/trace?name=n3.json', readFileSync(`${FIXTURES}n3_m0_x0.trace.json`, 'utf8'), UPLOAD);
    expect(json.body).toMatchObject({ format: "TLC's -dumpTrace json", path: [0, 0, 0] });
  });
});

describe('bad requests get a 4xx JSON error with one sentence, and the server lives on', () => {
  const cases: [string, () => Promise<{ status: number; body: unknown }>, number, string | RegExp][] = [
    [
      'an unknown path index',
      () => get('/api/state?path=0,99'),
      404,
      'path index 99 at position 2 does not exist: state 1 has 36 successors (0 to 35)',
    ],
    [
      'an initial state that is not there',
      () => get('/api/state?path=1'),
      404,
      'path index 1 at position 1 does not exist: the model has 1 initial state (0 to 0)',
    ],
    [
      'a step past a state without successors',
      () => get('/api/state?path=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0'),
      404,
      /^path index 0 at position \d+ does not exist: state \d+ has 0 successors$/,
    ],
    [
      'a malformed path',
      () => get('/api/state?path=0,,1'),
      400,
      "malformed path '0,,1'; a path is indexes separated by commas, e.g. path=0,3,1 (the first chooses the initial state)",
    ],
    ['a negative index', () => get('/api/state?path=-1'), 400, /^malformed path '-1'/],
    ['an empty path', () => get('/api/state?path='), 400, /^malformed path ''/],
    ['an index too large to be one', () => get('/api/state?path=12345678901'), 400, /^malformed path/],
    [
      'an unknown witness',
      () => post('/api/find', JSON.stringify({ goal: 'castle' })),
      400,
      "unknown goal 'castle'; the explorer can find invariant, deadlock, hotel, colour-group, four-railroads, bankrupt, jail-fine, three-doubles, mortgage",
    ],
    ['a find without a goal', () => post('/api/find', '{}'), 400, /^'goal' must be a string/],
    [
      'a find with a bad path',
      () => post('/api/find', JSON.stringify({ goal: 'deadlock', path: [0, -3] })),
      400,
      /^'path' must be indexes/,
    ],
    [
      'a find from a path that does not exist',
      () => post('/api/find', JSON.stringify({ goal: 'deadlock', path: '0,77' })),
      404,
      /^path index 77 at position 2 does not exist/,
    ],
    ['a body that is not JSON', () => post('/api/find', '{goal:'), 400, /^the request body is not valid JSON/],
    ['a JSON body that is not an object', () => post('/api/find', '[1, 2]'), 400, /^the request body must be a JSON object/],
    [
      'a find body too large',
      () => post('/api/find', JSON.stringify({ goal: 'x'.repeat(70_000) })),
      413,
      'the request body is larger than 65,536 bytes, the most this request takes',
    ],
    [
      'an oversized upload',
      () => post('/api/trace?name=hotel.trace.json', readFileSync(`${FIXTURES}sim/hotel.trace.json`, 'utf8'), UPLOAD),
      413,
      'the request body is larger than 200,000 bytes, the most this request takes',
    ],
    ['an empty upload', () => post('/api/trace?name=empty.out', '', UPLOAD), 400, /^empty.out: the upload is empty/],
    [
      'an upload that is no trace',
      () => post('/api/trace?name=notes.txt', 'just some notes', UPLOAD),
      422,
      /^notes.txt: no counterexample found in this TLC output/,
    ],
    [
      'a trace of another model',
      () => post('/api/trace?name=n2.itf.json', twoPlayerTrace(), UPLOAD),
      422,
      /^n2.itf.json: the file's trace is NOT a behaviour of monocheck's transcription: it fails at state 1\. Its first state is not this model's initial state \(N = 3, StartMoney = 0\)/,
    ],
    ['an unknown search', () => get('/api/find/999'), 404, 'no search 999; POST /api/find starts one'],
    ['a malformed search id', () => get('/api/find/abc'), 400, "malformed search id 'abc'; ids are whole numbers"],
    ['stopping an unknown search', () => post('/api/find/999/stop', ''), 404, 'no search 999; POST /api/find starts one'],
    ['an unknown trace', () => get('/api/trace/999'), 404, 'no trace 999; POST /api/trace opens one'],
    ['an unknown API', () => get('/api/states'), 404, /^no such page or API: \/api\/states/],
    ['a wrong method', () => post('/api/state', ''), 405, 'POST is not allowed on /api/state; use GET'],
    [
      'another host name (DNS rebinding)',
      () => getWithHost('/api/model', 'attacker.example:80'),
      403,
      /answers requests for 127.0.0.1 or localhost only, not for 'attacker.example'$/,
    ],
    [
      'another site',
      () =>
        post('/api/find', JSON.stringify({ goal: 'deadlock' }), { 'Content-Type': 'application/json', Origin: 'https://attacker.example' }),
      403,
      'requests from other sites or sandboxed pages (Origin: https://attacker.example) are refused',
    ],
  ];
  it.each(cases)('%s', async (_, request, status, error) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    const body = answer.body as { error: unknown };
    expect(Object.keys(body)).toEqual(['error']);
    if (typeof error === 'string') expect(body.error).toBe(error);
    else expect(body.error).toMatch(error);
  });

  it('stops reading an upload sent in chunks once it passes the limit (413), and goes on serving', async () => {
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: explorer.port,
          path: '/api/trace?name=big.json',
          method: 'POST',
          headers: { ...UPLOAD, 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      request.on('error', reject);
      const chunk = 'x'.repeat(50_000);
      for (let i = 0; i < 6; i++) request.write(chunk);
      request.end();
    });
    expect(answer).toEqual({ status: 413, body: { error: 'the request body is larger than 200,000 bytes, the most this request takes' } });
    expect((await get<ModelReport>('/api/model')).status).toBe(200);
  });

  it('answers a request that is not HTTP with 400, and goes on serving', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(explorer.port, '127.0.0.1', () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect((await get<ModelReport>('/api/model')).status).toBe(200);
  });
});

describe('what a refusal quotes of the request: control characters escaped, at most an excerpt with the length', () => {
  // a 1 MB integer in an ITF trace: test/explore/front-door.test.ts, whose uploads may be that large
  const escape = '\u001b[2J\u001b]0;PWNED\u0007';
  const escaped = '\\x1b[2J\\x1b]0;PWNED\\x07';
  const cases: [string, () => Promise<{ status: number; body: unknown }>, number, string][] = [
    [
      'a file name with terminal escapes, 1,000 characters long',
      () => post(`/api/trace?name=${encodeURIComponent(escape + 'a'.repeat(1000))}`, 'just some notes', UPLOAD),
      422,
      `${escaped}${'a'.repeat(60 - 14)}... (1,014 characters): `,
    ],
    [
      'a goal with terminal escapes, 10,000 characters long',
      () => post('/api/find', JSON.stringify({ goal: escape + 'g'.repeat(10_000) })),
      400,
      `unknown goal '${escaped}${'g'.repeat(60 - 14)}... (10,014 characters)'`,
    ],
    [
      'a malformed path of 5,000 characters',
      () => get(`/api/state?path=${'0,'.repeat(2500)}x`),
      400,
      `malformed path '${'0,'.repeat(30)}... (5,001 characters)'`,
    ],
    [
      'an unknown API of 5,000 characters',
      () => get(`/api/${'z'.repeat(5000)}`),
      404,
      `no such page or API: /api/${'z'.repeat(55)}... (5,005 characters)`,
    ],
    [
      'a host name of 1,000 characters',
      () => getWithHost('/api/model', `${'h'.repeat(1000)}:80`),
      403,
      `not for '${'h'.repeat(60)}... (1,000 characters)'`,
    ],
    [
      'a body of 60,000 characters that is not JSON',
      () => post('/api/find', `{${'q'.repeat(60_000)}`),
      400,
      'the request body is not valid JSON (',
    ],
  ];
  it.each(cases)('%s', async (_, request, status, quoted) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    const error = (answer.body as { error: string }).error;
    expect(error).toContain(quoted);
    expect(error.length).toBeLessThanOrEqual(MAX_ERROR_CHARACTERS + 30);
    expect(error).not.toMatch(/[\u0000-\u001f]|(.)\1{400}/);
  });
});
