import { Zap } from 'lucide-react';
import { PERSONA_AREAS, quickActionsFor } from '@rampart/domain';
import { AppLink } from '../../components/ui/app-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { QUICK_ACTIONS } from '../quick-actions.ts';

const PERSONA_LABELS = {
  executive: 'Executive',
  analyst: 'Analyst',
  operator: 'Operator',
  auditor: 'Auditor',
};

/** The quick actions of the user's persona (changed in the profile). */
export const QuickActionsPage = () => {
  const user = useRequiredUser();
  const actions = quickActionsFor(user.persona, user.permissions, QUICK_ACTIONS);
  return (
    <PageShell
      title="Quick Actions"
      subtitle={`Shortcuts for your persona, ${PERSONA_LABELS[user.persona]}: ${PERSONA_AREAS[user.persona].join(', ')}. Change it in your profile.`}
      breadcrumbs={[{ label: 'Quick Actions' }]}
    >
      {actions.length === 0 ? (
        <EmptyState
          icon={Zap}
          title="No quick actions for you here"
          description="Your persona's shortcuts lead to pages your role does not use. Choose another persona in your profile."
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {actions.map((a) => (
            <Card key={a.id} className="p-4">
              <AppLink to={a.path} className="font-medium text-accent-text hover:underline">
                {a.title}
              </AppLink>
              <p className="mt-1 text-sm text-muted">{a.description}</p>
            </Card>
          ))}
        </div>
      )}
    </PageShell>
  );
};
