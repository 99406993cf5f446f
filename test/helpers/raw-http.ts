/**
 * HTTP as a careless or hostile client speaks it, for the explorer's front
 * door: any method, path, Host, Origin and Content-Type (fetch() would fix
 * some of them), bytes written raw and left hanging, connections dropped.
 */
import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  /** Milliseconds from sending to the end of the answer. */
  readonly ms: number;
}

export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly headers?: OutgoingHttpHeaders;
  readonly body?: string | Buffer;
}

/** Sends one request with exactly these headers (Host included) and reads the whole answer; rejects if it has not come after `giveUpMs`. */
export function exchange(port: number, sent: Exchange, agent?: Agent, giveUpMs = 30_000): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer to ${sent.method} ${sent.path.slice(0, 100)} within ${giveUpMs} ms`));
    }, giveUpMs);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: sent.method,
        path: sent.path,
        headers: { Host: `127.0.0.1:${port}`, ...sent.headers },
        ...(agent !== undefined && { agent }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(sent.body);
  });
}

export interface RawAnswer {
  /** Everything the server wrote before it closed the connection. */
  readonly text: string;
  /** The status of the first answer, 0 when none came. */
  readonly status: number;
  /** Milliseconds from connecting to the close. */
  readonly ms: number;
}

/**
 * Connects, lets `speak` write what it wants (and keep writing: it gets the
 * socket), and resolves once the server closes the connection; rejects if it
 * is still open after `giveUpMs`.
 */
export function rawConnection(port: number, speak: (socket: Socket) => void, giveUpMs = 10_000): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => speak(socket));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms; it wrote: ${JSON.stringify(text.slice(0, 200))}`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), ms: performance.now() - started });
    });
  });
}

/** The JSON body of a raw answer (after the blank line). */
export function rawBody(answer: RawAnswer): unknown {
  return JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4));
}
