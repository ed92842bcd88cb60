import { ExternalLink } from 'lucide-react';
import { VENDOR_URL_KEYS, VENDOR_URL_LABELS, type Vendor } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { FACT_STATE_LABELS, siteWasRead } from '../lib/fact-state.ts';
import { EXTERNAL_LINK, isHttpUrl, isOwnSite } from '../lib/links.ts';
import { FactSource } from './fact-source.tsx';

/**
 * The vendor's policy pages under their names. A page on another site is shown as written, so
 * the reader sees where "Privacy policy" really leads before following it.
 */
export const VendorUrls = ({ vendor }: { vendor: Vendor }) => {
  const found = VENDOR_URL_KEYS.filter((k) => vendor.urls[k]);
  const missing = VENDOR_URL_KEYS.filter((k) => !vendor.urls[k]);
  // "Not found" only once the site was read; before, the missing pages are not read yet.
  const read = siteWasRead(vendor);
  return (
    <div className="flex flex-col gap-3">
      {found.length === 0 ? (
        <p className="text-[13px] text-muted">
          {read
            ? 'No policy page was found on the vendor’s site.'
            : 'No policy page is known: the site has not been read yet.'}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border text-[13px]">
          {found.map((key) => {
            const url = vendor.urls[key]!;
            const label = VENDOR_URL_LABELS[key];
            const own = isOwnSite(url, vendor.website);
            return (
              <li key={key} className="flex flex-wrap items-start gap-x-2 gap-y-1 py-2">
                <span className="w-48 shrink-0 text-muted">{label}</span>
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                  {isHttpUrl(url) ? (
                    <a
                      href={url}
                      {...EXTERNAL_LINK}
                      className="inline-flex min-w-0 items-center gap-1 break-all text-accent-text hover:underline"
                    >
                      {own ? new URL(url).pathname || url : url}
                      <ExternalLink className="size-3 shrink-0" aria-hidden />
                      <span className="sr-only"> ({label}, opens in a new tab)</span>
                    </a>
                  ) : (
                    <span className="break-all">{url}</span>
                  )}
                  {own ? null : <Badge variant="warning">Other site</Badge>}
                </span>
                <FactSource source={vendor.sources[`urls.${key}`]} fact={label} />
              </li>
            );
          })}
        </ul>
      )}
      {missing.length > 0 && found.length > 0 ? (
        <p className="text-xs text-muted">
          {read ? FACT_STATE_LABELS.not_found : FACT_STATE_LABELS.not_read}:{' '}
          {missing.map((k) => VENDOR_URL_LABELS[k]).join(', ')}.
        </p>
      ) : null}
    </div>
  );
};
