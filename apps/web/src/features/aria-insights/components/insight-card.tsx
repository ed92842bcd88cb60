import { ArrowRight } from 'lucide-react';
import type { Insight } from '@rampart/contracts';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { confidencePercent } from '@rampart/domain';
import { PRIORITY_LABELS } from '../lib/format.ts';

const PRIORITY_VARIANT = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

/** A link held as data, such as "/dashboard/compliance/gaps?frameworkId=SOC2", as path and search. */
const splitLink = (link: string) => {
  const [path = link, query = ''] = link.split('?');
  return { path, search: Object.fromEntries(new URLSearchParams(query)) };
};

/** One insight: what ARIA found, how sure, and where to act on it. */
export const InsightCard = ({ insight }: { insight: Insight }) => (
  <article
    className="flex flex-col gap-2 rounded-lg border border-border bg-elevated p-4"
    aria-labelledby={`insight-${insight.id}`}
    data-testid="insight-card"
  >
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={PRIORITY_VARIANT[insight.priority]}>
        {PRIORITY_LABELS[insight.priority]}
      </Badge>
      {insight.actionable ? <Badge variant="accent">Action needed</Badge> : null}
      <span className="ml-auto text-xs text-muted tabular-nums">
        Confidence {confidencePercent(insight.confidence)}
      </span>
    </div>
    <h3 id={`insight-${insight.id}`} className="text-sm font-semibold text-fg">
      {insight.title}
    </h3>
    <p className="text-[13px] text-muted">{insight.description}</p>
    {insight.link ? (
      <Link
        // Paths come from the server as data; the router validates their search on arrival.
        to={splitLink(insight.link).path as '/dashboard'}
        search={splitLink(insight.link).search as never}
        className="mt-auto inline-flex items-center gap-1 self-start text-[13px] font-medium text-accent-text hover:underline"
      >
        Open
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    ) : null}
  </article>
);
