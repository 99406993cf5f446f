/**
 * 64-bit xxHash fingerprints of packed states, computed by xxhash-wasm's own
 * WebAssembly code without a BigInt per call.
 *
 * xxhash-wasm's JavaScript API returns every 64-bit hash as a BigInt (about
 * 170 ns a call with the split into two words). Here its `xxh64` export is
 * called from a 60-byte WebAssembly shim that stores the result in memory,
 * so JavaScript reads two 32-bit words instead (about 30 ns a call). The
 * hash is bit-for-bit xxhash-wasm's `h64Raw` (a test checks it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** (module (import "env" "xxh64" (func (param i32 i32 i64) (result i64))) (import "env" "mem" (memory 0))
 *   (func (export "hashInto") (param $ptr i32) (param $len i32) (param $out i32)
 *     (i64.store (local.get $out) (call 0 (local.get $ptr) (local.get $len) (i64.const 0))))) */
const SHIM_WASM = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  // type section: [i32 i32 i64] -> [i64], [i32 i32 i32] -> []
  0x01, 0x0e, 0x02, 0x60, 0x03, 0x7f, 0x7f, 0x7e, 0x01, 0x7e, 0x60, 0x03, 0x7f, 0x7f, 0x7f, 0x00,
  // import section: env.xxh64 (func type 0), env.mem (memory, min 0)
  0x02, 0x18, 0x02, 0x03, 0x65, 0x6e, 0x76, 0x05, 0x78, 0x78, 0x68, 0x36, 0x34, 0x00, 0x00,
  0x03, 0x65, 0x6e, 0x76, 0x03, 0x6d, 0x65, 0x6d, 0x02, 0x00, 0x00,
  // function section: one function of type 1
  0x03, 0x02, 0x01, 0x01,
  // export section: "hashInto" = function 1
  0x07, 0x0c, 0x01, 0x08, 0x68, 0x61, 0x73, 0x68, 0x49, 0x6e, 0x74, 0x6f, 0x00, 0x01,
  // code section
  0x0a, 0x11, 0x01, 0x0f, 0x00, 0x20, 0x02, 0x20, 0x00, 0x20, 0x01, 0x42, 0x00, 0x10, 0x00, 0x37, 0x03, 0x00, 0x0b,
]);

const PAGE_BYTES = 65536;
/** Where the 8-byte result is stored in WebAssembly memory. */
const RESULT_OFFSET = 0;

let compiled: { xxhash: WebAssembly.Module; shim: WebAssembly.Module } | undefined;

function compileModules(): { xxhash: WebAssembly.Module; shim: WebAssembly.Module } {
  if (compiled === undefined) {
    // xxhash-wasm ships its WebAssembly binary beside its JavaScript; its exports map hides the file, so resolve from the entry point.
    const entry = fileURLToPath(import.meta.resolve('xxhash-wasm'));
    const wasmPath = new URL('../workerd/xxhash.wasm', `file://${entry}`);
    compiled = { xxhash: new WebAssembly.Module(readFileSync(wasmPath)), shim: new WebAssembly.Module(SHIM_WASM) };
  }
  return compiled;
}

/**
 * A fingerprinting unit with its own WebAssembly memory. `bytes` is a view of
 * that memory: write a state at `scratchOffset`, call `hash`, read `high`.
 */
export class Fingerprinter {
  readonly bytes: Uint8Array;
  /** The same memory as 32-bit words. */
  readonly words: Uint32Array;
  /** Where callers write what they hash; a multiple of 4. */
  readonly scratchOffset: number;
  /** The high 32 bits of the last fingerprint. */
  high = 0;
  private readonly hashInto: (pointer: number, length: number, out: number) => void;

  /** `scratchBytes`: how many bytes of scratch space the caller needs after `scratchOffset`. */
  constructor(scratchBytes: number) {
    const modules = compileModules();
    const xxhash = new WebAssembly.Instance(modules.xxhash, {});
    const memory = xxhash.exports.mem as WebAssembly.Memory;
    const shim = new WebAssembly.Instance(modules.shim, { env: { xxh64: xxhash.exports.xxh64, mem: memory } });
    this.hashInto = shim.exports.hashInto as (pointer: number, length: number, out: number) => void;
    this.scratchOffset = 64;
    const needed = this.scratchOffset + scratchBytes + 4;
    if (memory.buffer.byteLength < needed) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE_BYTES));
    // the memory never grows after this point, so these views stay valid
    this.bytes = new Uint8Array(memory.buffer);
    this.words = new Uint32Array(memory.buffer);
  }

  /**
   * Fingerprints `length` bytes at `offset` of `bytes`; returns the low 32 bits
   * and leaves the high 32 bits in `high`. A word of 0 marks an empty slot in
   * the visited set, so either half that hashes to 0 is mapped to 1.
   */
  hash(offset: number, length: number): number {
    this.hashInto(offset, length, RESULT_OFFSET);
    const low = this.words[RESULT_OFFSET >> 2] as number;
    const high = this.words[(RESULT_OFFSET >> 2) + 1] as number;
    this.high = high === 0 ? 1 : high;
    return low === 0 ? 1 : low;
  }
}
