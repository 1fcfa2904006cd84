/** The HTTP/2 server's TLS certificate. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** A throwaway certificate for localhost and *.localhost (the API's host names), made with the openssl CLI. */
export async function selfSignedCertificate(dir: string) {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
  ]);
  return { key: await readFile(keyFile), cert: await readFile(certFile) };
}
