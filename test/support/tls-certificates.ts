import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A throwaway certificate authority and one server certificate it issued, as PEM files in a directory. */
export interface TestCertificates {
  /** The CA's certificate: what a client must trust. */
  readonly caFile: string;
  /** Its PEM text. */
  readonly ca: string;
  /** The server's certificate and private key (also usable as a client certificate: Redis's cluster bus presents it). */
  readonly certFile: string;
  readonly keyFile: string;
}

const OPENSSL = process.env.OPENSSL_BIN ?? 'openssl';

/** Why certificates cannot be made here (no openssl), or undefined. */
export function opensslSkipReason(): string | undefined {
  const probe = spawnSync(OPENSSL, ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `${OPENSSL} not usable (apt-get install openssl): ${probe.error?.message ?? `exit ${probe.status}`}`;
  return undefined;
}

/**
 * Makes a CA and a server certificate for `dnsNames` (and no IP address: a client reaching the
 * server by address must say which name to expect) with openssl, valid for two days. P-256 keys:
 * generated in milliseconds.
 */
export function createTestCertificates(dir: string, dnsNames: readonly string[]): TestCertificates {
  const caKey = join(dir, 'ca.key');
  const caFile = join(dir, 'ca.crt');
  const keyFile = join(dir, 'server.key');
  const request = join(dir, 'server.csr');
  const certFile = join(dir, 'server.crt');
  const extensions = join(dir, 'server.ext');
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...newKey,
    '-keyout',
    caKey,
    '-out',
    caFile,
    '-days',
    '2',
    '-subj',
    '/CN=animal-store test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl(['req', ...newKey, '-keyout', keyFile, '-out', request, '-subj', `/CN=${dnsNames[0]}`]);
  writeFileSync(
    extensions,
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth,clientAuth',
      `subjectAltName=${dnsNames.map((name) => `DNS:${name}`).join(',')}`,
    ].join('\n'),
  );
  openssl([
    'x509',
    '-req',
    '-in',
    request,
    '-CA',
    caFile,
    '-CAkey',
    caKey,
    '-set_serial',
    '1',
    '-days',
    '2',
    '-out',
    certFile,
    '-extfile',
    extensions,
  ]);
  return { caFile, ca: readFileSync(caFile, 'utf8'), certFile, keyFile };
}

function openssl(args: string[]): void {
  const result = spawnSync(OPENSSL, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(`${OPENSSL} ${args[0]} failed: ${result.error?.message ?? result.stderr.trim().slice(-500)}`);
  }
}
