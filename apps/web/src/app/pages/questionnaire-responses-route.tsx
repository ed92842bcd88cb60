import { ResponsesPage } from '../../features/questionnaire-requests/components/responses-page.tsx';
import { ReviewPage } from '../../features/questionnaire-requests/components/review-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

/** Who a questionnaire was sent to, for roles that may read questionnaires. */
export const QuestionnaireResponsesRoute = ({ questionnaireId }: { questionnaireId: string }) => (
  <RouteGuard permissions={['questionnaires:read']}>
    <ResponsesPage key={questionnaireId} questionnaireId={questionnaireId} />
  </RouteGuard>
);

/** One response, question by question; what the person may do comes with it (abilities). */
export const QuestionnaireResponseRoute = (props: {
  questionnaireId: string;
  requestId: string;
}) => (
  <RouteGuard permissions={['questionnaires:read']}>
    <ReviewPage key={props.requestId} {...props} />
  </RouteGuard>
);
