import { useId, useState } from 'react';
import { ExternalLink, Quote } from 'lucide-react';
import type { FactSource as Source } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';
import { EXTERNAL_LINK, isHttpUrl } from '../lib/links.ts';

const BY_LABELS: Record<Source['by'], string> = {
  rules: 'Read by Rampart’s rules',
  model: 'Read by the language model, quote checked on the page',
};

/**
 * Where a fact came from: a small toggle that reveals the exact words on the page, the page
 * itself and when it was read, so a reviewer can check the fact rather than trust it.
 */
export const FactSource = ({
  source,
  fact,
  className,
}: {
  source: Source | undefined;
  /** What the source is for, for screen readers: "Source of Legal name". */
  fact: string;
  className?: string;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!source) return null;
  return (
    <span className={cn('inline-flex flex-col items-start', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Source of ${fact}`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-6 min-w-6 items-center gap-1 rounded px-1 text-xs text-muted hover:bg-hover hover:text-fg"
      >
        <Quote className="size-3" aria-hidden />
        source
      </button>
      {open ? (
        <span
          id={id}
          className="mt-1 flex max-w-xl flex-col gap-1.5 rounded-md border border-border bg-surface px-3 py-2 text-xs"
        >
          <q className="text-[13px] text-fg italic">{source.quote}</q>
          {isHttpUrl(source.url) ? (
            <a
              href={source.url}
              {...EXTERNAL_LINK}
              className="inline-flex items-center gap-1 break-all text-accent-text hover:underline"
            >
              {source.url}
              <ExternalLink className="size-3 shrink-0" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span className="break-all text-fg">{source.url}</span>
          )}
          <span className="text-muted">
            Fetched {formatDateTime(source.fetchedAt)} · {BY_LABELS[source.by]}
          </span>
        </span>
      ) : null}
    </span>
  );
};
