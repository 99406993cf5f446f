/**
 * A cluster URL to a transport: a URL that cannot name a cluster server is
 * refused with what is wrong with it (the command line words it as --cluster); a tcp:// URL reaches the
 * test broker; a server that cannot be reached is said with its URL.
 */
import { describe, expect, it } from 'vitest';
import { ClusterUrlError, clusterUrlProblem, connectTransport } from '../../../src/cluster/transport/connect.js';
import { startTcpBroker } from '../../../src/cluster/transport/tcp-broker.js';
import { TcpTransport } from '../../../src/cluster/transport/tcp-transport.js';

describe('clusterUrlProblem', () => {
  it('takes nats://, tls:// and tcp:// URLs with a host (tcp:// with a port), credentials included', () => {
    for (const url of ['nats://127.0.0.1:4222', 'nats://server', 'tls://user:secret@host:4443', 'nats://token@h', 'tcp://127.0.0.1:9000'])
      expect(clusterUrlProblem(url), url).toBeNull();
  });

  it('says what is wrong with any other, as a kind the caller words', () => {
    expect(clusterUrlProblem('127.0.0.1:4222')).toBe('not-a-url');
    expect(clusterUrlProblem('localhost:4222')).toBe('scheme');
    expect(clusterUrlProblem('not a url')).toBe('not-a-url');
    expect(clusterUrlProblem('http://x')).toBe('scheme');
    expect(clusterUrlProblem('nats://')).toBe('no-host');
    expect(clusterUrlProblem('tcp://127.0.0.1')).toBe('no-port');
  });
});

describe('connectTransport', () => {
  it("refuses a bad URL with a ClusterUrlError in the library's words before connecting", async () => {
    const refused = connectTransport('http://x');
    await expect(refused).rejects.toMatchObject({ url: 'http://x', problem: 'scheme' });
    await expect(refused).rejects.toBeInstanceOf(ClusterUrlError);
    await expect(refused).rejects.toThrow("a cluster URL is a nats://, tls:// or tcp:// URL; got 'http://x'");
    await expect(connectTransport('tcp://127.0.0.1')).rejects.toThrow("a tcp:// cluster URL needs a port; got 'tcp://127.0.0.1'");
  });

  it('reaches the test broker at a tcp:// URL', async () => {
    const broker = await startTcpBroker();
    const transport = await connectTransport(`tcp://127.0.0.1:${broker.port}`, undefined, 5);
    expect(transport).toBeInstanceOf(TcpTransport);
    expect(transport.lost).toBeNull();
    await transport.close();
    await broker.close();
  });

  it('says which server it cannot reach, and why, for tcp:// and nats://', async () => {
    const broker = await startTcpBroker();
    const port = broker.port;
    await broker.close();
    for (const scheme of ['tcp', 'nats']) {
      const refused = connectTransport(`${scheme}://127.0.0.1:${port}`, undefined, 1);
      await expect(refused).rejects.toBeInstanceOf(ClusterUrlError);
      await expect(refused).rejects.toThrow(new RegExp(`^cannot reach the cluster server at ${scheme}://127\\.0\\.0\\.1:${port}: .+`));
    }
  });
});
