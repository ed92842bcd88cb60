import { formatNumber } from '@rampart/domain';
import { Link } from '@tanstack/react-router';
import type { FrameworkItem, FrameworkSummaryData } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { STATUS_LABELS } from '../lib/labels.ts';
import { ShareBar } from '../../../components/ui/share-bar.tsx';

const COUNTS: { key: keyof FrameworkSummaryData; status: keyof typeof STATUS_LABELS }[] = [
  { key: 'met', status: 'met' },
  { key: 'partlyMet', status: 'partly_met' },
  { key: 'notMet', status: 'not_met' },
  { key: 'notApplicable', status: 'not_applicable' },
];

/** A tracked framework on Framework Status: how much is met, and the counts behind it. */
export const FrameworkCard = ({ framework }: { framework: FrameworkItem }) => {
  const summary = framework.summary;
  const headingId = `framework-${framework.id}`;
  return (
    <Card className="flex flex-col gap-4 p-4" role="article" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold text-fg">
            <Link
              to="/dashboard/compliance/$frameworkId"
              params={{ frameworkId: framework.id }}
              search={{}}
              className="hover:underline"
            >
              {framework.name}
            </Link>
          </h2>
          <p className="mt-0.5 truncate text-xs text-muted">
            Version {framework.version} · {formatNumber(framework.requirementCount)} requirements
          </p>
        </div>
        {framework.source === 'oscal' ? <Badge>OSCAL import</Badge> : null}
      </div>
      {summary ? (
        <>
          <div className="flex flex-col gap-2.5">
            <ShareBar label="Met" value={summary.percentMet} tone="success" />
            <ShareBar label="Progress" value={summary.percentProgress} />
          </div>
          <dl className="grid grid-cols-4 gap-2 text-xs">
            {COUNTS.map(({ key, status }) => (
              <div key={key} className="flex flex-col">
                <dt className="text-muted">{STATUS_LABELS[status]}</dt>
                <dd className="text-sm font-semibold text-fg tabular-nums">
                  {formatNumber(summary[key])}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-border pt-3 text-[13px]">
        <Link
          to="/dashboard/compliance/$frameworkId"
          params={{ frameworkId: framework.id }}
          search={{}}
          className="font-medium text-accent-text hover:underline"
          aria-label={`Requirements of ${framework.name}`}
        >
          Requirements
        </Link>
        <Link
          to="/dashboard/compliance/gaps"
          search={{ frameworkId: framework.id }}
          className="font-medium text-accent-text hover:underline"
          aria-label={`Gaps of ${framework.name}`}
        >
          Gaps
        </Link>
      </div>
    </Card>
  );
};
