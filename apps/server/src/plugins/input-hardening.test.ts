import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { evidenceApp } from '../modules/evidence/evidence.fixtures.ts';
import { multipartBody, pdfBytes } from '../modules/evidence/multipart-body.ts';
import { auditCount, buildOrg, type SignedIn } from '../testing/factories.ts';
import { AppError } from '../errors.ts';
import { parseCatalog } from '../modules/oscal/parse-catalog.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app);
});
afterAll(() => env.close());

const risk = { title: 'Supplier outage', likelihood: 3, impact: 3 };
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie: owner.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A 400 VALIDATION_ERROR in the envelope, naming the field. */
const expectFieldError = (res: LightMyRequestResponse, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.error.code).toBe('VALIDATION_ERROR');
  expect(body.error.details.map((d: { field: string }) => d.field)).toContain(field);
};

const riskTotal = async () => (await send('GET', '/api/risks?limit=1')).json().data.total as number;

describe('text PostgreSQL cannot store is refused, naming the field', () => {
  it('refuses NUL in a body string, nested or not, and writes nothing', async () => {
    const before = { risks: await riskTotal(), audit: await auditCount(app, owner) };
    expectFieldError(await send('POST', '/api/risks', { ...risk, title: NUL }), 'title');
    expectFieldError(
      await send('POST', '/api/risks/bulk-create', {
        risks: [risk, { ...risk, description: NUL }],
      }),
      'risks.1.description',
    );
    expectFieldError(
      await send('POST', '/api/risks', { ...risk, frameworks: ['ISO27001', NUL] }),
      'frameworks.1',
    );
    // A key is text too: a loose object (OSCAL, stored JSON) would keep it.
    expectFieldError(await send('POST', '/api/risks', { ...risk, [NUL]: 1 }), 'a\\u0000b');
    expect(await riskTotal()).toBe(before.risks);
    expect(await auditCount(app, owner)).toBe(before.audit);
  });

  it('refuses a lone surrogate in text bound for the audit log', async () => {
    const before = await riskTotal();
    expectFieldError(await send('POST', '/api/risks', { ...risk, title: LONE_SURROGATE }), 'title');
    expectFieldError(
      await send('POST', '/api/risks', { ...risk, description: 'x\udc00' }),
      'description',
    );
    expect(await riskTotal()).toBe(before);
  });

  it('keeps text with paired surrogates (emoji) and other control characters', async () => {
    const res = await send('POST', '/api/risks', { ...risk, title: 'Fire 🔥 in\tDC' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.title).toBe('Fire 🔥 in\tDC');
  });

  it('refuses NUL in a query filter and in a path id', async () => {
    expectFieldError(await send('GET', '/api/risks?search=a%00b'), 'search');
    expectFieldError(await send('GET', '/api/risks?framework=ISO&framework=a%00b'), 'framework.1');
    expectFieldError(await send('GET', '/api/risks/a%00b'), 'id');
    const created = await send('POST', '/api/risks', risk);
    const id = created.json().data.id as string;
    expectFieldError(await send('PATCH', `/api/risks/${id}%00`, { title: 'x' }), 'id');
    expectFieldError(await send('PATCH', `/api/risks/${id}`, { title: NUL }), 'title');
    expect((await send('GET', `/api/risks/${id}`)).json().data.title).toBe(risk.title);
  });

  it('refuses NUL in a multipart form field', async () => {
    const { payload, headers } = multipartBody([
      { name: 'title', value: NUL },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/evidence',
      payload,
      headers: { ...headers, cookie: owner.cookie },
    });
    expectFieldError(res, 'title');
  });
});

describe('a value the database refuses is a 400 wherever it comes from', () => {
  it('refuses a CSV import holding NUL (a body the route parses itself) and imports nothing', async () => {
    const before = await riskTotal();
    const res = await app.inject({
      method: 'POST',
      url: '/api/risks/import?format=csv',
      payload: Buffer.from(`title,likelihood,impact\n"Fine",3,3\n"Bad${NUL}",3,3\n`),
      headers: { cookie: owner.cookie, 'content-type': 'text/csv' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await riskTotal()).toBe(before);
  });
});

describe('dates are real calendar days in a sane range', () => {
  it.each([
    ['99999-01-01', 'dateIdentified'],
    ['+099999-01-01', 'dateIdentified'],
    ['2026-02-30', 'dateIdentified'],
    ['2026-13-01', 'dateIdentified'],
    ['2026-01-01T24:00:00Z', 'dateIdentified'],
    ['1899-12-31', 'dateIdentified'],
    ['2201-01-01', 'dateIdentified'],
  ])('refuses %s', async (value, field) => {
    expectFieldError(await send('POST', '/api/risks', { ...risk, [field]: value }), field);
  });

  it('refuses a number or a boolean as a date', async () => {
    expectFieldError(await send('POST', '/api/risks', { ...risk, nextReview: 0 }), 'nextReview');
    expectFieldError(await send('POST', '/api/risks', { ...risk, nextReview: true }), 'nextReview');
  });

  it('stores a leap day and the range ends as the day sent', async () => {
    for (const day of ['2024-02-29', '1900-01-01', '2200-12-31']) {
      const res = await send('POST', '/api/risks', { ...risk, dateIdentified: day });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.dateIdentified.slice(0, 10)).toBe(day);
    }
    const res = await send('POST', '/api/risks', {
      ...risk,
      nextReview: '2026-06-30T12:30:00.000Z',
    });
    expect(res.json().data.nextReview).toBe('2026-06-30T12:30:00.000Z');
  });

  it('refuses an out-of-range date in a query string', async () => {
    expectFieldError(await send('GET', '/api/analytics/rcsa?dateFrom=99999-01-01'), 'dateFrom');
    expectFieldError(await send('GET', '/api/analytics/rcsa?dateTo=2026-02-30'), 'dateTo');
  });
});

describe('malformed bodies are a 400', () => {
  const uploadWith = (contentType: string, payload: Buffer | string) =>
    app.inject({
      method: 'POST',
      url: '/api/evidence',
      payload,
      headers: { 'content-type': contentType, cookie: owner.cookie },
    });

  it('refuses multipart with no boundary, a wrong boundary or a truncated body', async () => {
    const { payload, headers } = multipartBody([
      { name: 'title', value: 'Policy' },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const cases: [string, Buffer][] = [
      ['multipart/form-data', payload],
      ['multipart/form-data; boundary=', payload],
      ['multipart/form-data; boundary=not-the-one', payload],
      [headers['content-type'], payload.subarray(0, payload.length - 30)],
      [headers['content-type'], payload.subarray(0, 40)],
      [headers['content-type'], Buffer.alloc(0)],
    ];
    for (const [contentType, body] of cases) {
      const res = await uploadWith(contentType, body);
      expect(res.statusCode, `${contentType} (${body.length} bytes): ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const list = await send('GET', '/api/evidence');
    expect(list.json().data.total).toBe(0);
  });

  it('refuses over-deep JSON in any body', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/risks',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: `{"title":"Deep","likelihood":3,"impact":3,"extra":${deep}}`,
    });
    expectFieldError(res, 'body');
    // Brackets inside strings do not count.
    const fine = await send('POST', '/api/risks', { ...risk, description: '[['.repeat(5000) });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses an OSCAL catalog nested a thousand levels deep', async () => {
    let group: Record<string, unknown> = { title: 'Leaf', controls: [{ id: 'c-1', title: 'C' }] };
    for (let i = 0; i < 1000; i++) group = { title: `Level ${i}`, groups: [group] };
    const catalog = {
      catalog: {
        uuid: '8a5a3c7e-2f0c-4c38-9d8e-1f3b1c2d3e4f',
        metadata: {
          title: 'Deep',
          version: '1',
          'last-modified': '2026-01-01T00:00:00Z',
          'oscal-version': '1.1.2',
        },
        groups: [group],
      },
    };
    const res = await send('POST', '/api/frameworks/import/oscal', catalog);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    // The parser bounds its own recursion too, whoever hands it the document.
    let refused: unknown = null;
    try {
      parseCatalog(catalog);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).details).toEqual([
      expect.objectContaining({ field: expect.stringMatching(/^catalog\.groups\.0\.groups\.0/) }),
    ]);
  });
});
