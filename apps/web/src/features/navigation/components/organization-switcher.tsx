import { ChevronsUpDown } from 'lucide-react';
import { ROLE_LABELS, type SessionUser } from '@rampart/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { useSwitchOrganization } from '../../../lib/switch-organization.ts';

/** Shown when the user belongs to several organisations; every request then targets the pick. */
export const OrganizationSwitcher = ({ user }: { user: SessionUser }) => {
  const current = user.organization;
  const switchOrganization = useSwitchOrganization();

  const switchTo = async (id: string) => {
    if (id === current.id) return;
    await switchOrganization(id, user.organizations.find((o) => o.id === id)?.name);
  };

  return (
    // Not modal: see the Help menu (a modal menu fails axe's aria-hidden-focus rule).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Organization: ${current.name}. Switch organization`}
        className="flex h-7 w-full min-w-0 items-center justify-between gap-1 rounded px-1.5 text-left text-xs text-muted hover:bg-hover hover:text-fg data-[state=open]:bg-hover"
      >
        <span className="truncate">{current.name}</span>
        <ChevronsUpDown className="size-3.5 shrink-0" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        <DropdownMenuLabel>Organizations</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.id} onValueChange={(id) => void switchTo(id)}>
          {user.organizations.map((o) => (
            <DropdownMenuRadioItem key={o.id} value={o.id}>
              <span className="min-w-0 flex-1 truncate">{o.name}</span>
              <span className="text-xs text-muted">{ROLE_LABELS[o.role]}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
