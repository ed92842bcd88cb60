// The trust centre's framework snapshots, updates feed with its double opt-in subscription,
// branding, sections and analytics (issue 24 points 1 and 6): a snapshot is frozen and shows
// requirement statuses only; a subscription needs the mailed link; every update mails confirmed
// subscribers with a working unsubscribe link, one click included; a switched-off section takes
// its items and files off; the logo is an image told by its bytes; views are counted per day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { eq } from 'drizzle-orm';
import { schema } from '@rampart/db';
import { TEST_ORIGIN } from '../../../testing/app.ts';
import { call, fieldsOf } from '../../../testing/calls.ts';
import { buildMember, uniqueEmail } from '../../../testing/factories.ts';
import { multipartBody } from '../../evidence/multipart-body.ts';
import {
  accessTestEnv,
  ok200,
  restrictedTrustCenter,
  type AccessTestEnv,
  type TrustCenterSetup,
} from '../access/trust-access-test-kit.ts';
import { drain, mailsTo, visitor } from '../access/trust-visitor-kit.ts';

let env: AccessTestEnv;
beforeAll(async () => {
  env = await accessTestEnv();
});
afterAll(() => env.close());

const html = (res: { body: string }) => cheerio.load(res.body);
const FRAMEWORK = 'ISO27001';

/** A live trust centre whose organisation tracks ISO/IEC 27001. */
const centerWithFramework = async (label: string) => {
  const center = await restrictedTrustCenter(env, label);
  await ok200(env.mailApp, center.owner, 'PUT', `/api/frameworks/${FRAMEWORK}/selection`);
  return center;
};

