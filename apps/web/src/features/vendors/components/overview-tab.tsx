import type { Vendor } from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { siteWasRead } from '../lib/fact-state.ts';
import { CertificationClaims } from './certification-claims.tsx';
import { SubprocessorsTable } from './subprocessors-table.tsx';
import { VendorFacts } from './vendor-facts.tsx';
import { VendorUrls } from './vendor-urls.tsx';

/** What is known about the vendor, each fact with where it came from. */
export const OverviewTab = ({ vendor }: { vendor: Vendor }) => (
  <div className="grid items-start gap-6 xl:grid-cols-2">
    <Card className="min-w-0">
      <CardHeader
        title="Facts"
        description="Read from the vendor’s site or entered by hand. Open a source to see the words on the page."
      />
      <CardContent className="py-1">
        <VendorFacts vendor={vendor} />
      </CardContent>
    </Card>
    <Card className="min-w-0">
      <CardHeader title="Policy pages" description="The pages the vendor publishes." />
      <CardContent className="py-1">
        <VendorUrls vendor={vendor} />
      </CardContent>
    </Card>
    <Card className="min-w-0 xl:col-span-2">
      <CardHeader title="Certifications" />
      <CardContent>
        <CertificationClaims claims={vendor.certificationClaims} siteRead={siteWasRead(vendor)} />
      </CardContent>
    </Card>
    <Card className="min-w-0 overflow-hidden xl:col-span-2">
      <CardHeader
        title="Subprocessors"
        description="Other companies the vendor passes data to, as its site lists them."
      />
      <SubprocessorsTable items={vendor.subprocessors} siteRead={siteWasRead(vendor)} />
    </Card>
  </div>
);
