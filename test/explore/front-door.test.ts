/**
 * The explorer's front door (src/explore/front-door.ts) over real sockets:
 * who may ask (Host, Origin, a POST's Content-Type), and the limits a client
 * cannot push (connections, uploads at once, seconds to send a request).
 * The timeouts are shortened here (LIMITS); their defaults are in
 * docs/errors.md, which a test below holds to DEFAULT_LIMITS.
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type ExplorerLimits } from '../../src/explore/front-door.js';
import type { RunningExplorer } from '../../src/explore/server.js';
import { ROOT } from '../cli/run-cli.js';
import { FIXTURES } from '../e2e/tlc-fixtures.js';
import { explorerOf } from '../helpers/explorer.js';
import { exchange, rawBody, rawConnection, type Exchange } from '../helpers/raw-http.js';

const LIMITS: Partial<ExplorerLimits> = { connections: 6, uploads: 2, headersMs: 400, requestMs: 1500, stallMs: 400, keepAliveMs: 400 };
/** What a loaded machine may add to a timeout before the server acts on it. */
const SLACK_MS = 1500;
const TRACE = readFileSync(`${FIXTURES}n3_m0_x0.out`);

let explorer: RunningExplorer;
const internalErrors: Error[] = [];

beforeAll(async () => {
  ({ explorer } = await explorerOf('specs/n3_m0_x0.cfg', { limits: LIMITS, onInternalError: (error) => internalErrors.push(error) }));
});
afterAll(async () => {
  await explorer?.close();
  expect(internalErrors).toEqual([]);
});

const send = (sent: Exchange) => exchange(explorer.port, sent);
const errorOf = (body: string) => (JSON.parse(body) as { error: string }).error;
const findBody = JSON.stringify({ path: [0, 0], goal: 'bankrupt' });