const settingsOf = async (c: TrustCenterSetup) =>
  (await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center')).settings;

/** Saves the settings with `patch` over what they are. */
const saveSettings = async (c: TrustCenterSetup, patch: Record<string, unknown>) => {
  const s = await settingsOf(c);
  return call(env.mailApp, c.owner, 'PUT', '/api/trust-center', {
    slug: s.slug,
    title: s.title,
    legalName: s.legalName,
    address: s.address,
    overview: s.overview,
    contactEmail: s.contactEmail,
    live: s.live,
    autoApproveDomains: s.autoApproveDomains,
    grantDays: s.grantDays,
    accentColor: s.accentColor,
    hiddenSections: s.hiddenSections,
    ...patch,
  });
};

/** The link of that kind last mailed to the address (`subscribe` or `unsubscribe`). */
const mailedLink = (to: string, kind: 'subscribe' | 'unsubscribe') => {
  const pattern = new RegExp(`${TEST_ORIGIN}(/trust/[a-z0-9-]+/${kind}/[A-Za-z0-9_.-]+)`);
  for (const mail of [...mailsTo(env, to)].reverse()) {
    const found = pattern.exec(mail.text);
    if (found) return found[1]!;
  }
  throw new Error(`no ${kind} link mailed to ${to}`);
};

const subscribe = async (c: TrustCenterSetup, email: string) => {
  const who = visitor(env.mailApp);
  const asked = await who.form(`${c.base}/subscribe`, { email });
  expect(asked.statusCode, asked.body).toBe(200);
  await drain(env);
  const link = mailedLink(email, 'subscribe');
  const page = await who.get(link);
  expect(page.statusCode).toBe(200);
  const confirmed = await who.form(link, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return who;
};

describe('framework status snapshots', () => {
  it('freezes the status when published and shows requirement statuses only, as they were', async () => {
    const c = await centerWithFramework('snap');
    const item = await ok200(
      env.mailApp,
      c.owner,
      'PUT',
      `/api/trust-center/items/framework/${FRAMEWORK}`,
      { state: 'published' },
    );
    expect(item.stands).toBe(true);
    expect(item.standing).toMatch(/^Snapshot of \d{4}-\d{2}-\d{2}: [\d.]+% of applicable/);
    const [snapshot] = (await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/frameworks'))
      .items;
    expect(snapshot.frameworkId).toBe(FRAMEWORK);
    const status = await ok200(
      env.mailApp,
      c.owner,
      'GET',
      `/api/frameworks/${FRAMEWORK}/status`,
    ).catch(() => null);
    if (status)
      expect(snapshot.summary.total).toBe(status.summary?.total ?? snapshot.summary.total);

    const $ = html(await visitor(env.mailApp).get(c.base));
    const card = $('section#frameworks li');
    expect(card).toHaveLength(1);
    expect(card.find('.figure').text()).toContain('of applicable requirements met');
    const href = card.find('a').attr('href')!;
    expect(href).toBe(`${c.base}/frameworks/${FRAMEWORK}`);

    const detail = await visitor(env.mailApp).get(href);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).toBeTruthy();
    const d = html(detail);
    const rows = d('ul.reqs li');
    expect(rows.length).toBe(snapshot.summary.total);
    // Codes, titles and statuses; nothing about controls, evidence or notes.
    expect(d('ul.reqs li .tag').first().text()).toMatch(
      /^(Met|Partly met|Not met|Not applicable)$/,
    );
    expect(detail.body).not.toMatch(/evidence_|ctl_|Evidence:/);

    // A control implemented now does not move the published figure until a new snapshot.
    const frozen = card.find('.figure').text();
    await ok200(env.mailApp, c.owner, 'POST', `/api/trust-center/frameworks/${FRAMEWORK}/snapshot`);
    const again = html(await visitor(env.mailApp).get(c.base));
    expect(again('section#frameworks .figure').text()).toBe(frozen);
  });

  it('shows nothing of a framework not published, untracked or of another organisation', async () => {
    const c = await centerWithFramework('snapoff');
    const other = await centerWithFramework('snapother');
    await ok200(env.mailApp, other.owner, 'PUT', `/api/trust-center/items/framework/${FRAMEWORK}`, {
      state: 'published',
    });
    // Not published here: its page is the 404, even though another organisation publishes it.
    expect((await visitor(env.mailApp).get(`${c.base}/frameworks/${FRAMEWORK}`)).statusCode).toBe(
      404,
    );
    await ok200(env.mailApp, c.owner, 'PUT', `/api/trust-center/items/framework/${FRAMEWORK}`, {
      state: 'draft',
    });
    expect((await visitor(env.mailApp).get(`${c.base}/frameworks/${FRAMEWORK}`)).statusCode).toBe(
      404,
    );
    // The team previews the draft.
    const preview = await env.mailApp.inject({
      url: `${c.base}/frameworks/${FRAMEWORK}?preview=1`,
      headers: { cookie: c.owner.cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    // A snapshot of a framework the organisation does not track: 404, nothing written.
    const refused = await call(
      env.mailApp,
      c.owner,
      'POST',
      '/api/trust-center/frameworks/SOC2/snapshot',
    );
    expect(refused.statusCode).toBe(404);
    // A reader cannot take one.
    const reader = await buildMember(env.app, c.owner, 'auditor', 'Val Auditor');
    const denied = await call(
      env.mailApp,
      reader,
      'POST',
      `/api/trust-center/frameworks/${FRAMEWORK}/snapshot`,
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('updates and subscriptions', () => {
  it('subscribes only through the mailed link, mails each update with an unsubscribe link that works in one click', async () => {
    const c = await centerWithFramework('feed');
    const email = uniqueEmail('reader');
    const who = visitor(env.mailApp);
    const asked = await who.form(`${c.base}/subscribe`, { email });
    expect(asked.statusCode).toBe(200);
    await drain(env);
    const link = mailedLink(email, 'subscribe');
    // Not confirmed: an update goes to nobody.
    const first = await ok200(env.mailApp, c.owner, 'POST', '/api/trust-center/updates', {
      title: 'Before confirming',
      body: 'Nobody gets this.',
    });
    expect(first.mailedTo).toBe(0);
    // A GET of the link (a mail scanner) confirms nothing.
    expect((await who.get(link)).statusCode).toBe(200);
    const pending = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/subscribers');
    expect(pending.items.find((s: { email: string }) => s.email === email).status).toBe('pending');
    expect((await who.form(link, {})).statusCode).toBe(200);
    // The link works once.
    expect((await who.form(link, {})).statusCode).toBe(404);

    const posted = await ok200(env.mailApp, c.owner, 'POST', '/api/trust-center/updates', {
      title: 'New region',
      body: 'We now host in **Frankfurt**.',
    });
    expect(posted.mailedTo).toBe(1);
    await drain(env);
    const mail = mailsTo(env, email).at(-1)!;
    expect(mail.subject).toContain('New region');
    expect(mail.text).toContain('We now host in **Frankfurt**.');
    const unsubscribe = mailedLink(email, 'unsubscribe');
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${TEST_ORIGIN}${unsubscribe}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The page shows it.
    const $ = html(await visitor(env.mailApp).get(c.base));
    expect($('section#updates article h3').first().text()).toBe('New region');
    expect($('section#updates article strong').text()).toBe('Frankfurt');

    // One click, as a mail provider posts it from its own server: no Origin, no cookie.
    const oneClick = await env.mailApp.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const after = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/subscribers');
    expect(after.items.some((s: { email: string }) => s.email === email)).toBe(false);
    const none = await ok200(env.mailApp, c.owner, 'POST', '/api/trust-center/updates', {
      title: 'After',
      body: 'Not mailed.',
    });
    expect(none.mailedTo).toBe(0);
    // A forged token, or one with its HMAC changed, unsubscribes nobody.
    const tampered = `${unsubscribe.slice(0, -1)}${unsubscribe.endsWith('A') ? 'B' : 'A'}`;
    expect((await visitor(env.mailApp).get(tampered)).statusCode).toBe(404);
  });

  it('answers the same for every address and mails a confirmed one nothing', async () => {
    const c = await centerWithFramework('feedsame');
    const known = uniqueEmail('known');
    await subscribe(c, known);
    const before = mailsTo(env, known).length;
    const fresh = uniqueEmail('fresh');
    const a = await visitor(env.mailApp).form(`${c.base}/subscribe`, { email: known });
    const b = await visitor(env.mailApp).form(`${c.base}/subscribe`, { email: fresh });
    expect(a.statusCode).toBe(200);
    expect(a.body.split(known).join('{e}')).toBe(b.body.split(fresh).join('{e}'));
    await drain(env);
    expect(mailsTo(env, known)).toHaveLength(before);
    expect(mailsTo(env, fresh)).toHaveLength(1);
  });

  it('refuses a bad address naming the field, writes nothing, and takes no cross-site form', async () => {
    const c = await centerWithFramework('feedbad');
    const count = async () =>
      (
        await env.database.db
          .select()
          .from(schema.trustSubscribers)
          .where(eq(schema.trustSubscribers.organizationId, c.owner.user.organizationId))
      ).length;
    const bad = await visitor(env.mailApp).form(`${c.base}/subscribe`, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(html(bad)('#subscribe-error').text()).toBe('Give an email address');
    expect(html(bad)('input[name=email]').attr('value')).toBe('not-an-address');
    const hostile = await visitor(env.mailApp).form(`${c.base}/subscribe`, {
      email: '<script>alert(1)</script>@x.test',
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain('<script>alert(1)');
    const cross = await visitor(env.mailApp).form(
      `${c.base}/subscribe`,
      { email: uniqueEmail('x') },
      'https://evil.test',
    );
    expect(cross.statusCode).toBe(404);
    expect(await count()).toBe(0);
    // Without mail there is no form and no route.
    const plain = await visitor(env.app).get(c.base);
    expect(html(plain)('form.subscribe')).toHaveLength(0);
    expect(
      (await visitor(env.app).form(`${c.base}/subscribe`, { email: uniqueEmail('y') })).statusCode,
    ).toBe(404);
  });

  it('lets only managers post, delete and see subscribers; a reader reads the updates', async () => {
    const c = await centerWithFramework('feedperm');
    const reader = await buildMember(env.app, c.owner, 'auditor', 'Rita Reader');
    const post = await call(env.mailApp, reader, 'POST', '/api/trust-center/updates', {
      title: 'x',
      body: 'y',
    });
    expect(post.statusCode).toBe(403);
    expect(
      (await call(env.mailApp, reader, 'GET', '/api/trust-center/subscribers')).statusCode,
    ).toBe(403);
    const blank = await call(env.mailApp, c.owner, 'POST', '/api/trust-center/updates', {
      title: ' ',
      body: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toEqual(expect.arrayContaining(['title', 'body']));
    const posted = await ok200(env.mailApp, c.owner, 'POST', '/api/trust-center/updates', {
      title: 'Read me',
      body: 'Text',
    });
    const list = await ok200(env.mailApp, reader, 'GET', '/api/trust-center/updates');
    expect(list.items.map((u: { id: string }) => u.id)).toContain(posted.id);
    const del = await call(
      env.mailApp,
      c.owner,
      'DELETE',
      `/api/trust-center/updates/${posted.id}`,
    );
    expect(del.statusCode).toBe(200);
    expect(html(await visitor(env.mailApp).get(c.base))('section#updates h3').text()).not.toContain(
      'Read me',
    );
  });
});

describe('branding, sections and analytics', () => {
  it('refuses an accent too light to read, naming the field, and shows a dark one', async () => {
    const c = await centerWithFramework('brand');
    const light = await saveSettings(c, { accentColor: '#ffd700' });
    expect(light.statusCode).toBe(400);
    expect(fieldsOf(light)).toEqual(['accentColor']);
    expect(light.json().error.details[0].message).toMatch(/contrast .*needs 4.5:1/);
    expect((await saveSettings(c, { accentColor: '#1D4ED8' })).statusCode).toBe(200);
    expect((await settingsOf(c)).accentColor).toBe('#1d4ed8');
    expect((await visitor(env.mailApp).get(c.base)).body).toContain('--accent:#1d4ed8');
    // The visitor's other pages (a mailed link's answer, here an unknown one) wear it too.
    const gone = await visitor(env.mailApp).get(`${c.base}/confirm/${'x'.repeat(43)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('--accent:#1d4ed8');
  });

  it('takes a switched-off section off the page, its files included', async () => {
    const c = await centerWithFramework('sections');
    await ok200(env.mailApp, c.owner, 'PUT', `/api/trust-center/items/document/${c.documentId}`, {
      state: 'published',
      access: 'public',
    });
    const file = `${c.base}/files/document/${c.documentId}`;
    expect((await visitor(env.mailApp).get(file)).statusCode).toBe(200);
    expect((await saveSettings(c, { hiddenSections: ['documents', 'updates'] })).statusCode).toBe(
      200,
    );
    const $ = html(await visitor(env.mailApp).get(c.base));
    expect($('section#documents')).toHaveLength(0);
    expect($('form.subscribe')).toHaveLength(0);
    expect((await visitor(env.mailApp).get(file)).statusCode).toBe(404);
    const unknown = await saveSettings(c, { hiddenSections: ['secrets'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a PNG logo told by its bytes, refuses an SVG, and serves it from the page', async () => {
    const c = await centerWithFramework('logo');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const send = (data: Buffer, fileName: string, contentType: string) => {
      const form = multipartBody([{ name: 'file', fileName, contentType, data }]);
      return env.mailApp.inject({
        method: 'PUT',
        url: '/api/trust-center/logo',
        payload: form.payload,
        headers: { ...form.headers, cookie: c.owner.cookie, origin: TEST_ORIGIN },
      });
    };
    const svg = await send(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
      'image/png',
    );
    expect(svg.statusCode).toBe(400);
    expect(fieldsOf(svg)).toEqual(['file']);
    const ok = await send(png, 'logo.png', 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
    const logo = ok.json().data.logo;
    expect(logo.contentType).toBe('image/png');
    const $ = html(await visitor(env.mailApp).get(c.base));
    const src = $('header img.logo').attr('src')!;
    const image = await visitor(env.mailApp).get(src);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const removed = await call(env.mailApp, c.owner, 'DELETE', '/api/trust-center/logo');
    expect(removed.json().data.logo).toBeNull();
    expect((await visitor(env.mailApp).get(src)).statusCode).toBe(404);
  });

  it('counts views per day, not the team’s previews, with downloads, requests and subscribers', async () => {
    const c = await centerWithFramework('stats');
    for (let i = 0; i < 3; i++) await visitor(env.mailApp).get(c.base);
    await env.mailApp.inject({ url: `${c.base}?preview=1`, headers: { cookie: c.owner.cookie } });
    await subscribe(c, uniqueEmail('stats'));
    const stats = await ok200(env.mailApp, c.owner, 'GET', '/api/trust-center/analytics?days=7');
    expect(stats.days).toHaveLength(7);
    expect(stats.to).toBe(new Date().toISOString().slice(0, 10));
    // The subscribe flow's visitor read no page; the three did.
    expect(stats.totals.views).toBe(3);
    expect(stats.totals.subscribers).toBe(1);
    expect(stats.days.at(-1).views).toBe(3);
    const bad = await call(env.mailApp, c.owner, 'GET', '/api/trust-center/analytics?days=8');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['days']);
  });
});
