import { describe, expect, it } from 'vitest';
import { PERSONAS, ROLES } from '@rampart/contracts';
import { PAGE_ACCESS, permissionsForRole, quickActionsFor } from '@rampart/domain';
import { navGroupsFor } from '../features/navigation/nav-data.ts';
import { QUICK_ACTIONS } from './quick-actions.ts';

// The quick actions and the sidebar are composed here, in the app layer (issue 19).
const shownPaths = (permissions: readonly string[]) =>
  navGroupsFor(permissions).flatMap((g) => g.links.map((l) => l.path));

describe('quick actions lead only where the role may go', () => {
  it('names every quick action in the page table the guards ask', () => {
    for (const { path } of QUICK_ACTIONS) expect(Object.keys(PAGE_ACCESS), path).toContain(path);
  });

  it.each(ROLES)('no quick action of any persona leads a(n) %s to a refusal', (role) => {
    const permissions = permissionsForRole(role);
    for (const persona of PERSONAS) {
      for (const action of quickActionsFor(persona, permissions, QUICK_ACTIONS)) {
        expect(shownPaths(permissions), `${persona}: ${action.title}`).toContain(action.path);
      }
    }
  });

  it('"Check recent changes" is offered to those who read the audit log only', () => {
    const offered = ROLES.filter((role) =>
      quickActionsFor('auditor', permissionsForRole(role), QUICK_ACTIONS).some(
        (a) => a.title === 'Check recent changes',
      ),
    );
    expect(offered).toEqual(['owner', 'admin', 'auditor']);
  });
});
