/**
 * `check --dump FILE` (TLC's -dump): every distinct state written to FILE as
 * the search numbers it, in TLC's order and form (tlc/tlc-dump.ts), through
 * a buffer, so that a dump of millions of states holds none of them in
 * memory. A write that fails (a full disk) stops the dump, never the
 * search: `finish` says why.
 */
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import type { Model } from '../engine/model.js';
import { renderDumpedState } from '../tlc/tlc-dump.js';
import { inOrder, type TlcTraceForm } from '../tlc/tlc-trace-form.js';
import { writeFailure } from './output-paths.js';

/** Bytes gathered before they are written. */
const BUFFER_BYTES = 1 << 16;

export class StateDump {
  private readonly fd: number;
  private pending: string[] = [];
  private pendingLength = 0;
  /** Where the next write goes in the file. */
  private position = 0;
  private order: readonly string[] | null = null;
  private failure: string | null = null;
  /** States written (or waiting to be). */
  states = 0;

  /** Opens (and empties) `path`; throws as openSync does when it cannot (check the path first: output-paths.ts). */
  constructor(path: string, private readonly form: TlcTraceForm) {
    this.fd = openSync(path, 'w');
  }

  /** For CheckOptions.onDistinctState: writes state `ordinal + 1`; ordinal 0 again means the search started again (a wider layout), so the file does too. */
  readonly onDistinctState = (ordinal: number, state: Uint8Array, offset: number, model: Model): void => {
    if (this.failure !== null) return;
    if (ordinal === 0) this.restart();
    const values = model.toTla(state, offset);
    this.order ??= inOrder(this.form.printOrder, Object.keys(values));
    const text = renderDumpedState(ordinal + 1, values, this.order);
    this.pending.push(text);
    this.pendingLength += text.length;
    this.states = ordinal + 1;
    if (this.pendingLength >= BUFFER_BYTES) this.flush();
  };

  /** Writes what is left and closes the file: null when every state was written, else why the dump stopped. */
  finish(): string | null {
    this.flush();
    try {
      closeSync(this.fd);
    } catch (error) {
      this.failure ??= writeFailure(error);
    }
    return this.failure;
  }

  private restart(): void {
    this.pending = [];
    this.pendingLength = 0;
    this.states = 0;
    if (this.position === 0) return;
    this.attempt(() => ftruncateSync(this.fd, 0));
    this.position = 0;
  }

  private flush(): void {
    if (this.pending.length === 0 || this.failure !== null) return;
    const bytes = Buffer.from(this.pending.join(''), 'utf8');
    this.pending = [];
    this.pendingLength = 0;
    this.attempt(() => {
      for (let written = 0; written < bytes.length; ) written += writeSync(this.fd, bytes, written, bytes.length - written, this.position + written);
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
