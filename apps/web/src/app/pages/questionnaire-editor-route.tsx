import type { QuestionnaireMode } from '@rampart/contracts';
import { QuestionnaireEditorPage } from '../../features/questionnaire-editor/components/questionnaire-editor-page.tsx';
import { RouteGuard } from '../route-guard.tsx';

type Props = {
  questionnaireId: string;
  mode: QuestionnaireMode;
  onModeChange: (mode: QuestionnaireMode) => void;
};

/**
 * A questionnaire's collaboration screen, for roles that may read questionnaires; what each
 * person may do on it comes with the questionnaire (its role and abilities).
 */
export const QuestionnaireEditorRoute = (props: Props) => (
  <RouteGuard permissions={['questionnaires:read']}>
    <QuestionnaireEditorPage key={props.questionnaireId} {...props} />
  </RouteGuard>
);
