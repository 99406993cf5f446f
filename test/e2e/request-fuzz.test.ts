/**
 * Fuzzing the explorer's request handling (fast-check) against a real
 * explorer: `monocheck explore --port 0`, the built command line in a child
 * process, so that its stderr is the one a user sees. Generated requests
 * (any method, path, Host, Origin, Content-Type; bodies that are search
 * requests, random bytes, JSON, or the fixtures' traces mutated: cut, bytes
 * changed or repeated, huge numbers, deep nesting, terminal escapes put in)
 * in batches of up to 8 at once, then raw bytes mutated from valid requests
 * (CONNECT and pipelining included) in batches of up to 4. Whatever comes
 * in: no 5xx, not a word on stderr (no internal error, no stack), no error
 * sentence over the cap and no answer over MAX_ANSWER_BYTES (no echo), and
 * every request answered or its connection closed within 5 s. About 2,300
 * requests by default; MONOCHECK_FUZZ_RUNS=N runs N batches (default 450)
 * and a third as many raw ones.
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ERROR_CHARACTERS } from '../../src/explore/http.js';
import { FIXTURES } from './tlc-fixtures.js';
import { explorerProcess, type ExplorerProcess } from '../helpers/explorer.js';
import { exchange, rawConnection, type Answer, type Exchange } from '../helpers/raw-http.js';

const RUNS = Number(process.env['MONOCHECK_FUZZ_RUNS'] ?? 450);
const ANSWER_WITHIN_MS = 5000;
/** Larger than any answer to these requests (a state report of a short path is some 20 KB): past it, something is echoed. */
const MAX_ANSWER_BYTES = 1_000_000;
const TRACES = ['n3_m0_x0.out', 'n3_m0_x0.trace.json', 'n3_m0_x0.tool.out', 'n3_m0_x0_nt.trace.json', 'n2_m0_x0.out'].map((file) =>
  readFileSync(`${FIXTURES}${file}`),
);
const GOALS = ['invariant', 'deadlock', 'hotel', 'colour-group', 'four-railroads', 'bankrupt', 'jail-fine', 'three-doubles', 'mortgage'];

let explorer: ExplorerProcess;
let port: number;
let agent: Agent;

beforeAll(async () => {
  // MaxDepth 4: every search a request starts ends within a few hundred states
  explorer = await explorerProcess(['explore', 'specs/n3_m0_x0.cfg', '--max-depth', '4', '--port', '0']);
  port = Number(new URL(explorer.url).port);
  agent = new Agent({ keepAlive: true, maxSockets: 8 });
});
afterAll(async () => {
  agent?.destroy();
  expect(await explorer?.stop()).toBe(143);
  // what it says when it starts and stops, and not a word about any request
  expect(explorer.stderr()).toBe(
    'monocheck: serving until Ctrl+C\n\nmonocheck: SIGTERM received: closing the explorer (send it again to quit at once)\n',
  );
});

