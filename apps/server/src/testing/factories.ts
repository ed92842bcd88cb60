import type { FastifyInstance } from 'fastify';
import type { Role, SessionUser } from '@rampart/contracts';
import { sessionCookie, TEST_ORIGIN } from './app.ts';
import type { TestDnsServer } from './dns-server.ts';

let seq = 0;
/** Unique per test run, so tests on a shared PostgreSQL never collide. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${Date.now().toString(36)}.${(seq++).toString(36)}@example.test`;

let ipSeq = 0;
/**
 * A fresh client address: failed sign-ins are also throttled per address, and with Redis the
 * counts outlive a test run, so tests that fail sign-ins on purpose use their own address.
 */
export const uniqueIp = () => {
  const n = (process.pid * 251 + Date.now() + ipSeq++) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export type SignedIn = { cookie: string; user: SessionUser; email: string; password: string };

export const PASSWORD = 'correct-horse-battery';

/** Registering signs nobody in (decision 012): the new user signs in next, as the web app does. */
const signInAs = async (app: FastifyInstance, email: string): Promise<SignedIn> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD },
    remoteAddress: uniqueIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in after register failed: ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json().data.user, email, password: PASSWORD };
};

/** Registers a new user with a new organisation (as its owner). */
export const buildOrg = async (
  app: FastifyInstance,
  opts: { name?: string; organizationName?: string; email?: string } = {},
): Promise<SignedIn> => {
  const email = opts.email ?? uniqueEmail('owner');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: PASSWORD,
      name: opts.name ?? 'Olivia Owner',
      organizationName: opts.organizationName ?? 'Test Org',
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return signInAs(app, email);
};

/** Invites a new person with the role into the owner's organisation and signs them up. */
export const buildMember = async (
  app: FastifyInstance,
  owner: SignedIn,
  role: Exclude<Role, 'owner'>,
  name = 'Morgan Member',
  email = uniqueEmail(role),
): Promise<SignedIn> => {
  const invite = await app.inject({
    method: 'POST',
    url: '/api/organizations/current/invitations',
    headers: { cookie: owner.cookie },
    payload: { email, role },
  });
  if (invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`);
  const token = decodeURIComponent(
    String(invite.json().data.acceptUrl).split('/invitations/')[1] ?? '',
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, name, invitationToken: token },
  });
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.body}`);
  return signInAs(app, email);
};

let domainSeq = 0;
/**
 * Registers a new organisation that claimed an email domain of its own and verified it through
 * the test DNS server: its owner and the domain.
 */
export const buildOrgWithDomain = async (
  app: FastifyInstance,
  dns: Pick<TestDnsServer, 'setTxt'>,
  opts: { organizationName?: string; domainPrefix?: string } = {},
): Promise<{ owner: SignedIn; domain: string }> => {
  const owner = await buildOrg(app, { organizationName: opts.organizationName });
  const domain = `${opts.domainPrefix ?? 'acme'}-${process.pid}-${Date.now().toString(36)}-${domainSeq++}.example`;
  const asOwner = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/organizations/current/domains${url}`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
      remoteAddress: uniqueIp(),
      ...(payload ? { payload } : {}),
    });
  const claimed = await asOwner('', { domain });
  if (claimed.statusCode !== 200) throw new Error(`domain claim failed: ${claimed.body}`);
  const claim = claimed.json().data as { id: string; record: { name: string; value: string } };
  dns.setTxt(claim.record.name, [claim.record.value]);
  const verified = await asOwner(`/${claim.id}/verify`);
  if (verified.statusCode !== 200) throw new Error(`domain verification failed: ${verified.body}`);
  return { owner, domain };
};

/** Number of audit events of an organisation, read as its owner. */
export const auditCount = async (app: FastifyInstance, owner: SignedIn): Promise<number> => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/audit-events?limit=1',
    headers: { cookie: owner.cookie },
  });
  return res.json().data.total as number;
};
