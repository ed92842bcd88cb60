import { describe, expect, it } from 'vitest';
import type { Member, QuestionnaireMember, QuestionnaireTeam } from '@rampart/contracts';
import { parseMentions } from '@rampart/domain';
import {
  activeMention,
  contentParts,
  insertMention,
  matchCandidates,
  mentionCandidates,
} from './mentions.ts';

describe('contentParts', () => {
  it('splits text and mentions in order', () => {
    expect(contentParts('Hi @[Lin Wu](u_1), see @[Ann](u_2)!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Lin Wu', userId: 'u_1' },
      { kind: 'text', text: ', see ' },
      { kind: 'mention', name: 'Ann', userId: 'u_2' },
      { kind: 'text', text: '!' },
    ]);
  });
  it('leaves text without mentions (and half-written ones) as text', () => {
    expect(contentParts('mail @lin or @[Lin](bad id)')).toEqual([
      { kind: 'text', text: 'mail @lin or @[Lin](bad id)' },
    ]);
    expect(contentParts('')).toEqual([]);
  });
});

describe('activeMention', () => {
  it('finds the @ right before the caret, at the start or after a space', () => {
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('ask @li', 7)).toEqual({ start: 4, query: 'li' });
    expect(activeMention('ask @li and more', 7)).toEqual({ start: 4, query: 'li' });
  });
  it('is off after a space, inside a word or inside a finished mention', () => {
    expect(activeMention('ask @li ', 8)).toBeNull();
    expect(activeMention('mail a@b', 8)).toBeNull();
    expect(activeMention('@[Lin](u_1)', 11)).toBeNull();
    expect(activeMention('plain', 5)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed query with the token the server reads, and a space', () => {
    const r = insertMention('ask @li now', 4, 7, { name: 'Lin Wu', userId: 'u_1' });
    expect(r.value).toBe('ask @[Lin Wu](u_1)  now');
    expect(r.caret).toBe('ask @[Lin Wu](u_1) '.length);
    expect(parseMentions(r.value)).toEqual([{ userId: 'u_1', name: 'Lin Wu' }]);
  });
});

const member = (over: Partial<QuestionnaireMember>): QuestionnaireMember => ({
  id: 'inv',
  userId: 'u',
  name: 'N',
  email: 'n@x.test',
  role: 'editor',
  permissions: [],
  status: 'active',
  awaitingApproval: false,
  invitedBy: null,
  approvedBy: null,
  addedAt: '2026-01-01T00:00:00Z',
  respondedAt: null,
  approvedAt: null,
  ...over,
});
const orgMember = (userId: string, name: string, role: Member['role']): Member => ({
  userId,
  name,
  email: `${userId}@x.test`,
  avatar: null,
  persona: 'risk_manager' as Member['persona'],
  role,
  joinedAt: '2026-01-01T00:00:00Z',
  lastLogin: null,
  twoFactor: false,
  abilities: {
    changeRole: false,
    remove: false,
    assignableRoles: [],
    resetTwoFactor: false,
    signOut: false,
  },
});
const team = (visibility: QuestionnaireTeam['settings']['visibility']): QuestionnaireTeam => ({
  owner: member({ id: null, userId: 'u_owner', name: 'Olga', role: 'owner' }),
  members: [
    member({ userId: 'u_ed', name: 'Ed' }),
    member({ userId: 'u_pending', name: 'Pat', status: 'pending' }),
  ],
  settings: { visibility, requiresApproval: false, allowDownload: true, watermark: false },
});
const org = [
  orgMember('u_owner', 'Olga', 'owner'),
  orgMember('u_admin', 'Ada', 'admin'),
  orgMember('u_mem', 'Mo', 'member'),
  orgMember('u_me', 'Me', 'member'),
];

describe('mentionCandidates', () => {
  it('offers only those who can see a private questionnaire, never the writer', () => {
    expect(mentionCandidates(team('private'), org, 'u_me').map((c) => c.userId)).toEqual([
      'u_admin',
      'u_ed',
      'u_owner',
    ]);
  });
  it('offers every member when the organisation sees it', () => {
    expect(mentionCandidates(team('organization'), org, 'u_owner').map((c) => c.name)).toEqual([
      'Ada',
      'Ed',
      'Me',
      'Mo',
    ]);
  });
  it('matches name or email, any case, up to the maximum', () => {
    const all = mentionCandidates(team('organization'), org, 'u_x');
    expect(matchCandidates(all, 'ED').map((c) => c.name)).toEqual(['Ed']);
    expect(matchCandidates(all, 'u_m').map((c) => c.name)).toEqual(['Me', 'Mo']);
    expect(matchCandidates(all, '', 2)).toHaveLength(2);
  });
});
