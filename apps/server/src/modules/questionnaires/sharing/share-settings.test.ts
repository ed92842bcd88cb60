import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg } from '../../../testing/factories.ts';
import { createQuestionnaire, smallStructure } from '../questionnaire-test-kit.ts';
import {
  addCollaborator,
  call,
  fieldsOf,
  getQuestionnaire,
  invite,
  listedIds,
  shareActivity,
} from './sharing-test-kit.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
});

describe('share settings (§3 Share settings)', () => {
  it('are changed by admins of the questionnaire only, and shown on it', async () => {
    const owner = await buildOrg(app);
    const editor = await buildMember(app, owner, 'member');
    const orgAdmin = await buildMember(app, owner, 'admin', 'Ada Admin');
    const q = await createQuestionnaire(app, owner, { title: 'T' });
    expect(q).toMatchObject({
      visibility: 'organization',
      requiresApproval: false,
      allowDownload: true,
      watermark: false,
      role: 'owner',
    });
    const url = `/api/questionnaires/${q.id}/sharing`;
    const before = await auditCount(app, owner);
    expect((await call(app, editor, 'PATCH', url, { watermark: true })).statusCode).toBe(403);
    expect((await call(app, owner, 'PATCH', url, {})).statusCode).toBe(400);
    const bad = await call(app, owner, 'PATCH', url, { visibility: 'everyone' });
    expect(fieldsOf(bad)).toEqual(['visibility']);
    expect(await auditCount(app, owner)).toBe(before);
    const res = await call(app, orgAdmin, 'PATCH', url, {
      watermark: true,
      allowDownload: false,
      requiresApproval: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      watermark: true,
      allowDownload: false,
      requiresApproval: true,
      role: 'admin',
    });
    expect(await auditCount(app, owner)).toBe(before + 1);
    expect((await getQuestionnaire(app, editor, q.id)).json().data).toMatchObject({
      watermark: true,
      allowDownload: false,
      role: 'editor',
      abilities: { download: false },
    });
    // The visibility is a share setting wherever it is changed: not by an editor.
    const viaEdit = await call(app, editor, 'PATCH', `/api/questionnaires/${q.id}`, {
      visibility: 'private',
    });
    expect(viaEdit.statusCode).toBe(403);
    expect(await shareActivity(database, owner, q.id)).toEqual([
      'Ada Admin changed the sharing settings',
    ]);
  });

  it('private hides the questionnaire from the organisation, in the list and by id', async () => {
    const owner = await buildOrg(app);
    const editor = await buildMember(app, owner, 'member');
    const auditor = await buildMember(app, owner, 'auditor');
    const orgAdmin = await buildMember(app, owner, 'admin');
    const invited = await buildMember(app, owner, 'member');
    const pending = await buildMember(app, owner, 'member');
    const q = await createQuestionnaire(app, owner, { title: 'Secret' });
    const open = await createQuestionnaire(app, editor, { title: 'Open' });
    await addCollaborator(app, owner, q.id, invited, 'viewer');
    await invite(app, owner, q.id, pending, 'viewer');
    for (const who of [editor, auditor, orgAdmin, invited, pending]) {
      expect((await listedIds(app, who)).sort()).toEqual([q.id, open.id].sort());
    }
    const made = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}/sharing`, {
      visibility: 'private',
    });
    expect(made.json().data.visibility).toBe('private');
    // Creator, organisation admins and accepted invitations see it; nobody else does.
    for (const who of [owner, orgAdmin, invited]) {
      expect((await listedIds(app, who)).sort()).toEqual([q.id, open.id].sort());
      expect((await getQuestionnaire(app, who, q.id)).statusCode).toBe(200);
    }
    for (const who of [editor, auditor, pending]) {
      expect(await listedIds(app, who)).toEqual([open.id]);
      const list = await call(app, who, 'GET', '/api/questionnaires');
      expect(list.json().data.total).toBe(1);
      expect((await getQuestionnaire(app, who, q.id)).statusCode).toBe(404);
      expect((await call(app, who, 'GET', `/api/questionnaires/${q.id}/members`)).statusCode).toBe(
        404,
      );
      const edit = await call(app, who, 'PATCH', `/api/questionnaires/${q.id}`, { title: 'X' });
      expect(edit.statusCode).toBe(404);
    }
    // Filters and private visibility together: the count matches what is shown.
    const filtered = await call(app, editor, 'GET', '/api/questionnaires?search=secret');
    expect(filtered.json().data).toMatchObject({ total: 0, items: [] });
    expect((await getQuestionnaire(app, orgAdmin, q.id)).json().data.role).toBe('admin');
    expect(await shareActivity(database, owner, q.id)).toContain(
      'Olivia Owner made the questionnaire private',
    );
  });

  it('download follows the switch, which admins are not held to', async () => {
    const owner = await buildOrg(app);
    const editor = await buildMember(app, owner, 'member');
    const q = await createQuestionnaire(app, owner, { title: 'T', structure: smallStructure() });
    const exportAs = (who: typeof owner) =>
      call(app, who, 'GET', `/api/questionnaires/${q.id}/export?format=csv`);
    expect((await exportAs(editor)).statusCode).toBe(200);
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}/sharing`, {
      allowDownload: false,
    });
    const refused = await exportAs(editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Downloads of this questionnaire are turned off/);
    expect((await exportAs(owner)).statusCode).toBe(200);
  });

  it('status and deletion follow the role on the questionnaire', async () => {
    const owner = await buildOrg(app);
    const editor = await buildMember(app, owner, 'member');
    const orgAdmin = await buildMember(app, owner, 'admin');
    const q = await createQuestionnaire(app, owner, { title: 'T', structure: smallStructure() });
    const status = (who: typeof owner, action: string) =>
      call(app, who, 'POST', `/api/questionnaires/${q.id}/status`, { action });
    expect((await status(editor, 'publish')).statusCode).toBe(403);
    expect((await status(orgAdmin, 'publish')).json().data).toMatchObject({
      status: 'published',
      role: 'admin',
      abilities: { publish: false, revise: true, delete: false },
    });
    // Revising takes edit: an editor may.
    expect((await status(editor, 'revise')).json().data.status).toBe('draft');
    // Deleting is the owner's alone (§6), not even an organisation admin's.
    expect((await call(app, orgAdmin, 'DELETE', `/api/questionnaires/${q.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(app, editor, 'DELETE', `/api/questionnaires/${q.id}`)).statusCode).toBe(403);
    expect((await call(app, owner, 'DELETE', `/api/questionnaires/${q.id}`)).statusCode).toBe(200);
  });
});
