import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/**
 * Set-up through the server's API (packages/contracts). `page.request` shares the cookie jar of
 * the page's context, so an account registered or signed in with it is signed in for the page.
 */

export const PLATFORM_OVERVIEW = 'platform-overview';
export const RISK_ASSESSMENT_WORKFLOW = 'risk-assessment-workflow';

let counter = 0;
/** The Playwright worker: workers run side by side and each counts from one. */
const worker = process.env.TEST_WORKER_INDEX ?? '0';
/** A tag unique within the run (the database is shared by every test of every worker). */
export const uniqueTag = (): string => `${Date.now().toString(36)}${(counter += 1)}w${worker}`;

export type Account = {
  email: string;
  password: string;
  name: string;
  organizationName: string;
};

/** A fresh, unregistered account; `who` reads well in traces ("owner", "member"). */
export const newAccount = (who: string): Account => {
  const tag = uniqueTag();
  const first = who[0]!.toUpperCase() + who.slice(1);
  return {
    email: `${who}-${tag}@e2e.rampart.test`,
    password: `Pass-${tag}-word`,
    name: `${first} ${tag}`,
    organizationName: `Org ${tag}`,
  };
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: string[];
  persona: string;
  organization: { id: string; name: string };
};

/** The `data` of a successful envelope; a failure shows the server's answer. */
export const dataOf = async <T>(response: APIResponse): Promise<T> => {
  const text = await response.text();
  expect(response.ok(), `${response.status()} ${response.url()}: ${text}`).toBe(true);
  const body = JSON.parse(text) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
};

/** POSTs JSON as the page's signed-in person; answers the envelope's `data`. */
export const postData = async <T = { id: string }>(
  page: Page,
  url: string,
  data: object,
): Promise<T> => dataOf<T>(await page.request.post(url, { data }));

export const registerViaApi = async (
  request: APIRequestContext,
  account: Account,
  invitationToken?: string,
): Promise<SessionUser> => {
  const data = await dataOf<{ requiresVerification: boolean }>(
    await request.post('/api/auth/register', {
      data: invitationToken
        ? {
            email: account.email,
            password: account.password,
            name: account.name,
            invitationToken,
          }
        : account,
    }),
  );
  expect(data.requiresVerification, 'the e2e server has no mail server').toBe(false);
  // Registering signs nobody in (decision 012): sign in next, as the web app does.
  return signInViaApi(request, account);
};

export const signInViaApi = async (
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<SessionUser> =>
  (
    await dataOf<{ user: SessionUser }>(
      await request.post('/api/auth/sign-in', {
        data: { email: account.email, password: account.password, rememberMe: true },
      }),
    )
  ).user;

/** Records a tour's outcome, e.g. so the auto-starting overview stays out of the way. */
export const recordTour = async (
  request: APIRequestContext,
  tourId: string,
  outcome: 'completed' | 'skipped',
): Promise<void> => {
  await dataOf(await request.put(`/api/users/me/tours/${tourId}`, { data: { outcome } }));
};

export type Preferences = {
  favorites: string[];
  completedTours: string[];
  skippedTours: string[];
  sidebarCollapsed: boolean;
};

export const getPreferences = async (request: APIRequestContext): Promise<Preferences> =>
  dataOf<Preferences>(await request.get('/api/users/me/preferences'));

/** Invites someone into the signed-in user's organisation; returns the link and its token. */
export const inviteViaApi = async (
  request: APIRequestContext,
  email: string,
  role: string,
): Promise<{ acceptUrl: string; token: string }> => {
  const invitation = await dataOf<{ acceptUrl: string | null }>(
    await request.post('/api/organizations/current/invitations', { data: { email, role } }),
  );
  expect(invitation.acceptUrl, 'no mail server: the link is handed back').toBeTruthy();
  return { acceptUrl: invitation.acceptUrl!, token: invitationToken(invitation.acceptUrl!) };
};

/**
 * A new person of `role` joins the owner's organisation through an invitation, signed in with
 * the `them` request context (another browser's) and past the welcome tour.
 */
export const joinViaInvitation = async (
  owner: APIRequestContext,
  them: APIRequestContext,
  role: string,
): Promise<Account> => {
  const account = newAccount(role);
  const { token } = await inviteViaApi(owner, account.email, role);
  expect((await registerViaApi(them, account, token)).role).toBe(role);
  await recordTour(them, PLATFORM_OVERVIEW, 'completed');
  return account;
};

/** The token of an invitation link (`.../invitations/<token>`). */
export const invitationToken = (acceptUrl: string): string => {
  const match = /\/invitations\/([^/?#]+)$/.exec(new URL(acceptUrl).pathname);
  expect(match, `an invitation link: ${acceptUrl}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

/**
 * Claims an email domain for the signed-in owner's organisation and verifies it: the TXT record
 * is put in the DNS server the journey runs (`setTxt` of the server's test DNS server).
 */
export const verifyDomainViaApi = async (
  request: APIRequestContext,
  domain: string,
  dns: { setTxt: (name: string, values: string[]) => void },
): Promise<void> => {
  const claim = await dataOf<{ id: string; record: { name: string; value: string } }>(
    await request.post('/api/organizations/current/domains', { data: { domain } }),
  );
  dns.setTxt(claim.record.name, [claim.record.value]);
  await dataOf(await request.post(`/api/organizations/current/domains/${claim.id}/verify`));
};
