import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { factsFound, type FactRow } from '../lib/extraction-view.ts';
import { ExternalLink } from './external-link.tsx';
import { FactSource } from './fact-source.tsx';

const FactValue = ({ fact }: { fact: FactRow }) => {
  if (fact.value === null) return <span className="text-muted">Not found on the site</span>;
  return fact.link ? (
    <ExternalLink url={fact.value} />
  ) : (
    <span className="text-fg">{fact.value}</span>
  );
};

/** Each fact with the quote it was read from; a fact without a page behind it says so. */
export const ExtractionFacts = ({ facts }: { facts: readonly FactRow[] }) => {
  const { found, total } = factsFound(facts);
  return (
    <Card>
      <CardHeader
        title="Facts read from the site"
        description={`${found} of ${total} found. Check each against its quote before saving.`}
      />
      <dl className="divide-y divide-border">
        {facts.map((fact) => (
          <div key={fact.key} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="text-[13px] font-medium text-muted">{fact.label}</dt>
            <dd className="min-w-0 text-sm">
              <FactValue fact={fact} />
              {fact.source ? (
                <FactSource source={fact.source} />
              ) : fact.value !== null ? (
                <p className="mt-1 text-xs text-muted">No quote was recorded for this fact.</p>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
};
