import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import type { AppNavLink } from '../nav-data.ts';

type SidebarLinkProps = {
  link: AppNavLink;
  active: boolean;
  collapsed: boolean;
  favorite: boolean;
  onToggleFavorite: (path: string) => void;
  /** The tour's handle; only the main list carries it, so favorites do not duplicate it. */
  tourId?: string;
  /**
   * A favorite repeats a link of the main list: it is never marked as the current page (the
   * router marks any exact match), so one sidebar item is marked at a time.
   */
  copy?: boolean;
};

type AnchorProps = {
  to: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  'data-tour'?: string;
  children: ReactNode;
};

/** A plain link that navigates in the app on a plain click (a modified click opens a tab). */
const CopyLink = ({ to, ...props }: AnchorProps) => {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to });
  };
  return <a {...props} href={to} onClick={onClick} />;
};

const NavAnchor = ({ copy, ...props }: AnchorProps & { copy: boolean }) =>
  copy ? <CopyLink {...props} /> : <AppLink {...props} />;

export const SidebarLink = ({
  link,
  active,
  collapsed,
  favorite,
  onToggleFavorite,
  tourId,
  copy = false,
}: SidebarLinkProps) => {
  const Icon = link.icon;
  if (collapsed) {
    return (
      <li>
        <Tooltip content={link.title} side="right">
          <NavAnchor
            copy={copy}
            to={link.path}
            aria-label={link.title}
            aria-current={active ? 'page' : undefined}
            data-tour={tourId}
            className={cn(
              'mx-auto flex size-9 items-center justify-center rounded-md',
              active ? 'bg-active text-fg' : 'text-muted hover:bg-hover hover:text-fg',
            )}
          >
            <Icon className="size-4" aria-hidden />
          </NavAnchor>
        </Tooltip>
      </li>
    );
  }
  return (
    <li className="group relative">
      <NavAnchor
        copy={copy}
        to={link.path}
        aria-current={active ? 'page' : undefined}
        data-tour={tourId}
        title={link.description}
        className={cn(
          'flex h-8 items-center gap-2 rounded-md pr-8 pl-2 text-[13px]',
          active ? 'bg-active font-medium text-fg' : 'text-muted hover:bg-hover hover:text-fg',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{link.title}</span>
        {link.badge ? <Badge variant="accent">{link.badge}</Badge> : null}
      </NavAnchor>
      <button
        type="button"
        onClick={() => onToggleFavorite(link.path)}
        aria-pressed={favorite}
        aria-label={
          favorite ? `Remove ${link.title} from favorites` : `Add ${link.title} to favorites`
        }
        className={cn(
          'absolute top-1/2 right-1 flex size-6 -translate-y-1/2 items-center justify-center rounded',
          'text-muted hover:bg-active hover:text-fg focus-visible:opacity-100',
          favorite ? 'opacity-100' : 'opacity-0 group-hover:opacity-100',
        )}
      >
        <Star
          className={cn('size-3.5', favorite && 'fill-current text-warning-text')}
          aria-hidden
        />
      </button>
    </li>
  );
};
