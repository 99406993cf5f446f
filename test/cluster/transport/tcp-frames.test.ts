/** The TCP transport's frames: what encodeFrame writes, a FrameReader cuts out again, however the bytes arrive; request ids go before a body. */
import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameReader, idOf, Op, withId, type Frame } from '../../../src/cluster/transport/tcp-frames.js';

const read = (pieces: readonly Buffer[]): Frame[] => {
  const frames: Frame[] = [];
  const reader = new FrameReader((frame) => frames.push(frame));
  for (const piece of pieces) reader.push(piece);
  return frames;
};

const plain = (frames: readonly Frame[]) => frames.map(({ op, subject, payload }) => ({ op, subject, payload: Array.from(payload) }));

describe('encodeFrame', () => {
  it('writes the length of the rest, the op, the subject with its length, then the payload', () => {
    const frame = encodeFrame(Op.publish, 'a.é', Uint8Array.from([7, 8]));
    expect(Array.from(frame)).toEqual([9, 0, 0, 0, Op.publish, 4, 0, 0x61, 0x2e, 0xc3, 0xa9, 7, 8]);
    expect(Array.from(encodeFrame(Op.ping, ''))).toEqual([3, 0, 0, 0, Op.ping, 0, 0]);
  });
});

describe('FrameReader', () => {
  const frames = [
    encodeFrame(Op.publish, 'mc.x.ctl', Uint8Array.from([1, 2, 3])),
    encodeFrame(Op.subscribe, 'mc.>'),
    encodeFrame(Op.kvPut, 'b/k', withId(9, Uint8Array.from([4]))),
  ];
  const expected = [
    { op: Op.publish, subject: 'mc.x.ctl', payload: [1, 2, 3] },
    { op: Op.subscribe, subject: 'mc.>', payload: [] },
    { op: Op.kvPut, subject: 'b/k', payload: [9, 0, 0, 0, 4] },
  ];

  it('cuts frames that arrive together', () => {
    expect(plain(read([Buffer.concat(frames)]))).toEqual(expected);
  });

  it('cuts frames that arrive a byte at a time, and waits for the rest of one cut short', () => {
    const all = Buffer.concat(frames);
    expect(plain(read([...all].map((byte) => Buffer.from([byte]))))).toEqual(expected);
    expect(read([all.subarray(0, 3)])).toEqual([]);
    expect(plain(read([all.subarray(0, (frames[0] as Buffer).length + 2)]))).toEqual(expected.slice(0, 1));
  });

  it('gives each payload a buffer of its own', () => {
    const [frame] = read([encodeFrame(Op.message, 's', Uint8Array.from([1, 2, 3, 4]))]);
    expect(frame?.payload.byteOffset).toBe(0);
    expect(frame?.payload.buffer.byteLength).toBe(4);
  });
});

describe('withId and idOf', () => {
  it('put a little-endian request id before a body, and read it back (also from a view into a larger buffer)', () => {
    const bytes = withId(0x01020304, Uint8Array.from([9]));
    expect(Array.from(bytes)).toEqual([4, 3, 2, 1, 9]);
    expect(idOf(bytes)).toBe(0x01020304);
    const larger = new Uint8Array(7);
    larger.set(withId(77), 3);
    expect(idOf(larger.subarray(3))).toBe(77);
  });
});
