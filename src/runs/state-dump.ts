/**
 * `check --dump FILE` (TLC's -dump): every distinct state written to FILE as
 * the search numbers it, in TLC's order and form (tlc/tlc-dump.ts), through
 * a buffer, so that a dump of millions of states holds none of them in
 * memory. A write that fails (a full disk) stops the dump, never the
 * search: `finish` says why.
 */
import type { Model } from '../engine/model.js';
import type { StateGraphListener } from '../engine/options.js';
import { renderDumpedState } from '../tlc/tlc-dump.js';
import { inOrder, type TlcTraceForm } from '../tlc/tlc-trace-form.js';
import { BufferedFile } from './buffered-file.js';

export class StateDump implements StateGraphListener {
  private readonly file: BufferedFile;
  private order: readonly string[] | null = null;
  /** States written (or waiting to be). */
  states = 0;

  /** Opens (and empties) `path`; throws as openSync does when it cannot (check the path first: output-paths.ts). */
  constructor(
    path: string,
    private readonly form: TlcTraceForm,
  ) {
    this.file = new BufferedFile(path);
  }

  /** Writes state `ordinal + 1`; ordinal 0 again means the search started again (a wider layout), so the file does too. */
  state(ordinal: number, _parent: number, _fingerprint: Uint32Array, state: Uint8Array, offset: number, model: Model): void {
    if (ordinal === 0) this.file.restart();
    if (this.file.failed) return;
    const values = model.toTla(state, offset);
    this.order ??= inOrder(this.form.printOrder, Object.keys(values));
    this.file.write(renderDumpedState(ordinal + 1, values, this.order));
    this.states = ordinal + 1;
  }

  /** Writes what is left and closes the file: null when every state was written, else why the dump stopped. */
  finish(): string | null {
    return this.file.finish();
  }
}
