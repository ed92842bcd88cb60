import { createLazyRoute } from '@tanstack/react-router';
import { CustomerQuestionnaireRoute } from '../../pages/customer-questionnaires-route.tsx';

const CustomerQuestionnaireRouteComponent = () => {
  const { questionnaireId } = Route.useParams();
  return <CustomerQuestionnaireRoute questionnaireId={questionnaireId} />;
};

export const Route = createLazyRoute('/dashboard/customer-questionnaires/$questionnaireId')({
  component: CustomerQuestionnaireRouteComponent,
});
