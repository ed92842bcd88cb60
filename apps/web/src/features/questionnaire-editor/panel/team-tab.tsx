import { Building2, Globe, Lock, type LucideIcon } from 'lucide-react';
import {
  COLLABORATION_ROLE_LABELS,
  SHARE_VISIBILITY_LABELS,
  type QuestionnaireMember,
  type ShareSettings,
  type ShareVisibility,
} from '@rampart/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTeam } from '../api/get-team.ts';
import { PanelQuery } from './panel-states.tsx';

const STATUS_LABELS = { active: null, pending: 'Pending', declined: 'Declined' } as const;

/** The owner and the invited people, each with their role and where their invitation stands. */
export const TeamList = ({ members }: { members: readonly QuestionnaireMember[] }) => (
  <ul aria-label="Team" className="divide-y divide-border">
    {members.map((m) => (
      <li key={m.id ?? m.userId} className="flex items-center gap-3 px-4 py-2.5">
        <Avatar name={m.name} email={m.email} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[13px] font-medium text-fg">{m.name}</span>
          <span className="block truncate text-xs text-muted">{m.email}</span>
        </span>
        {m.awaitingApproval ? <Badge variant="warning">Awaiting approval</Badge> : null}
        {STATUS_LABELS[m.status] ? (
          <Badge variant={m.status === 'declined' ? 'danger' : 'warning'}>
            {STATUS_LABELS[m.status]}
          </Badge>
        ) : null}
        <Badge>{COLLABORATION_ROLE_LABELS[m.role]}</Badge>
      </li>
    ))}
  </ul>
);

const VISIBILITY: Record<ShareVisibility, { Icon: LucideIcon; text: string }> = {
  private: {
    Icon: Lock,
    text: 'Only the people listed here, and the organisation’s owners and admins, can open it.',
  },
  organization: {
    Icon: Building2,
    text: 'Everyone in the organisation can open it: members who edit questionnaires as editors, the others as viewers.',
  },
  public: {
    Icon: Globe,
    text: 'Everyone in the organisation can open it, and it is listed as public.',
  },
};

const Visibility = ({ settings }: { settings: ShareSettings }) => {
  const { Icon, text } = VISIBILITY[settings.visibility];
  return (
    <section
      aria-label="Visibility"
      className="flex gap-3 border-b border-border bg-surface px-4 py-2.5"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <span className="text-xs text-muted">
        <span className="font-medium text-fg">{SHARE_VISIBILITY_LABELS[settings.visibility]}</span>{' '}
        {text}
        {settings.requiresApproval
          ? ' Invitations wait for approval by the owner or an admin.'
          : ''}
      </span>
    </section>
  );
};

/** §2 Team: the visibility, then the owner and the people invited, with their roles. */
export const TeamTab = ({ questionnaireId }: { questionnaireId: string }) => {
  const query = useTeam(questionnaireId);
  return (
    <PanelQuery
      query={query}
      loading="Loading the team"
      isEmpty={() => false}
      empty={{ title: '', description: '' }}
    >
      {(team) => {
        const people = team.owner ? [team.owner, ...team.members] : team.members;
        return (
          <>
            <Visibility settings={team.settings} />
            {people.length > 0 ? (
              <TeamList members={people} />
            ) : (
              <p className="px-4 py-6 text-center text-[13px] text-muted">
                Nobody invited yet. People invited through Share appear here with their roles.
              </p>
            )}
            <p className="px-4 py-2.5 text-xs text-muted">
              Invite people and change roles from Share at the top of the screen.
            </p>
          </>
        );
      }}
    </PanelQuery>
  );
};
