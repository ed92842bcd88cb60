import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FOUR_EYES_MESSAGE } from '@rampart/domain';
import { call } from '../../testing/calls.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp } from '../evidence/evidence.fixtures.ts';
import { createDocumentAs, postVersion } from './document-test-kit.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let manager: SignedIn;
let member: SignedIn;
let auditor: SignedIn;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app, { name: 'Olga Owner' });
  manager = await buildMember(app, owner, 'risk_manager', 'Rita Reviewer');
  member = await buildMember(app, owner, 'member', 'Milo Member');
  auditor = await buildMember(app, owner, 'auditor', 'Ada Auditor');
});
afterAll(() => env.close());

const move = (who: SignedIn, id: string, action: string, comment?: string) =>
  call(app, who, 'POST', `/api/documents/${id}/${action}`, comment ? { comment } : {});

const auditActions = async (id: string) =>
  (await call(app, owner, 'GET', `/api/audit-events?entityType=document&entityId=${id}`))
    .json()
    .data.items.map((e: { action: string }) => e.action)
    .reverse();

describe('approval', () => {
  it('goes draft -> in review -> approved, with who and when on the document and its version', async () => {
    const doc = await createDocumentAs(app, member, {
      title: 'Password standard',
      kind: 'standard',
    });
    const submitted = await move(member, doc.id, 'submit', 'Ready for review');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({
      status: 'in_review',
      submittedBy: { id: member.user.id, name: 'Milo Member' },
    });
    const approved = await move(manager, doc.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const data = approved.json().data;
    expect(data).toMatchObject({
      status: 'approved',
      approvedBy: { id: manager.user.id, name: 'Rita Reviewer' },
    });
    expect(Date.parse(data.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.versions[0]).toMatchObject({ approvedBy: { name: 'Rita Reviewer' } });
    expect(await auditActions(doc.id)).toEqual([
      'document.created',
      'document.submitted',
      'document.approved',
    ]);
  });

  it('never lets the submitter approve, an owner included (four eyes)', async () => {
    const doc = await createDocumentAs(app, owner, { title: 'Own work' });
    await move(owner, doc.id, 'submit');
    const detail = (await call(app, owner, 'GET', `/api/documents/${doc.id}`)).json().data;
    expect(detail.abilities).toMatchObject({ approve: false, requestChanges: true });
    expect(detail.approvalBlockedReason).toBe(FOUR_EYES_MESSAGE);
    const refused = await move(owner, doc.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FOUR_EYES_MESSAGE);
    const byOther = (await call(app, manager, 'GET', `/api/documents/${doc.id}`)).json().data;
    expect(byOther.abilities.approve).toBe(true);
    expect((await move(manager, doc.id, 'approve')).statusCode).toBe(200);
  });

  it('lets a member submit but not approve, and an auditor do neither', async () => {
    const doc = await createDocumentAs(app, owner, { title: 'Roles' });
    expect((await move(auditor, doc.id, 'submit')).statusCode).toBe(403);
    expect((await move(member, doc.id, 'submit')).statusCode).toBe(200);
    expect((await move(member, doc.id, 'approve')).statusCode).toBe(403);
    expect((await move(member, doc.id, 'request-changes')).statusCode).toBe(403);
    expect((await move(auditor, doc.id, 'approve')).statusCode).toBe(403);
    const status = (await call(app, owner, 'GET', `/api/documents/${doc.id}`)).json().data.status;
    expect(status).toBe('in_review');
  });

  it('sends a document back to draft when changes are requested, the comment in the trail', async () => {
    const doc = await createDocumentAs(app, member, { title: 'Needs work' });
    await move(member, doc.id, 'submit');
    const back = await move(manager, doc.id, 'request-changes', 'Section 3 is missing');
    expect(back.json().data).toMatchObject({ status: 'draft', submittedBy: null });
    const events = (
      await call(app, owner, 'GET', `/api/audit-events?entityType=document&entityId=${doc.id}`)
    ).json().data.items;
    expect(events[0]).toMatchObject({
      action: 'document.changes_requested',
      after: expect.objectContaining({ comment: 'Section 3 is missing', status: 'draft' }),
    });
  });

  it('refuses a move the status does not allow with 409, and changes nothing', async () => {
    const doc = await createDocumentAs(app, member, { title: 'Out of order' });
    const early = await move(manager, doc.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This document is a draft: it cannot be approved');
    await move(member, doc.id, 'submit');
    expect((await move(member, doc.id, 'submit')).statusCode).toBe(409);
    expect(await auditActions(doc.id)).toEqual(['document.created', 'document.submitted']);
  });

  it('returns an approved document to draft when a new version is uploaded', async () => {
    const doc = await createDocumentAs(app, member, { title: 'Living document' });
    await move(member, doc.id, 'submit');
    await move(manager, doc.id, 'approve');
    const res = await postVersion(app, member, doc.id);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'draft', approvedBy: null, approvedAt: null });
    // The first version keeps its approval on record.
    expect(
      data.versions.map((v: { number: number; approvedBy: unknown }) => [v.number, v.approvedBy]),
    ).toEqual([
      [2, null],
      [1, { id: manager.user.id, name: 'Rita Reviewer' }],
    ]);
  });
});
