import { hasPermission } from '@rampart/domain';
import type { Questionnaire } from '@rampart/contracts';
import { useRequiredUser } from '../../../lib/session.ts';
import { useTeam } from '../api/get-team.ts';
import { InviteForm } from './invite-form.tsx';
import { PersonRow } from './person-row.tsx';
import { QueryStates, TabHeading } from './query-states.tsx';

const VISIBLE_TO = {
  organization: 'Everyone in your organisation can also open it, as their organisation role allows',
  public:
    'It is public: everyone in your organisation can also open it, as their organisation role allows',
} as const;

/** §2 Share dialog, People: invite, then everyone with access, their status and role. */
export const PeopleTab = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const user = useRequiredUser();
  const team = useTeam(q.id);
  // Approving is the owner's, or an organisation admin's (who sees every questionnaire).
  const canApprove = q.role === 'owner' || hasPermission(user.permissions, 'organization:manage');
  return (
    <div className="flex flex-col gap-5">
      {q.abilities.share ? <InviteForm questionnaire={q} /> : null}
      <section aria-labelledby="share-people-heading">
        <TabHeading id="share-people-heading">People with access</TabHeading>
        <div className="rounded-md border border-border">
          <QueryStates
            query={team}
            loading="Loading people"
            errorTitle="Could not load the people with access"
            isEmpty={(t) => !t.owner && t.members.length === 0}
            empty={{ title: 'Nobody invited yet', description: 'Invite someone above.' }}
          >
            {(t) => (
              <ul aria-label="Team" className="divide-y divide-border">
                {(t.owner ? [t.owner, ...t.members] : t.members).map((m) => (
                  <PersonRow
                    key={m.id ?? m.userId}
                    questionnaireId={q.id}
                    member={m}
                    actorRole={q.role}
                    canApprove={canApprove}
                    isMe={m.userId === user.id}
                  />
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
        {team.data && team.data.settings.visibility !== 'private' ? (
          <p className="mt-2 text-xs text-muted">
            {VISIBLE_TO[team.data.settings.visibility]} (see Settings).
          </p>
        ) : null}
      </section>
    </div>
  );
};
