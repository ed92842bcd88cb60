import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Link2, Plus, X } from 'lucide-react';
import type { Document, DocumentLink } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetDocumentLinks } from '../api/set-document-links.ts';
import { linksBody } from '../lib/document-links.ts';
import { LinkPickerDialog } from './link-picker-dialog.tsx';

const TYPE_LABELS = { control: 'Control', requirement: 'Requirement', vendor: 'Vendor' } as const;
const LINK = 'min-w-0 truncate font-medium text-fg hover:underline';

const Target = ({ link: l }: { link: DocumentLink }) => {
  if (l.type === 'control') {
    return (
      <Link to="/dashboard/controls/$controlId" params={{ controlId: l.id }} className={LINK}>
        {l.label}
      </Link>
    );
  }
  if (l.type === 'vendor') {
    return (
      <Link
        to="/dashboard/vendors/$vendorId"
        params={{ vendorId: l.id }}
        search={{}}
        className={LINK}
      >
        {l.label}
      </Link>
    );
  }
  return <span className="min-w-0 truncate font-medium text-fg">{l.label}</span>;
};

/** The controls, requirements and vendors the document supports. */
export const DocumentLinksCard = ({ document: d }: { document: Document }) => {
  const [picking, setPicking] = useState(false);
  const save = useSetDocumentLinks();
  const canEdit = d.abilities.update;
  const remove = (link: DocumentLink) =>
    save.mutate(
      { id: d.id, links: linksBody(d.links.filter((l) => l !== link)) },
      {
        onSuccess: () => toast({ title: 'Link removed', description: link.label }),
        onError: (err) =>
          toast({
            title: 'Failed to remove the link',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader
        title="Supports"
        description="Controls, requirements and vendors this document backs."
        actions={
          canEdit ? (
            <Button size="sm" onClick={() => setPicking(true)}>
              <Plus aria-hidden />
              Add link
            </Button>
          ) : null
        }
      />
      <CardContent className="p-0">
        {d.links.length === 0 ? (
          <p className="flex items-center gap-2 px-4 py-3 text-[13px] text-muted">
            <Link2 className="size-4" aria-hidden />
            Not linked to anything yet.
          </p>
        ) : (
          <ul aria-label="Links" className="divide-y divide-border">
            {d.links.map((l) => (
              <li
                key={`${l.type}:${l.id}`}
                className="flex items-center gap-3 px-4 py-2 text-[13px]"
              >
                <span className="w-24 shrink-0 text-xs text-muted">{TYPE_LABELS[l.type]}</span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <Target link={l} />
                  {l.detail ? (
                    <span className="truncate text-xs text-muted">{l.detail}</span>
                  ) : null}
                </span>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove link to ${l.label}`}
                    disabled={save.isPending}
                    onClick={() => remove(l)}
                  >
                    <X aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canEdit ? <LinkPickerDialog document={d} open={picking} onOpenChange={setPicking} /> : null}
    </Card>
  );
};
