import { ChevronRight, Home } from 'lucide-react';
import { AppLink } from './app-link.tsx';

export type Crumb = { label: string; to?: string };

/** Breadcrumbs always start at the dashboard home (shell spec §2). */
export const Breadcrumbs = ({ items }: { items: readonly Crumb[] }) => (
  <nav aria-label="Breadcrumb" className="mb-2">
    <ol className="flex flex-wrap items-center gap-1 text-[13px] text-muted">
      <li>
        <AppLink to="/dashboard" className="inline-flex items-center gap-1 rounded hover:text-fg">
          <Home className="size-3.5" aria-hidden />
          Home
        </AppLink>
      </li>
      {items.map((item, i) => {
        const last = i === items.length - 1;
        return (
          <li key={`${item.label}-${i}`} className="inline-flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden />
            {item.to && !last ? (
              <AppLink to={item.to} className="rounded hover:text-fg">
                {item.label}
              </AppLink>
            ) : (
              <span aria-current={last ? 'page' : undefined} className={last ? 'text-fg' : ''}>
                {item.label}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);
