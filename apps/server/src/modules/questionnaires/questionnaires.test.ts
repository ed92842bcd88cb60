import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg } from '../../testing/factories.ts';
import { call, createQuestionnaire, fieldsOf, smallStructure } from './questionnaire-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('questionnaires', () => {
  it('creates a draft with defaults and the actor abilities, reads, updates and deletes it', async () => {
    const owner = await buildOrg(app);
    const q = await createQuestionnaire(app, owner, { title: '  Cloud suppliers  ' });
    expect(q).toMatchObject({
      title: 'Cloud suppliers',
      description: '',
      status: 'draft',
      visibility: 'organization',
      tags: [],
      structure: { sections: [] },
      versionLabel: null,
      responseCount: 0,
      completionRate: 0,
      createdBy: { id: owner.user.id },
      abilities: { editQuestions: true, publish: true, revise: false, delete: true },
    });
    expect((await call(app, owner, 'GET', `/api/questionnaires/${q.id}`)).json().data).toEqual(q);
    const patched = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, {
      description: 'Yearly',
      tags: ['cloud'],
      category: 'Security',
      visibility: 'private',
      structure: smallStructure(),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      description: 'Yearly',
      tags: ['cloud'],
      visibility: 'private',
      sectionCount: 2,
      questionCount: 3,
    });
    expect(patched.json().data.structure.sections[0].questions[1].condition).toEqual({
      questionId: 'q1',
      equals: true,
    });
    const before = await auditCount(app, owner);
    const del = await call(app, owner, 'DELETE', `/api/questionnaires/${q.id}`);
    expect(del.json().data).toEqual({ deleted: [q.id] });
    expect((await call(app, owner, 'GET', `/api/questionnaires/${q.id}`)).statusCode).toBe(404);
    expect(await auditCount(app, owner)).toBe(before + 1);
  });

  it('names every invalid field, nested structure paths included, and creates nothing', async () => {
    const owner = await buildOrg(app);
    const res = await call(app, owner, 'POST', '/api/questionnaires', {
      title: ' ',
      visibility: 'everyone',
      tags: [''],
      structure: {
        sections: [
          { id: 's', title: 'A', questions: [{ id: 'q', text: 'x', type: 'essay', weight: -1 }] },
        ],
      },
      templateId: 'no-such',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'title',
        'visibility',
        'tags.0',
        'structure.sections.0.questions.0.type',
        'structure.sections.0.questions.0.weight',
      ]),
    );
    const unknown = await call(app, owner, 'POST', '/api/questionnaires', {
      title: 'T',
      templateId: 'no-such',
    });
    expect(fieldsOf(unknown)).toEqual(['templateId']);
    const list = await call(app, owner, 'GET', '/api/questionnaires');
    expect(list.json().data.total).toBe(0);
  });

  it('filters by search, status, category and tag, sorts and pages', async () => {
    const owner = await buildOrg(app);
    const titles = ['Alpha security', 'Beta privacy', 'Gamma security', 'Delta cloud'];
    const ids: string[] = [];
    for (const [i, title] of titles.entries()) {
      const q = await createQuestionnaire(app, owner, {
        title,
        category: i % 2 ? 'Privacy' : 'Security',
        tags: i === 3 ? ['Cloud', 'yearly'] : ['yearly'],
        structure: smallStructure(),
      });
      ids.push(q.id);
    }
    await call(app, owner, 'POST', `/api/questionnaires/${ids[0]}/status`, { action: 'publish' });
    const get = async (qs: string) =>
      (await call(app, owner, 'GET', `/api/questionnaires?${qs}`)).json().data;
    expect((await get('search=security')).items.map((q: { title: string }) => q.title)).toEqual([
      'Gamma security',
      'Alpha security',
    ]);
    expect((await get('status=published')).total).toBe(1);
    expect((await get('status=draft&status=published')).total).toBe(4);
    expect((await get('category=privacy')).total).toBe(2);
    expect((await get('tag=cloud')).items.map((q: { id: string }) => q.id)).toEqual([ids[3]]);
    const first = await get('sortBy=title&sortDirection=asc&limit=3');
    expect(first.items.map((q: { title: string }) => q.title)).toEqual([
      'Alpha security',
      'Beta privacy',
      'Delta cloud',
    ]);
    expect(first.total).toBe(4);
    const second = await get(`sortBy=title&sortDirection=asc&limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((q: { title: string }) => q.title)).toEqual(['Gamma security']);
    expect(second.nextCursor).toBeNull();
    // Another organisation sees none of these.
    const stranger = await buildOrg(app);
    expect((await call(app, stranger, 'GET', '/api/questionnaires')).json().data.total).toBe(0);
  });

  it('moves through publish, revise, archive and unarchive; a published structure is 409', async () => {
    const owner = await buildOrg(app);
    const q = await createQuestionnaire(app, owner, { title: 'T', structure: smallStructure() });
    const status = (action: string) =>
      call(app, owner, 'POST', `/api/questionnaires/${q.id}/status`, { action });
    const published = await status('publish');
    expect(published.json().data).toMatchObject({
      status: 'published',
      versionLabel: '1.1',
      abilities: { editQuestions: false, revise: true, publish: false },
    });
    const edit = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, {
      structure: { sections: [] },
    });
    expect(edit.statusCode).toBe(409);
    expect(fieldsOf(edit)).toEqual(['structure']);
    // Details still change while published.
    const renamed = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, { title: 'T2' });
    expect(renamed.json().data).toMatchObject({ title: 'T2', questionCount: 3 });
    expect((await status('publish')).statusCode).toBe(409);
    expect((await status('revise')).json().data.status).toBe('draft');
    expect((await status('publish')).json().data.versionLabel).toBe('1.2');
    expect((await status('archive')).json().data.status).toBe('archived');
    const archivedEdit = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, {
      title: 'T3',
    });
    expect(archivedEdit.statusCode).toBe(409);
    expect(fieldsOf(archivedEdit)).toEqual(['title']);
    expect((await status('revise')).statusCode).toBe(409);
    expect((await status('unarchive')).json().data).toMatchObject({ status: 'draft', title: 'T2' });
    expect((await status('launch')).statusCode).toBe(400);
  });

  it('refuses to publish an invalid or empty structure, naming each issue by its path', async () => {
    const owner = await buildOrg(app);
    const broken = smallStructure();
    broken.sections[0]!.questions[1]!.options = [{ id: 'idp', label: 'Only one', score: 1 }];
    broken.sections[1]!.questions[0]!.text = ' ';
    const q = await createQuestionnaire(app, owner, { title: 'T', structure: broken });
    const before = await auditCount(app, owner);
    const res = await call(app, owner, 'POST', `/api/questionnaires/${q.id}/status`, {
      action: 'publish',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      'structure.sections.0.questions.1.options',
      'structure.sections.1.questions.0.text',
    ]);
    const empty = await createQuestionnaire(app, owner, { title: 'Empty' });
    const none = await call(app, owner, 'POST', `/api/questionnaires/${empty.id}/status`, {
      action: 'publish',
    });
    expect(fieldsOf(none)).toEqual(['structure.sections']);
    expect((await call(app, owner, 'GET', `/api/questionnaires/${q.id}`)).json().data.status).toBe(
      'draft',
    );
    expect(await auditCount(app, owner)).toBe(before + 1);
  });

  it('lets an auditor read with view-only abilities and refuses their writes', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const q = await createQuestionnaire(app, owner, { title: 'T' });
    const seen = await call(app, auditor, 'GET', `/api/questionnaires/${q.id}`);
    expect(seen.json().data.abilities).toMatchObject({
      view: true,
      editQuestions: false,
      publish: false,
      delete: false,
    });
    const patch = await call(app, auditor, 'PATCH', `/api/questionnaires/${q.id}`, { title: 'X' });
    expect(patch.statusCode).toBe(403);
  });
});
