/**
 * `monocheck explore`'s web server (Node's own http): the page at / and the
 * JSON API under /api/ (docs/explorer.md). It reads no file: the model and
 * the command line's traces are read before it starts, and a trace is
 * opened by uploading its text. A bad request gets a 4xx JSON error with one
 * sentence; no request can end the server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelReport } from './api-types.js';
import { FindJobs } from './find-jobs.js';
import { parseId, parsePath, pathFromJson, readBody, readJsonObject, sendError, sendJson } from './http.js';
import { renderExplorerPage } from './page.js';
import { RequestError } from './request-error.js';
import { PathError, type ExplorerSession } from './session.js';
import { stateReport } from './state-report.js';
import { loadTrace, TraceLoadError } from './trace-loading.js';
import { BOARD_SQUARES } from '../api/board-view.js';
import { constantsJson } from '../report/model-constants.js';

export interface ExplorerOptions {
  readonly session: ExplorerSession;
  /** Default 127.0.0.1: only this machine can connect. */
  readonly host?: string;
  /** 0 (the default): any free port. */
  readonly port?: number;
  /** The largest trace upload accepted (default 32 MiB). */
  readonly maxUploadBytes?: number;
  /** Told about requests that failed inside the server (a bug), which get a 500. */
  readonly onInternalError?: (error: Error) => void;
}

export interface RunningExplorer {
  /** `http://127.0.0.1:PORT/` */
  readonly url: string;
  readonly port: number;
  /** The page at the last state of `path` (with trace `traceId` alongside). */
  pageUrl(path: readonly number[], traceId?: number): string;
  /** Stops the searches, closes every connection and the server. */
  close(): Promise<void>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]', '::1'];
const MAX_JSON_BYTES = 64 * 1024;

export function isLoopback(host: string): boolean {
  return LOOPBACK_NAMES.includes(host) || host.startsWith('127.');
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL, id: number) => Promise<void> | void;

class ExplorerServer {
  readonly finds: FindJobs;
  private readonly routes: { readonly method: string; readonly pattern: RegExp; readonly handler: Handler }[];

