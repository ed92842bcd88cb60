import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

type HrefLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link to another feature's page given as a built address (path and query), such as the
 * vendor register filtered by a figure: followed inside the app, opened in a new tab with a
 * modifier key or middle click as any link.
 */
export const HrefLink = ({ href, onClick, ...props }: HrefLinkProps) => {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return <a href={href} onClick={follow} {...props} />;
};
