/**
 * Some bytes of a packed state as a key of 32-bit words: the words that hold
 * a kept byte, each with the other bytes masked out. A state is read through
 * a Uint32Array over its buffer, so a key is hashed and compared a word at a
 * time (repeat-cache.ts and holds-memo.ts remember states by such keys).
 */
export class MaskedWords {
  /** The words (of the state) that hold a kept byte, and for each the bits kept. */
  readonly words: Int32Array;
  readonly masks: Int32Array;
  /** The bytes of a state's words, the last one whole. */
  private readonly span: number;
  private viewOf: Uint8Array | null = null;
  private view: Int32Array = new Int32Array(0);
  /** Where `viewOf` starts in its buffer, in bytes. */
  private viewStart = 0;

  /** `keep[i]` is 1 for each byte i of a state that is part of the key. */
  constructor(keep: Uint8Array) {
    const masks = new Int32Array(Math.ceil(keep.length / 4));
    for (let i = 0; i < keep.length; i++) if (keep[i] === 1) masks[i >> 2] = (masks[i >> 2] as number) | (0xff << ((i & 3) * 8));
    const words: number[] = [];
    for (let w = 0; w < masks.length; w++) if (masks[w] !== 0) words.push(w);
    this.span = masks.length * 4;
    this.words = Int32Array.from(words);
    this.masks = Int32Array.from(words, (w) => masks[w] as number);
  }

  /** The key's length in words. */
  get length(): number {
    return this.words.length;
  }

  /**
   * Where the state at `source[offset..]` starts, as an index of 32-bit words in its buffer (whose view the other
   * methods read: made once per source array), or -1 when the state is not word-aligned or its last word is not all in
   * the buffer: then it has no key.
   */
  locate(source: Uint8Array, offset: number): number {
    // the same few buffers are asked about again and again: reading a typed array's buffer each time is a call
    if (this.viewOf !== source) {
      this.viewOf = source;
      this.viewStart = source.byteOffset;
      this.view = new Int32Array(source.buffer as ArrayBuffer, 0, source.buffer.byteLength >> 2);
    }
    const start = this.viewStart + offset;
    if ((start & 3) !== 0) return -1;
    return start + this.span <= this.view.length * 4 ? start >> 2 : -1;
  }

  /** The key's hash, for the state whose first word is `base` (from `locate`). */
  hash(base: number, seed: number): number {
    const view = this.view;
    const words = this.words;
    const masks = this.masks;
    let hash = Math.imul(seed + 1, 0x9e3779b1);
    for (let i = 0; i < words.length; i++)
      hash = Math.imul(hash ^ ((view[base + (words[i] as number)] as number) & (masks[i] as number)), 0x85ebca6b) ^ (hash >>> 15);
    return hash ^ (hash >>> 16);
  }

  /** Whether `keys[at..]` holds the key of the state at `base`. */
  matches(keys: Int32Array, at: number, base: number): boolean {
    const view = this.view;
    const words = this.words;
    const masks = this.masks;
    for (let i = 0; i < words.length; i++)
      if (keys[at + i] !== ((view[base + (words[i] as number)] as number) & (masks[i] as number))) return false;
    return true;
  }

  /** Writes the key of the state at `base` at `keys[at..]`. */
  store(keys: Int32Array, at: number, base: number): void {
    const view = this.view;
    const words = this.words;
    const masks = this.masks;
    for (let i = 0; i < words.length; i++) keys[at + i] = (view[base + (words[i] as number)] as number) & (masks[i] as number);
  }
}
