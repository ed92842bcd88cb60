import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Whether openssl can be run here (tests that need a certificate skip without it). */
export const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * A self-signed P-256 certificate for `localhost`, valid one day, made by openssl in `dir`:
 * `key.pem` and `cert.pem` (for https servers started on loopback by tests and benchmarks).
 */
export const makeLoopbackCertificate = (dir: string) => {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
};
