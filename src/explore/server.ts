/**
 * `monocheck explore`'s web server (Node's own http): the page at / and the
 * JSON API under /api/ (docs/explorer.md). It reads no file: the model and
 * the command line's traces are read before it starts, and a trace is
 * opened by uploading its text. Every request comes in through the front
 * door (front-door.ts: limits, timeouts, who may ask); a bad request gets a
 * 4xx JSON error with one sentence; no request can end the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { excerpt } from '../input/quote.js';
import type { ModelReport } from './api-types.js';
import { FindJobs } from './find-jobs.js';
import { admitBodyType, admitOrigin, createFrontDoor, DEFAULT_LIMITS, type ExplorerLimits, type PostBodyType } from './front-door.js';
import { dropRest, parseId, parsePath, pathFromJson, readBody, readJsonObject, sendError, sendJson } from './http.js';
import { renderExplorerPage } from './page.js';
import { ClientGone, RequestError } from './request-error.js';
import { PathError, type ExplorerSession } from './session.js';
import { stateReport } from './state-report.js';
import { TraceLoadError } from './trace-loading.js';
import { TraceReplays } from './trace-replays.js';
import { BOARD_SQUARES } from '../runs/board-view.js';
import { constantsJson } from '../report/model-constants.js';

export { isLoopback } from './front-door.js';

export interface ExplorerOptions {
  readonly session: ExplorerSession;
  /** Default 127.0.0.1: only this machine can connect. */
  readonly host?: string;
  /** 0 (the default): any free port. */
  readonly port?: number;
  /** Limits other than DEFAULT_LIMITS (tests shorten the timeouts). */
  readonly limits?: Partial<ExplorerLimits>;
  /** Told about requests that failed inside the server (a bug), which get a 500. */
  readonly onInternalError?: (error: Error) => void;
}

export interface RunningExplorer {
  /** `http://127.0.0.1:PORT/` */
  readonly url: string;
  readonly port: number;
  /** The page at the last state of `path` (with trace `traceId` alongside). */
  pageUrl(path: readonly number[], traceId?: number): string;
  /** Stops the searches and replays, closes every connection and the server. */
  close(): Promise<void>;
}

/** The request's target as a URL: a path (`//host/x` is the path `//host/x`, not another host); anything else is refused (400). */
function requestUrl(target: string): URL {
  const url = target.startsWith('/') ? URL.parse(`http://localhost${target}`) : null;
  if (url === null) throw new RequestError(400, `malformed request target '${excerpt(target)}'; ask for a path such as /api/model`);
  return url;
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL, id: number) => Promise<void> | void;

interface Route {
  readonly method: 'GET' | 'POST';
  readonly pattern: RegExp;
  /** What a POST must say its body is (front-door.ts). */
  readonly bodyType?: PostBodyType;
  readonly handler: Handler;
}

class ExplorerServer {
  readonly finds: FindJobs;
  readonly replays: TraceReplays;
  private readonly routes: readonly Route[];
  private uploads = 0;

