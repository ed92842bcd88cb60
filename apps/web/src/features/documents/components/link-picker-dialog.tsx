import { useState } from 'react';
import type { Document, DocumentLinkType } from '@rampart/contracts';
import type { Choice } from '../../../components/ui/choice-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetDocumentLinks } from '../api/set-document-links.ts';
import { linksBody } from '../lib/document-links.ts';
import { ControlChoicesList, RequirementChoicesList, VendorChoicesList } from './link-choices.tsx';

const TYPES = [
  { value: 'control', label: 'Control' },
  { value: 'requirement', label: 'Requirement' },
  { value: 'vendor', label: 'Vendor' },
] as const;

type Props = { document: Document; open: boolean; onOpenChange: (open: boolean) => void };

/** Adds a control, a requirement or a vendor the document supports. */
export const LinkPickerDialog = ({ document: d, open, onOpenChange }: Props) => {
  const [type, setType] = useState<DocumentLinkType>('control');
  const save = useSetDocumentLinks();
  const linked = d.links.filter((l) => l.type === type).map((l) => l.id);
  const onPick = (choice: Choice) =>
    save.mutate(
      { id: d.id, links: linksBody([...d.links, { type, id: choice.id }]) },
      {
        onSuccess: () => {
          toast({ title: 'Link added', description: choice.title });
          onOpenChange(false);
        },
      },
    );
  const props = { linked, onPick };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Link to what this document supports"
        description="A control it governs, a requirement it answers, or a vendor it covers."
        className="max-h-[calc(100dvh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
      >
        <div className="flex flex-col gap-3">
          {save.isError ? (
            <FormMessage>Failed to add the link: {errorMessage(save.error)}</FormMessage>
          ) : null}
          <SegmentedControl
            label="Link to"
            className="self-start"
            options={TYPES}
            value={type}
            onChange={setType}
          />
          {type === 'control' ? <ControlChoicesList {...props} /> : null}
          {type === 'requirement' ? <RequirementChoicesList {...props} /> : null}
          {type === 'vendor' ? <VendorChoicesList {...props} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
};
