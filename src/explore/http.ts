/** Reading requests and writing JSON answers for the explorer's server, within limits a request cannot push. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestError } from './request-error.js';

/** Longest path accepted (a URL holds a few thousand indexes anyway). */
const MAX_PATH_STEPS = 100_000;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  response.end(text);
}

export function sendError(response: ServerResponse, error: RequestError): void {
  if (error.status === 413) response.setHeader('Connection', 'close');
  sendJson(response, error.status, { error: error.message });
}

/** `0,12,3` as indexes; absent means the initial state (`0`). Throws RequestError 400 on anything else. */
export function parsePath(text: string | null): number[] {
  if (text === null) return [0];
  if (!/^\d{1,9}(,\d{1,9})*$/.test(text)) {
    throw new RequestError(400, `malformed path '${text.length > 60 ? `${text.slice(0, 60)}...` : text}'; a path is indexes separated by commas, e.g. path=0,3,1 (the first chooses the initial state)`);
  }
  const path = text.split(',').map(Number);
  if (path.length > MAX_PATH_STEPS) throw new RequestError(400, `the path has ${path.length} steps; at most ${MAX_PATH_STEPS} are accepted`);
  return path;
}

/** A path given in a JSON body: an array of indexes or the same text as in a URL. */
export function pathFromJson(value: unknown): number[] {
  if (typeof value === 'string') return parsePath(value);
  if (Array.isArray(value) && value.every((index) => Number.isSafeInteger(index) && index >= 0)) return parsePath(value.join(','));
  throw new RequestError(400, "'path' must be indexes separated by commas (\"0,3,1\") or an array of them ([0, 3, 1])");
}

/** A positive integer id from a URL segment. */
export function parseId(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new RequestError(400, `malformed ${what} id '${text.slice(0, 20)}'; ids are whole numbers`);
  return Number(text);
}

/** The body of `request` as text, at most `limit` bytes; throws RequestError 413 past it (the rest is read and dropped). */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const tooLarge = () => new RequestError(413, `the request body is larger than ${limit.toLocaleString('en-US')} bytes, the most this request takes`);
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? '0') > limit) {
      request.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The body as a JSON object; throws RequestError 400 when it is not one. */
export async function readJsonObject(request: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const text = await readBody(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RequestError(400, `the request body is not valid JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestError(400, 'the request body must be a JSON object, e.g. {"path": "0,3", "goal": "invariant"}');
  return value as Record<string, unknown>;
}
