// Restricted files of the trust centre for approved visitors (issue 24 point 4): a visitor asks,
// confirms the address by a mailed link and accepts the NDA in force; the team (or an
// auto-approved domain) approves; the mailed sign-in link sets a cookie that opens the restricted
// files, PDFs watermarked with the visitor's address; revocation and expiry end it at once. The
// forms say nothing about an address, write nothing when refused, and one organisation's grant
// never opens another's files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rampart/db';
import { call, fieldsOf } from '../../../testing/calls.ts';
import { buildMember, uniqueEmail, uniqueIp } from '../../../testing/factories.ts';
import { pdfPages } from '../../../testing/pdf-lines.ts';
import { bell } from '../../notifications/notification-test-kit.ts';
import {
  accessTestEnv,
  NDA_TEXT,
  ok200,
  restrictedTrustCenter,
  type AccessTestEnv,
  type TrustCenterSetup,
} from './trust-access-test-kit.ts';
import {
  approvedVisitor,
  drain,
  linkIn,
  mailsTo,
  requestAndConfirm,
  requestFields,
  requestOf,
  rowCount,
  signIn,
  visitor,
  withoutAddress,
} from './trust-visitor-kit.ts';

let env: AccessTestEnv;
beforeAll(async () => {
  env = await accessTestEnv();
});
afterAll(() => env.close());

const DAY_MS = 86_400_000;
const html = (res: { body: string }) => cheerio.load(res.body);
const docUrl = (c: TrustCenterSetup) => `${c.base}/files/document/${c.documentId}`;
const certUrl = (c: TrustCenterSetup) => `${c.base}/files/certification/${c.certificationId}`;
/** The "Request access" links of a page. */
const requestLinks = ($: cheerio.CheerioAPI, scope = 'body') =>
  $(`${scope} a`)
    .filter((_, a) => $(a).text() === 'Request access')
    .map((_, a) => $(a).attr('href'))
    .get();
const grantsOf = async (c: TrustCenterSetup) =>
  (await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/grants?limit=100')).items as {
    id: string;
    state: string;
    expiresAt: string;
    [k: string]: unknown;
  }[];
const nearly = (iso: string, expected: number) =>
  expect(Math.abs(Date.parse(iso) - expected)).toBeLessThan(60_000);

