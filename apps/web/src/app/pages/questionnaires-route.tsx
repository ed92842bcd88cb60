import { hasPermission, PAGE_ACCESS } from '@rampart/domain';
import { QuestionnairesPage } from '../../features/questionnaires/components/questionnaires-page.tsx';
import type { QuestionnairesSearch } from '../../features/questionnaires/lib/questionnaire-search.ts';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  search: QuestionnairesSearch;
  onSearchChange: (update: (prev: QuestionnairesSearch) => QuestionnairesSearch) => void;
};

const Questionnaires = (props: Props) => {
  const user = useRequiredUser();
  return (
    <QuestionnairesPage
      {...props}
      canWrite={hasPermission(user.permissions, 'questionnaires:write')}
    />
  );
};

/** The questionnaire list /dashboard/questionnaires, for roles that may read questionnaires. */
export const QuestionnairesRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/questionnaires']}>
    <Questionnaires {...props} />
  </RouteGuard>
);
