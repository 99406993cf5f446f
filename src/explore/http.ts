/** Reading requests and writing JSON answers for the explorer's server, within limits a request cannot push. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { excerpt } from '../input/quote.js';
import { ClientGone, RequestError } from './request-error.js';

/** Longest path accepted (a URL holds a few thousand indexes anyway). */
const MAX_PATH_STEPS = 100_000;
/** The longest error sentence sent: whatever a message quotes, an answer never echoes a request back whole. */
export const MAX_ERROR_CHARACTERS = 600;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(text);
}

/** `{"error": SENTENCE}`; after a 408 (a body that stopped coming) the connection is closed. */
export function sendError(response: ServerResponse, error: RequestError): void {
  if (error.status === 408) response.setHeader('Connection', 'close');
  sendJson(response, error.status, { error: excerpt(error.message, MAX_ERROR_CHARACTERS) });
}

/** `0,12,3` as indexes; absent means the initial state (`0`). Throws RequestError 400 on anything else. */
export function parsePath(text: string | null): number[] {
  if (text === null) return [0];
  if (!/^\d{1,9}(,\d{1,9})*$/.test(text)) {
    throw new RequestError(
      400,
      `malformed path '${excerpt(text)}'; a path is indexes separated by commas, e.g. path=0,3,1 (the first chooses the initial state)`,
    );
  }
  const path = text.split(',').map(Number);
  if (path.length > MAX_PATH_STEPS)
    throw new RequestError(
      400,
      `the path has ${path.length.toLocaleString('en-US')} steps; at most ${MAX_PATH_STEPS.toLocaleString('en-US')} are accepted`,
    );
  return path;
}

/** A path given in a JSON body: an array of indexes or the same text as in a URL. */
export function pathFromJson(value: unknown): number[] {
  if (typeof value === 'string') return parsePath(value);
  if (Array.isArray(value) && value.length <= MAX_PATH_STEPS && value.every((index) => Number.isSafeInteger(index) && index >= 0))
    return parsePath(value.join(','));
  throw new RequestError(400, '\'path\' must be indexes separated by commas ("0,3,1") or an array of them ([0, 3, 1])');
}

/** A positive integer id from a URL segment. */
export function parseId(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new RequestError(400, `malformed ${what} id '${excerpt(text, 20)}'; ids are whole numbers`);
  return Number(text);
}

export interface BodyLimits {
  /** The most bytes taken: past it, 413 (and dropRest). */
  readonly bytes: number;
  /** A body that stops arriving for this long gets 408, and the connection is closed. */
  readonly stallMs: number;
}

/**
 * The body of `request`, within `limits`. Rejects with RequestError (413,
 * 408) or, when the client goes away before the end, ClientGone. A client
 * that waits for `100 Continue` before sending its body gets it here, once
 * the request has passed every check: a refused one is never sent.
 */
export function readBody(request: IncomingMessage, response: ServerResponse, limits: BodyLimits): Promise<Buffer> {
  const tooLarge = () =>
    new RequestError(413, `the request body is larger than ${limits.bytes.toLocaleString('en-US')} bytes, the most this request takes`);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stall);
      outcome();
    };
    const stalled = () =>
      settle(() =>
        reject(new RequestError(408, `the request body stopped arriving (nothing for ${limits.stallMs / 1000} s); send it whole`)),
      );
    const stall = setTimeout(stalled, limits.stallMs);
    if (Number(request.headers['content-length'] ?? '0') > limits.bytes) {
      settle(() => reject(tooLarge()));
      return;
    }
    if (/^100-continue$/i.test(request.headers.expect ?? '')) response.writeContinue();
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limits.bytes) {
        chunks.length = 0;
        settle(() => reject(tooLarge()));
        return;
      }
      chunks.push(chunk);
      stall.refresh();
    });
    request.on('end', () => settle(() => resolve(Buffer.concat(chunks, size))));
    // the client closed the connection, or a timeout of the server did ('aborted')
    const gone = () => settle(() => reject(new ClientGone('the client went away before its request was read')));
    request.on('error', gone);
    request.on('close', () => {
      if (!request.complete) gone();
    });
  });
}

/**
 * After an answer sent before its request's body was read (a refusal, a
 * GET with a body): reads and drops the rest, so that the client gets to
 * read the answer (closing on unread bytes would reset the connection under
 * it), but at most `limits.bytes` more and never past a stall: then the
 * connection is closed. A client that waited for `100 Continue` sends no
 * body: its connection is closed at once.
 */
export function dropRest(request: IncomingMessage, limits: BodyLimits): void {
  if (request.complete || request.destroyed) return;
  if (/^100-continue$/i.test(request.headers.expect ?? '')) {
    request.socket.destroySoon();
    return;
  }
  let dropped = 0;
  const close = () => request.socket.destroy();
  const stall = setTimeout(close, limits.stallMs);
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.bytes) close();
    else stall.refresh();
  });
  request.on('end', () => clearTimeout(stall));
  request.on('close', () => clearTimeout(stall));
  request.resume();
}

/** The body as a JSON object; throws RequestError 400 when it is not one. */
export async function readJsonObject(
  request: IncomingMessage,
  response: ServerResponse,
  limits: BodyLimits,
): Promise<Record<string, unknown>> {
  const text = (await readBody(request, response, limits)).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new RequestError(400, `the request body is not valid JSON (${excerpt((error as Error).message, 120)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RequestError(400, 'the request body must be a JSON object, e.g. {"path": "0,3", "goal": "invariant"}');
  return value as Record<string, unknown>;
}
