import { AlertTriangle, Info } from 'lucide-react';
import type { VendorExtraction } from '@rampart/contracts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { extractionFacts, shortUrl } from '../lib/extraction-view.ts';
import { CertificationClaims } from './certification-claims.tsx';
import { ExtractionFacts } from './extraction-facts.tsx';
import { ExtractionPages } from './extraction-pages.tsx';
import { SubprocessorList } from './subprocessor-list.tsx';

const FallbackNotice = ({ website }: { website: string }) => (
  <div
    role="status"
    className="flex gap-3 rounded-lg border border-warning-text/25 bg-warning-subtle px-4 py-3 text-sm text-warning-text"
  >
    <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
    <div>
      <p className="font-medium">Nothing could be read from {shortUrl(website)}.</p>
      <p className="mt-0.5">
        The vendor is named after its address and filed under Other. Fill in what you know before
        saving; the pages below say why each one could not be read.
      </p>
    </div>
  </div>
);

const Notes = ({ notes }: { notes: readonly string[] }) => (
  <Card>
    <CardHeader title="Reader's notes" description="What was left out, and why." />
    <ul className="flex flex-col gap-2 px-4 py-3 text-sm text-fg">
      {notes.map((note, i) => (
        <li key={i} className="flex gap-2">
          <Info className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          <span>{note}</span>
        </li>
      ))}
    </ul>
  </Card>
);

/** A finished reading to review: every fact with its quote, the claims, the list, the pages. */
export const ExtractionReview = ({ result }: { result: VendorExtraction }) => (
  <div className="flex flex-col gap-4">
    {result.fallback ? <FallbackNotice website={result.website} /> : null}
    {result.notes.length > 0 ? <Notes notes={result.notes} /> : null}
    <ExtractionFacts facts={extractionFacts(result)} />
    <CertificationClaims claims={result.certificationClaims} />
    <SubprocessorList subprocessors={result.subprocessors} />
    <Card>
      <details>
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-fg">
          Pages read ({result.pages.length})
        </summary>
        <ExtractionPages pages={result.pages} label="Pages read" />
      </details>
    </Card>
  </div>
);
