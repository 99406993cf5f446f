/** The states of one BFS level, for the liveness graph builder. */

/** A level of states, packed at a stride of whole 32-bit words (so the model copies them by words). */
export class LevelQueue {
  bytes: Uint8Array;
  private words: Uint32Array;
  count = 0;

  constructor(readonly stride: number) {
    this.bytes = new Uint8Array(stride * 1024);
    this.words = new Uint32Array(this.bytes.buffer);
  }

  append(words: Uint32Array, fromWord: number): void {
    const wordsPerState = this.stride >> 2;
    const at = this.count * wordsPerState;
    if (at + wordsPerState > this.words.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
      this.words = new Uint32Array(grown.buffer);
    }
    const into = this.words;
    for (let w = 0; w < wordsPerState; w++) into[at + w] = words[fromWord + w] as number;
    this.count++;
  }
}
