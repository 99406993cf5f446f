import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ERROR_CHARACTERS, parseId, parsePath, pathFromJson, readJsonObject, sendError, sendJson } from '../../src/explore/http.js';
import { RequestError } from '../../src/explore/request-error.js';

describe('parsePath, pathFromJson and parseId', () => {
  it('read indexes separated by commas; no path is the initial state', () => {
    expect(parsePath('0,12,3')).toEqual([0, 12, 3]);
    expect(parsePath(null)).toEqual([0]);
    expect(pathFromJson('0,1')).toEqual([0, 1]);
    expect(pathFromJson([0, 3, 1])).toEqual([0, 3, 1]);
    expect(parseId('42', 'trace')).toBe(42);
  });

  it('refuse anything else with RequestError 400 and a sentence quoting at most an excerpt', () => {
    for (const bad of ['', '0,', ',0', '-1', '1.5', '0 1', '1234567890'])
      expect(() => parsePath(bad)).toThrow(
        expect.objectContaining({ status: 400, message: expect.stringMatching(/^malformed path '/) as unknown }),
      );
    expect(() => parsePath('x'.repeat(100))).toThrow(/^malformed path 'x{60}\.\.\. \(100 characters\)'; a path is indexes/);
    expect(() => parsePath(Array(100_001).fill(0).join(','))).toThrow('the path has 100,001 steps; at most 100,000 are accepted');
    for (const bad of [[-1], [1.5], ['0'], {}, 3, null, Array(100_001).fill(0)])
      expect(() => pathFromJson(bad)).toThrow(/^'path' must be indexes separated by commas/);
    expect(() => parseId('7a', 'find')).toThrow(new RequestError(400, "malformed find id '7a'; ids are whole numbers"));
  });
});

/** A server answering each request with `handle`'s JSON, or its RequestError. */
let port: number;
let handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;
const server = createServer((request, response) => {
  handle(request, response).then(
    (body) => sendJson(response, 200, body),
    (error: unknown) => sendError(response, error as RequestError),
  );
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `body` and gives the answer's status, headers and JSON. */
function send(body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; json: unknown }>((resolve, reject) => {
    const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(text) as unknown }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('readJsonObject, sendJson and sendError', () => {
  const limits = { bytes: 100, stallMs: 2000 };

  it('reads a JSON object and answers JSON that is not cached nor sniffed', async () => {
    handle = (request, response) => readJsonObject(request, response, limits);
    const answer = await send('{"path": "0,3"}');
    expect([answer.status, answer.json]).toEqual([200, { path: '0,3' }]);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers 400 for a body that is not a JSON object, and 413 past the limit', async () => {
    handle = (request, response) => readJsonObject(request, response, limits);
    expect((await send('{"path": ')).json).toEqual({ error: expect.stringMatching(/^the request body is not valid JSON \(/) as unknown });
    expect(await send('[1, 2]')).toMatchObject({ status: 400, json: { error: expect.stringMatching(/must be a JSON object/) as unknown } });
    expect(await send(`{"a": "${'x'.repeat(200)}"}`)).toEqual(
      expect.objectContaining({ status: 413, json: { error: 'the request body is larger than 100 bytes, the most this request takes' } }),
    );
  });

  it('cuts an error sentence to an excerpt, and closes the connection after a 408', async () => {
    handle = () => Promise.reject(new RequestError(408, 'y'.repeat(1000)));
    const answer = await send('');
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect((answer.json as { error: string }).error).toBe(`${'y'.repeat(MAX_ERROR_CHARACTERS)}... (1,000 characters)`);
  });
});