describe('restricted files on the public page', () => {
  it('lists a restricted document and certificate with "Request access", no download, and their files answer 404', async () => {
    const c = await restrictedTrustCenter(env, 'listed');
    // The team's list says who may take each file.
    const items = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/items?limit=200');
    const accessOf = (recordId: string) =>
      (items.items as { recordId: string; access: string }[]).find((i) => i.recordId === recordId)
        ?.access;
    expect(accessOf(c.documentId)).toBe('restricted');
    expect(accessOf(c.certificationId)).toBe('restricted');
    const v = visitor(env.mailApp);
    const page = await v.get(c.base);
    expect(page.statusCode).toBe(200);
    const $ = html(page);
    expect($('#documents').text()).toContain(c.documentTitle);
    expect($('#certifications').text()).toContain(c.certificationName);
    for (const section of ['#documents', '#certifications']) {
      expect($(`${section} a.download`).length).toBe(0);
      expect(requestLinks($, section)).toEqual([`${c.base}/request`]);
    }
    expect(page.body).not.toContain('/files/');
    expect($('.viewer').length).toBe(0);

    // Without a grant, or with a made-up one, the files are the page's 404.
    for (const url of [docUrl(c), certUrl(c)]) {
      expect((await v.get(url)).statusCode).toBe(404);
      expect((await v.get(url, `rampart_trust=${'A'.repeat(43)}`)).statusCode).toBe(404);
      expect((await v.get(url, 'rampart_trust=not-a-token')).statusCode).toBe(404);
    }

    const form = await v.get(`${c.base}/request`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    const $form = html(form);
    expect(
      $form('main li')
        .map((_, li) => $form(li).text())
        .get(),
    ).toEqual(expect.arrayContaining([c.documentTitle, c.certificationName]));
    expect($form('form.ask').attr('action')).toBe(`${c.base}/request`);
    expect(
      $form('form.ask [name]')
        .map((_, el) => $form(el).attr('name'))
        .get(),
    ).toEqual(['name', 'email', 'company', 'reason']);
  });
});

describe('asking for access', () => {
  it('mails a confirmation link, takes only the NDA in force, then waits for the team, who are told', async () => {
    const c = await restrictedTrustCenter(env, 'confirm');
    const v = visitor(env.mailApp);
    const email = uniqueEmail('visitor');

    const asked = await v.form(`${c.base}/request`, requestFields(email));
    expect(asked.statusCode).toBe(200);
    expect(html(asked)('h1').text()).toBe('Check your email');
    expect(await requestOf(env, c.owner, email)).toMatchObject({
      status: 'unconfirmed',
      name: 'Vera Visitor',
      company: 'Buyer Ltd',
      reason: 'Vendor due diligence',
      nda: null,
      confirmedAt: null,
    });
    await drain(env);
    const mails = mailsTo(env, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Confirm your request to ${c.title}`);
    const confirm = linkIn(env, email, 'confirm');
    expect(confirm.startsWith(`${c.base}/confirm/`)).toBe(true);

    // The confirmation page shows the NDA in force.
    const page = await v.get(confirm);
    expect(page.statusCode).toBe(200);
    const $page = html(page);
    expect($page('#nda-title').text()).toBe('Non-disclosure agreement, version 1');
    expect($page('.nda').text()).toBe(NDA_TEXT);
    expect($page('input[name=ndaVersion]').val()).toBe('1');
    expect($page('form.ask').attr('action')).toBe(confirm);

    // Not accepted: refused, nothing changes.
    const unaccepted = await v.form(confirm, { ndaVersion: '1' });
    expect(unaccepted.statusCode).toBe(400);
    expect(html(unaccepted)('#accept-error').text()).toMatch(/Tick the box/);
    expect(await requestOf(env, c.owner, email)).toMatchObject({
      status: 'unconfirmed',
      nda: null,
    });

    // A newer NDA written while the visitor read: the old version is refused, the new one shown.
    const newer = await ok200(env.mailApp, c.owner, 'POST', '/api/trust-center/ndas', {
      text: `${NDA_TEXT} Version two: copies are destroyed after the assessment.`,
    });
    expect(newer.version).toBe(2);
    const stale = await v.form(confirm, { accept: 'yes', ndaVersion: '1' });
    expect(stale.statusCode).toBe(409);
    const $stale = html(stale);
    expect($stale('#nda-title').text()).toBe('Non-disclosure agreement, version 2');
    expect($stale('.nda').text()).toContain('Version two');
    expect($stale('input[name=ndaVersion]').val()).toBe('2');
    expect($stale('[role=alert]').text()).toMatch(/changed while you read it/);
    expect(await requestOf(env, c.owner, email)).toMatchObject({
      status: 'unconfirmed',
      nda: null,
    });

    const sent = await v.form(confirm, { accept: 'yes', ndaVersion: '2' });
    expect(sent.statusCode).toBe(200);
    expect(html(sent)('h1').text()).toBe('Request sent');
    const request = await requestOf(env, c.owner, email);
    expect(request).toMatchObject({
      status: 'pending',
      nda: { version: 2, acceptedAt: expect.any(String), ip: v.ip },
      confirmedAt: expect.any(String),
      autoApproved: false,
      decidedAt: null,
      decidedBy: null,
      grantId: null,
    });
    // The link, opened again, has nothing more to do.
    const again = await v.get(confirm);
    expect(again.statusCode).toBe(200);
    expect(html(again)('h1').text()).toBe('Already confirmed');

    // Owners and admins are told; the settings count the request waiting.
    for (const person of [c.owner, c.admin]) {
      expect(await bell(env.mailApp, person)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'trust_access_requested', entityId: request.id }),
        ]),
      );
    }
    const center = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center');
    expect(center.counts.pendingRequests).toBe(1);
    const ndas = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/ndas');
    expect(ndas.items).toMatchObject([
      { version: 2, acceptances: 1 },
      { version: 1, acceptances: 0 },
    ]);
    // No grant was mailed.
    expect(mailsTo(env, email)).toHaveLength(1);
  });
});

describe('an approved visitor', () => {
  it('signs in with the mailed link and downloads watermarked copies, each written down', async () => {
    const c = await restrictedTrustCenter(env, 'grant');
    const v = visitor(env.mailApp);
    const email = uniqueEmail('viewer');
    expect((await requestAndConfirm(env, c, email, v)).statusCode).toBe(200);
    const request = await requestOf(env, c.owner, email);

    const approved = await ok200(
      env.mailApp,
      c.owner,
      'POST',
      `/api/trust-center/requests/${request.id}/approve`,
      { days: 10 },
    );
    expect(approved).toMatchObject({
      status: 'approved',
      autoApproved: false,
      decidedBy: { id: c.owner.user.id },
      grantId: expect.any(String),
    });
    await drain(env);
    const grantMail = mailsTo(env, email).at(-1)!;
    expect(grantMail.subject).toBe(`Access to ${c.title}'s restricted documents`);
    const access = linkIn(env, email, 'access');
    expect(access.startsWith(`${c.base}/access/`)).toBe(true);

    const { res, cookie, set } = await signIn(v, access);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(c.base);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookie).not.toBeNull();
    expect(set).toMatchObject({ path: c.base, httpOnly: true, sameSite: 'Lax' });
    nearly((set!.expires as Date).toISOString(), Date.now() + 10 * DAY_MS);

    const page = await v.get(c.base, cookie!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const $ = html(page);
    expect($('.viewer').text()).toContain(`Signed in as ${email}`);
    expect(requestLinks($)).toEqual([]);
    expect($('#documents a.download').attr('href')).toBe(docUrl(c));
    expect($('#certifications a.download').attr('href')).toBe(certUrl(c));

    const file = await v.get(docUrl(c), cookie!);
    expect(file.statusCode).toBe(200);
    const bytes = file.rawPayload;
    expect(bytes.equals(c.pdf)).toBe(false);
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(2);
    pages.forEach((lines, n) => {
      expect(lines.join('\n')).toContain(email);
      expect(lines.join('\n')).toContain(`Original content, page ${n + 1}`);
    });

    const downloads = await ok200(
      env.mailApp,
      c.owner,
      'GET',
      `/api/trust-center/downloads?grantId=${approved.grantId}`,
    );
    expect(downloads).toMatchObject({
      total: 1,
      items: [
        {
          kind: 'document',
          recordId: c.documentId,
          fileName: 'pentest.pdf',
          ip: v.ip,
          viewer: { grantId: approved.grantId, email },
          watermarked: true,
        },
      ],
    });
    const grant = (await grantsOf(c)).find((g) => g.id === approved.grantId)!;
    expect(grant).toMatchObject({
      requestId: request.id,
      email,
      state: 'active',
      downloads: 1,
      lastUsedAt: expect.any(String),
      revokedAt: null,
    });
    nearly(grant.expiresAt, Date.now() + 10 * DAY_MS);

    // Signing out clears the cookie for the trust centre's path.
    const out = await v.form(`${c.base}/sign-out`, {});
    expect(out.statusCode).toBe(303);
    expect(out.cookies.find((k) => k.name === 'rampart_trust')).toMatchObject({
      value: '',
      path: c.base,
    });
  });

  it('makes and logs no copy for a HEAD request', async () => {
    const c = await restrictedTrustCenter(env, 'head');
    const { cookie } = await approvedVisitor(env, c, uniqueEmail('head'));
    const head = await env.mailApp.inject({ method: 'HEAD', url: docUrl(c), headers: { cookie } });
    expect(head.statusCode).toBeGreaterThanOrEqual(400);
    const downloads = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/downloads');
    expect(downloads.total).toBe(0);
  });

  it('opens nothing once the grant is revoked', async () => {
    const c = await restrictedTrustCenter(env, 'revoke');
    const g = await approvedVisitor(env, c, uniqueEmail('revoked'));
    expect((await g.who.get(docUrl(c), g.cookie)).statusCode).toBe(200);

    const revoked = await ok200(
      env.mailApp,
      c.owner,
      'POST',
      `/api/trust-center/grants/${g.grantId}/revoke`,
    );
    expect(revoked).toMatchObject({
      id: g.grantId,
      state: 'revoked',
      revokedAt: expect.any(String),
      revokedBy: { id: c.owner.user.id },
    });
    await expectLocked(c, g);
    // Revoking again changes nothing.
    const again = await ok200(
      env.mailApp,
      c.owner,
      'POST',
      `/api/trust-center/grants/${g.grantId}/revoke`,
    );
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it('opens nothing once the grant has expired', async () => {
    const c = await restrictedTrustCenter(env, 'expire');
    const g = await approvedVisitor(env, c, uniqueEmail('expired'));
    expect((await g.who.get(certUrl(c), g.cookie)).statusCode).toBe(200);

    await env.database.db
      .update(schema.trustGrants)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.trustGrants.id, g.grantId));
    await expectLocked(c, g);
    expect((await grantsOf(c)).find((x) => x.id === g.grantId)).toMatchObject({
      state: 'expired',
      revokedAt: null,
    });
  });
});

/** The grant's cookie opens no file and shows no viewer; its link "does not work". */
const expectLocked = async (
  c: TrustCenterSetup,
  g: Awaited<ReturnType<typeof approvedVisitor>>,
) => {
  expect((await g.who.get(docUrl(c), g.cookie)).statusCode).toBe(404);
  expect((await g.who.get(certUrl(c), g.cookie)).statusCode).toBe(404);
  const page = await g.who.get(c.base, g.cookie);
  expect(page.statusCode).toBe(200);
  const $ = html(page);
  expect($('.viewer').length).toBe(0);
  expect($('a.download').length).toBe(0);
  expect(requestLinks($, '#documents')).toEqual([`${c.base}/request`]);
  const link = await g.who.get(g.access);
  expect(link.statusCode).toBe(404);
  expect(html(link)('h1').text()).toBe('This link does not work');
  expect(link.cookies.filter((k) => k.name === 'rampart_trust' && k.value !== '')).toEqual([]);
};

describe('approval without the team', () => {
  it('approves a confirmed request from an auto-approved domain', async () => {
    const c = await restrictedTrustCenter(env, 'auto');
    const settings = await ok200(env.mailApp, c.owner, 'PUT', '/api/trust-center', {
      slug: c.slug,
      title: c.title,
      legalName: '',
      address: '',
      overview: '',
      contactEmail: 'security@supplier.example',
      live: true,
      autoApproveDomains: ['partner.example', '@Partner.Example'],
      grantDays: 7,
    });
    expect(settings).toMatchObject({ autoApproveDomains: ['partner.example'], grantDays: 7 });

    const email = `buyer.${process.pid}@partner.example`;
    const confirmed = await requestAndConfirm(env, c, email);
    expect(confirmed.statusCode).toBe(200);
    expect(html(confirmed)('h1').text()).toBe('Access approved');
    const request = await requestOf(env, c.owner, email);
    expect(request).toMatchObject({
      status: 'approved',
      autoApproved: true,
      decidedBy: null,
      decidedAt: expect.any(String),
      grantId: expect.any(String),
      nda: { version: 1 },
    });
    expect(mailsTo(env, email).at(-1)!.subject).toBe(`Access to ${c.title}'s restricted documents`);
    const grant = (await grantsOf(c)).find((g) => g.id === request.grantId)!;
    expect(grant.state).toBe('active');
    nearly(grant.expiresAt, Date.now() + 7 * DAY_MS);
    const { cookie } = await signIn(visitor(env.mailApp), linkIn(env, email, 'access'));
    expect((await visitor(env.mailApp).get(docUrl(c), cookie!)).statusCode).toBe(200);
    // Nobody on the team was asked.
    expect(
      (await bell(env.mailApp, c.owner)).filter((n) => n.kind === 'trust_access_requested'),
    ).toEqual([]);

    // A domain that only ends like it waits for the team.
    const lookalike = `buyer.${process.pid}@evil-partner.example`;
    expect(html(await requestAndConfirm(env, c, lookalike))('h1').text()).toBe('Request sent');
    expect(await requestOf(env, c.owner, lookalike)).toMatchObject({
      status: 'pending',
      autoApproved: false,
    });
  });

  it('replaces the live grant of a visitor who asks again, with the same end', async () => {
    const c = await restrictedTrustCenter(env, 'again');
    const email = uniqueEmail('again');
    const first = await approvedVisitor(env, c, email, 10);
    const before = (await grantsOf(c)).find((g) => g.id === first.grantId)!;

    const laptop = visitor(env.mailApp);
    const confirmed = await requestAndConfirm(env, c, email, laptop);
    expect(confirmed.statusCode).toBe(200);
    expect(html(confirmed)('h1').text()).toBe('Access approved');

    const grants = await grantsOf(c);
    expect(grants).toHaveLength(2);
    expect(grants.find((g) => g.id === first.grantId)).toMatchObject({ state: 'revoked' });
    const renewed = grants.find((g) => g.id !== first.grantId)!;
    expect(renewed).toMatchObject({ state: 'active', email, expiresAt: before.expiresAt });
    expect(await requestOf(env, c.owner, email)).toMatchObject({
      status: 'approved',
      grantId: renewed.id,
    });
    const mail = mailsTo(env, email).at(-1)!;
    expect(mail.subject).toBe(`Your link to ${c.title}'s trust centre`);
    expect(mail.text).toContain('the one sent before no longer works');

    // The old cookie and link open nothing; the new link does.
    expect((await first.who.get(docUrl(c), first.cookie)).statusCode).toBe(404);
    expect((await first.who.get(first.access)).statusCode).toBe(404);
    const access = linkIn(env, email, 'access');
    expect(access).not.toBe(first.access);
    const { cookie } = await signIn(laptop, access);
    expect((await laptop.get(docUrl(c), cookie!)).statusCode).toBe(200);
  });
});

describe('the team decides', () => {
  it('denies with a mail to the visitor, and decides only a request waiting for it', async () => {
    const c = await restrictedTrustCenter(env, 'deny');
    const email = uniqueEmail('denied');
    await requestAndConfirm(env, c, email);
    const request = await requestOf(env, c.owner, email);
    const url = (decision: string, id = request.id) =>
      `/api/trust-center/requests/${id}/${decision}`;

    const denied = await ok200(env.mailApp, c.owner, 'POST', url('deny'));
    expect(denied).toMatchObject({
      status: 'denied',
      decidedBy: { id: c.owner.user.id },
      grantId: null,
    });
    await drain(env);
    const mail = mailsTo(env, email).at(-1)!;
    expect(mail.subject).toBe(`Your request to ${c.title}`);
    expect(mail.text).toContain(`${c.title} did not approve your request`);
    expect(mail.text).toContain('security@supplier.example');

    for (const decision of ['deny', 'approve']) {
      const res = await call(env.mailApp, c.owner, 'POST', url(decision), {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toMatch(/decided already/);
    }

    // A request not confirmed yet cannot be decided.
    const unconfirmed = uniqueEmail('unconfirmed');
    await visitor(env.mailApp).form(`${c.base}/request`, requestFields(unconfirmed));
    const waiting = await requestOf(env, c.owner, unconfirmed);
    expect(waiting.status).toBe('unconfirmed');
    for (const decision of ['approve', 'deny']) {
      const res = await call(env.mailApp, c.owner, 'POST', url(decision, waiting.id), {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toMatch(/not confirmed/);
    }
    expect(await rowCount(env.database, schema.trustGrants, c.owner.user.organizationId)).toBe(0);
  });

  it('keeps one live grant per address when two requests of it are approved', async () => {
    const c = await restrictedTrustCenter(env, 'twice');
    const email = uniqueEmail('twice');
    const [first, second] = [visitor(env.mailApp), visitor(env.mailApp)];
    await requestAndConfirm(env, c, email, first);
    const firstRequest = await requestOf(env, c.owner, email);
    await requestAndConfirm(env, c, email, second);
    const secondRequest = await requestOf(env, c.owner, email);
    expect(secondRequest.id).not.toBe(firstRequest.id);
    for (const r of [firstRequest, secondRequest]) {
      await ok200(env.mailApp, c.owner, 'POST', `/api/trust-center/requests/${r.id}/approve`, {});
    }
    const grants = await grantsOf(c);
    expect(grants.map((g) => g.state).sort()).toEqual(['active', 'revoked']);
  });

  it('a refused approval leaves nothing behind', async () => {
    const c = await restrictedTrustCenter(env, 'refused');
    const email = uniqueEmail('refused');
    await requestAndConfirm(env, c, email);
    const request = await requestOf(env, c.owner, email);
    const org = c.owner.user.organizationId;
    const mailsBefore = await rowCount(env.database, schema.mailOutbox, org);

    for (const days of [0, 366, 1.5]) {
      const res = await call(
        env.mailApp,
        c.owner,
        'POST',
        `/api/trust-center/requests/${request.id}/approve`,
        { days },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toContain('days');
    }
    expect(await rowCount(env.database, schema.trustGrants, org)).toBe(0);
    expect(await rowCount(env.database, schema.mailOutbox, org)).toBe(mailsBefore);
    expect(await requestOf(env, c.owner, email)).toMatchObject({
      status: 'pending',
      grantId: null,
    });
  });
});

describe('the request form tells nothing and writes nothing when refused', () => {
  it('answers the same to a new address, one with a grant and one past the hourly limit', async () => {
    const c = await restrictedTrustCenter(env, 'same');
    const org = c.owner.user.organizationId;
    const fresh = uniqueEmail('fresh');
    const granted = uniqueEmail('granted');
    const limited = uniqueEmail('limited');
    await approvedVisitor(env, c, granted);
    const asker = visitor(env.mailApp);
    for (let i = 0; i < 3; i++) {
      expect((await asker.form(`${c.base}/request`, requestFields(limited))).statusCode).toBe(200);
    }
    const requestsFrom = (email: string) =>
      rowCount(
        env.database,
        schema.trustAccessRequests,
        org,
        eq(schema.trustAccessRequests.email, email),
      );
    const mailTo = (email: string) =>
      rowCount(env.database, schema.mailOutbox, org, eq(schema.mailOutbox.toAddress, email));
    expect(await requestsFrom(limited)).toBe(3);
    expect(await mailTo(limited)).toBe(3);

    const answers = [];
    for (const email of [fresh, granted, limited]) {
      const res = await visitor(env.mailApp).form(`${c.base}/request`, requestFields(email));
      answers.push({ email, res });
    }
    const [first, ...rest] = answers;
    for (const { email, res } of answers) {
      expect(res.statusCode).toBe(first!.res.statusCode);
      expect(res.headers['content-type']).toBe(first!.res.headers['content-type']);
      expect(res.headers['cache-control']).toBe(first!.res.headers['cache-control']);
      expect(res.body).toContain(email);
    }
    expect(first!.res.statusCode).toBe(200);
    for (const { email, res } of rest) {
      expect(withoutAddress(res, email)).toBe(withoutAddress(first!.res, first!.email));
    }

    // Past the limit nothing was written or queued; the others were asked to confirm.
    expect(await requestsFrom(limited)).toBe(3);
    expect(await mailTo(limited)).toBe(3);
    expect(await requestsFrom(fresh)).toBe(1);
    expect(await mailTo(fresh)).toBe(1);
    expect(await requestsFrom(granted)).toBe(2);
    expect(
      await rowCount(
        env.database,
        schema.mailOutbox,
        org,
        and(
          eq(schema.mailOutbox.toAddress, granted),
          eq(schema.mailOutbox.purpose, 'trust_confirm'),
        ),
      ),
    ).toBe(2);
  });

  it('refuses bad input with 400 naming the field, and writes no request or mail', async () => {
    const c = await restrictedTrustCenter(env, 'badinput');
    const org = c.owner.user.organizationId;
    const requestsBefore = await rowCount(env.database, schema.trustAccessRequests, org);
    const mailsBefore = await rowCount(env.database, schema.mailOutbox, org);
    const good = requestFields(uniqueEmail('bad'));
    const { name: _name, ...noName } = good;
    const cases = [
      { fields: noName, field: 'name', message: 'Give your name' },
      {
        fields: { ...good, email: 'not-an-address' },
        field: 'email',
        message: 'Give your work email address',
      },
      {
        fields: { ...good, reason: 'x'.repeat(5000) },
        field: 'reason',
        message: 'At most 1,000 characters',
      },
    ];
    for (const { fields, field, message } of cases) {
      const res = await visitor(env.mailApp).form(`${c.base}/request`, fields);
      expect(res.statusCode, field).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const $ = html(res);
      expect($(`#f-${field}-error`).text()).toBe(message);
      expect($(`#f-${field}`).attr('aria-invalid')).toBe('true');
      // The other answers are kept for another try.
      expect($('#f-company').val()).toBe('Buyer Ltd');
      expect($('[aria-invalid=true]').length).toBe(1);
    }
    expect(await rowCount(env.database, schema.trustAccessRequests, org)).toBe(requestsBefore);
    expect(await rowCount(env.database, schema.mailOutbox, org)).toBe(mailsBefore);
  });

  it('takes no request when nothing is restricted', async () => {
    const c = await restrictedTrustCenter(env, 'open');
    for (const [kind, id] of [
      ['document', c.documentId],
      ['certification', c.certificationId],
    ] as const) {
      await ok200(env.mailApp, c.owner, 'PUT', `/api/trust-center/items/${kind}/${id}`, {
        state: 'published',
        access: 'public',
      });
    }
    const org = c.owner.user.organizationId;
    const res = await visitor(env.mailApp).form(
      `${c.base}/request`,
      requestFields(uniqueEmail('x')),
    );
    expect(res.statusCode).toBe(404);
    expect(await rowCount(env.database, schema.trustAccessRequests, org)).toBe(0);
    expect(await rowCount(env.database, schema.mailOutbox, org)).toBe(0);
  });

  it("refuses another site's forms with the page's 404", async () => {
    const c = await restrictedTrustCenter(env, 'crosssite');
    const org = c.owner.user.organizationId;
    const email = uniqueEmail('crosssite');
    const v = visitor(env.mailApp);
    const asked = await v.form(`${c.base}/request`, requestFields(email), 'https://evil.example');
    expect(asked.statusCode).toBe(404);
    expect(html(asked)('h1').text()).toBe('No trust centre here');
    expect(await rowCount(env.database, schema.trustAccessRequests, org)).toBe(0);
    expect(await rowCount(env.database, schema.mailOutbox, org)).toBe(0);

    // A confirmation posted from another site changes nothing either.
    expect((await v.form(`${c.base}/request`, requestFields(email))).statusCode).toBe(200);
    await drain(env);
    const confirm = linkIn(env, email, 'confirm');
    const crossed = await v.form(
      confirm,
      { accept: 'yes', ndaVersion: '1' },
      'https://evil.example',
    );
    expect(crossed.statusCode).toBe(404);
    expect(await requestOf(env, c.owner, email)).toMatchObject({ status: 'unconfirmed' });
    expect((await v.form(`${c.base}/sign-out`, {}, 'https://evil.example')).statusCode).toBe(404);
  });

  it("takes a browser's `Origin: null` post only when the browser says it came from the site", async () => {
    const c = await restrictedTrustCenter(env, 'nullorigin');
    const org = c.owner.user.organizationId;
    const post = (site: string) =>
      env.mailApp.inject({
        method: 'POST',
        url: `${c.base}/request`,
        remoteAddress: uniqueIp(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'null',
          'sec-fetch-site': site,
        },
        payload: new URLSearchParams(requestFields(uniqueEmail(site))).toString(),
      });
    expect((await post('cross-site')).statusCode).toBe(404);
    expect(await rowCount(env.database, schema.trustAccessRequests, org)).toBe(0);
    expect((await post('same-origin')).statusCode).toBe(200);
    expect(await rowCount(env.database, schema.trustAccessRequests, org)).toBe(1);
    // The pages with forms ask the browser to send their origin with them.
    const form = await visitor(env.mailApp).get(`${c.base}/request`);
    expect(form.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('permissions and tenancy', () => {
  it('a read-only member reads the NDA but not visitors, and decides nothing', async () => {
    const c = await restrictedTrustCenter(env, 'readonly');
    const g = await approvedVisitor(env, c, uniqueEmail('seen'));
    const auditor = await buildMember(env.app, c.owner, 'auditor', 'Audrey Auditor');
    const refused: [string, string][] = [
      ['GET', '/api/trust-center/requests'],
      ['GET', '/api/trust-center/grants'],
      ['GET', '/api/trust-center/downloads'],
      ['POST', `/api/trust-center/requests/${g.requestId}/approve`],
      ['POST', `/api/trust-center/requests/${g.requestId}/deny`],
      ['POST', `/api/trust-center/grants/${g.grantId}/revoke`],
      ['POST', '/api/trust-center/ndas'],
    ];
    for (const [method, url] of refused) {
      const payload = url.endsWith('/ndas')
        ? { text: NDA_TEXT }
        : method === 'POST'
          ? {}
          : undefined;
      const res = await call(env.mailApp, auditor, method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const ndas = await call(env.mailApp, auditor, 'GET', '/api/trust-center/ndas');
    expect(ndas.statusCode).toBe(200);
    expect(ndas.json().data.items).toMatchObject([{ version: 1, text: NDA_TEXT }]);
    const center = await ok200(env.mailApp, auditor, 'GET', '/api/trust-center');
    expect(center.counts.pendingRequests).toBe(0);
    // Nothing changed.
    expect((await grantsOf(c)).find((x) => x.id === g.grantId)?.state).toBe('active');
  });

  it("another organisation neither decides this one's requests nor opens its files", async () => {
    const a = await restrictedTrustCenter(env, 'tenant-a');
    const b = await restrictedTrustCenter(env, 'tenant-b');
    const g = await approvedVisitor(env, a, uniqueEmail('tenant'));
    const waitingEmail = uniqueEmail('waiting');
    await requestAndConfirm(env, a, waitingEmail);
    const waiting = await requestOf(env, a.owner, waitingEmail);

    for (const url of [
      `/api/trust-center/requests/${waiting.id}/approve`,
      `/api/trust-center/requests/${waiting.id}/deny`,
      `/api/trust-center/grants/${g.grantId}/revoke`,
    ]) {
      const res = await call(env.mailApp, b.owner, 'POST', url, {});
      expect(res.statusCode, url).toBe(404);
    }
    const theirs = await ok200(env.mailApp, b.owner, 'GET', '/api/trust-center/requests');
    expect(theirs.total).toBe(0);
    const downloads = await ok200(
      env.mailApp,
      b.owner,
      'GET',
      `/api/trust-center/downloads?grantId=${g.grantId}`,
    );
    expect(downloads.total).toBe(0);
    expect(await requestOf(env, a.owner, waitingEmail)).toMatchObject({ status: 'pending' });
    expect((await grantsOf(a)).find((x) => x.id === g.grantId)?.state).toBe('active');

    // A's grant on B's page: no viewer, no file; A's links under B's address do nothing.
    expect((await g.who.get(docUrl(a), g.cookie)).statusCode).toBe(200);
    expect((await g.who.get(docUrl(b), g.cookie)).statusCode).toBe(404);
    expect((await g.who.get(certUrl(b), g.cookie)).statusCode).toBe(404);
    const page = html(await g.who.get(b.base, g.cookie));
    expect(page('.viewer').length).toBe(0);
    expect(page('a.download').length).toBe(0);
    const token = g.access.split('/').at(-1)!;
    const borrowed = await signIn(g.who, `${b.base}/access/${token}`);
    expect(borrowed.res.statusCode).toBe(404);
    expect(borrowed.cookie).toBeNull();
    // A's document under B's slug is not B's.
    expect((await g.who.get(`${b.base}/files/document/${a.documentId}`, g.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('without mail', () => {
  it('offers no requests: no link, no form, and the settings say so', async () => {
    const c = await restrictedTrustCenter(env, 'nomail');
    const org = c.owner.user.organizationId;
    const v = visitor(env.app);
    const page = await v.get(c.base);
    expect(page.statusCode).toBe(200);
    const $ = html(page);
    expect($('#documents').text()).toContain(c.documentTitle);
    expect(requestLinks($)).toEqual([]);
    expect($(`a[href="${c.base}/request"]`).length).toBe(0);
    expect($('#documents').text()).toContain('ask us for a copy');
    expect((await v.get(docUrl(c))).statusCode).toBe(404);

    expect((await v.get(`${c.base}/request`)).statusCode).toBe(404);
    const posted = await v.form(`${c.base}/request`, requestFields(uniqueEmail('nomail')));
    expect(posted.statusCode).toBe(404);
    expect(await rowCount(env.database, schema.trustAccessRequests, org)).toBe(0);

    expect((await ok200(env.app, c.owner, 'GET', '/api/trust-center')).mail).toBe(false);
    expect((await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center')).mail).toBe(true);
  });
});
