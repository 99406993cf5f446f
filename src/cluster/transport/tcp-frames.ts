/**
 * The frames of the minimal TCP transport (tcp-broker.ts, tcp-transport.ts),
 * which lets tests run a cluster between processes without a nats-server:
 * [u32 length of the rest][u8 op][u16 subject length][subject][payload].
 */
export const Op = {
  subscribe: 1,
  unsubscribe: 2,
  publish: 3,
  message: 4,
  kvGet: 5,
  kvPut: 6,
  kvReply: 7,
  ping: 8,
  pong: 9,
} as const;

export interface Frame {
  readonly op: number;
  readonly subject: string;
  readonly payload: Uint8Array;
}

export function encodeFrame(op: number, subject: string, payload: Uint8Array = new Uint8Array(0)): Buffer {
  const name = Buffer.from(subject, 'utf8');
  const frame = Buffer.allocUnsafe(4 + 1 + 2 + name.length + payload.length);
  frame.writeUInt32LE(frame.length - 4, 0);
  frame.writeUInt8(op, 4);
  frame.writeUInt16LE(name.length, 5);
  name.copy(frame, 7);
  frame.set(payload, 7 + name.length);
  return frame;
}

/** Cuts a byte stream into frames. */
export class FrameReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly onFrame: (frame: Frame) => void) {}

  push(data: Buffer): void {
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    let at = 0;
    while (this.pending.length - at >= 4) {
      const length = this.pending.readUInt32LE(at);
      if (this.pending.length - at - 4 < length) break;
      const op = this.pending.readUInt8(at + 4);
      const nameLength = this.pending.readUInt16LE(at + 5);
      const subject = this.pending.toString('utf8', at + 7, at + 7 + nameLength);
      const payload = new Uint8Array(this.pending.subarray(at + 7 + nameLength, at + 4 + length));
      at += 4 + length;
      this.onFrame({ op, subject, payload });
    }
    this.pending = this.pending.subarray(at);
  }
}

/** A request id and its body, for the key-value and ping frames. */
export function withId(id: number, body: Uint8Array = new Uint8Array(0)): Uint8Array {
  const bytes = new Uint8Array(4 + body.length);
  new DataView(bytes.buffer).setUint32(0, id, true);
  bytes.set(body, 4);
  return bytes;
}

export function idOf(payload: Uint8Array): number {
  return new DataView(payload.buffer, payload.byteOffset, payload.byteLength).getUint32(0, true);
}
