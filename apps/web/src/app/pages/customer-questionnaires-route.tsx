import { ACTION_ACCESS, canUse, PAGE_ACCESS } from '@rampart/domain';
import { CustomerQuestionnairePage } from '../../features/customer-questionnaires/components/customer-questionnaire-page.tsx';
import { CustomerQuestionnairesPage } from '../../features/customer-questionnaires/components/customer-questionnaires-page.tsx';
import { ImportCustomerQuestionnairePage } from '../../features/customer-questionnaires/components/import-customer-questionnaire-page.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';

type ListProps = { page: number; onPageChange: (page: number) => void };

const List = (props: ListProps) => {
  const user = useRequiredUser();
  return (
    <CustomerQuestionnairesPage
      {...props}
      canImport={canUse(user.permissions, ACTION_ACCESS.importCustomerQuestionnaire)}
    />
  );
};

/** /dashboard/customer-questionnaires, for roles that read questionnaires. */
export const CustomerQuestionnairesRoute = (props: ListProps) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/customer-questionnaires']}>
    <List {...props} />
  </RouteGuard>
);

/** The import, for roles that write questionnaires. */
export const ImportCustomerQuestionnaireRoute = () => (
  <RouteGuard {...ACTION_ACCESS.importCustomerQuestionnaire}>
    <ImportCustomerQuestionnairePage />
  </RouteGuard>
);

/** One questionnaire; what the reader may change comes with it (abilities). */
export const CustomerQuestionnaireRoute = ({ questionnaireId }: { questionnaireId: string }) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/customer-questionnaires']}>
    <CustomerQuestionnairePage key={questionnaireId} questionnaireId={questionnaireId} />
  </RouteGuard>
);
