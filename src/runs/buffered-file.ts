/**
 * A file written as a search goes (--dump, --dump-dot), through a buffer: a
 * write that fails (a full disk) stops the writing, never the search, and
 * `finish` says why. `restart` empties it, for a search that starts again.
 */
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { writeFailure } from './output-paths.js';

/** Characters gathered before they are written. */
const BUFFER_CHARACTERS = 1 << 16;

export class BufferedFile {
  private readonly fd: number;
  private pending: string[] = [];
  private pendingLength = 0;
  /** Where the next write goes in the file. */
  private position = 0;
  private failure: string | null = null;

  /** Opens (and empties) `path`; throws as openSync does when it cannot (check the path first: output-paths.ts). */
  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  /** Whether a write failed (later writes are dropped). */
  get failed(): boolean {
    return this.failure !== null;
  }

  write(text: string): void {
    if (this.failure !== null) return;
    this.pending.push(text);
    this.pendingLength += text.length;
    if (this.pendingLength >= BUFFER_CHARACTERS) this.flush();
  }

  /** Empties the file, and what waits to be written. */
  restart(): void {
    this.pending = [];
    this.pendingLength = 0;
    if (this.position === 0) return;
    this.attempt(() => ftruncateSync(this.fd, 0));
    this.position = 0;
  }

  /** Writes what is left and closes the file: null when everything was written, else why the writing stopped. */
  finish(): string | null {
    this.flush();
    try {
      closeSync(this.fd);
    } catch (error) {
      this.failure ??= writeFailure(error);
    }
    return this.failure;
  }

  private flush(): void {
    if (this.pending.length === 0 || this.failure !== null) return;
    const bytes = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.pendingLength = 0;
    this.attempt(() => {
      for (let written = 0; written < bytes.length;)
        written += writeSync(this.fd, bytes, written, bytes.length - written, this.position + written);
    });
    this.position += bytes.length;
  }

  private attempt(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.failure = writeFailure(error);
    }
  }
}
