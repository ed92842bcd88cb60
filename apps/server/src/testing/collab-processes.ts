// Starting collaboration servers as real processes (collab-process.ts), and signing in to one
// over HTTP: the two-process test and `npm run bench:collab` use these.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = resolve(dirname(fileURLToPath(import.meta.url)), 'collab-process.ts');

export type CollabProcess = { port: number; baseUrl: string; child: ChildProcess; stop(): void };

export const startCollabProcess = (
  kind: 'rampart' | 'bare',
  port: number,
  env: Record<string, string>,
  /** Another process script that prints "ready <port>" (the two-process notification test). */
  script = SCRIPT,
): Promise<CollabProcess> =>
  new Promise<CollabProcess>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env, BENCH_COLLAB_KIND: kind, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready')) {
        resolvePromise({
          port,
          baseUrl: `http://127.0.0.1:${port}`,
          child,
          stop: () => child.kill('SIGTERM'),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`${kind} server on ${port} exited (${code})`)));
  });

/** Registers a person with a new organisation on a running server and signs them in. */
export const registerOverHttp = async (
  baseUrl: string,
  label: string,
  /** Joining an organisation by invitation, with the invited email. */
  join?: { email: string; invitationToken: string },
) => {
  const email = join?.email ?? `${label}-${Date.now()}-${process.pid}@rampart.test`;
  const password = 'rampart-collab-2026';
  const post = (path: string, body: object, cookie = '') =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/auth/register', {
    email,
    password,
    name: `${label} person`,
    ...(join
      ? { invitationToken: join.invitationToken }
      : { organizationName: `${label} organisation` }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const signIn = await post('/api/auth/sign-in', { email, password });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    post: (path: string, body: object) => post(path, body, cookie),
    /** A draft questionnaire with these questions; its id. */
    async createDraft(structure: object): Promise<string> {
      const res = await post('/api/questionnaires', { title: label, structure }, cookie);
      if (!res.ok) throw new Error(`create: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
  };
};

/** Stops the processes still running (SIGTERM) and waits until each has exited. */
export const stopProcesses = async (processes: readonly CollabProcess[]): Promise<void> => {
  const exits = processes
    .filter((p) => p.child.exitCode === null && p.child.signalCode === null)
    .map((p) => new Promise((r) => p.child.once('exit', r)));
  for (const p of processes) p.stop();
  await Promise.all(exits);
};
