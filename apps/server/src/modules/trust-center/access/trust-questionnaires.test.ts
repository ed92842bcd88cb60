// Questionnaires taken in through the trust centre (issue 24 point 5): an approved visitor sends
// their questionnaire from the page; it lands as an incoming questionnaire of the organisation,
// drafted at once, and the owners and admins are told. Once every answer is reviewed the team
// sends the filled-in file back; the visitor is mailed and takes it from the page. Without a
// live grant, from another site, or with a bad file, nothing is written.
import ExcelJS from 'exceljs';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schema } from '@rampart/db';
import { TEST_ORIGIN } from '../../../testing/app.ts';
import { call } from '../../../testing/calls.ts';
import { uniqueEmail, uniqueIp, type SignedIn } from '../../../testing/factories.ts';
import { questionnaireWorkbook, XLSX_TYPE } from '../../../testing/office-files.ts';
import { pdfLines } from '../../../testing/pdf-lines.ts';
import { multipartBody, pdfBytes } from '../../evidence/multipart-body.ts';
import { bell } from '../../notifications/notification-test-kit.ts';
import {
  accessTestEnv,
  ok200,
  restrictedTrustCenter,
  type AccessTestEnv,
  type TrustCenterSetup,
} from './trust-access-test-kit.ts';
import { approvedVisitor, drain, mailsTo, visitor } from './trust-visitor-kit.ts';
import { TRUST_QUESTIONNAIRES_PER_DAY } from './receive-trust-questionnaire.ts';

let env: AccessTestEnv;
beforeAll(async () => {
  env = await accessTestEnv();
});
afterAll(() => env.close());

const INCOMING = '/api/questionnaires/incoming';
const CSV =
  'Ref,Question,Answer\n1,Is multi-factor authentication enforced?,\n2,Do you encrypt data at rest?,\n';

type File = { name: string; type: string; data: Buffer };
const csvFile = (name = 'buyer-security.csv'): File => ({
  name,
  type: 'text/csv',
  data: Buffer.from(CSV),
});

/** Posts a file from the trust page's form, as a browser would (its own address each time). */
const send = (
  c: TrustCenterSetup,
  file: File,
  cookie: string | null,
  { origin = TEST_ORIGIN, ip = uniqueIp() }: { origin?: string; ip?: string } = {},
) => {
  const { payload, headers } = multipartBody([
    { name: 'file', fileName: file.name, contentType: file.type, data: file.data },
  ]);
  return env.mailApp.inject({
    method: 'POST',
    url: `${c.base}/questionnaires`,
    remoteAddress: ip,
    payload,
    headers: { ...headers, origin, ...(cookie ? { cookie } : {}) },
  });
};

const organizationOf = async (c: TrustCenterSetup) => {
  const [row] = await env.database.db
    .select({ id: schema.trustCenters.organizationId })
    .from(schema.trustCenters)
    .where(eq(schema.trustCenters.slug, c.slug));
  return row!.id;
};

/** What a refused upload must leave as it was: questionnaires, senders, notifications, files. */
const footprint = async (c: TrustCenterSetup) => {
  const organizationId = await organizationOf(c);
  const n = async (
    table:
      | typeof schema.incomingQuestionnaires
      | typeof schema.trustQuestionnaires
      | typeof schema.notifications
      | typeof schema.jobs,
  ) =>
    Number(
      (
        await env.database.db
          .select({ n: count() })
          .from(table)
          .where(eq(table.organizationId, organizationId))
      )[0]?.n ?? 0,
    );
  return {
    incoming: await n(schema.incomingQuestionnaires),
    trust: await n(schema.trustQuestionnaires),
    notifications: await n(schema.notifications),
    jobs: await n(schema.jobs),
  };
};

type Listed = {
  id: string;
  title: string;
  customer: string;
  status: string;
  reviewedCount: number;
  questionCount: number;
  fromTrustCentre: {
    name: string;
    email: string;
    company: string;
    returnedAt: string | null;
    returnBlockedBy: string | null;
  } | null;
  abilities: { return: boolean };
};
const listed = async (who: SignedIn): Promise<Listed[]> =>
  (await ok200(env.mailApp, who, 'GET', `${INCOMING}?limit=100`)).items;

