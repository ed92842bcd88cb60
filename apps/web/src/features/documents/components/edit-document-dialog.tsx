import { useState } from 'react';
import type { Document } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { toDateInput } from '../../../lib/date-input.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useUpdateDocument } from '../api/update-document.ts';
import { expiryIssue } from '../lib/document-dates.ts';
import { DocumentFieldsGrid, type DocumentFieldValues } from './document-fields-grid.tsx';

const EditForm = ({ document: d, onDone }: { document: Document; onDone: () => void }) => {
  const update = useUpdateDocument();
  // The version the dialog was opened on: a save after someone else's is refused, not merged.
  const [version] = useState(d.updatedAt);
  const [title, setTitle] = useState(d.title);
  const [description, setDescription] = useState(d.description);
  const [values, setValues] = useState<DocumentFieldValues>({
    kind: d.kind,
    ownerUserId: d.owner?.id ?? '',
    reviewDate: toDateInput(d.reviewDate),
    expiresAt: toDateInput(d.expiresAt),
  });
  const [invalidExpiry, setInvalidExpiry] = useState<string | undefined>();
  const issues = issuesByField(fieldIssues(update.error));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = expiryIssue(values);
        setInvalidExpiry(problem);
        if (problem) return;
        const { kind, ownerUserId, reviewDate, expiresAt } = values;
        update.mutate(
          {
            id: d.id,
            patch: {
              title: title.trim(),
              kind,
              description,
              ownerUserId: ownerUserId || null,
              reviewDate: reviewDate || null,
              expiresAt: expiresAt || null,
            },
            version,
          },
          {
            onSuccess: (doc) => {
              toast({ title: 'Document saved', description: doc.title });
              onDone();
            },
          },
        );
      }}
    >
      {update.isError ? (
        <FormMessage>Failed to save: {errorMessage(update.error)}</FormMessage>
      ) : null}
      <Field label="Title" error={issues.title}>
        {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <DocumentFieldsGrid
        values={values}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        errors={{ ...issues, expiresAt: invalidExpiry ?? issues.expiresAt }}
      />
      <Field label="Description" error={issues.description}>
        {(p) => (
          <Textarea {...p} value={description} onChange={(e) => setDescription(e.target.value)} />
        )}
      </Field>
      <p className="text-xs text-muted">
        Details do not change the approval; only a new version returns the document to draft.
      </p>
      <DialogFormFooter pending={update.isPending} failed={update.isError}>
        Save
      </DialogFormFooter>
    </form>
  );
};

type Props = { document: Document; open: boolean; onOpenChange: (open: boolean) => void };

export const EditDocumentDialog = ({ document, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Edit details"
      description={document.title}
      className="max-h-[calc(100vh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      {open ? <EditForm document={document} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
