import type { ReactNode } from 'react';
import type { Vendor } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { CATEGORY_LABELS } from '../../../lib/vendor-labels.ts';
import { EXTERNAL_LINK, isHttpUrl } from '../lib/links.ts';
import { FactSource } from './fact-source.tsx';

const Row = ({
  label,
  children,
  vendor,
  sourceKey,
}: {
  label: string;
  children: ReactNode;
  vendor: Vendor;
  sourceKey: string;
}) => (
  <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
    <dt className="w-36 shrink-0 text-muted">{label}</dt>
    <dd className="flex min-w-0 flex-1 flex-wrap items-start gap-x-2 text-fg">
      <span className="min-w-0 break-words">{children}</span>
      <FactSource source={vendor.sources[sourceKey]} fact={label} />
    </dd>
  </div>
);

const orNone = (text: string) => (text ? text : <span className="text-muted">Not known</span>);

/** The vendor's facts, each with the page and words it was read from (when it was read). */
export const VendorFacts = ({ vendor: v }: { vendor: Vendor }) => (
  <div>
    <dl className="divide-y divide-border text-[13px]">
      <Row label="Name" vendor={v} sourceKey="name">
        {v.name}
      </Row>
      <Row label="Legal name" vendor={v} sourceKey="legalName">
        {orNone(v.legalName)}
      </Row>
      <Row label="Website" vendor={v} sourceKey="website">
        {v.website && isHttpUrl(v.website) ? (
          <a href={v.website} {...EXTERNAL_LINK} className="text-accent-text hover:underline">
            {v.website}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          orNone(v.website)
        )}
      </Row>
      <Row label="Category" vendor={v} sourceKey="category">
        {CATEGORY_LABELS[v.category]}
      </Row>
      <Row label="Description" vendor={v} sourceKey="description">
        {orNone(v.description)}
      </Row>
      <Row label="Headquarters" vendor={v} sourceKey="headquarterAddress">
        {orNone(v.headquarterAddress)}
      </Row>
    </dl>
    <p className="mt-2 text-xs text-muted">
      {v.lastFetchedAt
        ? `Site last read ${formatDateTime(v.lastFetchedAt)}.`
        : 'Entered by hand: the site has not been read yet.'}
    </p>
  </div>
);
