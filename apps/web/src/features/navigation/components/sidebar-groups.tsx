import { useMemo, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { activeNavPath, filterNavGroups } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';
import { navGroupsFor, navLinkFor, navTourId, type AppNavLink } from '../nav-data.ts';
import { SidebarLink } from './sidebar-link.tsx';

type SidebarGroupsProps = {
  permissions: readonly string[];
  query: string;
  pathname: string;
  collapsed: boolean;
  favorites: readonly string[];
  onToggleFavorite: (path: string) => void;
};

/** The link groups; collapsible ones fold, and all start expanded (spec §2). */
export const SidebarGroups = ({
  permissions,
  query,
  pathname,
  collapsed,
  favorites,
  onToggleFavorite,
}: SidebarGroupsProps) => {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => navGroupsFor(permissions), [permissions]);
  // One link is marked: the most specific one (Heat Map, not Risks as well).
  const activePath = activeNavPath(
    groups.flatMap((g) => g.links.map((l) => l.path)),
    pathname,
  );
  const shown = filterNavGroups(groups, collapsed ? '' : query);
  const searching = !collapsed && query.trim() !== '';

  if (shown.length === 0) {
    return (
      <p role="status" className="px-2 py-3 text-[13px] text-muted">
        No features match “{query.trim()}”.
      </p>
    );
  }

  return (
    <>
      {shown.map((group) => {
        // The rail and an active search always show every link.
        const open = collapsed || searching || !group.collapsible || !folded.has(group.id);
        const listId = `nav-group-${group.id}`;
        const links = group.links
          .map((l) => navLinkFor(l.path))
          .filter((l): l is AppNavLink => Boolean(l));
        return (
          <div key={group.id} className={cn(collapsed ? 'py-1' : 'py-1.5')}>
            {collapsed ? (
              <div className="mx-3 my-1 h-px bg-border" aria-hidden />
            ) : group.collapsible ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() =>
                  setFolded((prev) => {
                    const next = new Set(prev);
                    if (next.has(group.id)) next.delete(group.id);
                    else next.add(group.id);
                    return next;
                  })
                }
                className="flex h-7 w-full items-center justify-between rounded px-2 text-xs font-medium text-muted hover:text-fg"
              >
                {group.title}
                <ChevronDown
                  className={cn('size-3.5 transition-transform', !open && '-rotate-90')}
                  aria-hidden
                />
              </button>
            ) : (
              <h2 className="flex h-7 items-center px-2 text-xs font-medium text-muted">
                {group.title}
              </h2>
            )}
            {open ? (
              <ul id={listId} className="flex flex-col gap-0.5" aria-label={group.title}>
                {links.map((link) => (
                  <SidebarLink
                    key={link.path}
                    link={link}
                    active={link.path === activePath}
                    collapsed={collapsed}
                    favorite={favorites.includes(link.path)}
                    onToggleFavorite={onToggleFavorite}
                    tourId={navTourId(link.path)}
                  />
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </>
  );
};