  constructor(
    private readonly session: ExplorerSession,
    private readonly limits: ExplorerLimits,
    private readonly listenHost: string,
    private readonly onInternalError?: (error: Error) => void,
  ) {
    this.finds = new FindJobs(session);
    this.replays = new TraceReplays(session.spec.recipe, { threads: limits.replayThreads, memoryMiB: limits.replayMemoryMiB });
    const json = 'application/json';
    this.routes = [
      { method: 'GET', pattern: /^\/(?:index\.html)?$/, handler: (_, response) => this.page(response) },
      { method: 'GET', pattern: /^\/api\/model$/, handler: (_, response) => sendJson(response, 200, this.modelReport()) },
      {
        method: 'GET',
        pattern: /^\/api\/state$/,
        handler: (_, response, url) => sendJson(response, 200, stateReport(session, session.walk(parsePath(url.searchParams.get('path'))))),
      },
      { method: 'POST', pattern: /^\/api\/find$/, bodyType: json, handler: (request, response) => this.startFind(request, response) },
      {
        method: 'GET',
        pattern: /^\/api\/find\/([^/]+)$/,
        handler: (_, response, _url, id) => sendJson(response, 200, this.found(this.finds.report(id), id)),
      },
      {
        method: 'POST',
        pattern: /^\/api\/find\/([^/]+)\/stop$/,
        bodyType: json,
        handler: (request, response, _url, id) => this.stopFind(request, response, id),
      },
      {
        method: 'POST',
        pattern: /^\/api\/trace$/,
        bodyType: 'application/octet-stream',
        handler: (request, response, url) => this.openTrace(request, response, url),
      },
      {
        method: 'GET',
        pattern: /^\/api\/trace\/([^/]+)$/,
        handler: (_, response, _url, id) => sendJson(response, 200, this.traceOrFail(id)),
      },
    ];
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      admitOrigin(request, this.listenHost);
      const url = requestUrl(request.url ?? '/');
      const matches = this.routes.filter((route) => route.pattern.test(url.pathname));
      if (matches.length === 0)
        throw new RequestError(404, `no such page or API: ${excerpt(url.pathname)}; the API is under /api/ (model, state, find, trace)`);
      const route = matches.find((candidate) => candidate.method === request.method);
      if (route === undefined) {
        response.setHeader('Allow', matches.map((candidate) => candidate.method).join(', '));
        throw new RequestError(
          405,
          `${excerpt(request.method ?? 'this method')} is not allowed on ${excerpt(url.pathname)}; ` +
            `use ${matches.map((candidate) => candidate.method).join(' or ')}`,
        );
      }
      admitBodyType(request, route.bodyType ?? null);
      const idText = route.pattern.exec(url.pathname)?.[1];
      const id = idText === undefined ? 0 : parseId(idText, url.pathname.startsWith('/api/find') ? 'search' : 'trace');
      await route.handler(request, response, url, id);
    } catch (error) {
      this.fail(response, error);
    } finally {
      // a body refused or not wanted (a GET's) is dropped, within the upload limits
      dropRest(request, { bytes: this.limits.uploadBytes, stallMs: this.limits.stallMs });
    }
  }

  private fail(response: ServerResponse, error: unknown): void {
    if (error instanceof ClientGone || response.headersSent || response.destroyed) {
      response.destroy();
      return;
    }
    if (error instanceof RequestError) sendError(response, error);
    else if (error instanceof PathError) sendError(response, new RequestError(404, error.message));
    else {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.onInternalError?.(failure);
      sendError(response, new RequestError(500, `internal error: ${failure.message}`));
    }
  }

  private page(response: ServerResponse): void {
    const html = renderExplorerPage(this.modelReport());
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
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
      squares: this.session.monopoly === null ? [] : BOARD_SQUARES,
      values: this.session.valueVariables(),
    };
  }

  private jsonLimits() {
    return { bytes: this.limits.jsonBytes, stallMs: this.limits.stallMs };
  }

  private async startFind(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJsonObject(request, response, this.jsonLimits());
    const goal = body['goal'];
    if (typeof goal !== 'string')
      throw new RequestError(
        400,
        `'goal' must be a string: ${this.session
          .goals()
          .map((entry) => entry.goal)
          .join(', ')}`,
      );
    const path = body['path'] === undefined ? [0] : pathFromJson(body['path']);
    sendJson(response, 202, this.finds.start(path, goal));
  }

  private async stopFind(request: IncomingMessage, response: ServerResponse, id: number): Promise<void> {
    // the body, if any, says nothing; it is read (within the JSON limits) so that the connection can serve the next request
    await readBody(request, response, this.jsonLimits());
    sendJson(response, 200, this.found(await this.finds.stop(id), id));
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

  /** POST /api/trace?name=FILE with the file's bytes as the body; at most `limits.uploads` at once. */
  private async openTrace(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (this.uploads >= this.limits.uploads) {
      response.setHeader('Retry-After', '1');
      throw new RequestError(
        429,
        `${this.limits.uploads} trace uploads are being read or replayed already, the most at once; send this one again when one is done`,
      );
    }
    this.uploads++;
    try {
      const bytes = await readBody(request, response, { bytes: this.limits.uploadBytes, stallMs: this.limits.stallMs });
      const name = url.searchParams.get('name') ?? 'uploaded trace';
      if (bytes.every((byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09)) {
        throw new RequestError(400, `${excerpt(name)}: the upload is empty; send the trace file's bytes as the request body`);
      }
      const replay = await this.replays.replay(bytes, name);
      sendJson(response, 201, this.session.addTrace(replay));
    } catch (error) {
      if (error instanceof TraceLoadError) throw new RequestError(422, error.message);
      throw error;
    } finally {
      this.uploads--;
    }
  }
}

/** Starts the explorer's server; rejects with a sentence when it cannot listen (port taken, address unknown). */
export function startExplorer(options: ExplorerOptions): Promise<RunningExplorer> {
  const limits: ExplorerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const host = options.host ?? '127.0.0.1';
  const explorer = new ExplorerServer(options.session, limits, host, options.onInternalError);
  const server = createFrontDoor(limits, (request, response) => void explorer.handle(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `port ${options.port ?? 0} is in use; pass --port 0 for any free port`
          : error.code === 'EACCES'
            ? `no permission to listen on port ${options.port ?? 0}`
            : error.message;
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
          await Promise.all([explorer.finds.close(), explorer.replays.close()]);
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