/** Any text, as bytes in a URL: some characters as they are, the rest percent-encoded. */
const urlText = fc
  .string({ unit: 'binary', maxLength: 120 })
  .map((text) =>
    [...Buffer.from(text, 'utf8')]
      .map((byte) =>
        byte > 0x20 && byte < 0x7f && !'%#?/'.includes(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).padStart(2, '0')}`,
      )
      .join(''),
  );
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });
const pathParameter = fc.oneof(
  fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 12 }).map((indexes) => indexes.join(',')),
  fc.nat({ max: 20 }).map((length) => Array.from({ length: length + 1 }, () => 0).join(',')),
  fc.constantFrom('', ',', '0,,1', '-1', '12345678901', '0,99999', `${'0,'.repeat(3000)}0`),
  urlText,
);
const id = fc.oneof(fc.nat({ max: 6 }).map(String), fc.constantFrom('0', '999999999', '1234567890', '-1', '1e3', 'abc'), urlText);
const target = fc.oneof(
  fc.constantFrom(
    '/',
    '/index.html',
    '/api/model',
    '/api/state',
    '/api/find',
    '/api/trace',
    '/api/',
    '//api/model',
    '/api/model/',
    '/favicon.ico',
    '/../etc/passwd',
    '/%2e%2e/',
    '*',
  ),
  pathParameter.map((path) => `/api/state?path=${path}`),
  id.map((text) => `/api/find/${text}`),
  id.map((text) => `/api/find/${text}/stop`),
  id.map((text) => `/api/trace/${text}`),
  urlText.map((name) => `/api/trace?name=${name}`),
  fc.webPath(),
);

/** A change to a trace file's bytes. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('byte' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.nat({ max: 400 }) }),
  fc.record({
    kind: fc.constant('repeat' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    length: fc.nat({ max: 400 }),
    times: fc.integer({ min: 2, max: 8 }),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    text: fc.oneof(
      fc
        .oneof({ arbitrary: fc.integer({ min: 1, max: 1000 }), weight: 8 }, { arbitrary: fc.constantFrom(100_000, 1_000_000), weight: 1 })
        .map((digits) => '9'.repeat(digits)),
      fc
        .oneof({ arbitrary: fc.integer({ min: 1, max: 1000 }), weight: 8 }, { arbitrary: fc.constantFrom(10_000, 100_000), weight: 1 })
        .chain((depth) => fc.constantFrom('['.repeat(depth), '{"a":'.repeat(depth), '<<'.repeat(depth), '('.repeat(depth))),
      fc.constantFrom(
        '\u001b[2J\u001b]0;PWNED\u0007',
        '\u0000',
        '"',
        '\r\n',
        '\u202e',
        'State 4: <Next line 1, col 1 to line 2, col 2 of module Monopoly>\n',
        '{"#bigint": "-1"}',
      ),
      fc.string({ unit: 'binary', maxLength: 50 }),
    ),
  }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(file: Buffer, mutations: readonly Mutation[]): Buffer {
  let bytes = file;
  for (const change of mutations) {
    const at = Math.floor(change.at * bytes.length);
    if (change.kind === 'cut') bytes = bytes.subarray(0, at);
    else if (change.kind === 'byte') bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([change.byte]), bytes.subarray(at + 1)]);
    else if (change.kind === 'drop') bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + change.length)]);
    else if (change.kind === 'repeat')
      bytes = Buffer.concat([
        bytes.subarray(0, at),
        ...Array.from({ length: change.times }, () => bytes.subarray(at, at + change.length)),
        bytes.subarray(at + change.length),
      ]);
    else bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(change.text, 'utf8'), bytes.subarray(at)]);
  }
  return bytes;
}

const findBody = fc
  .record(
    {
      goal: fc.oneof(fc.constantFrom(...GOALS), fc.string({ unit: 'binary', maxLength: 80 })),
      path: fc.oneof(pathParameter, fc.array(fc.integer({ min: -2, max: 40 }), { maxLength: 10 }), fc.jsonValue({ maxDepth: 3 })),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));
const body = fc.option(
  fc.oneof(
    {
      arbitrary: fc
        .record({ file: fc.constantFrom(...TRACES), changes: fc.array(mutation, { maxLength: 4 }) })
        .map(({ file, changes }) => mutate(file, changes)),
      weight: 4,
    },
    { arbitrary: findBody, weight: 3 },
    { arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
    { arbitrary: fc.json({ maxDepth: 4 }), weight: 1 },
  ),
);

function requestArbitrary(port: number): fc.Arbitrary<Exchange> {
  const own = `127.0.0.1:${port}`;
  const host = fc.oneof(
    { arbitrary: fc.constant(own), weight: 8 },
    {
      arbitrary: fc.constantFrom(`localhost:${port}`, `[::1]:${port}`, '127.0.0.1', 'attacker.example', '127.0.0.1.attacker.example', ''),
      weight: 1,
    },
    { arbitrary: fc.oneof(printable, fc.domain()), weight: 1 },
  );
  const origin = fc.option(
    fc.oneof(
      { arbitrary: fc.constant(`http://${own}`), weight: 4 },
      { arbitrary: fc.constantFrom('null', `http://localhost:${port}`, `https://${own}`, 'https://attacker.example'), weight: 2 },
      { arbitrary: fc.oneof(fc.webUrl(), printable), weight: 1 },
    ),
    { freq: 2 },
  );
  const contentType = fc.option(
    fc.oneof(
      {
        arbitrary: fc.constantFrom(
          'application/json',
          'application/octet-stream',
          'application/json; charset=utf-8',
          'APPLICATION/JSON',
          ' application/octet-stream ',
        ),
        weight: 6,
      },
      {
        arbitrary: fc.constantFrom(
          'text/plain',
          'text/plain;charset=UTF-8',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----x',
        ),
        weight: 2,
      },
      { arbitrary: printable, weight: 1 },
    ),
    { freq: 6 },
  );
  return fc
    .record({
      // CONNECT is in the raw requests: Node's client hands its answer to another event, not to a response
      method: fc.oneof(
        { arbitrary: fc.constantFrom('GET', 'POST'), weight: 6 },
        { arbitrary: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'), weight: 1 },
      ),
      path: target,
      host,
      origin,
      contentType,
      body,
    })
    .map(({ method, path, host: hostName, origin: originName, contentType: type, body: sent }) => {
      const bytes = sent === null || method === 'GET' || method === 'HEAD' ? null : Buffer.from(sent);
      const request: Exchange = {
        method,
        path,
        // Node's client sends a DELETE's or TRACE's body without its length, which makes it a request of its own: say it
        headers: {
          Host: hostName,
          ...(originName !== null && { Origin: originName }),
          ...(type !== null && { 'Content-Type': type }),
          ...(bytes !== null && { 'Content-Length': bytes.length }),
        },
        ...(bytes !== null && { body: bytes }),
      };
      // a counterexample shows the body's first bytes, not every byte
      return Object.assign(request, {
        [fc.toStringMethod]: () =>
          `${method} ${path} ${JSON.stringify(request.headers)} body: ${request.body === undefined ? 'none' : JSON.stringify(request.body.toString().slice(0, 200))} (${request.body?.length ?? 0} bytes)`,
      });
    });
}

