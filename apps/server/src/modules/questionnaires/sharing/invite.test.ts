import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { recordingMailer, testApp, testAppWithMailer, TEST_ORIGIN } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { createQuestionnaire } from '../questionnaire-test-kit.ts';
import { addCollaborator, call, fieldsOf, getQuestionnaire, invite } from './sharing-test-kit.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
});

describe('inviting people (§5 Invite) and the team', () => {
  it('refuses a blank or missing email with the spec’s words, naming email', async () => {
    const owner = await buildOrg(app);
    const q = await createQuestionnaire(app, owner, { title: 'T' });
    const before = await auditCount(app, owner);
    for (const body of [{ email: '   ', role: 'viewer' }, { role: 'viewer' }]) {
      const res = await call(app, owner, 'POST', `/api/questionnaires/${q.id}/members`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: 'email', message: 'Please enter an email address to invite.' },
      ]);
    }
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('takes members of the organisation only, and a person once', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const outsider = await buildOrg(app);
    const q = await createQuestionnaire(app, owner, { title: 'T' });
    for (const email of [outsider.email, 'nobody@example.test']) {
      const res = await call(app, owner, 'POST', `/api/questionnaires/${q.id}/members`, {
        email,
        role: 'viewer',
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['email']);
      expect(res.json().error.message).toMatch(/invite them to the organisation first/);
    }
    // Addresses are matched without regard to case or surrounding spaces.
    const first = await call(app, owner, 'POST', `/api/questionnaires/${q.id}/members`, {
      email: `  ${member.email.toUpperCase()} `,
      role: 'editor',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      userId: member.user.id,
      email: member.email,
      role: 'editor',
      permissions: ['view', 'edit', 'comment'],
      status: 'pending',
      awaitingApproval: false,
      invitedBy: { id: owner.user.id, name: 'Olivia Owner' },
      emailed: false,
    });
    const again = await invite(app, owner, q.id, member, 'viewer');
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual(['email']);
    const self = await invite(app, owner, q.id, owner, 'viewer');
    expect(self.statusCode).toBe(409);
  });

  it('follows the role rules: editors cannot share, only the owner makes admins', async () => {
    const owner = await buildOrg(app);
    const orgAdmin = await buildMember(app, owner, 'admin', 'Ada Admin');
    const editor = await buildMember(app, owner, 'member', 'Ed Editor');
    const auditor = await buildMember(app, owner, 'auditor', 'Al Auditor');
    const q = await createQuestionnaire(app, owner, { title: 'T' });
    // An organisation member writes questionnaires: an editor here, without share.
    expect((await getQuestionnaire(app, editor, q.id)).json().data.role).toBe('editor');
    expect((await invite(app, editor, q.id, auditor, 'viewer')).statusCode).toBe(403);
    // An organisation admin is an admin here: shares, but does not make admins.
    expect((await invite(app, orgAdmin, q.id, auditor, 'admin')).statusCode).toBe(403);
    expect((await invite(app, orgAdmin, q.id, auditor, 'owner')).statusCode).toBe(400);
    const byAdmin = await invite(app, orgAdmin, q.id, auditor, 'commenter');
    expect(byAdmin.statusCode).toBe(200);
    const memberId = byAdmin.json().data.id;
    const patch = (who: SignedIn, role: string) =>
      call(app, who, 'PATCH', `/api/questionnaires/${q.id}/members/${memberId}`, { role });
    expect((await patch(editor, 'viewer')).statusCode).toBe(403);
    expect((await patch(orgAdmin, 'admin')).statusCode).toBe(403);
    expect((await patch(owner, 'admin')).json().data.role).toBe('admin');
    // Now an admin: only the owner demotes or removes them.
    expect((await patch(orgAdmin, 'viewer')).statusCode).toBe(403);
    const remove = (who: SignedIn) =>
      call(app, who, 'DELETE', `/api/questionnaires/${q.id}/members/${memberId}`);
    expect((await remove(orgAdmin)).statusCode).toBe(403);
    expect((await remove(editor)).statusCode).toBe(403);
    expect((await remove(owner)).json().data).toEqual({ deleted: [memberId] });
    expect((await remove(owner)).statusCode).toBe(404);
  });

  it('mails the invitee, with a link to the questionnaire, when a mail server is set', async () => {
    const mailer = recordingMailer();
    const mailing = await testAppWithMailer(mailer, database);
    try {
      // Signing up needs a verified address with a mail server: people come from the shared app.
      const owner = await buildOrg(app);
      const member = await buildMember(app, owner, 'member');
      const q = await createQuestionnaire(app, owner, { title: 'Cloud vendors' });
      const res = await invite(mailing, owner, q.id, member, 'commenter');
      expect(res.json().data.emailed).toBe(true);
      const mail = mailer.sent.find((m) => m.to === member.email);
      expect(mail?.subject).toBe('Olivia Owner shared “Cloud vendors” with you on Rampart');
      expect(mail?.text).toContain(`${TEST_ORIGIN}/dashboard/questionnaires/${q.id}`);
      expect(mail?.text).toContain('as Commenter');
    } finally {
      await mailing.close();
    }
  });

  it('lists the team: the owner first, then members with status, inviter and settings', async () => {
    const owner = await buildOrg(app);
    const a = await buildMember(app, owner, 'member', 'Amy Active');
    const p = await buildMember(app, owner, 'member', 'Pete Pending');
    const q = await createQuestionnaire(app, owner, { title: 'T' });
    await addCollaborator(app, owner, q.id, a, 'commenter');
    await invite(app, owner, q.id, p, 'viewer');
    const team = await call(app, a, 'GET', `/api/questionnaires/${q.id}/members`);
    expect(team.statusCode).toBe(200);
    expect(team.json().data).toMatchObject({
      owner: {
        id: null,
        userId: owner.user.id,
        email: owner.email,
        role: 'owner',
        status: 'active',
      },
      members: [
        {
          name: 'Amy Active',
          role: 'commenter',
          status: 'active',
          invitedBy: { id: owner.user.id },
        },
        { name: 'Pete Pending', role: 'viewer', status: 'pending', awaitingApproval: false },
      ],
      settings: {
        visibility: 'organization',
        requiresApproval: false,
        allowDownload: true,
        watermark: false,
      },
    });
    expect(team.json().data.owner.permissions).toEqual([
      'view',
      'edit',
      'comment',
      'admin',
      'share',
      'delete',
    ]);
  });
});
