import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SHARE_GRANT_HEADER } from '@rampart/contracts';
import { testApp } from '../../../testing/app.ts';
import { createLink, open, setup } from './share-link-test-kit.ts';
import { call, fieldsOf } from './sharing-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const asHolder = (method: 'GET' | 'POST', token: string, grant: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/shared-links/${token}/comments`,
    headers: { [SHARE_GRANT_HEADER]: grant },
    payload,
  });

describe('comments through a share link', () => {
  it('lets comment links post under the pass’s name, view links only read', async () => {
    const { owner, q } = await setup();
    const commentLink = await createLink(owner, q.id, { type: 'comment', name: 'Auditors' });
    const viewLink = await createLink(owner, q.id, { type: 'view' });
    const commentGrant = (await open(commentLink.token)).json().data.grant as string;
    const viewGrant = (await open(viewLink.token)).json().data.grant as string;

    const posted = await asHolder('POST', commentLink.token, commentGrant, {
      content: 'Is this for all staff?',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.author.name).toContain('Auditors');
    const blank = await asHolder('POST', commentLink.token, commentGrant, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toEqual(['content']);
    const files = await asHolder('POST', commentLink.token, commentGrant, {
      content: 'See attached',
      attachmentIds: ['evd_abc'],
    });
    expect(fieldsOf(files)).toEqual(['attachmentIds']);

    const refused = await asHolder('POST', viewLink.token, viewGrant, { content: 'Hello' });
    expect(refused.statusCode).toBe(403);
    const read = await asHolder('GET', viewLink.token, viewGrant);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ total: 1, nextCursor: null });
    expect(read.json().data.items.map((t: { content: string }) => t.content)).toEqual([
      'Is this for all staff?',
    ]);
    // The team sees it in the panel.
    const team = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/comments`);
    expect(team.json().data.items).toHaveLength(1);
    // A page at a time, with the pass on each page.
    await asHolder('POST', commentLink.token, commentGrant, { content: 'And contractors?' });
    const page = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/shared-links/${viewLink.token}/comments${query}`,
        headers: { [SHARE_GRANT_HEADER]: viewGrant },
      });
    const first = (await page('?limit=1')).json().data;
    expect(first).toMatchObject({ total: 2, items: [{ content: 'Is this for all staff?' }] });
    expect((await page(`?limit=1&cursor=${first.nextCursor}`)).json().data).toMatchObject({
      total: 2,
      nextCursor: null,
      items: [{ content: 'And contractors?' }],
    });
    // A pass of one link does not open another's comments; no pass, no comments.
    expect((await asHolder('GET', commentLink.token, viewGrant)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/shared-links/${viewLink.token}/comments` }))
        .statusCode,
    ).toBe(403);
  });
});
