import { memo, useMemo, useState } from 'react';
import { ListFilter } from 'lucide-react';
import type { IncomingDetail, IncomingQuestionWithAnswer } from '@rampart/contracts';
import { canOpenPage, formatNumber } from '@rampart/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { useRequiredUser } from '../../../lib/session.ts';
import { groupQuestions } from '../lib/question-groups.ts';
import {
  filterQuestions,
  gapKindsAllowed,
  REVIEW_FILTER_LABELS,
  REVIEW_FILTERS,
  reviewedPercent,
  reviewFilterCounts,
  type ReviewFilter,
} from '../lib/review.ts';
import { AnswerReview, type ReviewAbilities } from './answer-review.tsx';
import { ReviewStatusBadge } from './review-status-badge.tsx';

const EMPTY: Record<ReviewFilter, string> = {
  all: 'No questions',
  'to-review': 'Nothing left to review',
  reviewed: 'No answer reviewed yet',
  gaps: 'No gaps: every answer says yes or not applicable',
};

// Memoised: a change to one question gives only that question a new object, so only its row
// renders again, even with hundreds of questions on the page.
const QuestionRow = memo(function QuestionRow({
  questionnaireId,
  question: q,
  can,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  can: ReviewAbilities;
}) {
  return (
    <li className="flex flex-col gap-1 py-3 text-[13px] sm:flex-row sm:gap-3">
      {/* Above the question on a phone, where a column for it would squeeze the answer. */}
      <span className="shrink-0 break-words text-muted tabular-nums sm:w-14">
        {q.reference ?? `Row ${q.row}`}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 flex-1 basis-60 break-words text-fg">{q.text}</p>
          {q.draft ? <ReviewStatusBadge status={q.review.status} /> : null}
        </div>
        {q.allowedAnswers ? (
          <p className="mt-0.5 text-xs text-muted">
            Answers allowed: {q.allowedAnswers.join(' / ')}
          </p>
        ) : null}
        {q.draft ? (
          <AnswerReview questionnaireId={questionnaireId} question={q} draft={q.draft} can={can} />
        ) : null}
      </div>
    </li>
  );
});

/** How far the review has come, and which questions to show. */
const ReviewBar = ({
  detail,
  filter,
  onFilter,
  counts,
}: {
  detail: IncomingDetail;
  filter: ReviewFilter;
  onFilter: (filter: ReviewFilter) => void;
  counts: Record<ReviewFilter, number>;
}) => {
  const { reviewedCount, answeredCount } = detail.questionnaire;
  const options = REVIEW_FILTERS.map((f) => ({
    value: f,
    label: `${REVIEW_FILTER_LABELS[f]} (${formatNumber(counts[f])})`,
  }));
  return (
    <Card className="mb-6">
      <CardContent className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="text-sm text-fg">
            <span className="font-medium tabular-nums">
              {formatNumber(reviewedCount)} of {formatNumber(answeredCount)}
            </span>{' '}
            drafted answers reviewed
          </p>
          <ProgressBar
            value={reviewedPercent(reviewedCount, answeredCount)}
            label="Answers reviewed"
          />
        </div>
        {/* Side by side where they fit; a drop-down list on a phone. */}
        <div className="hidden items-center gap-2 sm:flex">
          <ListFilter className="size-4 shrink-0 text-muted" aria-hidden />
          <SegmentedControl
            label="Show questions"
            value={filter}
            onChange={onFilter}
            options={options}
          />
        </div>
        <Field label="Show questions" className="sm:hidden">
          {(p) => (
            <Select
              {...p}
              value={filter}
              onChange={(e) => onFilter(e.target.value as ReviewFilter)}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </CardContent>
    </Card>
  );
};

/** The questions by sheet and section, each drafted answer with its review. */
export const QuestionsList = ({ detail }: { detail: IncomingDetail }) => {
  const q = detail.questionnaire;
  const user = useRequiredUser();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  // The questions a filter showed when chosen stay until another is chosen: a reviewed answer
  // does not vanish under the reviewer's pointer, and the next one does not slide under it.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const can = useMemo<ReviewAbilities>(
    () => ({
      review: q.abilities.review,
      gapKinds: gapKindsAllowed(q.abilities.raiseGap),
      openRecord: {
        risk: canOpenPage(user.permissions, '/dashboard/risks'),
        finding: canOpenPage(user.permissions, '/dashboard/findings'),
        control: canOpenPage(user.permissions, '/dashboard/controls'),
      },
    }),
    [q.abilities.review, q.abilities.raiseGap, user.permissions],
  );
  const counts = reviewFilterCounts(detail.questions);
  const shown = filterQuestions(detail.questions, filter, kept);
  const chooseFilter = (next: ReviewFilter) => {
    setFilter(next);
    setKept(new Set(filterQuestions(detail.questions, next).map((x) => x.id)));
  };
  const groups = groupQuestions(shown);
  const several = groupQuestions(detail.questions).length > 1 || q.format === 'xlsx';
  return (
    <>
      {q.answeredCount > 0 ? (
        <ReviewBar detail={detail} filter={filter} onFilter={chooseFilter} counts={counts} />
      ) : null}
      {groups.length === 0 ? (
        <Card>
          <EmptyState icon={ListFilter} title={EMPTY[filter]} />
        </Card>
      ) : null}
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <Card key={group.sheet}>
            <CardHeader
              title={several ? group.sheet : 'Questions'}
              description={`${formatNumber(group.sections.reduce((n, s) => n + s.questions.length, 0))} questions`}
            />
            <CardContent className="flex flex-col gap-5">
              {group.sections.map((section, i) => (
                <section
                  key={`${section.section ?? ''}:${i}`}
                  aria-label={section.section ?? group.sheet}
                >
                  {section.section ? (
                    <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
                      {section.section}
                    </h3>
                  ) : null}
                  <ol className="flex flex-col divide-y divide-border">
                    {section.questions.map((x) => (
                      <QuestionRow key={x.id} questionnaireId={q.id} question={x} can={can} />
                    ))}
                  </ol>
                </section>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
};
