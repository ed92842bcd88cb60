import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Member, Role } from '@rampart/contracts';
import { MemberRow } from './member-row.tsx';

const member = (abilities: Member['abilities'], role: Role = 'member'): Member => ({
  userId: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  avatar: null,
  persona: 'analyst',
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  twoFactor: false,
  abilities,
});

const render = (m: Member, currentUserId = 'me') =>
  renderToStaticMarkup(
    createElement(
      'table',
      null,
      createElement(
        'tbody',
        null,
        createElement(MemberRow, {
          member: m,
          currentUserId,
          onRoleChange: () => undefined,
          onRemove: () => undefined,
          onResetTwoFactor: () => undefined,
          onSignOut: () => undefined,
          busy: false,
        }),
      ),
    ),
  );

const options = (html: string) => [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);

describe('a member row', () => {
  it('offers the roles the server allows, and removal, when the abilities say so', () => {
    const html = render(
      member({
        changeRole: true,
        remove: true,
        assignableRoles: ['admin', 'auditor'],
        resetTwoFactor: false,
        signOut: false,
      }),
    );
    expect(html).toContain('aria-label="Role of Ada"');
    // The current role stays in the list so the select shows it.
    expect(options(html)).toEqual(['admin', 'auditor', 'member']);
    expect(html).toContain('aria-label="Remove Ada"');
  });

  it('shows the role as text and no removal when the abilities say no, whatever the role', () => {
    const html = render(
      member(
        {
          changeRole: false,
          remove: false,
          assignableRoles: [],
          resetTwoFactor: false,
          signOut: false,
        },
        'owner',
      ),
    );
    expect(html).not.toContain('<select');
    expect(html).not.toContain('Remove Ada');
    expect(html).toContain('Owner');
  });

  it('gates each action by its own ability', () => {
    const html = render(
      member({
        changeRole: false,
        remove: true,
        assignableRoles: [],
        resetTwoFactor: false,
        signOut: false,
      }),
    );
    expect(html).not.toContain('<select');
    expect(html).toContain('aria-label="Remove Ada"');
  });

  it('offers nothing on the signed-in user’s own row, even where the API would allow it', () => {
    const html = render(
      member(
        {
          changeRole: true,
          remove: true,
          assignableRoles: ['auditor'],
          resetTwoFactor: false,
          signOut: false,
        },
        'admin',
      ),
      'u1',
    );
    expect(html).not.toContain('<select');
    expect(html).not.toContain('Remove Ada');
    expect(html).toContain('You');
  });
});
