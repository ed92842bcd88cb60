import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRoute, safeReturnPath } from './route-guard.ts';

const user = (role: string, permissions: string[]) => ({ role, permissions });

describe('route guard (shell spec §5)', () => {
  it.each(['idle', 'loading'] as const)('shows a spinner while the session is %s', (status) => {
    expect(decideRoute({ status, user: null, location: '/dashboard' })).toEqual({
      kind: 'spinner',
    });
  });

  it('sends an anonymous user to login with the path asked for', () => {
    expect(
      decideRoute({ status: 'anonymous', user: null, location: '/dashboard/activity?x=1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/auth/login?from=%2Fdashboard%2Factivity%3Fx%3D1',
    });
  });

  it.each([
    [{ roles: ['admin'] }, user('member', ['*']), '/unauthorized'],
    [{ roles: ['admin', 'member'] }, user('member', []), 'allow'],
    [{ roles: [] }, user('member', []), 'allow'],
    [{ permissions: ['a', 'b'] }, user('x', ['b']), 'allow'],
    [{ permissions: ['a', 'b'], requireAll: true }, user('x', ['b']), '/unauthorized'],
    [{ permissions: ['a', 'b'], requireAll: true }, user('x', ['a', 'b']), 'allow'],
    [{ permissions: ['a'], requireAll: true }, user('x', ['*']), 'allow'],
    [{ permissions: ['a'] }, user('x', []), '/unauthorized'],
  ])('%j for %j -> %s', (rules, u, expected) => {
    const d = decideRoute({ status: 'authenticated', user: u, location: '/x', ...rules });
    expect(d.kind === 'allow' ? 'allow' : d.kind === 'redirect' ? d.to : d.kind).toBe(expected);
  });

  it('never lets an anonymous user through, whatever the rules', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        fc.array(fc.string()),
        fc.boolean(),
        (roles, permissions, requireAll) => {
          const d = decideRoute({
            status: 'anonymous',
            user: null,
            location: '/dashboard',
            roles,
            permissions,
            requireAll,
          });
          expect(d.kind).toBe('redirect');
        },
      ),
    );
  });
});

describe('an organisation that requires two-factor', () => {
  const user = (enabled: boolean, required: boolean) => ({
    role: 'owner',
    permissions: ['*'],
    twoFactor: { enabled, required },
  });
  it('sends a member without a second factor to set one up, whatever page they asked for', () => {
    expect(
      decideRoute({
        status: 'authenticated',
        user: user(false, true),
        location: '/dashboard/risks',
      }),
    ).toEqual({ kind: 'redirect', to: '/auth/two-factor-setup?from=%2Fdashboard%2Frisks' });
  });
  it('lets a member with one, or any member where it is not required, through', () => {
    for (const [enabled, required] of [
      [true, true],
      [false, false],
      [true, false],
    ] as const) {
      expect(
        decideRoute({ status: 'authenticated', user: user(enabled, required), location: '/x' }),
      ).toEqual({ kind: 'allow' });
    }
  });
});

describe('return path after sign-in', () => {
  it.each([
    ['/dashboard/activity', '/dashboard/activity'],
    [null, '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/auth/login?from=x', '/dashboard'],
  ])('%s -> %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });
});
