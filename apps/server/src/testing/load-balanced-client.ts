// Talking to processes behind the load balancer (load-balanced.ts) as a browser would: requests
// with the session cookie and our Origin, optionally pinned to one process, and signing up with
// the address confirmed by the link mailed to a local SMTP sink.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmtpSink } from './smtp-sink.ts';

export type LbRequest = RequestInit & { cookie?: string; pin?: string };

/** A request through the proxy at `baseUrl`; `pin` sends it to that process (lb_server). */
export const lbFetch = (baseUrl: string, path: string, init: LbRequest = {}) => {
  const cookie = [init.cookie, init.pin && `lb_server=${init.pin}`].filter(Boolean).join('; ');
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  if (init.method && init.method !== 'GET' && !headers.has('origin')) {
    headers.set('origin', baseUrl);
  }
  return fetch(`${baseUrl}${path}`, { ...init, headers });
};

export type LbPerson = { email: string; userId: string; cookie: string };

/** The first text matching `pattern` in a mail to `email` (waits up to 15 s). */
export const mailTo = async (sink: SmtpSink, email: string, pattern: RegExp) => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const m of sink.received) {
      const found = m.includes(`To: ${email}`) ? pattern.exec(m) : null;
      if (found) return found[0];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email} matching ${pattern}`);
};

/**
 * Registers someone (a new organisation, or joining one by invitation) through the proxy and
 * signs them in; a new organisation's owner first follows the verification link mailed to them.
 */
export const signUpThrough = async (
  baseUrl: string,
  sink: SmtpSink,
  label: string,
  join?: { email: string; invitationToken: string },
): Promise<LbPerson> => {
  const email = join?.email ?? `${label}-${Date.now()}-${process.pid}@rampart.test`;
  const password = 'rampart-load-balanced-2026';
  const post = (path: string, body: object) =>
    lbFetch(baseUrl, path, { method: 'POST', body: JSON.stringify(body) });
  const reg = await post('/api/auth/register', {
    email,
    password,
    name: `${label} person`,
    ...(join
      ? { invitationToken: join.invitationToken }
      : { organizationName: `${label} organisation` }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  let signIn = await post('/api/auth/sign-in', { email, password });
  if (signIn.status === 403) {
    const link = await mailTo(sink, email, /https?:\/\/\S+verify-email\?token=[^\s"<>]+/);
    const url = new URL(link);
    const verified = await lbFetch(baseUrl, `${url.pathname}${url.search}`, {
      redirect: 'manual',
    });
    if (verified.status >= 400) throw new Error(`verify: ${verified.status}`);
    signIn = await post('/api/auth/sign-in', { email, password });
  }
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await (await lbFetch(baseUrl, '/api/users/me', { cookie })).json()) as {
    data: { id: string };
  };
  return { email, userId: me.data.id, cookie };
};

/** Invites someone into the owner's organisation and signs them up from the mailed link. */
export const inviteThrough = async (
  baseUrl: string,
  sink: SmtpSink,
  owner: LbPerson,
  label: string,
  role = 'member',
): Promise<LbPerson> => {
  const email = `${label}-${owner.email}`;
  const invited = await lbFetch(baseUrl, '/api/organizations/current/invitations', {
    method: 'POST',
    cookie: owner.cookie,
    body: JSON.stringify({ email, role }),
  });
  if (!invited.ok) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  // With mail configured the invitation is mailed, not handed back: its link comes from there.
  const link = await mailTo(sink, email, /https?:\/\/\S+\/invitations\/[^\s"<>]+/);
  const invitationToken = decodeURIComponent(link.split('/invitations/')[1]!);
  return signUpThrough(baseUrl, sink, label, { email, invitationToken });
};

/** A loopback webhook receiver: each delivery's webhook-id with the event's record id. */
export const startHookReceiver = async () => {
  const received: { id: string; recordId: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: string } };
      received.push({ id: String(req.headers['webhook-id']), recordId: body.data.id });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
};

/** An event stream's text so far (`read().text`), until the request is aborted. */
export const readEventStream = (res: Response) => {
  const state = { text: '', done: Promise.resolve() };
  state.done = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      state.text += value;
    }
  })().catch(() => {});
  return state;
};

/** A draft questionnaire with one yes/no question (q1 in section s1); its id. */
export const draftQuestionnaireThrough = async (baseUrl: string, owner: LbPerson) => {
  const question = { id: 'q1', text: 'MFA?', type: 'yes_no', required: true, weight: 1 };
  const res = await lbFetch(baseUrl, '/api/questionnaires', {
    method: 'POST',
    cookie: owner.cookie,
    body: JSON.stringify({
      title: 'Across processes',
      structure: { sections: [{ id: 's1', title: 'Access', questions: [question] }] },
    }),
  });
  if (!res.ok) throw new Error(`questionnaire: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
};
