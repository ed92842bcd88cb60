import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listQuestionnaireActivity, newId, schema, type Db } from '@rampart/db';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import {
  call,
  createQuestionnaire,
  fieldsOf,
  panelTestEnv,
  smallStructure,
} from './panel-test-kit.ts';

let app: FastifyInstance;
let mailApp: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, mailApp, db } = await panelTestEnv());
});
afterAll(() => mailApp.close());

const setup = async () => {
  const owner = await buildOrg(app, { name: 'Olivia Owner' });
  const q = await createQuestionnaire(app, owner, { title: 'Cloud', structure: smallStructure() });
  const base = `/api/questionnaires/${q.id}`;
  return { owner, q, base, url: `${base}/versions` };
};
const ok = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown> & { id: string };
};
/** The items of one page of a list route. */
const items = async (res: { statusCode: number; body: string; json(): { data: unknown } }) =>
  ((await ok(res)) as unknown as { items: Record<string, unknown>[] }).items;

/** The small structure with q3 reworded and a q4 added. */
const edited = () => {
  const s = smallStructure();
  s.sections[1]!.questions[0]!.text = 'Anything else to add?';
  s.sections[1]!.questions.push({
    id: 'q4',
    text: 'Who answers?',
    type: 'text',
    required: true,
    weight: 0,
  });
  return s;
};