/** What no answer may be: a 5xx, late, too large, or an error sentence that is long or holds control characters. */
function problemsOf(sent: Exchange, answer: Answer): string[] {
  const problems: string[] = [];
  const what = `${sent.method} ${sent.path.slice(0, 80)}`;
  if (answer.status >= 500) problems.push(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  if (answer.ms > ANSWER_WITHIN_MS) problems.push(`${what}: answered after ${answer.ms.toFixed(0)} ms`);
  if (answer.body.length > MAX_ANSWER_BYTES) problems.push(`${what}: an answer of ${answer.body.length} bytes`);
  if (answer.status >= 400 && sent.method !== 'HEAD') {
    const error = (JSON.parse(answer.body) as { error?: unknown }).error;
    if (typeof error !== 'string') problems.push(`${what}: ${answer.status} without an error sentence: ${answer.body.slice(0, 200)}`);
    else if (error.length > MAX_ERROR_CHARACTERS + 30 || /[\u0000-\u001f\u007f-\u009f]/.test(error))
      problems.push(`${what}: ${answer.status} ${JSON.stringify(error.slice(0, 200))} (${error.length} characters)`);
  }
  return problems;
}

describe("the explorer's request handling, fuzzed", () => {
  it('answers every generated or mutated request within 5 s, never with a 5xx, a stack trace or an echo', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(requestArbitrary(port), { minLength: 1, maxLength: 8 }), async (batch) => {
        const answers = await Promise.all(
          batch.map((sent) => exchange(port, sent, agent, ANSWER_WITHIN_MS + 1000).catch((error: Error) => error)),
        );
        expect(
          batch.flatMap((sent, index) => {
            const answer = answers[index] as Answer | Error;
            return answer instanceof Error
              ? [`${sent.method} ${sent.path.slice(0, 80)}: no answer (${answer.message})`]
              : problemsOf(sent, answer);
          }),
        ).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(explorer.stderr()).toBe('monocheck: serving until Ctrl+C\n');
  });

  it('answers or closes within 5 s on raw bytes mutated from a valid request, never with a 5xx', async () => {
    const valid = [
      `GET /api/state?path=0,0 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      `POST /api/find HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 18\r\n\r\n{"goal":"castle"}\n`,
      `POST /api/trace?name=x HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n`,
      `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
    ].map((text) => Buffer.from(text));
    const rawRequest = fc
      .record({ request: fc.constantFrom(...valid), changes: fc.array(mutation, { minLength: 1, maxLength: 3 }) })
      .map(({ request, changes }) => mutate(request, changes));
    await fc.assert(
      fc.asyncProperty(fc.array(rawRequest, { minLength: 1, maxLength: 4 }), async (batch) => {
        const answers = await Promise.all(batch.map((bytes) => rawConnection(port, (socket) => socket.end(bytes), ANSWER_WITHIN_MS)));
        for (const answer of answers) {
          const statuses = [...answer.text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
          expect(statuses.filter((status) => status >= 500)).toEqual([]);
          expect(answer.text.length).toBeLessThan(MAX_ANSWER_BYTES);
        }
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
    expect(explorer.stderr()).toBe('monocheck: serving until Ctrl+C\n');
  });
});
