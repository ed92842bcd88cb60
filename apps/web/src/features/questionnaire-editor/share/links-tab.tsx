import { useState } from 'react';
import type { CreatedShareLink, Questionnaire } from '@rampart/contracts';
import { useShareLinks } from './api/links.ts';
import { CreateLinkForm } from './create-link-form.tsx';
import { CreatedLink } from './created-link.tsx';
import { LinkRow } from './link-row.tsx';
import { QueryStates, TabHeading } from './query-states.tsx';

/** §2 Share dialog, Links: create a link (its address shown once), then every link of it. */
export const LinksTab = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const links = useShareLinks(q.id);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="share-new-link-heading">
        <TabHeading id="share-new-link-heading">New link</TabHeading>
        {created ? (
          <CreatedLink link={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateLinkForm questionnaireId={q.id} onCreated={setCreated} />
        )}
      </section>
      <section aria-labelledby="share-links-heading">
        <TabHeading id="share-links-heading">Links</TabHeading>
        <div className="rounded-md border border-border">
          <QueryStates
            query={links}
            loading="Loading links"
            errorTitle="Could not load the links"
            isEmpty={(l) => l.length === 0}
            empty={{
              title: 'No links yet',
              description: 'A link lets people outside your organisation open this questionnaire.',
            }}
          >
            {(l) => (
              <ul aria-label="Share links" className="divide-y divide-border">
                {l.map((link) => (
                  <LinkRow key={link.id} questionnaireId={q.id} link={link} />
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
      </section>
    </div>
  );
};
