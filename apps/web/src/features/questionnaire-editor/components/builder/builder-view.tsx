import { ListPlus, Plus } from 'lucide-react';
import { QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import type { Question, QuestionnaireStructure } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { useEditorContext } from '../editor-context.ts';
import { SectionCard } from './section-card.tsx';

/** The builder: the shared document's sections and questions, every field editable. */
export const BuilderView = ({ structure }: { structure: QuestionnaireStructure }) => {
  const { editor } = useEditorContext();
  const full = structure.sections.length >= QUESTIONNAIRE_LIMITS.sectionsMax;
  if (structure.sections.length === 0) {
    return (
      <EmptyState
        icon={ListPlus}
        title="No sections yet"
        description="A questionnaire is made of sections of questions. Start with the first section."
        action={
          <Button variant="primary" onClick={() => editor.addSection()}>
            <Plus aria-hidden />
            Add section
          </Button>
        }
      />
    );
  }
  const sections = structure.sections;
  // The questions before each section: a condition may only use an earlier question.
  const before = sections.map((_, i): Question[] =>
    sections.slice(0, i).flatMap((x) => x.questions),
  );
  return (
    <div className="flex flex-col gap-4">
      {sections.map((s, i) => (
        <SectionCard key={s.id} section={s} index={i} count={sections.length} before={before[i]!} />
      ))}
      <div>
        <Button disabled={full} onClick={() => editor.addSection()}>
          <Plus aria-hidden />
          Add section
        </Button>
      </div>
    </div>
  );
};
