/** The bounded waits every transport is built on: an answer within the wait, or one sentence; a server that falls silent is found; NATS's subject wildcard. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredWithin, ServerSilentError, ServerWatch, subjectMatches } from '../../../src/cluster/transport/transport.js';

const never = () => new Promise<never>(() => {});

describe('answeredWithin', () => {
  it('gives the answer that comes in time', async () => {
    await expect(answeredWithin(Promise.resolve(7), 1, 'nats://h:1')).resolves.toBe(7);
  });

  it('fails with a ServerSilentError naming the server and the wait, and gives up what was waited on', async () => {
    let givenUp = false;
    const started = performance.now();
    const waited = answeredWithin(never(), 0.05, 'nats://h:1', () => (givenUp = true));
    await expect(waited).rejects.toThrow(new ServerSilentError('the cluster server at nats://h:1 did not answer within 0.05 s'));
    expect(givenUp).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('ServerWatch', () => {
  // its pings and waits are timers: faked, so that a busy machine cannot make a ping late, and the test takes no time
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('pings every half wait, at least a second apart, and says a server is lost once a ping goes unanswered for the wait, and not before', async () => {
    const lost: string[] = [];
    let answering = true;
    let pings = 0;
    const watch = new ServerWatch(
      () => (pings++, answering ? Promise.resolve() : never()),
      0.2,
      'tcp://h:2',
      (why) => lost.push(why),
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect([pings, lost]).toEqual([3, []]);
    answering = false;
    // the next ping goes at 4 s, unanswered; lost at 4.2 s
    await vi.advanceTimersByTimeAsync(600);
    expect([pings, lost]).toEqual([4, []]);
    await vi.advanceTimersByTimeAsync(200);
    expect(lost).toEqual(['the cluster server at tcp://h:2 has not answered for 0.2 s']);
    await vi.advanceTimersByTimeAsync(5000);
    expect([pings, lost.length]).toEqual([4, 1]);
    watch.stop();
  });

  it('says how a ping failed', async () => {
    const lost: string[] = [];
    const watch = new ServerWatch(
      () => Promise.reject(new Error('socket closed')),
      4,
      'tcp://h:4',
      (why) => lost.push(why),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(lost).toEqual(['the connection to the cluster server at tcp://h:4 failed (socket closed)']);
    watch.stop();
  });

  it('says nothing once stopped', async () => {
    const lost: string[] = [];
    const watch = new ServerWatch(never, 0.1, 'tcp://h:3', (why) => lost.push(why));
    watch.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(lost).toEqual([]);
  });
});

describe('subjectMatches', () => {
  it('matches a subject exactly, or every subject under a pattern ending in .>', () => {
    expect(subjectMatches('mc.a.ctl', 'mc.a.ctl')).toBe(true);
    expect(subjectMatches('mc.a.ctl', 'mc.a.ctl2')).toBe(false);
    expect(subjectMatches('mc.a.>', 'mc.a.r.x.ctl')).toBe(true);
    expect(subjectMatches('mc.a.>', 'mc.ab.ctl')).toBe(false);
    expect(subjectMatches('mc.a.>', 'mc.a')).toBe(false);
  });
});
