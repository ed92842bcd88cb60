// The visitor's side of the trust centre's access tests (issue 24 point 4): a browser with its
// own address, the public forms, the mailed links, and a visitor brought to an approved grant.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TrustAccessRequest } from '@rampart/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@rampart/db';
import { TEST_ORIGIN } from '../../../testing/app.ts';
import { uniqueIp, type SignedIn } from '../../../testing/factories.ts';
import { ok200, type AccessTestEnv, type TrustCenterSetup } from './trust-access-test-kit.ts';
import { TRUST_GRANT_COOKIE } from './trust-links.ts';

/** A browser of someone outside: its own client address, no session. */
export const visitor = (app: FastifyInstance, ip = uniqueIp()) => ({
  ip,
  get: (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    }),
  /** An HTML form post from the trust centre's own page (or from `origin`). */
  form: (url: string, fields: Record<string, string>, origin: string | null = TEST_ORIGIN) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin ? { origin } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    }),
});
export type Visitor = ReturnType<typeof visitor>;

export const requestFields = (email: string, name = 'Vera Visitor') => ({
  name,
  email,
  company: 'Buyer Ltd',
  reason: 'Vendor due diligence',
});

/** Sends what the outbox holds through the mail app's recording mailer. */
export const drain = (env: AccessTestEnv) => env.mailApp.mailOutbox.drain();

/** Mails sent to the address so far, oldest first. */
export const mailsTo = (env: AccessTestEnv, to: string) =>
  env.mailer.sent.filter((m) => m.to === to);

/** The path of the last mailed link to the address of that kind (`confirm`, `access`). */
export const linkIn = (env: AccessTestEnv, to: string, kind: 'confirm' | 'access'): string => {
  const mails = mailsTo(env, to);
  const pattern = new RegExp(`${TEST_ORIGIN}(/trust/[a-z0-9-]+/${kind}/[A-Za-z0-9_-]{43})`);
  for (const mail of [...mails].reverse()) {
    const found = pattern.exec(mail.text);
    if (found) return found[1]!;
  }
  throw new Error(`no ${kind} link mailed to ${to}`);
};

/**
 * A visitor asks, opens the confirmation link and accepts the NDA in force: answers the
 * confirmation's response.
 */
export const requestAndConfirm = async (
  env: AccessTestEnv,
  center: TrustCenterSetup,
  email: string,
  who: Visitor = visitor(env.mailApp),
) => {
  const asked = await who.form(`${center.base}/request`, requestFields(email));
  if (asked.statusCode !== 200) throw new Error(`request failed: ${asked.body}`);
  await drain(env);
  const confirm = linkIn(env, email, 'confirm');
  const ndas = await ok200(env.mailApp, center.owner, 'GET', '/api/trust-center/ndas');
  const version = String(ndas.items[0]?.version ?? '');
  const res = await who.form(confirm, { accept: 'yes', ndaVersion: version });
  await drain(env);
  return res;
};

/** The organisation's request from that address (the newest). */
export const requestOf = async (
  env: AccessTestEnv,
  owner: SignedIn,
  email: string,
): Promise<TrustAccessRequest> => {
  const list = await ok200(env.mailApp, owner, 'GET', '/api/trust-center/requests?limit=100');
  const found = (list.items as TrustAccessRequest[]).filter((r) => r.email === email);
  found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (!found[0]) throw new Error(`no request from ${email}`);
  return found[0];
};

/** Opens the mailed sign-in link: answers the response and the cookie to send back. */
export const signIn = async (who: Visitor, accessPath: string) => {
  const res = await who.get(accessPath);
  const set = res.cookies.find((c) => c.name === TRUST_GRANT_COOKIE && c.value !== '');
  return { res, cookie: set ? `${TRUST_GRANT_COOKIE}=${set.value}` : null, set };
};

/** Rows of a table of the organisation (optionally narrowed further). */
export const rowCount = async (
  database: Database,
  table: typeof schema.trustAccessRequests | typeof schema.trustGrants | typeof schema.mailOutbox,
  organizationId: string,
  extra?: SQL,
): Promise<number> => {
  const [row] = await database.db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), extra));
  return Number(row?.n ?? 0);
};

/** The body of a page with the visitor's address taken out, to compare answers to several. */
export const withoutAddress = (res: LightMyRequestResponse, email: string) =>
  res.body.split(email).join('{email}');

/**
 * A visitor who asked, confirmed, was approved for `days` by the owner and signed in with the
 * mailed link: the grant, the request, the link and the cookie.
 */
export const approvedVisitor = async (
  env: AccessTestEnv,
  center: TrustCenterSetup,
  email: string,
  days = 10,
  who: Visitor = visitor(env.mailApp),
) => {
  const confirmed = await requestAndConfirm(env, center, email, who);
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const request = await requestOf(env, center.owner, email);
  const decided = await ok200(
    env.mailApp,
    center.owner,
    'POST',
    `/api/trust-center/requests/${request.id}/approve`,
    { days },
  );
  await drain(env);
  const access = linkIn(env, email, 'access');
  const { cookie } = await signIn(who, access);
  if (!cookie) throw new Error('no grant cookie');
  return {
    who,
    requestId: request.id,
    grantId: decided.grantId as string,
    access,
    cookie,
    decided,
  };
};
