import { createLazyRoute } from '@tanstack/react-router';
import { QuestionnaireResponsesRoute } from '../../pages/questionnaire-responses-route.tsx';

const ResponsesRoute = () => {
  const { questionnaireId } = Route.useParams();
  return <QuestionnaireResponsesRoute questionnaireId={questionnaireId} />;
};

export const Route = createLazyRoute('/dashboard/questionnaires/$questionnaireId/responses')({
  component: ResponsesRoute,
});
