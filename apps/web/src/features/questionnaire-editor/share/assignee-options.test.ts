import { describe, expect, it } from 'vitest';
import type { QuestionnaireMember } from '@rampart/contracts';
import { assigneeOptions } from './assignee-options.ts';

const person = (
  userId: string,
  role: QuestionnaireMember['role'],
  status: QuestionnaireMember['status'] = 'active',
): QuestionnaireMember => ({
  id: role === 'owner' ? null : `m_${userId}`,
  userId,
  name: userId.toUpperCase(),
  email: `${userId}@example.test`,
  role,
  permissions:
    role === 'owner' || role === 'admin' || role === 'editor'
      ? ['view', 'edit', 'comment']
      : role === 'commenter'
        ? ['view', 'comment']
        : ['view'],
  status,
  awaitingApproval: false,
  invitedBy: null,
  approvedBy: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  respondedAt: null,
  approvedAt: null,
});

const orgMember = (userId: string, role: 'owner' | 'admin' | 'member' | 'auditor') => ({
  userId,
  name: userId.toUpperCase(),
  email: `${userId}@example.test`,
  role,
});

describe('assigneeOptions', () => {
  const team = {
    owner: person('olga', 'owner'),
    members: [
      person('ed', 'editor'),
      person('cora', 'commenter'),
      person('pat', 'editor', 'pending'),
      person('dee', 'editor', 'declined'),
    ],
  };

  it('offers, on a private questionnaire, the owner, accepted editors and organisation admins', () => {
    const ids = assigneeOptions(
      team,
      [orgMember('ann', 'admin'), orgMember('max', 'member'), orgMember('aud', 'auditor')],
      'private',
    ).map((o) => o.userId);
    expect(ids.sort()).toEqual(['ann', 'ed', 'olga']);
  });

  it('adds the members whose organisation role writes questionnaires when it is shared', () => {
    const ids = assigneeOptions(
      team,
      [orgMember('max', 'member'), orgMember('aud', 'auditor')],
      'organization',
    ).map((o) => o.userId);
    expect(ids.sort()).toEqual(['ed', 'max', 'olga']);
  });

  it('lists each person once, by name', () => {
    const options = assigneeOptions(
      team,
      [orgMember('olga', 'owner'), orgMember('ed', 'member')],
      'public',
    );
    expect(options.map((o) => o.name)).toEqual(['ED', 'OLGA']);
  });
});
