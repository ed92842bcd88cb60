import type { LucideIcon } from 'lucide-react';
import { MoreHorizontal } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { Button, buttonClasses } from './button.tsx';
import { AppLink } from './app-link.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

export type PageAction = {
  label: string;
  icon?: LucideIcon;
  /** Either a handler or a path to go to. */
  onClick?: () => void;
  to?: string;
  disabled?: boolean;
};

/** Shell spec §2: 2 secondary actions stay visible; the rest go behind "More actions". */
export const VISIBLE_SECONDARY_ACTIONS = 2;

const ActionButton = ({ action, primary }: { action: PageAction; primary?: boolean }) => {
  const Icon = action.icon;
  const content = (
    <>
      {Icon ? <Icon aria-hidden /> : null}
      {action.label}
    </>
  );
  const variant = primary ? 'primary' : 'secondary';
  if (action.to && !action.disabled) {
    return (
      <AppLink to={action.to} className={buttonClasses(variant)}>
        {content}
      </AppLink>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick} disabled={action.disabled}>
      {content}
    </Button>
  );
};

type PageActionsProps = { primary?: PageAction; secondary?: readonly PageAction[] };

export const PageActions = ({ primary, secondary = [] }: PageActionsProps) => {
  const navigate = useNavigate();
  const visible = secondary.slice(0, VISIBLE_SECONDARY_ACTIONS);
  const overflow = secondary.slice(VISIBLE_SECONDARY_ACTIONS);
  if (!primary && secondary.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {visible.map((a) => (
        <ActionButton key={a.label} action={a} />
      ))}
      {overflow.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="icon" aria-label="More actions">
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {overflow.map((a) => (
              <DropdownMenuItem
                key={a.label}
                disabled={a.disabled}
                onSelect={() => {
                  if (a.onClick) a.onClick();
                  else if (a.to) void navigate({ href: a.to });
                }}
              >
                {a.icon ? <a.icon aria-hidden /> : null}
                {a.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {primary ? <ActionButton action={primary} primary /> : null}
    </div>
  );
};
