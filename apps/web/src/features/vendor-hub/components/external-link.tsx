import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { isWebUrl, shortUrl } from '../lib/extraction-view.ts';

/**
 * A page of the vendor's site, opened in a new tab. The vendor's site is not ours: no referrer
 * or opener goes with it and search engines are told not to follow it. Anything but http(s) is
 * shown as text, never as a link.
 */
export const ExternalLink = ({
  url,
  children,
  className,
}: {
  url: string;
  children?: ReactNode;
  className?: string;
}) => {
  const text = children ?? shortUrl(url);
  if (!isWebUrl(url)) return <span className={cn('break-all', className)}>{text}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={cn(
        'inline-flex items-baseline gap-1 font-medium break-all text-accent-text hover:underline',
        className,
      )}
    >
      {text}
      <ExternalIcon className="size-3 shrink-0 self-center" aria-hidden />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
};
