/** Control messages go on the wire as msgpack: what is encoded decodes to the same value, and bytes that are not a message decode to null. */
import { describe, expect, it } from 'vitest';
import { decode, encode, type ControlMessage, type ReportMessage } from '../../../src/cluster/protocol/messages.js';

describe('encode and decode', () => {
  it('round-trip a control step and a report', () => {
    const control: ControlMessage = {
      step: 7,
      heartbeat: false,
      body: { t: 'level', level: 3, attempt: 1, childLevel: 4, initial: false, ranges: [{ start: 10, count: 5 }] },
    };
    const report: ReportMessage = {
      rank: 1,
      step: 7,
      heartbeat: true,
      report: { t: 'counted', newStates: 12, stopped: false, links: { chunks: 1, items: 12, checksum: 0xdeadbeef } },
      progress: { generated: 40, expanded: 5, residentBytes: 2 ** 33, visitedSetBytes: 4096, bytesOut: 123 },
    };
    expect(decode<ControlMessage>(encode(control))).toEqual(control);
    expect(decode<ReportMessage>(encode(report))).toEqual(report);
  });

  it('decode gives null for bytes cut short (a message that cannot be read)', () => {
    const whole = encode({ step: 1, heartbeat: true, body: { t: 'wait' } });
    expect(decode(whole.subarray(0, whole.length - 2))).toBeNull();
    expect(decode(new Uint8Array(0))).toBeNull();
    expect(decode(new Uint8Array([0x92, 0x01]))).toBeNull();
  });
});
