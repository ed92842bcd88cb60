import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import type { ComplianceGap } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useComplianceGaps } from '../api/analyze-compliance-gaps.ts';
import { useTrackedFrameworks } from '../api/get-tracked-frameworks.ts';
import { AnswerMeta } from '../../../components/ui/answer-meta.tsx';

const FIRST = 8;

const GapRow = ({ gap }: { gap: ComplianceGap }) => (
  <li className="flex flex-col gap-1.5 border-t border-border px-4 py-3 first:border-t-0">
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-xs text-muted">{gap.code}</span>
      <span className="text-[13px] font-medium text-fg">{gap.title}</span>
      <Badge variant={gap.status === 'not_met' ? 'danger' : 'warning'}>
        {gap.status === 'not_met' ? 'Not met' : 'Partly met'}
      </Badge>
      {gap.mandatory ? <Badge>Mandatory</Badge> : null}
    </div>
    <p className="text-[13px] text-muted">{gap.why.join(' ')}</p>
    <ul className="ml-4 list-disc text-[13px] text-fg">
      {gap.nextSteps.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  </li>
);

/** ARIA's gap analysis of one tracked framework at a time. */
export const ComplianceGapsCard = () => {
  const frameworks = useTrackedFrameworks();
  const [chosen, setChosen] = useState<string | undefined>();
  const [all, setAll] = useState(false);
  const tracked = frameworks.data ?? [];
  const frameworkId = chosen ?? tracked[0]?.id;
  const gaps = useComplianceGaps(frameworkId);
  const list = gaps.data?.gaps ?? [];
  const shown = all ? list : list.slice(0, FIRST);

  return (
    <Card>
      <CardHeader
        title="Compliance gap analysis"
        description="The requirements not met in a tracked framework, why, and what would close them."
        actions={
          tracked.length > 0 ? (
            <Field label="Framework" className="w-56">
              {(props) => (
                <Select
                  {...props}
                  value={frameworkId ?? ''}
                  onChange={(e) => {
                    setChosen(e.target.value);
                    setAll(false);
                  }}
                >
                  {tracked.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null
        }
      />
      {frameworks.isPending ? (
        <SkeletonRows rows={3} label="Loading frameworks" />
      ) : frameworks.isError ? (
        <ErrorState
          title="Failed to load frameworks"
          error={frameworks.error}
          onRetry={() => void frameworks.refetch()}
          retrying={frameworks.isFetching}
        />
      ) : tracked.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No framework is tracked"
          description="Gap analysis runs on the frameworks you track on Framework Status."
          action={
            <Link to="/dashboard/compliance" className={buttonClasses('secondary', 'sm')}>
              Open Framework Status
            </Link>
          }
        />
      ) : gaps.isPending ? (
        <SkeletonRows rows={4} label="Analysing gaps" />
      ) : gaps.isError ? (
        <ErrorState
          title="Gap analysis failed"
          error={gaps.error}
          onRetry={() => void gaps.refetch()}
          retrying={gaps.isFetching}
        />
      ) : (
        <div className="flex flex-col">
          <CardContent className="flex flex-col gap-3">
            <AnswerMeta meta={gaps.data} />
            <p className="text-[13px] text-fg">{gaps.data.summary}</p>
            {gaps.data.priorities.length > 0 ? (
              <div>
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  Work on first
                </h3>
                <ol className="ml-4 list-decimal text-[13px] text-fg">
                  {gaps.data.priorities.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ol>
              </div>
            ) : null}
          </CardContent>
          {list.length > 0 ? (
            <ul aria-label="Gaps" className="border-t border-border">
              {shown.map((g) => (
                <GapRow key={g.requirementId} gap={g} />
              ))}
            </ul>
          ) : null}
          {list.length > FIRST ? (
            <div className="border-t border-border px-4 py-2">
              <Button variant="link" size="sm" onClick={() => setAll(!all)}>
                {all ? `Show the first ${FIRST}` : `Show all ${list.length} gaps`}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
};
