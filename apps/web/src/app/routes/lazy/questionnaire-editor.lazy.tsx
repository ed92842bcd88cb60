import { createLazyRoute } from '@tanstack/react-router';
import { DEFAULT_QUESTIONNAIRE_MODE } from '@rampart/contracts';
import { QuestionnaireEditorRoute } from '../../pages/questionnaire-editor-route.tsx';
import { modeOf } from '../../../features/questionnaire-editor/lib/editor-search.ts';

const QuestionnaireEditorRouteComponent = () => {
  const { questionnaireId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuestionnaireEditorRoute
      questionnaireId={questionnaireId}
      mode={modeOf(search)}
      onModeChange={(mode) =>
        void navigate({
          search: { mode: mode === DEFAULT_QUESTIONNAIRE_MODE ? undefined : mode },
          replace: true,
        })
      }
    />
  );
};

export const Route = createLazyRoute('/dashboard/questionnaires/$questionnaireId')({
  component: QuestionnaireEditorRouteComponent,
});
