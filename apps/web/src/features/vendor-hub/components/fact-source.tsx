import type { FactSource as Source } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { ExternalLink } from './external-link.tsx';

const BY_LABELS: Record<Source['by'], string> = {
  rules: "Rampart's reader",
  model: 'the language model (quote checked against the page)',
};

/** The words on the vendor's page that back a fact, where they are, and when they were read. */
export const FactSource = ({ source }: { source: Source }) => (
  <figure className="mt-1.5 flex flex-col gap-1">
    <blockquote className="border-l-2 border-border-strong pl-2.5 text-[13px] text-fg italic">
      “{source.quote}”
    </blockquote>
    <figcaption className="flex flex-wrap items-baseline gap-x-1.5 text-xs text-muted">
      <span>Source:</span>
      <ExternalLink url={source.url} />
      <span aria-hidden>·</span>
      <span>read {formatDateTime(source.fetchedAt)}</span>
      <span aria-hidden>·</span>
      <span>found by {BY_LABELS[source.by]}</span>
    </figcaption>
  </figure>
);