const section = (body: string) => {
  const $ = cheerio.load(body);
  return { $, mine: $('#your-questionnaires') };
};

/** Accepts every drafted answer; `edit` words the first one as given. */
const reviewAll = async (who: SignedIn, id: string, edit?: { answer: string; text: string }) => {
  const detail = await ok200(env.mailApp, who, 'GET', `${INCOMING}/${id}`);
  const questions = detail.questions as { id: string }[];
  for (const [i, q] of questions.entries()) {
    const body = i === 0 && edit ? { decision: 'edit', ...edit } : { decision: 'accept' };
    const res = await env.mailApp.inject({
      method: 'PATCH',
      url: `${INCOMING}/${id}/questions/${q.id}`,
      payload: body,
      headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
};

describe('a visitor sends a questionnaire', () => {
  it('lands with the team, drafted at once, the owners and admins told, and listed on the page as with the team', async () => {
    const c = await restrictedTrustCenter(env, 'tq-receive');
    const email = uniqueEmail('buyer');
    const v = await approvedVisitor(env, c, email);

    const res = await send(c, csvFile(), v.cookie);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${c.base}#your-questionnaires`);

    const [item] = await listed(c.owner);
    expect(item).toMatchObject({
      title: 'buyer-security',
      customer: 'Buyer Ltd',
      status: 'drafting',
      questionCount: 2,
      fromTrustCentre: {
        name: 'Vera Visitor',
        email,
        company: 'Buyer Ltd',
        returnedAt: null,
        returnBlockedBy: '2 answers are not reviewed yet',
      },
      abilities: { return: true },
    });
    const detail = await ok200(env.mailApp, c.owner, 'GET', `${INCOMING}/${item!.id}`);
    expect(detail.questionnaire.createdBy).toBeNull();
    expect(detail.drafting).toMatchObject({ status: 'queued' });

    for (const who of [c.owner, c.admin]) {
      expect(await bell(env.mailApp, who)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'trust_questionnaire_received',
            entityId: item!.id,
            link: `/dashboard/customer-questionnaires/${item!.id}`,
          }),
        ]),
      );
    }

    // Drafted by the job runner, as a member's request would be.
    await env.mailApp.jobs.drain();
    const drafted = await ok200(env.mailApp, c.owner, 'GET', `${INCOMING}/${item!.id}`);
    expect(drafted.questionnaire.status).toBe('drafted');
    expect(drafted.questions.every((q: { draft: unknown }) => q.draft !== null)).toBe(true);

    const page = await v.who.get(c.base, v.cookie);
    const { $, mine } = section(page.body);
    expect(mine.find('h2').text()).toBe('Your questionnaires');
    const form = mine.find('form');
    expect(form.attr('method')).toBe('post');
    expect(form.attr('enctype')).toBe('multipart/form-data');
    expect(form.attr('action')).toBe(`${c.base}/questionnaires`);
    const input = mine.find('input[type=file]');
    expect(input.attr('name')).toBe('file');
    expect($(`label[for="${input.attr('id')}"]`).length).toBe(1);
    expect(input.attr('accept')).toContain('.xlsx');
    expect(mine.find('li').text()).toContain('buyer-security');
    expect(mine.find('li').text()).toContain('With the team');
    expect(mine.find('a.download').length).toBe(0);

    // Nobody else sees the section: not an anonymous visitor, not another approved one.
    const anonymous = await visitor(env.mailApp).get(c.base);
    expect(section(anonymous.body).mine.length).toBe(0);
    const other = await approvedVisitor(env, c, uniqueEmail('other'));
    const theirs = section((await other.who.get(c.base, other.cookie)).body).mine;
    expect(theirs.length).toBe(1);
    expect(theirs.find('li').length).toBe(0);
  });

  it('answers the page’s 404 without a grant, with a revoked one and from another site, and writes nothing', async () => {
    const c = await restrictedTrustCenter(env, 'tq-refuse');
    const v = await approvedVisitor(env, c, uniqueEmail('buyer'));
    const before = await footprint(c);

    const anonymous = await send(c, csvFile(), null);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).toContain('No trust centre here');
    const madeUp = await send(c, csvFile(), `rampart_trust=${'A'.repeat(43)}`);
    expect(madeUp.statusCode).toBe(404);
    const crossSite = await send(c, csvFile(), v.cookie, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(404);
    // Another organisation's page does not take this visitor's grant.
    const elsewhere = await restrictedTrustCenter(env, 'tq-elsewhere');
    expect((await send(elsewhere, csvFile(), v.cookie)).statusCode).toBe(404);

    await ok200(env.mailApp, c.owner, 'POST', `/api/trust-center/grants/${v.grantId}/revoke`, {});
    const revoked = await send(c, csvFile(), v.cookie);
    expect(revoked.statusCode).toBe(404);
    expect(await footprint(c)).toEqual(before);
  });

  it('names what is wrong with a file it cannot take, in words, and writes nothing', async () => {
    const c = await restrictedTrustCenter(env, 'tq-bad');
    const v = await approvedVisitor(env, c, uniqueEmail('buyer'));
    const before = await footprint(c);

    const pdf = await send(
      c,
      { name: 'q.pdf', type: 'application/pdf', data: pdfBytes() },
      v.cookie,
    );
    expect(pdf.statusCode).toBe(400);
    const $pdf = cheerio.load(pdf.body);
    expect($pdf('h1').text()).toBe('Your questionnaire could not be taken');
    expect($pdf('main').text()).toContain('an Excel workbook (.xlsx), a CSV file');
    expect($pdf('main').text()).toContain('Nothing was sent.');
    expect($pdf('main').text()).not.toMatch(/VALIDATION_ERROR|[A-Z]{3,}_[A-Z]{3,}/);
    expect($pdf('main a').attr('href')).toBe(`${c.base}#your-questionnaires`);

    const empty = await send(
      c,
      { name: 'empty.csv', type: 'text/csv', data: Buffer.from('Name,Value\n,\n') },
      v.cookie,
    );
    expect(empty.statusCode).toBe(400);
    expect(cheerio.load(empty.body)('main').text()).toContain('No questions were found');

    expect(await footprint(c)).toEqual(before);
  });

  it(`takes at most ${TRUST_QUESTIONNAIRES_PER_DAY} a day from one grant, then says so`, async () => {
    const c = await restrictedTrustCenter(env, 'tq-limit');
    const v = await approvedVisitor(env, c, uniqueEmail('buyer'));
    const text = (n: number): File => ({
      name: `q${n}.txt`,
      type: 'text/plain',
      data: Buffer.from(`1. Is question ${n} answered?`),
    });
    for (let n = 0; n < TRUST_QUESTIONNAIRES_PER_DAY; n++) {
      expect((await send(c, text(n), v.cookie)).statusCode).toBe(303);
    }
    const before = await footprint(c);
    const over = await send(c, text(99), v.cookie);
    expect(over.statusCode).toBe(429);
    expect(cheerio.load(over.body)('h1').text()).toBe('Too many questionnaires today');
    expect(await footprint(c)).toEqual(before);
  });
});

