import { useState, type ReactNode } from 'react';
import { GitCompare } from 'lucide-react';
import {
  QUESTION_TYPE_LABELS,
  type QuestionnaireVersion,
  type QuestionnaireVersionComparison,
} from '@rampart/contracts';
import type { Question } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useComparison } from '../api/version-calls.ts';

const FIELD_LABELS: Record<string, string> = {
  text: 'Text',
  type: 'Type',
  required: 'Required',
  weight: 'Weight',
  helpText: 'Help text',
  options: 'Options',
  min: 'Minimum',
  max: 'Maximum',
  creditedAnswer: 'Credited answer',
  condition: 'Condition',
  section: 'Section',
};

/** A changed field's value as read; lists and conditions are only named as changed. */
const shown = (q: Question, field: string): string | null => {
  switch (field) {
    case 'text':
    case 'helpText':
      return q[field]?.trim() || '(empty)';
    case 'type':
      return QUESTION_TYPE_LABELS[q.type];
    case 'required':
      return q.required ? 'Required' : 'Optional';
    case 'weight':
    case 'min':
    case 'max':
      return q[field] === undefined ? '(none)' : String(q[field]);
    case 'creditedAnswer':
      return q.creditedAnswer === false ? 'No earns the credit' : 'Yes earns the credit';
    default:
      return null;
  }
};

const QuestionLine = ({ q }: { q: Question }) => (
  <p className="text-sm text-fg">{q.text.trim() || 'Untitled question'}</p>
);

const Group = ({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) =>
  count === 0 ? null : (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-[13px] font-semibold text-fg">
        {title} <Badge className="tabular-nums">{count}</Badge>
      </h3>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );

const Result = ({ c }: { c: QuestionnaireVersionComparison }) => {
  if (c.added.length + c.removed.length + c.changed.length === 0) {
    return (
      <p className="rounded-md border border-border bg-surface px-3 py-2 text-sm text-muted">
        The questions of {c.from.label} and {c.to.label} are the same.
      </p>
    );
  }
  const item = 'rounded-md border border-border bg-surface px-3 py-2';
  return (
    <div className="flex flex-col gap-4">
      <Group title="Changed" count={c.changed.length}>
        {c.changed.map((x) => (
          <li key={x.questionId} className={item}>
            <QuestionLine q={x.after} />
            <p className="mt-1 flex flex-wrap gap-1">
              {x.fields.map((f) => (
                <Badge key={f} variant="warning">
                  {FIELD_LABELS[f] ?? f}
                </Badge>
              ))}
            </p>
            <dl className="mt-2 flex flex-col gap-1 text-[13px]">
              {x.fields.map((f) => {
                const before = shown(x.before, f);
                const after = shown(x.after, f);
                if (before === null || after === null) return null;
                return (
                  <div key={f} className="grid grid-cols-[6rem_1fr] gap-x-2">
                    <dt className="text-muted">{FIELD_LABELS[f] ?? f}</dt>
                    <dd className="text-fg">
                      <del className="text-danger-text">{before}</del>
                      <span aria-hidden> → </span>
                      <span className="sr-only"> became </span>
                      <ins className="text-success-text no-underline">{after}</ins>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </Group>
      <Group title="Added" count={c.added.length}>
        {c.added.map((q) => (
          <li key={q.id} className={item}>
            <QuestionLine q={q} />
          </li>
        ))}
      </Group>
      <Group title="Removed" count={c.removed.length}>
        {c.removed.map((q) => (
          <li key={q.id} className={item}>
            <QuestionLine q={q} />
          </li>
        ))}
      </Group>
      <p className="text-xs text-muted tabular-nums">
        {c.unchanged} {c.unchanged === 1 ? 'question' : 'questions'} unchanged
      </p>
    </div>
  );
};

const Comparison = ({
  questionnaireId,
  from,
  to,
}: {
  questionnaireId: string;
  from: string;
  to: string;
}) => {
  const query = useComparison(questionnaireId, from, to);
  if (from === to) {
    return <p className="text-sm text-muted">Choose two different versions.</p>;
  }
  if (query.isPending) return <SkeletonRows rows={3} label="Comparing the versions" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not compare these versions"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Result c={query.data} />;
};

const VersionPicker = ({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: string;
  versions: readonly QuestionnaireVersion[];
  onChange: (id: string) => void;
}) => (
  <Field label={label} className="flex-1">
    {(p) => (
      <Select {...p} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label} · {v.title}
          </option>
        ))}
      </Select>
    )}
  </Field>
);

/** Two versions side by side, question by question: what the second added, removed and changed. */
export const CompareVersionsDialog = ({
  questionnaireId,
  versions,
}: {
  questionnaireId: string;
  /** Newest first; at least two. */
  versions: readonly QuestionnaireVersion[];
}) => {
  const [from, setFrom] = useState(versions[1]?.id ?? '');
  const [to, setTo] = useState(versions[0]?.id ?? '');
  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) return;
        // Each opening starts from the two latest versions.
        setFrom(versions[1]?.id ?? '');
        setTo(versions[0]?.id ?? '');
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <GitCompare aria-hidden />
          Compare
        </Button>
      </DialogTrigger>
      <DialogContent title="Compare versions" className="w-[min(680px,calc(100vw-2rem))]">
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-3">
            <VersionPicker label="From" value={from} versions={versions} onChange={setFrom} />
            <VersionPicker label="To" value={to} versions={versions} onChange={setTo} />
          </div>
          <div className="max-h-[55vh] overflow-y-auto pr-1">
            <Comparison questionnaireId={questionnaireId} from={from} to={to} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
};
