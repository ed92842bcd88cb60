import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { useFrameworks } from '../../../lib/framework-api/get-frameworks.ts';
import { ShareBar } from '../../../components/ui/share-bar.tsx';
import { WidgetCard } from './widget-card.tsx';

/** Each tracked framework's share of requirements met, as Framework Status counts it. */
export const FrameworksWidget = () => {
  const query = useFrameworks();
  return (
    <WidgetCard<FrameworkItem[]>
      title="Framework status"
      description="Requirements met in each framework you track."
      to="/dashboard/compliance"
      linkLabel="Frameworks"
      query={query}
      empty={(d) =>
        d.some((f) => f.selected)
          ? null
          : {
              icon: BadgeCheck,
              title: 'No framework tracked',
              description: 'Track SOC 2, ISO 27001 or another framework to see its status here.',
            }
      }
    >
      {(d) => (
        <ul className="divide-y divide-border">
          {d
            .filter((f) => f.selected && f.summary)
            .map((f) => (
              <li key={f.id} className="px-4 py-3">
                <Link
                  to="/dashboard/compliance/$frameworkId"
                  params={{ frameworkId: f.id }}
                  className="text-[13px] font-medium text-fg hover:underline"
                >
                  {f.name}
                </Link>
                <ShareBar
                  className="mt-1.5"
                  label="Met"
                  value={f.summary!.percentMet}
                  tone="success"
                />
                <p className="mt-1 text-xs text-muted tabular-nums">
                  {f.summary!.met} met · {f.summary!.partlyMet} partly · {f.summary!.notMet} not met
                  {f.summary!.notApplicable > 0
                    ? ` · ${f.summary!.notApplicable} not applicable`
                    : ''}
                </p>
              </li>
            ))}
        </ul>
      )}
    </WidgetCard>
  );
};
