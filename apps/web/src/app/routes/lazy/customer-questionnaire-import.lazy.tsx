import { createLazyRoute } from '@tanstack/react-router';
import { ImportCustomerQuestionnaireRoute } from '../../pages/customer-questionnaires-route.tsx';

export const Route = createLazyRoute('/dashboard/customer-questionnaires/import')({
  component: ImportCustomerQuestionnaireRoute,
});
