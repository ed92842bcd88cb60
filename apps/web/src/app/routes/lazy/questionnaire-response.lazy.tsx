import { createLazyRoute } from '@tanstack/react-router';
import { QuestionnaireResponseRoute } from '../../pages/questionnaire-responses-route.tsx';

const ResponseRoute = () => {
  const { questionnaireId, requestId } = Route.useParams();
  return <QuestionnaireResponseRoute questionnaireId={questionnaireId} requestId={requestId} />;
};

export const Route = createLazyRoute(
  '/dashboard/questionnaires/$questionnaireId/responses/$requestId',
)({ component: ResponseRoute });
