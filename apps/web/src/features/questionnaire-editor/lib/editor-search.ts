// Zod-free (decision 008): runs in the route table of the entry chunk, so it reads only the
// constants of questionnaire-values.ts and never the editor's Yjs code.
import {
  DEFAULT_QUESTIONNAIRE_MODE,
  QUESTIONNAIRE_MODES,
  type QuestionnaireMode,
} from '@rampart/contracts';
import { oneOf } from '../../../lib/search-params.ts';

/** The screen's state in the URL: the mode, left out when it is the default (collaborate). */
export type EditorSearch = { mode?: QuestionnaireMode };

export const validateEditorSearch = (raw: Record<string, unknown>): EditorSearch => {
  const mode = oneOf(raw.mode, QUESTIONNAIRE_MODES);
  return { mode: mode === DEFAULT_QUESTIONNAIRE_MODE ? undefined : mode };
};

export const modeOf = (search: EditorSearch): QuestionnaireMode =>
  search.mode ?? DEFAULT_QUESTIONNAIRE_MODE;
