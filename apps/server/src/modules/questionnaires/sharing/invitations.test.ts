import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { createQuestionnaire } from '../questionnaire-test-kit.ts';
import {
  addCollaborator,
  call,
  getQuestionnaire,
  invite,
  listedIds,
  privateQuestionnaire,
  shareActivity,
} from './sharing-test-kit.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
});

const answer = (who: SignedIn, id: string, accept: boolean) =>
  call(app, who, 'POST', `/api/questionnaires/${id}/invitation`, { accept });

describe('accepting, approval and access (§4 Sharing)', () => {
  it('gives nothing while pending: a private questionnaire appears once the invitation is accepted', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Pat Pending');
    const q = await privateQuestionnaire(app, owner, 'Board pack');
    const other = await createQuestionnaire(app, owner, { title: 'Open to all' });
    expect((await getQuestionnaire(app, member, q.id)).statusCode).toBe(404);
    expect(await listedIds(app, member)).toEqual([other.id]);
    const invited = await invite(app, owner, q.id, member, 'viewer');
    const memberId = invited.json().data.id;
    // Pending: still invisible, and listed among my invitations with who asked.
    expect((await getQuestionnaire(app, member, q.id)).statusCode).toBe(404);
    expect(await listedIds(app, member)).toEqual([other.id]);
    const mine = await call(app, member, 'GET', '/api/questionnaire-invitations');
    expect(mine.json().data).toMatchObject({ total: 1, nextCursor: null });
    expect(mine.json().data.items).toEqual([
      expect.objectContaining({
        id: memberId,
        questionnaireId: q.id,
        questionnaireTitle: 'Board pack',
        role: 'viewer',
        invitedBy: { id: owner.user.id, name: 'Olivia Owner' },
        awaitingApproval: false,
      }),
    ]);
    // Only the invited person answers; another member has no invitation to answer.
    const bystander = await buildMember(app, owner, 'member');
    expect((await answer(bystander, q.id, true)).statusCode).toBe(404);
    const accepted = await answer(member, q.id, true);
    expect(accepted.json().data).toMatchObject({ status: 'active', role: 'viewer' });
    expect(accepted.json().data.respondedAt).not.toBeNull();
    expect((await answer(member, q.id, true)).statusCode).toBe(409);
    const seen = await getQuestionnaire(app, member, q.id);
    expect(seen.json().data).toMatchObject({
      role: 'viewer',
      abilities: { view: true, editQuestions: false, comment: false, share: false },
    });
    expect((await listedIds(app, member)).sort()).toEqual([other.id, q.id].sort());
    expect((await call(app, member, 'GET', '/api/questionnaire-invitations')).json().data).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
    // A viewer's edit is refused.
    const edit = await call(app, member, 'PATCH', `/api/questionnaires/${q.id}`, { title: 'X' });
    expect(edit.statusCode).toBe(403);
    expect(await shareActivity(database, owner, q.id)).toEqual([
      'Pat Pending accepted the invitation',
      'Olivia Owner invited Pat Pending as Viewer',
    ]);
  });

  it('a declined invitation gives nothing and may be sent again', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const q = await privateQuestionnaire(app, owner);
    await invite(app, owner, q.id, member, 'editor');
    expect((await answer(member, q.id, false)).json().data.status).toBe('declined');
    expect((await getQuestionnaire(app, member, q.id)).statusCode).toBe(404);
    const team = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/members`);
    expect(team.json().data.members.map((m: { status: string }) => m.status)).toEqual(['declined']);
    const again = await invite(app, owner, q.id, member, 'commenter');
    expect(again.json().data).toMatchObject({ status: 'pending', role: 'commenter' });
    expect(again.json().data.respondedAt).toBeNull();
    expect((await answer(member, q.id, true)).json().data.status).toBe('active');
    expect((await getQuestionnaire(app, member, q.id)).json().data.role).toBe('commenter');
  });

  it('with approval required, an invitation by anyone but the owner waits for the owner or an org admin', async () => {
    const owner = await buildOrg(app);
    const orgAdmin = await buildMember(app, owner, 'admin');
    const coAdmin = await buildMember(app, owner, 'member', 'Cora Coadmin');
    const invitee = await buildMember(app, owner, 'auditor', 'Ivy Invitee');
    const later = await buildMember(app, owner, 'auditor', 'Leo Later');
    const q = await privateQuestionnaire(app, owner);
    await addCollaborator(app, owner, q.id, coAdmin, 'admin');
    const settings = await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}/sharing`, {
      requiresApproval: true,
    });
    expect(settings.json().data.requiresApproval).toBe(true);

    const invited = await invite(app, coAdmin, q.id, invitee, 'viewer');
    expect(invited.json().data).toMatchObject({ awaitingApproval: true, approvedAt: null });
    const memberId = invited.json().data.id;
    const mine = await call(app, invitee, 'GET', '/api/questionnaire-invitations');
    expect(mine.json().data.items[0].awaitingApproval).toBe(true);
    const early = await answer(invitee, q.id, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/approval/);
    const approve = (who: SignedIn) =>
      call(app, who, 'POST', `/api/questionnaires/${q.id}/members/${memberId}/approve`);
    // A questionnaire admin who is not its owner does not approve.
    expect((await approve(coAdmin)).statusCode).toBe(403);
    const approved = await approve(owner);
    expect(approved.json().data).toMatchObject({
      awaitingApproval: false,
      approvedBy: { id: owner.user.id },
    });
    expect((await approve(owner)).statusCode).toBe(409);
    expect((await answer(invitee, q.id, true)).json().data.status).toBe('active');

    // The owner's own invitations need no approval; an org admin approves others'.
    const second = await invite(app, coAdmin, q.id, later, 'viewer');
    const secondId = second.json().data.id;
    const byOrgAdmin = await call(
      app,
      orgAdmin,
      'POST',
      `/api/questionnaires/${q.id}/members/${secondId}/approve`,
    );
    expect(byOrgAdmin.json().data.awaitingApproval).toBe(false);
  });

  it('turning approval off lets waiting invitations go ahead', async () => {
    const owner = await buildOrg(app);
    const coAdmin = await buildMember(app, owner, 'member');
    const invitee = await buildMember(app, owner, 'auditor');
    const q = await privateQuestionnaire(app, owner);
    await addCollaborator(app, owner, q.id, coAdmin, 'admin');
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}/sharing`, {
      requiresApproval: true,
    });
    await invite(app, coAdmin, q.id, invitee, 'viewer');
    expect((await answer(invitee, q.id, true)).statusCode).toBe(409);
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}/sharing`, {
      requiresApproval: false,
    });
    expect((await answer(invitee, q.id, true)).json().data.status).toBe('active');
  });

  it('a role change resets permissions to the role’s; removal revokes access at once', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'auditor', 'Rita Reader');
    const q = await privateQuestionnaire(app, owner);
    const { id: memberId } = await addCollaborator(app, owner, q.id, member, 'viewer');
    const url = `/api/questionnaires/${q.id}/members/${memberId}`;
    const changed = await call(app, owner, 'PATCH', url, { role: 'editor' });
    expect(changed.json().data).toMatchObject({
      role: 'editor',
      permissions: ['view', 'edit', 'comment'],
    });
    // An auditor may only read questionnaires, yet edits this one as invited.
    const seen = await getQuestionnaire(app, member, q.id);
    expect(seen.json().data).toMatchObject({ role: 'editor', abilities: { editQuestions: true } });
    const edited = await call(app, member, 'PATCH', `/api/questionnaires/${q.id}`, {
      title: 'Edited by Rita',
    });
    expect(edited.json().data).toMatchObject({ title: 'Edited by Rita', role: 'editor' });
    // Editors neither publish nor share.
    const publish = await call(app, member, 'POST', `/api/questionnaires/${q.id}/status`, {
      action: 'publish',
    });
    expect(publish.statusCode).toBe(403);
    const back = await call(app, owner, 'PATCH', url, { role: 'commenter' });
    expect(back.json().data.permissions).toEqual(['view', 'comment']);
    expect((await getQuestionnaire(app, member, q.id)).json().data.abilities).toMatchObject({
      editQuestions: false,
      comment: true,
    });
    const before = await auditCount(app, owner);
    expect((await call(app, owner, 'DELETE', url)).statusCode).toBe(200);
    expect(await auditCount(app, owner)).toBe(before + 1);
    expect((await getQuestionnaire(app, member, q.id)).statusCode).toBe(404);
    expect(await listedIds(app, member)).not.toContain(q.id);
    expect((await shareActivity(database, owner, q.id)).slice(0, 3)).toEqual([
      'Olivia Owner removed Rita Reader',
      'Olivia Owner changed the role of Rita Reader to Commenter',
      'Olivia Owner changed the role of Rita Reader to Editor',
    ]);
  });
});