/** Waits for search `id` to end, so that the next test may start one. */
async function searchEnds(id: number): Promise<void> {
  for (;;) {
    const report = JSON.parse((await send({ method: 'GET', path: `/api/find/${id}` })).body) as { status: string };
    if (report.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('who may ask', () => {
  it('refuses Origin: null (a sandboxed frame) like any other site, on every POST, and starts nothing', async () => {
    const refused = await Promise.all([
      send({ method: 'POST', path: '/api/find', headers: { Origin: 'null', 'Content-Type': 'text/plain' }, body: '{"goal":"invariant"}' }),
      send({
        method: 'POST',
        path: '/api/find',
        headers: { Origin: 'null', 'Content-Type': 'application/json' },
        body: '{"goal":"invariant"}',
      }),
      send({ method: 'POST', path: '/api/trace', headers: { Origin: 'null', 'Content-Type': 'application/octet-stream' }, body: TRACE }),
      send({ method: 'POST', path: '/api/trace', headers: { Origin: 'null', 'Content-Type': 'text/plain' }, body: TRACE }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(errorOf(refused[0]?.body ?? '')).toBe('requests from other sites or sandboxed pages (Origin: null) are refused');
    const model = JSON.parse((await send({ method: 'GET', path: '/api/model' })).body) as { traces: unknown[] };
    expect(model.traces).toEqual([]);
    expect((await send({ method: 'GET', path: '/api/find/1' })).status).toBe(404);
  });

  it("takes the server's own origin, and no Origin (a script)", async () => {
    const own = await send({
      method: 'POST',
      path: '/api/find',
      headers: { Origin: `http://127.0.0.1:${explorer.port}`, 'Content-Type': 'application/json; charset=utf-8' },
      body: findBody,
    });
    expect(own.status).toBe(202);
    await searchEnds((JSON.parse(own.body) as { id: number }).id);
    expect((await send({ method: 'GET', path: '/api/model', headers: { Origin: `http://localhost:${explorer.port}` } })).status).toBe(403);
    expect(
      (
        await send({
          method: 'GET',
          path: '/api/model',
          headers: { Host: `localhost:${explorer.port}`, Origin: `http://localhost:${explorer.port}` },
        })
      ).status,
    ).toBe(200);
  });

  const wrongTypes: [string, string, string | undefined][] = [
    ['/api/find', 'a simple POST (text/plain)', 'text/plain'],
    ['/api/find', 'a form', 'application/x-www-form-urlencoded'],
    ['/api/find', 'a multipart form', 'multipart/form-data; boundary=x'],
    ['/api/find', 'no Content-Type', undefined],
    ['/api/trace', 'a simple POST (text/plain)', 'text/plain'],
    ['/api/trace', 'JSON', 'application/json'],
    ['/api/find/1/stop', 'a simple POST (text/plain)', 'text/plain'],
  ];
  it.each(wrongTypes)('refuses a POST to %s with %s (415): a cross-site page can send only those without asking', async (path, _, type) => {
    const answer = await send({
      method: 'POST',
      path,
      headers: type === undefined ? {} : { 'Content-Type': type },
      body: path === '/api/trace' ? TRACE : findBody,
    });
    expect(answer.status).toBe(415);
    const wanted = path === '/api/trace' ? 'application/octet-stream' : 'application/json';
    expect(errorOf(answer.body)).toBe(
      `this POST takes Content-Type: ${wanted} (a type a page of another site cannot send), not ${type === undefined ? 'none' : `'${type.split(';')[0]}'`}`,
    );
  });

  it('quotes at most an excerpt of a 1 MB integer in an ITF trace (422)', async () => {
    const hugeInteger = JSON.stringify({
      '#meta': {},
      vars: ['money'],
      states: [{ '#meta': { index: 0 }, money: { '#bigint': '9'.repeat(1_000_000) } }],
    });
    const answer = await send({
      method: 'POST',
      path: '/api/trace?name=big.itf.json',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: hugeInteger,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.length).toBeLessThan(1000);
    expect(errorOf(answer.body)).toMatch(/^big\.itf\.json: /);
    expect(answer.body).not.toMatch(/9{400}/);
  });

  it('opens a trace sent as application/octet-stream', async () => {
    const answer = await send({
      method: 'POST',
      path: '/api/trace?name=n3_m0_x0.out',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: TRACE,
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ name: 'n3_m0_x0.out', states: 3, path: [0, 0, 0] });
  });

  it('answers no CORS preflight: another site is refused, and OPTIONS is not a method of the API', async () => {
    const preflight = await send({
      method: 'OPTIONS',
      path: '/api/find',
      headers: {
        Origin: 'https://attacker.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const options = await send({ method: 'OPTIONS', path: '/api/find' });
    expect(options.status).toBe(405);
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('asks for the body of a client that waits for 100 Continue only once the request passes (curl does so past 1 MiB)', async () => {
    const head = (type: string) =>
      `POST /api/trace?name=n3.out HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nContent-Type: ${type}\r\nContent-Length: ${TRACE.length}\r\nExpect: 100-continue\r\n\r\n`;
    const refused = await rawConnection(explorer.port, (socket) => socket.write(head('text/plain')));
    expect(refused.status).toBe(415);
    expect(refused.text).not.toContain('100 Continue');
    const taken = await rawConnection(explorer.port, (socket) => {
      socket.write(head('application/octet-stream'));
      socket.once('data', (chunk: Buffer) => {
        if (chunk.toString().startsWith('HTTP/1.1 100 Continue')) socket.write(TRACE);
      });
    });
    expect(taken.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
  });

  it('answers CONNECT (a proxy tunnel) with 405 and closes the connection', async () => {
    const answer = await rawConnection(explorer.port, (socket) =>
      socket.write(`CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n`),
    );
    expect(answer.status).toBe(405);
    expect(rawBody(answer)).toEqual({ error: 'CONNECT is not a method of the explorer; it is no proxy' });
  });

  it('answers the page at / and at /index.html', async () => {
    for (const path of ['/', '/index.html', '/?path=0,0']) {
      const page = await send({ method: 'GET', path });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<title>Exploring specs/n3_m0_x0.cfg - monocheck</title>');
    }
  });
});

describe('the seconds a client may take', () => {
  it('closes a connection that sends nothing, with 408, after headersMs', async () => {
    const idle = await rawConnection(explorer.port, () => undefined);
    expect(idle.status).toBe(408);
    expect(rawBody(idle)).toEqual({ error: 'the request did not arrive in time' });
    expect(idle.ms).toBeGreaterThanOrEqual(350);
    expect(idle.ms).toBeLessThan(400 + SLACK_MS);
  });

  it('closes a connection whose headers stop half-way, with 408', async () => {
    const partial = await rawConnection(explorer.port, (socket) =>
      socket.write(`GET /api/model HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nX-Slow: `),
    );
    expect(partial.status).toBe(408);
    expect(partial.ms).toBeLessThan(400 + SLACK_MS);
  });

  it('answers a body that stops arriving with 408 after stallMs, and closes the connection', async () => {
    const stalled = await rawConnection(explorer.port, (socket) =>
      socket.write(
        `POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(1000)}`,
      ),
    );
    expect(stalled.status).toBe(408);
    expect(rawBody(stalled)).toEqual({ error: 'the request body stopped arriving (nothing for 0.4 s); send it whole' });
    expect(stalled.ms).toBeLessThan(400 + SLACK_MS);
  });

  it('ends a body that trickles in, one byte at a time, after requestMs (408)', async () => {
    const trickle = await rawConnection(explorer.port, (socket) => {
      socket.write(
        `POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n`,
      );
      const timer = setInterval(() => (socket.writable ? socket.write('x') : clearInterval(timer)), 100);
      socket.on('close', () => clearInterval(timer));
    });
    expect(trickle.status).toBe(408);
    expect(trickle.ms).toBeGreaterThanOrEqual(1400);
    expect(trickle.ms).toBeLessThan(1500 + SLACK_MS);
  });

  it('closes a kept-alive connection idle between requests after keepAliveMs', async () => {
    const kept = await rawConnection(explorer.port, (socket) =>
      socket.write(`GET /api/find/1 HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\n\r\n`),
    );
    expect(kept.status).toBe(200);
    // Node closes it within a second after keepAliveMs
    expect(kept.ms).toBeLessThan(400 + 1000 + SLACK_MS);
  });

  it('answers a request with a body where none is taken, drops the body, and closes the connection once it stalls', async () => {
    const answer = await rawConnection(explorer.port, (socket) =>
      socket.write(`GET /api/find/1 HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nContent-Length: 1000000000\r\n\r\nxyz`),
    );
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(400 + SLACK_MS);
  });

  it('drops at most uploadBytes of a body it refused, then closes the connection', async () => {
    const { explorer: small } = await explorerOf('specs/n3_m0_x0.cfg', { limits: { ...LIMITS, uploadBytes: 100_000 } });
    try {
      let written = 0;
      const answer = await rawConnection(small.port, (socket) => {
        socket.write(
          `POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:${small.port}\r\nContent-Type: text/plain\r\nContent-Length: 100000000\r\n\r\n`,
        );
        const timer = setInterval(() => {
          if (!socket.writable) return clearInterval(timer);
          socket.write('z'.repeat(10_000));
          written += 10_000;
        }, 2);
        socket.on('close', () => clearInterval(timer));
      });
      expect(answer.status).toBe(415);
      expect(written).toBeLessThan(10_000_000);
    } finally {
      await small.close();
    }
  });

  it('answers headers larger than 16 KiB with 431 and one sentence', async () => {
    const answer = await rawConnection(explorer.port, (socket) =>
      socket.write(`GET /api/model HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(rawBody(answer)).toEqual({ error: 'the request line and headers are larger than 16 KiB' });
  });
});

describe('how much at once', () => {
  it('refuses an upload past `uploads` at once with 429 and Retry-After, and takes them again once those end', async () => {
    // two uploads that stall hold both slots until stallMs
    const holders = [0, 1].map(() =>
      rawConnection(explorer.port, (socket) =>
        socket.write(
          `POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nContent-Type: application/octet-stream\r\nContent-Length: 5000\r\n\r\nxx`,
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await send({
      method: 'POST',
      path: '/api/trace?name=n3.out',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: TRACE,
    });
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    expect(errorOf(third.body)).toBe(
      '2 trace uploads are being read or replayed already, the most at once; send this one again when one is done',
    );
    expect((await Promise.all(holders)).map((answer) => answer.status)).toEqual([408, 408]);
    expect(
      (await send({ method: 'POST', path: '/api/trace?name=n3.out', headers: { 'Content-Type': 'application/octet-stream' }, body: TRACE }))
        .status,
    ).toBe(201);
  });

  it('lets an aborted upload go without a word (no internal error), thirty times over', async () => {
    await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<void>((resolve) => {
            void rawConnection(explorer.port, (socket) => {
              socket.write(
                `POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:${explorer.port}\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(500)}`,
              );
              setTimeout(() => socket.destroy(), 20);
            }).then(() => resolve());
          }),
      ),
    );
    expect((await send({ method: 'GET', path: '/api/model' })).status).toBe(200);
    expect(internalErrors).toEqual([]);
  });

  it('closes a connection past `connections` at once, and takes new ones when those close', async () => {
    // a second explorer, so that no connection of the tests above counts
    const { explorer: small } = await explorerOf('specs/n3_m0_x0.cfg', { limits: { ...LIMITS, connections: 3, headersMs: 1000 } });
    try {
      const idle = [0, 1, 2].map(() => rawConnection(small.port, () => undefined));
      await new Promise((resolve) => setTimeout(resolve, 150));
      const over = await rawConnection(small.port, (socket) =>
        socket.write(`GET /api/model HTTP/1.1\r\nHost: 127.0.0.1:${small.port}\r\n\r\n`),
      );
      expect(over).toMatchObject({ status: 0, text: '' });
      expect(over.ms).toBeLessThan(500);
      expect((await Promise.all(idle)).map((answer) => answer.status)).toEqual([408, 408, 408]);
      const agent = new Agent({ keepAlive: false });
      expect((await exchange(small.port, { method: 'GET', path: '/api/model' }, agent)).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('docs/errors.md', () => {
  it("states the explorer's limits as DEFAULT_LIMITS has them", () => {
    const errors = readFileSync(`${ROOT}docs/errors.md`, 'utf8');
    const section = errors.slice(errors.indexOf('## The explorer'));
    const rows = new Map([...section.matchAll(/^\| ([^|]+?) \| ([^|]+?) \|/gm)].map((row) => [row[1] as string, row[2] as string]));
    const valueOf = (label: string) => [...rows].find(([name]) => name.startsWith(label))?.[1];
    const limits = DEFAULT_LIMITS;
    expect({
      connections: valueOf('connections open at once'),
      uploads: valueOf('trace uploads read or replayed at once'),
      replayThreads: valueOf('trace replays at once'),
      replayMemoryMiB: valueOf("memory of one replay's thread"),
      uploadBytes: valueOf('a trace upload'),
      jsonBytes: valueOf('a JSON body'),
      headersMs: valueOf("a request's headers"),
      requestMs: valueOf('a whole request'),
      stallMs: valueOf('a body that stops arriving'),
      keepAliveMs: valueOf('a kept-alive connection')?.split(' (')[0],
      socketIdleMs: valueOf('a connection on which nothing moves'),
    }).toEqual({
      connections: `${limits.connections}`,
      uploads: `${limits.uploads}`,
      replayThreads: `${limits.replayThreads}`,
      replayMemoryMiB: `${limits.replayMemoryMiB} MiB`,
      uploadBytes: `${limits.uploadBytes / 2 ** 20} MiB`,
      jsonBytes: `${limits.jsonBytes / 2 ** 10} KiB`,
      headersMs: `${limits.headersMs / 1000} s`,
      requestMs: `${limits.requestMs / 1000} s`,
      stallMs: `${limits.stallMs / 1000} s`,
      keepAliveMs: `${limits.keepAliveMs / 1000} s`,
      socketIdleMs: `${limits.socketIdleMs / 1000} s`,
    });
  });
});