describe('the answers go back to the visitor', () => {
  it('once every answer is reviewed: the filled-in workbook, a mail, a link on the page, for that visitor only; not once access ended', async () => {
    const c = await restrictedTrustCenter(env, 'tq-return');
    const email = uniqueEmail('buyer');
    const v = await approvedVisitor(env, c, email);
    const sent = await send(
      c,
      { name: 'acme.xlsx', type: XLSX_TYPE, data: await questionnaireWorkbook() },
      v.cookie,
    );
    expect(sent.statusCode, sent.body).toBe(303);
    const [item] = await listed(c.owner);
    const id = item!.id;
    await env.mailApp.jobs.drain();

    const early = await call(env.mailApp, c.owner, 'POST', `${INCOMING}/${id}/return`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('3 answers are not reviewed yet.');

    await reviewAll(c.owner, id, { answer: 'yes', text: 'Yes, for every administrator.' });
    const returned = await ok200(env.mailApp, c.owner, 'POST', `${INCOMING}/${id}/return`, {});
    expect(returned.fromTrustCentre).toMatchObject({ email, returnBlockedBy: null });
    expect(returned.fromTrustCentre.returnedAt).not.toBeNull();

    await drain(env);
    const mail = mailsTo(env, email).at(-1)!;
    expect(mail.subject).toBe(`${c.title} answered your questionnaire`);
    expect(mail.text).toContain(
      `${c.title} answered your questionnaire acme: download it from ${TEST_ORIGIN}${c.base}#your-questionnaires`,
    );

    const { mine } = section((await v.who.get(c.base, v.cookie)).body);
    expect(mine.find('li').text()).toMatch(/Answered on \d{1,2} \w+ \d{4}/);
    const href = mine.find('a.download').attr('href');
    expect(href).toBe(`${c.base}/questionnaires/${id}/file`);

    const file = await v.who.get(href!, v.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-disposition']).toContain('acme (answered).xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Security')!.getCell('C5').value).toBe('Yes');
    expect(String(wb.getWorksheet('Security')!.getCell('D5').value)).toContain(
      'Yes, for every administrator.',
    );

    // Not to anyone else: no cookie, another visitor's grant, a HEAD.
    expect((await visitor(env.mailApp).get(href!)).statusCode).toBe(404);
    const other = await approvedVisitor(env, c, uniqueEmail('other'));
    expect((await other.who.get(href!, other.cookie)).statusCode).toBe(404);
    expect(
      (await env.mailApp.inject({ method: 'HEAD', url: href!, headers: { cookie: v.cookie } }))
        .statusCode,
    ).toBe(404);

    // Sent again, it replaces the file and says so.
    await ok200(env.mailApp, c.owner, 'POST', `${INCOMING}/${id}/return`, {});
    await drain(env);
    expect(mailsTo(env, email).at(-1)!.text).toContain('replaces the one sent before');
    const audit = await ok200(
      env.mailApp,
      c.owner,
      'GET',
      `/api/audit-events?entityType=incoming_questionnaire&entityId=${id}`,
    );
    expect(
      (audit.items as { action: string; entityId: string }[]).filter(
        (e) => e.action === 'incoming_questionnaire.returned' && e.entityId === id,
      ),
    ).toHaveLength(2);

    // Access ended: the team is told why it cannot go back, and the file is gone from the page.
    await ok200(env.mailApp, c.owner, 'POST', `/api/trust-center/grants/${v.grantId}/revoke`, {});
    const ended = await call(env.mailApp, c.owner, 'POST', `${INCOMING}/${id}/return`, {});
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.message).toBe("The visitor's access has ended.");
    const [after] = (await listed(c.owner)).filter((q) => q.id === id);
    expect(after!.fromTrustCentre!.returnBlockedBy).toBe("The visitor's access has ended");
    expect((await v.who.get(href!, v.cookie)).statusCode).toBe(404);
  });

  it('sends a CSV questionnaire back as the PDF summary, and refuses one the team imported', async () => {
    const c = await restrictedTrustCenter(env, 'tq-pdf');
    const v = await approvedVisitor(env, c, uniqueEmail('buyer'));
    expect((await send(c, csvFile(), v.cookie)).statusCode).toBe(303);
    const [item] = await listed(c.owner);
    await env.mailApp.jobs.drain();
    await reviewAll(c.owner, item!.id, { answer: 'yes', text: 'Enforced for everyone.' });
    await ok200(env.mailApp, c.owner, 'POST', `${INCOMING}/${item!.id}/return`, {});
    const file = await v.who.get(`${c.base}/questionnaires/${item!.id}/file`, v.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await pdfLines(file.rawPayload)).join('\n')).toContain('Enforced for everyone.');

    const { payload, headers } = multipartBody([
      { name: 'file', fileName: 'own.csv', contentType: 'text/csv', data: Buffer.from(CSV) },
    ]);
    const own = await env.mailApp.inject({
      method: 'POST',
      url: INCOMING,
      payload,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: c.owner.cookie },
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownId = own.json().data.id as string;
    const mine = (await listed(c.owner)).find((q) => q.id === ownId)!;
    expect(mine.fromTrustCentre).toBeNull();
    expect(mine.abilities.return).toBe(false);
    const refused = await call(env.mailApp, c.owner, 'POST', `${INCOMING}/${ownId}/return`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This questionnaire did not come through the trust centre',
    );
  });
});
