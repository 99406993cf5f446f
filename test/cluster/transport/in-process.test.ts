/**
 * The in-process transport: a message reaches every matching subscriber of
 * the bus on a later turn of the event loop (never during publish), as a
 * copy; a closed participant sends and receives nothing; its key-value
 * buckets keep revisions.
 */
import { describe, expect, it } from 'vitest';
import { InProcessBus } from '../../../src/cluster/transport/in-process.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('InProcessBus and InProcessTransport', () => {
  it('delivers to matching subscribers only, later, and a copy of the payload', async () => {
    const bus = new InProcessBus();
    const [a, b] = [bus.connect(), bus.connect()];
    const got: string[] = [];
    a.subscribe('mc.x.>', (payload, subject) => got.push(`a ${subject} ${Array.from(payload).join()}`));
    b.subscribe('mc.x.ctl', (payload, subject) => got.push(`b ${subject} ${Array.from(payload).join()}`));
    const payload = Uint8Array.from([1, 2]);
    b.publish('mc.x.ctl', payload);
    b.publish('mc.x.up', Uint8Array.from([3]));
    b.publish('mc.y.ctl', Uint8Array.from([4]));
    payload[0] = 9;
    expect(got).toEqual([]);
    await b.flush();
    expect(got.sort()).toEqual(['a mc.x.ctl 1,2', 'a mc.x.up 3', 'b mc.x.ctl 1,2']);
    expect([b.bytesOut, a.bytesIn, b.bytesIn]).toEqual([4, 3, 2]);
    expect(a.lost).toBeNull();
  });

  it('delivers nothing after an unsubscribe, nor to a closed participant, and a closed one sends nothing', async () => {
    const bus = new InProcessBus();
    const [a, b] = [bus.connect(), bus.connect()];
    const got: string[] = [];
    const subscription = a.subscribe('s', () => got.push('a'));
    b.subscribe('s', () => got.push('b'));
    a.publish('s', new Uint8Array(1));
    subscription.unsubscribe();
    await turn();
    expect(got).toEqual(['b']);
    a.subscribe('s', () => got.push('a again'));
    a.publish('s', new Uint8Array(1));
    await b.close();
    await turn();
    expect(got).toEqual(['b', 'a again']);
    b.publish('s', new Uint8Array(1));
    await turn();
    expect(got).toEqual(['b', 'a again']);
    expect(b.bytesOut).toBe(0);
  });

  it('shares buckets between participants: null for a missing key, a copy of what was put, a new revision per put', async () => {
    const bus = new InProcessBus();
    const one = await bus.connect().keyValue('bucket');
    const other = await bus.connect().keyValue('bucket');
    const elsewhere = await bus.connect().keyValue('another');
    expect(await one.get('k')).toBeNull();
    const value = Uint8Array.from([5]);
    const first = await one.put('k', value);
    value[0] = 6;
    const second = await one.put('j', value);
    expect(second).toBeGreaterThan(first);
    expect(await other.get('k')).toEqual({ value: Uint8Array.from([5]), revision: first });
    expect(await elsewhere.get('k')).toBeNull();
  });
});
