/**
 * The explorer's one way in: every connection and request passes here before
 * a route sees it. It holds the limits (connections, uploads, sizes, and the
 * seconds a client may take), the admission rule (the Host a loopback server
 * answers to, the Origin, the Content-Type of a POST), and the quiet ending
 * of a connection that breaks or stalls: an answer with one sentence when
 * one can still be sent, never a message on stderr. docs/errors.md lists
 * the numbers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { excerpt } from '../input/quote.js';
import { RequestError } from './request-error.js';

export interface ExplorerLimits {
  /** Connections open at once; past it a new one is closed at once. */
  readonly connections: number;
  /** Trace uploads being read or replayed at once; past it, 429. */
  readonly uploads: number;
  /** Trace replays run at once, each in a worker thread; more wait their turn. */
  readonly replayThreads: number;
  /** The heap of a replay's worker thread, in MiB: a trace that needs more is refused (422). */
  readonly replayMemoryMiB: number;
  /** The largest trace upload. */
  readonly uploadBytes: number;
  /** The largest JSON body (POST /api/find). */
  readonly jsonBytes: number;
  /**
   * A request's headers must be in within this, from the connection or the
   * request before (else 408, closed): covers a connection that sends nothing.
   */
  readonly headersMs: number;
  /** A request must be in whole, body included, within this (else 408, closed). */
  readonly requestMs: number;
  /** A body that stops arriving for this long gets 408, and the connection is closed. */
  readonly stallMs: number;
  /** A kept-alive connection idle between requests is closed after this. */
  readonly keepAliveMs: number;
  /** A connection on which nothing moves for this long (a client that does not read its answer) is closed. */
  readonly socketIdleMs: number;
}

export const DEFAULT_LIMITS: ExplorerLimits = {
  connections: 64,
  uploads: 4,
  replayThreads: 2,
  replayMemoryMiB: 512,
  uploadBytes: 32 * 1024 * 1024,
  jsonBytes: 64 * 1024,
  headersMs: 10_000,
  requestMs: 30_000,
  stallMs: 5_000,
  keepAliveMs: 5_000,
  socketIdleMs: 60_000,
};

/**
 * The media types a page of another site cannot send without a CORS
 * preflight (which the explorer does not answer), one per kind of POST body.
 */
export type PostBodyType = 'application/json' | 'application/octet-stream';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]', '::1'];

export function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.includes(host) || host.startsWith('127.');
}

/**
 * Refuses (RequestError 403) a request that is not from this machine's page
 * or a script: a Host other than the loopback names on a loopback server (a
 * DNS rebinding), and an Origin other than the server's own (`null`, a
 * sandboxed frame's, included).
 */
export function admitOrigin(request: IncomingMessage, listenHost: string): void {
  const host = request.headers.host ?? '';
  if (isLoopback(listenHost)) {
    const name = host.replace(/:\d+$/, '');
    if (!LOOPBACK_NAMES.includes(name))
      throw new RequestError(
        403,
        `the explorer listens on the loopback address and answers requests for 127.0.0.1 or localhost only, not for '${excerpt(name)}'`,
      );
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    throw new RequestError(403, `requests from other sites or sandboxed pages (Origin: ${excerpt(origin)}) are refused`);
}

/**
 * Refuses (RequestError 415) a POST whose Content-Type is not `bodyType`: a
 * page of another site can send a simple POST (text/plain, a form) without
 * asking first, but not these.
 */
export function admitBodyType(request: IncomingMessage, bodyType: PostBodyType | null): void {
  if (request.method !== 'POST' || bodyType === null) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== bodyType) {
    const given = type === '' ? 'none' : `'${excerpt(type)}'`;
    throw new RequestError(415, `this POST takes Content-Type: ${bodyType} (a type a page of another site cannot send), not ${given}`);
  }
}

/** What a connection that breaks before a request is read gets: Node's code for it, then the answer's status and sentence. */
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'the request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'the request line and headers are larger than 16 KiB'],
};
const NOT_HTTP: readonly [number, string, string] = [400, 'Bad Request', 'the request is not HTTP/1.1 that the explorer can read'];

/** A JSON answer written straight to a connection no request handler has (a protocol error, a CONNECT), which is then closed. */
function answerAndClose(socket: Duplex, status: number, reason: string, sentence: string): void {
  const body = JSON.stringify({ error: sentence });
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A server for `handle` within `limits`. A client that breaks the protocol
 * or runs out of time gets a JSON answer with one sentence (when no answer
 * has started) and its connection closed; a client that went away is let go.
 */
export function createFrontDoor(limits: ExplorerLimits, handle: (request: IncomingMessage, response: ServerResponse) => void): Server {
  const answering = new WeakMap<Duplex, ServerResponse>();
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      // how often Node looks for connections past headersMs or requestMs (its default, 30 s, would add up to that)
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.min(limits.headersMs, limits.requestMs) / 4)),
    },
    (request, response) => {
      answering.set(request.socket, response);
      response.once('close', () => answering.delete(request.socket));
      handle(request, response);
    },
  );
  // a client that asks before sending its body (Expect: 100-continue) is
  // answered like any other; http.ts says continue once the request passes
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => server.emit('request', request, response));
  server.maxConnections = limits.connections;
  server.setTimeout(limits.socketIdleMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const [status, reason, sentence] = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
    // an answer already under way on this connection cannot be followed by another: the connection just ends
    if (error.code === 'ECONNRESET' || !socket.writable || answering.get(socket)?.headersSent === true) socket.destroy();
    else answerAndClose(socket, status, reason, sentence);
  });
  // Node hands a CONNECT (a proxy's tunnel) to this event, not to the request handler
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    answerAndClose(socket, 405, 'Method Not Allowed', 'CONNECT is not a method of the explorer; it is no proxy'),
  );
  return server;
}
