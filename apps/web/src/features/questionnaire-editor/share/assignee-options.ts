import type { Member, QuestionnaireTeam, ShareVisibility } from '@rampart/contracts';
import { hasPermission, permissionsForRole } from '@rampart/domain';

export type AssigneeOption = { userId: string; name: string; email: string };

/**
 * The people a section can be given to: those who may edit the questionnaire (decision 019).
 * On the team: the owner and accepted members whose role edits. In the organisation: its
 * owners and admins always, and, when the questionnaire is visible to the organisation, those
 * whose organisation role may write questionnaires. The server checks again.
 */
export const assigneeOptions = (
  team: Pick<QuestionnaireTeam, 'owner' | 'members'> | undefined,
  members: readonly Pick<Member, 'userId' | 'name' | 'email' | 'role'>[],
  visibility: ShareVisibility,
): AssigneeOption[] => {
  const out = new Map<string, AssigneeOption>();
  const add = (p: AssigneeOption) => {
    if (!out.has(p.userId)) out.set(p.userId, { userId: p.userId, name: p.name, email: p.email });
  };
  if (team?.owner) add(team.owner);
  for (const m of team?.members ?? []) {
    if (m.status === 'active' && m.permissions.includes('edit')) add(m);
  }
  for (const m of members) {
    const granted = permissionsForRole(m.role);
    const editsAll = hasPermission(granted, 'organization:manage');
    const editsShared = visibility !== 'private' && hasPermission(granted, 'questionnaires:write');
    if (editsAll || editsShared) add(m);
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
};
