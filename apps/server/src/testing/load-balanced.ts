// Several real Rampart server processes (main.ts, as deployed) behind a real HAProxy (issue 25
// point 5): one new PostgreSQL database, one Redis, one AUTH_SECRET, each process on its own
// loopback port and its own DATA_DIR unless the caller shares files (S3 or one folder). HAProxy
// balances round robin with no stickiness and stamps `X-Served-By: <server>` on every answer.
// A test may pin one request to a server with the cookie `lb_server=<name>` (an opt-in override,
// never set by Rampart) to put two clients on different processes on purpose.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  constants,
  createWriteStream,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@rampart/db';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** The secret both processes share, so a cookie made by one opens on the other. */
export const LB_AUTH_SECRET = 'load-balanced-secret-load-balanced-secret-0123';

/** The HAProxy binary: HAPROXY_BIN, else `haproxy` on PATH or in /usr/sbin (Debian). */
export const haproxyBinary = (): string | null => {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  const candidates = process.env.HAPROXY_BIN
    ? [process.env.HAPROXY_BIN]
    : dirs.filter(Boolean).map((d) => join(d, 'haproxy'));
  for (const c of candidates) {
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      // not here
    }
  }
  return null;
};

/** Why a load-balanced test cannot run here, or null when it can. */
export const loadBalancedSkipReason = (): string | null => {
  const missing = [
    !process.env.DATABASE_URL && 'DATABASE_URL',
    !process.env.REDIS_URL && 'REDIS_URL',
    !haproxyBinary() && 'haproxy (apt-get install haproxy, or HAPROXY_BIN)',
  ].filter(Boolean);
  return missing.length ? `needs ${missing.join(', ')} (npm run test:db in CI has them)` : null;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type Backend = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Settles with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

export type LoadBalanced = {
  /** HAProxy's address: what clients use. */
  url: string;
  backends: Backend[];
  databaseUrl: string;
  /** A connection of the test's own to the processes' database. */
  database: Database;
  /** The health path HAProxy checks: /api/health/ready when the server has it. */
  healthPath: string;
  /** Starts the named backend's process again (after a kill) and waits until HAProxy uses it. */
  restart(name: string): Promise<Backend>;
  /** Waits until every request spread over the backends reaches each of them. */
  waitAllServing(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

export type LoadBalancedOptions = {
  /** How many server processes (2). */
  count?: number;
  /** More environment for every process (S3 settings, FETCH_ALLOW_PRIVATE_HOSTS, limits). */
  env?: Record<string, string>;
  /** One DATA_DIR for all processes (shared file storage without S3); else one each. */
  sharedDataDir?: boolean;
  /** Runs on the new database before the processes start (a benchmark seeds it). */
  prepare?: (databaseUrl: string) => Promise<void>;
};

/** HAProxy's configuration: round robin, no stickiness, HTTP health checks, safe retries. */
export const haproxyConfig = (opts: {
  port: number;
  backends: { name: string; port: number }[];
  healthPath: string;
}): string =>
  [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout queue 10s',
    '  timeout check 2s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 5s',
    // Websockets (collaboration) and event streams stay open far longer than a request.
    '  timeout tunnel 1h',
    '  timeout client-fin 1s',
    '  timeout server-fin 1s',
    'frontend rampart',
    `  bind 127.0.0.1:${opts.port}`,
    '  option forwardfor',
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    `  option httpchk GET ${opts.healthPath}`,
    '  http-check expect status 200',
    // A failed attempt goes to another server: a refused connection always (nothing was sent);
    // after sending, only for a request that may run twice: GET/HEAD/OPTIONS/PUT/DELETE, or a
    // POST/PATCH carrying an Idempotency-Key (Rampart answers its repeat with the first answer).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '  acl safe_method method GET HEAD OPTIONS PUT DELETE',
    '  acl has_key req.hdr(idempotency-key) -m found',
    '  http-request disable-l7-retry unless safe_method or has_key',
    ...opts.backends.map(
      (b) => `  use-server ${b.name} if { req.cook(lb_server) -m str ${b.name} }`,
    ),
    // Quick to notice a process that stops being ready (draining) and one that comes back.
    '  default-server inter 250ms fastinter 150ms downinter 250ms fall 1 rise 2',
    ...opts.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '  http-response set-header X-Served-By %[srv_name]',
    '',
  ].join('\n');

const waitFor = async (what: string, ok: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

export const startLoadBalanced = async (options: LoadBalancedOptions = {}) => {
  const haproxy = haproxyBinary();
  if (!haproxy || !process.env.DATABASE_URL || !process.env.REDIS_URL) {
    throw new Error(`load-balanced: ${loadBalancedSkipReason()}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'rampart-lb-'));
  const name = `rampart_lb_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
  await admin.raw(`create database ${name}`);
  const own = new URL(process.env.DATABASE_URL);
  own.pathname = `/${name}`;
  const databaseUrl = own.toString();
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const names = Array.from({ length: options.count ?? 2 }, (_, i) => `app${i + 1}`);
  const ports = new Map<string, number>();
  for (const n of names) ports.set(n, await freePort());
  const backends: Backend[] = [];
  let proxy: ChildProcess | null = null;
  let database: Database | null = null;

  const spawnBackend = (serverName: string): Backend => {
    const port = ports.get(serverName)!;
    const dataDir = join(dir, options.sharedDataDir ? 'data' : `data-${serverName}`);
    // Each start appends to the server's log, kept in the temp folder for a failing run.
    const log = createWriteStream(join(dir, `${serverName}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL,
        AUTH_SECRET: LB_AUTH_SECRET,
        DATA_DIR: dataDir,
        PUBLIC_URL: proxyUrl,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    return { name: serverName, port, url: `http://127.0.0.1:${port}`, child, exited };
  };

  const direct = (b: Backend, path: string) =>
    fetch(`${b.url}${path}`, { signal: AbortSignal.timeout(2000) });
  const backendReady = (b: Backend) =>
    waitFor(
      `${b.name} to answer (log: ${join(dir, `${b.name}.log`)})`,
      async () => {
        if (b.child.exitCode !== null) throw new Error(`${b.name} exited (${b.child.exitCode})`);
        return (await direct(b, '/api/health')).ok;
      },
      120_000,
    );

  const served = async () => {
    const res = await fetch(`${proxyUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok ? res.headers.get('x-served-by') : null;
  };
  const waitAllServing = (timeoutMs = 30_000) =>
    waitFor(
      'HAProxy to use every process',
      async () => {
        const seen = new Set<string | null>();
        for (let i = 0; i < names.length * 2; i++) seen.add(await served());
        return names.every((n) => seen.has(n));
      },
      timeoutMs,
    );

  const stop = async () => {
    const all = [...backends.map((b) => b.child), ...(proxy ? [proxy] : [])];
    await Promise.all(
      all
        .filter((c) => c.exitCode === null && c.signalCode === null)
        .map((c) => {
          const gone = new Promise((r) => c.once('exit', r));
          c.kill('SIGKILL');
          return gone;
        }),
    );
    await database?.close();
    await admin.raw(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await options.prepare?.(databaseUrl);
    // Started together on the empty database: they race for the migrations (under the lock).
    backends.push(...names.map(spawnBackend));
    await Promise.all(backends.map(backendReady));
    const hasReady = (await direct(backends[0]!, '/api/health/ready')).status === 200;
    const healthPath = hasReady ? '/api/health/ready' : '/api/health';
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({ port: proxyPort, backends: backends.map((b) => b), healthPath }),
    );
    const proxyLog = createWriteStream(join(dir, 'haproxy.log'));
    proxy = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.stdout!.pipe(proxyLog);
    proxy.stderr!.pipe(proxyLog);
    await waitAllServing(60_000);
    database = await openDatabase({ url: databaseUrl, poolSize: 4 });
    const lb: LoadBalanced = {
      url: proxyUrl,
      backends,
      databaseUrl,
      database,
      healthPath,
      async restart(serverName) {
        const index = backends.findIndex((b) => b.name === serverName);
        const old = backends[index]!;
        if (old.child.exitCode === null && old.child.signalCode === null) {
          old.child.kill('SIGKILL');
          await old.exited;
        }
        const fresh = spawnBackend(serverName);
        backends[index] = fresh;
        await backendReady(fresh);
        await waitAllServing();
        return fresh;
      },
      waitAllServing,
      stop,
    };
    return lb;
  } catch (err) {
    await stop();
    throw err;
  }
};
