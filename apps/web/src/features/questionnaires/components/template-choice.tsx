import type { QuestionnaireTemplate } from '@rampart/contracts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useQuestionnaireTemplates } from '../api/get-questionnaire-templates.ts';

/** The value of the blank choice: no template. */
export const BLANK = '';

type Props = {
  value: string;
  onChange: (templateId: string, template: QuestionnaireTemplate | null) => void;
  disabled?: boolean;
};

const Choice = ({
  checked,
  onSelect,
  title,
  description,
  meta,
  disabled,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  description: string;
  meta?: string;
  disabled?: boolean;
}) => (
  <label
    className={cn(
      'flex cursor-pointer gap-3 rounded-md border px-3 py-2 text-sm',
      checked ? 'border-accent bg-accent-subtle' : 'border-border hover:bg-hover',
    )}
  >
    <input
      type="radio"
      name="questionnaire-template"
      className="mt-1 accent-accent"
      checked={checked}
      onChange={onSelect}
      disabled={disabled}
    />
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium text-fg">{title}</span>
      <span className="text-[13px] text-muted">{description}</span>
      {meta ? <span className="text-xs text-muted">{meta}</span> : null}
    </span>
  </label>
);

/** Blank, or one of the shipped templates with what it is for and how much it holds. */
export const TemplateChoice = ({ value, onChange, disabled }: Props) => {
  const templates = useQuestionnaireTemplates();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">Start from</legend>
      <Choice
        checked={value === BLANK}
        onSelect={() => onChange(BLANK, null)}
        title="Blank questionnaire"
        description="No sections or questions yet; add them in the editor."
        disabled={disabled}
      />
      {templates.isPending ? (
        <SkeletonRows rows={2} label="Loading templates" />
      ) : templates.isError ? (
        <ErrorState
          className="py-4"
          title="Failed to load templates"
          error={templates.error}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : (
        templates.data.map((t) => (
          <Choice
            key={t.id}
            checked={value === t.id}
            onSelect={() => onChange(t.id, t)}
            title={t.title}
            description={t.description}
            meta={`${t.sectionCount} sections, ${t.questionCount} questions`}
            disabled={disabled}
          />
        ))
      )}
    </fieldset>
  );
};
