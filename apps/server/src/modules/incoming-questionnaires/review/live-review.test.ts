// A customer questionnaire's review is live (issue 22 point 5): those with it open share who is
// there and which answer each is on, over the collaboration socket, and hear of every change made
// through the API; only members of its organisation get in, read-only, and a deleted
// questionnaire closes their connections.
import { describe, expect, it, vi } from 'vitest';
import { incomingDocumentName } from '@rampart/contracts';
import { useCollabApp } from '../../../collaboration/collab-test-kit.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { incomingKit } from '../incoming-test-kit.ts';

const socket = useCollabApp();

const { call, data, importFile } = incomingKit(() => socket.app());

const live = (id: string, who: SignedIn | null) => socket.connect(incomingDocumentName(id), who);

const questionnaire = async (owner: SignedIn) => {
  const id = await importFile(owner, {
    name: 'q.txt',
    type: 'text/plain',
    data: Buffer.from('1. Is MFA enforced for administrators?\n2. Are backups encrypted?'),
  });
  const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
  return { id, questionIds: (detail.questions as { id: string }[]).map((q) => q.id) };
};

describe('the live review of a customer questionnaire', () => {
  it('shares who is on which answer and tells everyone of changes made through the API', async () => {
    const owner = await buildOrg(socket.app());
    const auditor = await buildMember(socket.app(), owner, 'auditor', 'Avery Auditor');
    const { id, questionIds } = await questionnaire(owner);
    const a = live(id, owner);
    const b = live(id, auditor);
    await Promise.all([a.ready, b.ready]);

    // Presence: the auditor says which answer they are on; the owner sees it.
    b.provider.awareness!.setLocalState({
      userId: auditor.user.id,
      name: 'Avery Auditor',
      editing: { type: 'question', id: questionIds[0] },
    });
    await expect
      .poll(() =>
        [...a.provider.awareness!.getStates().values()].some(
          (s) => s.userId === auditor.user.id && s.editing?.id === questionIds[0],
        ),
      )
      .toBe(true);

    // A comment through the API reaches both open screens as a change to refetch.
    await data(
      owner,
      'POST',
      `/api/questionnaires/incoming/${id}/questions/${questionIds[1]}/comments`,
      {
        body: 'Backups: check the KMS key policy.',
      },
    );
    await expect
      .poll(() => b.messages.filter((m) => m.type === 'changed').map((m) => m.resource))
      .toEqual(expect.arrayContaining(['comments', 'answers']));

    // Drafting announces its progress too.
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await socket.app().jobs.drain();
    await expect
      .poll(() => b.messages.filter((m) => m.type === 'changed' && m.resource === 'answers').length)
      .toBeGreaterThanOrEqual(3);

    // Nobody writes into the document: its answers change only through the API.
    b.doc.getMap('x').set('answer', 'yes');
    await b.notApplied();
    expect(a.doc.getMap('x').get('answer')).toBeUndefined();

    // Deleted: everyone on it is disconnected.
    expect((await call(owner, 'DELETE', `/api/questionnaires/incoming/${id}`)).statusCode).toBe(
      200,
    );
    await expect.poll(() => b.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(b.messages).toContainEqual({ type: 'access', reason: 'changed' });
  });

  it('lets in only members of its organisation', async () => {
    const owner = await buildOrg(socket.app());
    const { id } = await questionnaire(owner);
    const stranger = await buildOrg(socket.app());
    await expect(live(id, stranger).ready).rejects.toThrow();
    await expect(live(id, null).ready).rejects.toThrow();
    // Not a questionnaire's document either way: an unknown id is refused as a stranger is.
    await expect(live('nothing-here', owner).ready).rejects.toThrow();
    // Someone speaking as another person is cut off (Hocuspocus reports it on console.error).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const member = await buildMember(socket.app(), owner, 'member', 'Mo Member');
    const c = live(id, member);
    await c.ready;
    c.provider.awareness!.setLocalState({ userId: owner.user.id, name: 'Not me' });
    await expect.poll(() => c.closes.length).toBeGreaterThan(0);
  });
});
