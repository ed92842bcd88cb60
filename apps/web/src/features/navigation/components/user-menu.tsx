import { useNavigate } from '@tanstack/react-router';
import { Building2, ChevronsUpDown, LogOut, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import type { SessionUser } from '@rampart/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSignOut } from '../../../lib/session.ts';
import { setTheme, useTheme, type ThemeChoice } from '../../../lib/theme.ts';

type UserMenuProps = { user: SessionUser; collapsed: boolean };

/** The sidebar footer: who is signed in, with profile, settings, theme and logout. */
export const UserMenu = ({ user, collapsed }: UserMenuProps) => {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { choice } = useTheme();
  return (
    // Not modal: see the Help menu (a modal menu fails axe's aria-hidden-focus rule).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-tour="user-menu"
        className={cn(
          'flex w-full items-center gap-2 rounded-md text-left hover:bg-hover data-[state=open]:bg-hover',
          collapsed ? 'mx-auto size-9 justify-center' : 'p-1.5',
        )}
      >
        {/* Named by its content, so the name holds the visible name and email (WCAG 2.5.3). */}
        <span className="sr-only">Account menu for {collapsed ? user.name : null}</span>
        <Avatar name={user.name} email={user.email} src={user.avatar} />
        {collapsed ? null : (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[13px] font-medium text-fg">{user.name}</span>
              <span className="block truncate text-xs text-muted">{user.email}</span>
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-muted" aria-hidden />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="start" className="w-60">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void navigate({ to: '/dashboard/settings/profile' })}>
          <UserRound aria-hidden />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => void navigate({ to: '/dashboard/settings/organization' })}
        >
          <Building2 aria-hidden />
          Organization settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={choice}
          onValueChange={(value) => setTheme(value as ThemeChoice)}
        >
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden />
            Light
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden />
            Dark
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden />
            System
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
