import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen, ShieldHalf, X } from 'lucide-react';
import type { SessionUser } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSidebarPreferences } from '../hooks/use-sidebar-preferences.ts';
import { useSidebarShortcuts } from '../hooks/use-sidebar-shortcuts.ts';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { SidebarFavorites } from './sidebar-favorites.tsx';
import { SidebarGroups } from './sidebar-groups.tsx';
import { MOD_KEY, SidebarSearch } from './sidebar-search.tsx';
import { UserMenu } from './user-menu.tsx';

type SidebarProps = {
  user: SessionUser;
  /** Slot for the guided tour's Help menu (header, beside the collapse toggle); the app layout fills it. */
  helpMenu?: ReactNode;
  /**
   * Set when the sidebar is the drawer of a narrow screen: always expanded, filling its panel,
   * with a close button in place of the rail toggle (Ctrl/Cmd+B closes it too).
   */
  drawer?: { onClose: () => void; focusSearch?: boolean };
};

export const Sidebar = ({ user, helpMenu, drawer }: SidebarProps) => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const preferences = useSidebarPreferences();
  const { favorites, toggleFavorite, setCollapsed } = preferences;
  const collapsed = drawer ? false : preferences.collapsed;
  const toggleCollapsed = drawer ? drawer.onClose : preferences.toggleCollapsed;
  const [query, setQuery] = useState('');
  const [focusSearch, setFocusSearch] = useState(drawer?.focusSearch ?? false);
  const searchRef = useRef<HTMLInputElement>(null);

  const onSearch = useCallback(() => {
    if (!drawer) setCollapsed(false);
    setFocusSearch(true);
  }, [setCollapsed, drawer]);
  useSidebarShortcuts({ onToggle: toggleCollapsed, onSearch });

  // The field exists only once the rail has expanded, so focus it after that render.
  useEffect(() => {
    if (!focusSearch || collapsed) return;
    searchRef.current?.focus();
    searchRef.current?.select();
    setFocusSearch(false);
  }, [focusSearch, collapsed]);

  const ToggleIcon = drawer ? X : collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = drawer
    ? 'Close navigation'
    : `${collapsed ? 'Expand' : 'Collapse'} sidebar (${MOD_KEY}+B)`;

  const toggle = (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={toggleCollapsed}
      aria-label={toggleLabel}
      aria-expanded={drawer ? undefined : !collapsed}
      aria-keyshortcuts="Control+B Meta+B"
      className="text-muted"
    >
      <ToggleIcon aria-hidden />
    </Button>
  );

  return (
    <aside
      data-tour="sidebar"
      aria-label="Sidebar"
      className={cn(
        'flex shrink-0 flex-col bg-surface',
        drawer
          ? 'h-full w-full'
          : 'sticky top-0 h-dvh border-r border-border transition-[width] duration-150',
        drawer ? null : collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex flex-col gap-2 pt-3', collapsed ? 'px-2' : 'px-3')}>
        <div className={cn('flex items-center gap-2', collapsed && 'flex-col')}>
          <div className="flex min-w-0 flex-1 items-center gap-2 px-1">
            <ShieldHalf className="size-5 shrink-0 text-accent-text" aria-hidden />
            {collapsed ? null : <span className="text-sm font-semibold text-fg">Rampart</span>}
          </div>
          {helpMenu}
          {drawer ? (
            // The drawer opens with the focus here: no tooltip popping up over the panel.
            toggle
          ) : (
            <Tooltip content={toggleLabel} side="right">
              {toggle}
            </Tooltip>
          )}
        </div>
        {collapsed ? null : user.organizations.length > 1 ? (
          <OrganizationSwitcher user={user} />
        ) : (
          <p className="truncate px-1.5 text-xs text-muted">{user.organization.name}</p>
        )}
        <SidebarSearch
          query={query}
          onQueryChange={setQuery}
          inputRef={searchRef}
          collapsed={collapsed}
          onExpand={onSearch}
        />
      </div>

      <nav
        aria-label="Main"
        className={cn('flex-1 overflow-y-auto py-2', collapsed ? 'px-2' : 'px-3')}
      >
        {query.trim() === '' || collapsed ? (
          <SidebarFavorites
            permissions={user.permissions}
            favorites={favorites}
            collapsed={collapsed}
            onToggleFavorite={toggleFavorite}
          />
        ) : null}
        <SidebarGroups
          permissions={user.permissions}
          query={query}
          pathname={pathname}
          collapsed={collapsed}
          favorites={favorites}
          onToggleFavorite={toggleFavorite}
        />
      </nav>

      <div
        className={cn(
          'flex flex-col gap-1 border-t border-border py-2',
          collapsed ? 'px-2' : 'px-3',
        )}
      >
        <UserMenu user={user} collapsed={collapsed} />
      </div>
    </aside>
  );
};
