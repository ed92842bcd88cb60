import { Link } from '@tanstack/react-router';
import type { GapItem as Gap } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { AdoptControlButton } from '../../../components/ui/adopt-control-button.tsx';
import { ControlStateBadge, ImportanceBadge, RequirementStatusBadge } from './status-badge.tsx';

type Props = { gap: Gap; canAdopt: boolean };

const Column = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div className="min-w-0">
    <h4 className="mb-1.5 text-xs font-medium text-muted">{title}</h4>
    {children}
  </div>
);

/** One unmet requirement: why, what the organisation has, and what would close it. */
export const GapItem = ({ gap, canAdopt }: Props) => {
  const r = gap.requirement;
  const headingId = `gap-${r.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-elevated p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs text-muted">{r.code}</p>
          <h3 id={headingId} className="text-sm font-semibold text-fg">
            <Link
              to="/dashboard/compliance/$frameworkId"
              params={{ frameworkId: r.frameworkId }}
              search={{ requirement: r.id }}
              className="hover:underline"
            >
              {r.title}
            </Link>
          </h3>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          {r.mandatory ? <Badge variant="accent">Mandatory</Badge> : <Badge>Optional</Badge>}
          <RequirementStatusBadge status={r.status} />
        </div>
      </header>
      {r.reasons.length > 0 ? (
        <ul aria-label="Reasons" className="ml-4 list-disc text-[13px] text-fg">
          {r.reasons.map((reason, i) => (
            <li key={`${i}-${reason}`}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 border-t border-border pt-3 md:grid-cols-2">
        <Column title="Your controls">
          {r.controls.length === 0 ? (
            <p className="text-[13px] text-muted">None mapped.</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {r.controls.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-2 text-[13px]">
                  <Link
                    to="/dashboard/controls/$controlId"
                    params={{ controlId: c.id }}
                    className="min-w-0 truncate font-medium text-accent-text hover:underline"
                  >
                    {c.title}
                  </Link>
                  <ControlStateBadge state={c.state} />
                </li>
              ))}
            </ul>
          )}
        </Column>
        <Column title="Library controls that would close it">
          {gap.libraryControls.length === 0 ? (
            <p className="text-[13px] text-muted">No library control names this requirement.</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {gap.libraryControls.map((c) => (
                <li key={c.id} className="flex items-center gap-2 text-[13px]">
                  <span className="min-w-0 flex-1 truncate text-fg" title={c.name}>
                    {c.name}
                  </span>
                  <ImportanceBadge importance={c.importance} />
                  <AdoptControlButton control={c} canAdopt={canAdopt} />
                </li>
              ))}
            </ul>
          )}
        </Column>
      </div>
    </article>
  );
};