  constructor(private readonly session: ExplorerSession, private readonly options: ExplorerOptions) {
    this.finds = new FindJobs(session);
    this.routes = [
      { method: 'GET', pattern: /^\/(index\.html)?$/, handler: (_, response) => this.page(response) },
      { method: 'GET', pattern: /^\/api\/model$/, handler: (_, response) => sendJson(response, 200, this.modelReport()) },
      { method: 'GET', pattern: /^\/api\/state$/, handler: (_, response, url) => sendJson(response, 200, stateReport(session, session.walk(parsePath(url.searchParams.get('path'))))) },
      { method: 'POST', pattern: /^\/api\/find$/, handler: (request, response) => this.startFind(request, response) },
      { method: 'GET', pattern: /^\/api\/find\/([^/]+)$/, handler: (_, response, _url, id) => sendJson(response, 200, this.found(this.finds.report(id), id)) },
      { method: 'POST', pattern: /^\/api\/find\/([^/]+)\/stop$/, handler: async (_, response, _url, id) => sendJson(response, 200, this.found(await this.finds.stop(id), id)) },
      { method: 'POST', pattern: /^\/api\/trace$/, handler: (request, response, url) => this.openTrace(request, response, url) },
      { method: 'GET', pattern: /^\/api\/trace\/([^/]+)$/, handler: (_, response, _url, id) => sendJson(response, 200, this.traceOrFail(id)) },
    ];
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      this.checkOrigin(request);
      const matches = this.routes.filter((route) => route.pattern.test(url.pathname));
      if (matches.length === 0) throw new RequestError(404, `no such page or API: ${url.pathname.slice(0, 100)}; the API is under /api/ (model, state, find, trace)`);
      const route = matches.find((candidate) => candidate.method === request.method);
      if (route === undefined) {
        response.setHeader('Allow', matches.map((candidate) => candidate.method).join(', '));
        throw new RequestError(405, `${request.method ?? 'this method'} is not allowed on ${url.pathname}; use ${matches.map((candidate) => candidate.method).join(' or ')}`);
      }
      const idText = route.pattern.exec(url.pathname)?.[1];
      const id = idText === undefined ? 0 : parseId(idText, url.pathname.startsWith('/api/find') ? 'search' : 'trace');
      await route.handler(request, response, url, id);
    } catch (error) {
      this.fail(response, error);
    }
  }

  private fail(response: ServerResponse, error: unknown): void {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (error instanceof RequestError) sendError(response, error);
    else if (error instanceof PathError) sendError(response, new RequestError(404, error.message));
    else {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.options.onInternalError?.(failure);
      sendError(response, new RequestError(500, `internal error: ${failure.message}`));
    }
  }

  /**
   * Only this machine's pages may drive a server on the loopback address: a
   * Host other than the loopback names (a DNS rebinding) and a request from
   * another origin are refused.
   */
  private checkOrigin(request: IncomingMessage): void {
    const host = request.headers.host ?? '';
    if (isLoopback(this.options.host ?? '127.0.0.1')) {
      const name = host.replace(/:\d+$/, '');
      if (!LOOPBACK_NAMES.includes(name)) throw new RequestError(403, `the explorer listens on the loopback address and answers requests for 127.0.0.1 or localhost only, not for '${name.slice(0, 60)}'`);
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null' && origin.replace(/^https?:\/\//, '') !== host) {
      throw new RequestError(403, `requests from other sites (${origin.slice(0, 60)}) are refused`);
    }
  }

  private page(response: ServerResponse): void {
    const html = renderExplorerPage(this.modelReport());
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    response.end(html);
  }

  modelReport(): ModelReport {
    const { spec, source } = this.session;
    return {
      source,
      constants: constantsJson(spec.constants),
      invariants: spec.invariants,
      constraints: spec.constraints,
      checkDeadlock: spec.checkDeadlock,
      goals: this.session.goals(),
      traces: this.session.allTraces(),
      squares: BOARD_SQUARES,
    };
  }

  private async startFind(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJsonObject(request, MAX_JSON_BYTES);
    const goal = body['goal'];
    if (typeof goal !== 'string') throw new RequestError(400, `'goal' must be a string: ${this.session.goals().map((entry) => entry.goal).join(', ')}`);
    const path = body['path'] === undefined ? [0] : pathFromJson(body['path']);
    sendJson(response, 202, this.finds.start(path, goal));
  }

  private found<T>(report: T | undefined, id: number): T {
    if (report === undefined) throw new RequestError(404, `no search ${id}; POST /api/find starts one`);
    return report;
  }

  private traceOrFail(id: number) {
    const trace = this.session.trace(id);
    if (trace === undefined) throw new RequestError(404, `no trace ${id}; POST /api/trace opens one`);
    return trace;
  }

  /** POST /api/trace?name=FILE with the file's text as the body. */
  private async openTrace(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const text = await readBody(request, this.options.maxUploadBytes ?? 32 * 1024 * 1024);
    const name = (url.searchParams.get('name') ?? 'uploaded trace').slice(0, 200);
    if (text.trim() === '') throw new RequestError(400, `${name}: the upload is empty; send the trace file's text as the request body`);
    try {
      sendJson(response, 201, this.session.addTrace((id) => loadTrace(this.session, text, name, id)));
    } catch (error) {
      if (error instanceof TraceLoadError) throw new RequestError(422, error.message);
      throw error;
    }
  }
}

/** Starts the explorer's server; rejects with a sentence when it cannot listen (port taken, address unknown). */
export function startExplorer(options: ExplorerOptions): Promise<RunningExplorer> {
  const explorer = new ExplorerServer(options.session, options);
  const server: Server = createServer((request, response) => void explorer.handle(request, response));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `port ${options.port ?? 0} is in use; pass --port 0 for any free port` : error.code === 'EACCES' ? `no permission to listen on port ${options.port ?? 0}` : error.message;
      reject(new Error(`cannot listen on ${host}:${options.port ?? 0}: ${reason}`));
    });
    server.listen(options.port ?? 0, host, () => {
      const port = (server.address() as AddressInfo).port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      const url = `http://${shownHost}:${port}/`;
      resolve({
        url,
        port,
        pageUrl: (path, traceId) => `${url}?${traceId === undefined ? '' : `trace=${traceId}&`}path=${path.join(',')}`,
        close: async () => {
          await explorer.finds.close();
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
