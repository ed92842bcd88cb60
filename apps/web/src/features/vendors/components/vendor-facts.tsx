import type { ReactNode } from 'react';
import type { Vendor } from '@rampart/contracts';
import { CATEGORY_LABELS } from '../../../lib/vendor-labels.ts';
import { FACT_STATE_LABELS, factState, siteReadNote, siteWasRead } from '../lib/fact-state.ts';
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

/** The value, else whether the site was read without finding it or not read at all. */
const orState = (text: string, read: boolean) => {
  const state = factState(text !== '', read);
  return state === 'found' ? text : <span className="text-muted">{FACT_STATE_LABELS[state]}</span>;
};

/** The vendor's facts, each with the page and words it was read from (when it was read). */
export const VendorFacts = ({ vendor: v }: { vendor: Vendor }) => {
  const read = siteWasRead(v);
  const orNone = (text: string) => orState(text, read);
  return (
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
      <p className="mt-2 text-xs text-muted">{siteReadNote(v)}</p>
    </div>
  );
};
