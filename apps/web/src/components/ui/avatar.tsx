import { useState } from 'react';
import { isHttpUrl } from '@rampart/contracts';
import { initials } from '@rampart/domain';
import { cn } from '../../lib/cn.ts';

type AvatarProps = { name: string; email?: string; src?: string | null; className?: string };

/** The avatar image, or the initials when there is none or it fails to load. */
export const Avatar = ({ name, email = '', src, className }: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Only http(s) images: an address of any other scheme is never put in the page.
  const showImage = Boolean(src) && isHttpUrl(src ?? '') && failedSrc !== src;
  return (
    <span
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-accent-subtle text-[11px] font-semibold text-accent-text',
        className,
      )}
      aria-hidden
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        initials(name, email)
      )}
    </span>
  );
};
