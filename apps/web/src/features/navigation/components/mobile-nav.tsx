import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Menu, ShieldHalf } from 'lucide-react';
import type { SessionUser } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { useSidebarShortcuts } from '../hooks/use-sidebar-shortcuts.ts';
import { Sidebar } from './sidebar.tsx';

type MobileNavProps = {
  user: SessionUser;
  /** The notification bell and Help menu, kept in the header so they stay one tap away. */
  helpMenu?: ReactNode;
};

/**
 * The narrow screen's header: a menu button opening the sidebar as a drawer. The drawer closes
 * on Escape, on a tap outside and once a link has taken the person to another page.
 */
export const MobileNav = ({ user, helpMenu }: MobileNavProps) => {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const [focusSearch, setFocusSearch] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const onToggle = useCallback(() => {
    setFocusSearch(false);
    setOpen((o) => !o);
  }, []);
  const onSearch = useCallback(() => {
    setFocusSearch(true);
    setOpen(true);
  }, []);
  useSidebarShortcuts({ onToggle, onSearch });

  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border bg-surface px-2">
      <Sheet
        open={open}
        onOpenChange={(next) => {
          if (next) setFocusSearch(false);
          setOpen(next);
        }}
        title="Navigation"
        trigger={
          <Button variant="ghost" size="icon" aria-label="Open navigation">
            <Menu aria-hidden />
          </Button>
        }
      >
        <Sidebar user={user} drawer={{ onClose: close, focusSearch }} />
      </Sheet>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <ShieldHalf className="size-5 shrink-0 text-accent-text" aria-hidden />
        <span className="truncate text-sm font-semibold text-fg">Rampart</span>
      </div>
      {helpMenu}
    </header>
  );
};
