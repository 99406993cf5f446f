/**
 * Fingerprints of packed states: xxHash64 computed by xxhash-wasm's own
 * WebAssembly code without a BigInt per call. A fingerprint is 64 bits (two
 * 32-bit words: xxh64 with seed 0) or 128 bits (four words: xxh64 with seed
 * 0, then with seed SECOND_SEED); its first 64 bits are the same either way.
 *
 * xxhash-wasm's JavaScript API returns every 64-bit hash as a BigInt (about
 * 170 ns a call with the split into two words). Here its `xxh64` export is
 * called from a small WebAssembly shim that stores the result in memory, so
 * JavaScript reads 32-bit words instead (about 30 ns a call). Each hash is
 * stored rotated by 32 bits, so its high word comes first: word 0 is the
 * "high" word and word 1 the "low" word of the fingerprint tables. The
 * hashes are bit for bit xxhash-wasm's `h64Raw` (a test checks it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The widths a run may choose for its fingerprints, in bits (CheckOptions.fingerprintBits). */
export const FINGERPRINT_BITS = [64, 96, 128] as const;
export type FingerprintBits = (typeof FINGERPRINT_BITS)[number];

/** 32-bit words of a fingerprint of `bits` bits. */
export function fingerprintWords(bits: FingerprintBits): number {
  return bits / 32;
}

/** The seed of the second 64 bits of a wide fingerprint (2^32 / golden ratio, a prime): any seed but 0 would do. */
export const SECOND_SEED = 0x9e3779b1n;

/**
 * (module (import "env" "xxh64" (func $h (param i32 i32 i64) (result i64))) (import "env" "mem" (memory 0))
 *   (func (export "hashInto") (param $ptr i32) (param $len i32) (param $out i32)
 *     (i64.store (local.get $out) (i64.rotl (call $h (local.get $ptr) (local.get $len) (i64.const 0)) (i64.const 32))))
 *   (func (export "hashWideInto") (param $ptr i32) (param $len i32) (param $out i32)
 *     (i64.store (local.get $out) (i64.rotl (call $h (local.get $ptr) (local.get $len) (i64.const 0)) (i64.const 32)))
 *     (i64.store offset=8 (local.get $out)
 *       (i64.rotl (call $h (local.get $ptr) (local.get $len) (i64.const 0x9e3779b1)) (i64.const 32))))) */
const SHIM_WASM = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  // type section: [i32 i32 i64] -> [i64], [i32 i32 i32] -> []
  0x01, 0x0e, 0x02, 0x60, 0x03, 0x7f, 0x7f, 0x7e, 0x01, 0x7e, 0x60, 0x03, 0x7f, 0x7f, 0x7f, 0x00,
  // import section: env.xxh64 (func type 0), env.mem (memory, min 0)
  0x02, 0x18, 0x02, 0x03, 0x65, 0x6e, 0x76, 0x05, 0x78, 0x78, 0x68, 0x36, 0x34, 0x00, 0x00, 0x03, 0x65, 0x6e, 0x76, 0x03, 0x6d, 0x65, 0x6d,
  0x02, 0x00, 0x00,
  // function section: two functions of type 1
  0x03, 0x03, 0x02, 0x01, 0x01,
  // export section: "hashInto" = function 1, "hashWideInto" = function 2
  0x07, 0x1b, 0x02, 0x08, 0x68, 0x61, 0x73, 0x68, 0x49, 0x6e, 0x74, 0x6f, 0x00, 0x01, 0x0c, 0x68, 0x61, 0x73, 0x68, 0x57, 0x69, 0x64, 0x65,
  0x49, 0x6e, 0x74, 0x6f, 0x00, 0x02,
  // code section: two bodies
  0x0a, 0x3b, 0x02, 0x12, 0x00, 0x20, 0x02, 0x20, 0x00, 0x20, 0x01, 0x42, 0x00, 0x10, 0x00, 0x42, 0x20, 0x89, 0x37, 0x03, 0x00, 0x0b, 0x26,
  0x00, 0x20, 0x02, 0x20, 0x00, 0x20, 0x01, 0x42, 0x00, 0x10, 0x00, 0x42, 0x20, 0x89, 0x37, 0x03, 0x00, 0x20, 0x02, 0x20, 0x00, 0x20, 0x01,
  0x42, 0xb1, 0xf3, 0xdd, 0xf1, 0x09, 0x10, 0x00, 0x42, 0x20, 0x89, 0x37, 0x03, 0x08, 0x0b,
]);

const PAGE_BYTES = 65536;
/** Where the fingerprint (8 or 16 bytes) is stored in WebAssembly memory. */
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
 * that memory: write a state at `scratchOffset`, call `hash`, read `fingerprint`.
 */
export class Fingerprinter {
  readonly bytes: Uint8Array;
  /** The same memory as 32-bit words. */
  readonly words: Uint32Array;
  /** Where callers write what they hash; a multiple of 4. */
  readonly scratchOffset: number;
  /** The last fingerprint, `width` words (see fingerprint-table.ts): a view of the memory that each `hash` overwrites. */
  readonly fingerprint: Uint32Array;
  private readonly hashInto: (pointer: number, length: number, out: number) => void;

  /**
   * `scratchBytes`: how many bytes of scratch space the caller needs after `scratchOffset`; `width`:
   * words per fingerprint (2 to 4: the first `width` words of the 128-bit hash when more than 2).
   */
  constructor(
    scratchBytes: number,
    readonly width = 2,
  ) {
    if (!Number.isInteger(width) || width < 2 || width > 4) throw new RangeError(`a fingerprint is 2 to 4 words, got ${width}`);
    const modules = compileModules();
    const xxhash = new WebAssembly.Instance(modules.xxhash, {});
    const memory = xxhash.exports.mem as WebAssembly.Memory;
    const shim = new WebAssembly.Instance(modules.shim, { env: { xxh64: xxhash.exports.xxh64, mem: memory } });
    this.hashInto = shim.exports[width === 2 ? 'hashInto' : 'hashWideInto'] as (pointer: number, length: number, out: number) => void;
    this.scratchOffset = 64;
    const needed = this.scratchOffset + scratchBytes + 4;
    if (memory.buffer.byteLength < needed) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE_BYTES));
    // the memory never grows after this point, so these views stay valid
    this.bytes = new Uint8Array(memory.buffer);
    this.words = new Uint32Array(memory.buffer);
    this.fingerprint = this.words.subarray(RESULT_OFFSET >> 2, (RESULT_OFFSET >> 2) + width);
  }

  /**
   * Fingerprints `length` bytes at `offset` of `bytes` into `fingerprint`. A
   * word 1 of 0 marks an empty slot in the tables, so words 0 and 1 are
   * normalized (0 becomes 1).
   */
  hash(offset: number, length: number): void {
    this.hashInto(offset, length, RESULT_OFFSET);
    const words = this.words;
    if (words[RESULT_OFFSET >> 2] === 0) words[RESULT_OFFSET >> 2] = 1;
    if (words[(RESULT_OFFSET >> 2) + 1] === 0) words[(RESULT_OFFSET >> 2) + 1] = 1;
  }
}
