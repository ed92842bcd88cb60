import { useEffect, type ReactNode } from 'react';
import { Zap } from 'lucide-react';
import { quickActionsFor, type QuickAction } from '@rampart/domain';
import { cn } from '../../lib/cn.ts';
import { useSessionUser } from '../../lib/session.ts';
import { AppLink } from './app-link.tsx';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { PageActions, type PageAction } from './page-actions.tsx';
import { PageStats, type PageStat } from './page-stats.tsx';

export type { Crumb, PageAction, PageStat };

const widths = {
  sm: 'max-w-2xl',
  md: 'max-w-4xl',
  lg: 'max-w-6xl',
  xl: 'max-w-7xl',
  '2xl': 'max-w-[96rem]',
  full: 'max-w-none',
} as const;

type PageShellProps = {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: keyof typeof widths;
  stats?: readonly PageStat[];
  primaryAction?: PageAction;
  secondaryActions?: readonly PageAction[];
  /** Crumbs after Home; the last one is the current page. */
  breadcrumbs?: readonly Crumb[];
  /** All quick actions of the page; each user sees those of their persona. */
  quickActions?: readonly QuickAction[];
  children?: ReactNode;
};

export const PageShell = ({
  title,
  subtitle,
  maxWidth = 'xl',
  stats,
  primaryAction,
  secondaryActions,
  breadcrumbs,
  quickActions,
  children,
}: PageShellProps) => {
  const user = useSessionUser();
  // The tab and the history say which page this is (WCAG 2.4.2), not just "Rampart".
  useEffect(() => {
    document.title = `${title} · Rampart`;
    return () => {
      document.title = 'Rampart';
    };
  }, [title]);
  const shown =
    user && quickActions ? quickActionsFor(user.persona, user.permissions, quickActions) : [];
  return (
    <div className={cn('mx-auto w-full px-4 py-4 sm:px-6 sm:py-6', widths[maxWidth])}>
      <header data-tour="page-header" className="mb-6">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-xl font-semibold tracking-tight text-fg">{title}</h1>
            {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
          </div>
          <PageActions primary={primaryAction} secondary={secondaryActions} />
        </div>
        {stats && stats.length > 0 ? <PageStats stats={stats} /> : null}
        {shown.length > 0 ? (
          <nav aria-label="Quick actions" className="mt-4 flex flex-wrap items-center gap-2">
            <Zap className="size-4 text-muted" aria-hidden />
            {shown.map((a) => (
              <AppLink
                key={a.id}
                to={a.path}
                className="rounded-full border border-border px-2.5 py-0.5 text-[13px] text-fg hover:bg-hover"
              >
                {a.title}
              </AppLink>
            ))}
          </nav>
        ) : null}
      </header>
      {children}
    </div>
  );
};
