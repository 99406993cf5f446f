/** src/cli/cluster-options.ts: the cluster flags checked before any work (a sentence each), and the TLS files read. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClusterFlags, checkConnectionFlags, readClusterTls, tlsInputs } from '../../src/cli/cluster-options.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const SERVER = 'nats://127.0.0.1:4222';

describe('checkConnectionFlags', () => {
  it('takes a server URL, a cluster name, and a client certificate with its key', () => {
    expect(() => checkConnectionFlags({})).not.toThrow();
    expect(() =>
      checkConnectionFlags({ cluster: SERVER, 'cluster-name': 'night_run-2', 'cluster-tls-cert': 'c.pem', 'cluster-tls-key': 'k.pem' }),
    ).not.toThrow();
  });

  it('refuses a URL that names no server, a bad name, a certificate without its key', () => {
    expect(() => checkConnectionFlags({ cluster: 'localhost' })).toThrow(/^--cluster takes a URL such as nats:\/\/127\.0\.0\.1:4222/);
    expect(() => checkConnectionFlags({ 'cluster-name': 'a b' })).toThrow(
      new Error("--cluster-name: a cluster name is 1 to 64 letters, digits, '-' or '_'; got 'a b'."),
    );
    expect(() => checkConnectionFlags({ 'cluster-tls-key': 'k.pem' })).toThrow(
      new Error('--cluster-tls-cert and --cluster-tls-key go together.'),
    );
  });
});

describe('checkClusterFlags', () => {
  it('a cluster run needs its worker count; a run on one machine takes none', () => {
    expect(() => checkClusterFlags({ cluster: SERVER, 'cluster-workers': 2 })).not.toThrow();
    expect(() => checkClusterFlags({})).not.toThrow();
    expect(() => checkClusterFlags({ cluster: SERVER })).toThrow(
      new Error('--cluster needs --cluster-workers, a whole number from 1 to 1024 (the worker processes to run on).'),
    );
    expect(() => checkClusterFlags({ 'cluster-workers': 2 })).toThrow(
      new Error('--cluster-workers is for a cluster run; add --cluster URL.'),
    );
  });

  it('checks the connection flags too', () => {
    expect(() => checkClusterFlags({ cluster: SERVER, 'cluster-workers': 2, 'cluster-name': '' })).toThrow(/^--cluster-name: /);
  });
});

describe('readClusterTls and tlsInputs', () => {
  const folder = temporaryFolder('monocheck-cluster-tls-');
  const pem = (name: string) => {
    const path = join(folder, name);
    writeFileSync(path, `-----BEGIN ${name}-----\n-----END ${name}-----\n`);
    return path;
  };

  it('nothing without TLS flags; the PEM text of each file given', () => {
    expect(readClusterTls({})).toBeUndefined();
    const ca = pem('CA');
    expect(readClusterTls({ clusterTlsCa: ca })).toEqual({ ca: '-----BEGIN CA-----\n-----END CA-----\n' });
    const both = readClusterTls({ clusterTlsCert: pem('CERT'), clusterTlsKey: pem('KEY') });
    expect(Object.keys(both ?? {})).toEqual(['cert', 'key']);
  });

  it('a file that cannot be read is a usage mistake naming its flag', () => {
    const missing = join(folder, 'missing.pem');
    expect(() => readClusterTls({ clusterTlsKey: missing })).toThrow(UsageError);
    expect(() => readClusterTls({ clusterTlsKey: missing })).toThrow(new RegExp(`^--cluster-tls-key ${missing} cannot be read: .+\\.$`));
  });

  it('names each TLS file given as an input of the run', () => {
    expect(tlsInputs({})).toEqual([]);
    expect(tlsInputs({ clusterTlsCa: 'ca.pem', clusterTlsKey: 'key.pem' })).toEqual([
      { what: 'the --cluster-tls-ca file', path: 'ca.pem' },
      { what: 'the --cluster-tls-key file', path: 'key.pem' },
    ]);
  });
});