describe('questionnaire versions', () => {
  it('labels 1.{count+1}, keeps exactly one current, and counts the changes', async () => {
    const { owner, q, base, url } = await setup();
    const first = await ok(
      await call(app, owner, 'POST', url, { title: 'Baseline', description: 'As agreed' }),
    );
    expect(first).toMatchObject({
      label: '1.1',
      title: 'Baseline',
      description: 'As agreed',
      isCurrent: true,
      isPublished: false,
      parentVersion: null,
      restoredFrom: null,
      createdBy: { id: owner.user.id, name: 'Olivia Owner' },
      changes: { added: 3, removed: 0, changed: 0 },
    });
    expect((first.structure as { sections: unknown[] }).sections).toHaveLength(2);
    await ok(await call(app, owner, 'PATCH', base, { structure: edited() }));
    const second = await ok(await call(app, owner, 'POST', url, {}));
    expect(second).toMatchObject({
      label: '1.2',
      title: 'Version 1.2',
      isCurrent: true,
      parentVersion: '1.1',
      changes: { added: 1, removed: 0, changed: 1 },
    });
    const list = (await items(await call(app, owner, 'GET', url))) as unknown as {
      label: string;
      isCurrent: boolean;
    }[];
    expect(list.map((v) => [v.label, v.isCurrent])).toEqual([
      ['1.2', true],
      ['1.1', false],
    ]);
    // A page at a time, newest first, to the first version.
    const newest = await ok(await call(app, owner, 'GET', `${url}?limit=1`));
    expect(newest).toMatchObject({ total: 2, items: [{ label: '1.2' }] });
    const next = encodeURIComponent(newest.nextCursor as string);
    expect(await ok(await call(app, owner, 'GET', `${url}?limit=1&cursor=${next}`))).toMatchObject({
      total: 2,
      nextCursor: null,
      items: [{ label: '1.1' }],
    });
    expect(list[0]).not.toHaveProperty('structure');
    expect((await ok(await call(app, owner, 'GET', base))).versionLabel).toBe('1.2');
    const one = await ok(await call(app, owner, 'GET', `${url}/${first.id}`));
    expect(one.structure).toEqual(first.structure);
    const activity = await listQuestionnaireActivity(db, owner.user.organizationId, q.id, 50);
    expect(activity.map((a) => [a.type, a.description])).toEqual([
      ['version', 'created version 1.2 “Version 1.2”'],
      ['version', 'created version 1.1 “Baseline”'],
    ]);
    expect((await call(app, owner, 'GET', `${url}/qver_nope`)).statusCode).toBe(404);
  });

  it('compares two versions question by question', async () => {
    const { owner, base, url } = await setup();
    const a = await ok(await call(app, owner, 'POST', url, {}));
    const s = edited();
    s.sections[0]!.questions.splice(1, 1); // q2 removed
    s.sections[0]!.questions[0]!.required = false;
    await ok(await call(app, owner, 'PATCH', base, { structure: s }));
    const b = await ok(await call(app, owner, 'POST', url, {}));
    const c = await ok(await call(app, owner, 'GET', `${url}/compare?from=${a.id}&to=${b.id}`));
    expect(c.from).toEqual({ id: a.id, label: '1.1' });
    expect(c.to).toEqual({ id: b.id, label: '1.2' });
    expect((c.added as { id: string }[]).map((x) => x.id)).toEqual(['q4']);
    expect((c.removed as { id: string }[]).map((x) => x.id)).toEqual(['q2']);
    expect(
      (c.changed as { questionId: string; fields: string[] }[]).map((x) => [
        x.questionId,
        x.fields,
      ]),
    ).toEqual([
      ['q1', ['required']],
      ['q3', ['text']],
    ]);
    expect(c.unchanged).toBe(0);
    const back = await ok(await call(app, owner, 'GET', `${url}/compare?from=${b.id}&to=${a.id}`));
    expect((back.added as { id: string }[]).map((x) => x.id)).toEqual(['q2']);
    expect((await call(app, owner, 'GET', `${url}/compare?from=${a.id}&to=nope`)).statusCode).toBe(
      404,
    );
    const missing = await call(app, owner, 'GET', `${url}/compare?from=${a.id}`);
    expect(fieldsOf(missing)).toEqual(['to']);
  });

  it('restores a draft as a new current version and needs a draft', async () => {
    const { owner, base, url } = await setup();
    const first = await ok(await call(app, owner, 'POST', url, { title: 'Baseline' }));
    await ok(await call(app, owner, 'PATCH', base, { structure: edited() }));
    await ok(await call(app, owner, 'POST', url, {}));
    const restored = await ok(await call(app, owner, 'POST', `${url}/${first.id}/restore`));
    expect(restored).toMatchObject({
      label: '1.3',
      title: 'Restored from 1.1',
      isCurrent: true,
      restoredFrom: '1.1',
      parentVersion: '1.2',
      changes: { added: 0, removed: 1, changed: 1 },
    });
    const now = await ok(await call(app, owner, 'GET', base));
    expect(now.structure).toEqual(first.structure);
    expect(now.versionLabel).toBe('1.3');
    const list = (await items(await call(app, owner, 'GET', url))) as unknown as {
      label: string;
      isCurrent: boolean;
    }[];
    expect(list.filter((v) => v.isCurrent).map((v) => v.label)).toEqual(['1.3']);

    // Published: history stays as it is; the questions change only through a revision.
    await ok(await call(app, owner, 'POST', `${base}/status`, { action: 'publish' }));
    const refused = await call(app, owner, 'POST', `${url}/${first.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(fieldsOf(refused)).toEqual(['versionId']);
    expect(await items(await call(app, owner, 'GET', url))).toHaveLength(4);
  });

  it('makes a published version when the questionnaire is published', async () => {
    const { owner, base, url } = await setup();
    await ok(await call(app, owner, 'POST', url, { title: 'Draft one' }));
    const published = await ok(
      await call(app, owner, 'POST', `${base}/status`, { action: 'publish' }),
    );
    expect(published.versionLabel).toBe('1.2');
    const [latest, earlier] = await items(await call(app, owner, 'GET', url));
    expect(latest).toMatchObject({
      label: '1.2',
      title: 'Published 1.2',
      isPublished: true,
      isCurrent: true,
      changes: { added: 0, removed: 0, changed: 0 },
    });
    expect(earlier).toMatchObject({ label: '1.1', isPublished: false, isCurrent: false });
    // A published questionnaire still gets versions (its questions as they stand).
    expect((await ok(await call(app, owner, 'POST', url, {}))).label).toBe('1.3');
    await ok(await call(app, owner, 'POST', `${base}/status`, { action: 'archive' }));
    expect((await call(app, owner, 'POST', url, {})).statusCode).toBe(409);
  });

  it('takes the edit permission to make or restore one; viewers read', async () => {
    const { owner, url } = await setup();
    const auditor = await buildMember(app, owner, 'auditor');
    const first = await ok(await call(app, owner, 'POST', url, {}));
    expect((await call(app, auditor, 'POST', url, {})).statusCode).toBe(403);
    expect((await call(app, auditor, 'POST', `${url}/${first.id}/restore`)).statusCode).toBe(403);
    expect((await call(app, auditor, 'GET', url)).statusCode).toBe(200);
    const stranger = await buildOrg(app);
    expect((await call(app, stranger, 'GET', `${url}/${first.id}`)).statusCode).toBe(404);
  });
});

describe('questionnaire activity', () => {
  it('pages from the newest entry back to the first, 50 at a time unless asked', async () => {
    const { owner, q, base } = await setup();
    const orgId = owner.user.organizationId;
    // One batch, a second apart, written long before now.
    await db.insert(schema.questionnaireActivity).values(
      Array.from({ length: 55 }, (_, i) => ({
        id: newId('qact'),
        organizationId: orgId,
        questionnaireId: q.id,
        type: i % 2 ? 'edit' : 'comment',
        description: `step ${i}`,
        userId: owner.user.id,
        userName: owner.user.name,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    const get = async (who: SignedIn, query = '') =>
      call(app, who, 'GET', `${base}/activity${query}`);
    const first = (await get(owner)).json().data;
    expect(first).toMatchObject({ total: 55 });
    const all = first.items as { description: string }[];
    expect(all).toHaveLength(50);
    expect(all[0]).toMatchObject({
      description: 'step 54',
      type: 'comment',
      user: { id: owner.user.id, name: 'Olivia Owner' },
      targetType: 'questionnaire',
      timestamp: '2026-01-01T00:00:54.000Z',
    });
    expect(all.at(-1)!.description).toBe('step 5');
    // The rest, to the first entry ever made.
    const rest = (await get(owner, `?cursor=${encodeURIComponent(first.nextCursor)}`)).json().data;
    expect(rest).toMatchObject({ total: 55, nextCursor: null });
    expect(rest.items.map((a: { description: string }) => a.description)).toEqual([
      'step 4',
      'step 3',
      'step 2',
      'step 1',
      'step 0',
    ]);
    expect((await get(owner, '?limit=10')).json().data.items).toHaveLength(10);
    expect((await get(owner, '?limit=200')).json().data.items).toHaveLength(55);
    for (const limit of ['201', '0', 'x']) {
      expect(fieldsOf(await get(owner, `?limit=${limit}`))).toEqual(['limit']);
    }
    const stranger = await buildOrg(app);
    expect((await get(stranger)).statusCode).toBe(404);
  });
});
