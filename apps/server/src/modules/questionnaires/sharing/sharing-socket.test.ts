import { describe, expect, it } from 'vitest';
import { useCollabApp } from '../../../collaboration/collab-test-kit.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { addCollaborator, call, privateQuestionnaire } from './sharing-test-kit.ts';

/**
 * §4 Removal revokes access, open connections included: the sharing routes close the live
 * connections of the people whose access they change, through a real socket.
 */
const socket = useCollabApp();

const client = (questionnaireId: string, who: SignedIn) => socket.connect(questionnaireId, who);

describe('sharing and open connections', () => {
  it('removing a person closes their connection and they cannot connect again', async () => {
    const owner = await buildOrg(socket.app());
    const member = await buildMember(socket.app(), owner, 'member');
    const q = await privateQuestionnaire(socket.app(), owner);
    const { id: memberId } = await addCollaborator(socket.app(), owner, q.id, member, 'editor');
    const mine = client(q.id, owner);
    const theirs = client(q.id, member);
    await Promise.all([mine.ready, theirs.ready]);
    const removed = await call(
      socket.app(),
      owner,
      'DELETE',
      `/api/questionnaires/${q.id}/members/${memberId}`,
    );
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => theirs.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(theirs.messages).toContainEqual({ type: 'access', reason: 'changed' });
    expect(mine.closes).toEqual([]);
    await expect(client(q.id, member).ready).rejects.toThrow();
  });

  it('making a questionnaire private closes the connections of those it now hides from', async () => {
    const owner = await buildOrg(socket.app());
    const member = await buildMember(socket.app(), owner, 'member');
    const q = await call(socket.app(), owner, 'POST', '/api/questionnaires', { title: 'Open' });
    const id = q.json().data.id as string;
    const theirs = client(id, member);
    await theirs.ready;
    const made = await call(socket.app(), owner, 'PATCH', `/api/questionnaires/${id}/sharing`, {
      visibility: 'private',
    });
    expect(made.statusCode).toBe(200);
    await expect.poll(() => theirs.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(theirs.messages).toContainEqual({ type: 'access', reason: 'changed' });
    await expect(client(id, member).ready).rejects.toThrow();
  });
});
