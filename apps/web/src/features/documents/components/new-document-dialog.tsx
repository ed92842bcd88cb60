import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { EVIDENCE_ACCEPT } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { FileTitleFields } from '../../../components/ui/file-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useCreateDocument } from '../api/create-document.ts';
import { expiryIssue } from '../lib/document-dates.ts';
import { DocumentFieldsGrid, type DocumentFieldValues } from './document-fields-grid.tsx';

const NewDocumentForm = ({ onDone }: { onDone: () => void }) => {
  const create = useCreateDocument();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [values, setValues] = useState<DocumentFieldValues>({
    kind: 'policy',
    ownerUserId: '',
    reviewDate: '',
    expiresAt: '',
  });
  const [missing, setMissing] = useState<Record<string, string | undefined>>({});
  const issues = issuesByField(fieldIssues(create.error));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problems = {
          file: file ? undefined : 'Choose a file to upload',
          title: title.trim() ? undefined : 'Title is required',
          expiresAt: expiryIssue(values),
        };
        setMissing(problems);
        if (!file || problems.title || problems.expiresAt) return;
        create.mutate(
          { file, title: title.trim(), description: '', ...values },
          {
            onSuccess: (doc) => {
              toast({ title: 'Document added', description: doc.title });
              onDone();
              void navigate({
                to: '/dashboard/documents/$documentId',
                params: { documentId: doc.id },
              });
            },
          },
        );
      }}
    >
      {create.isError ? (
        <FormMessage>Failed to add document: {errorMessage(create.error)}</FormMessage>
      ) : null}
      <FileTitleFields
        file={file}
        onFileChange={setFile}
        accept={EVIDENCE_ACCEPT}
        hint="PDF, Word, Excel, an image or a text file. Its text is read for search."
        fileError={missing.file ?? issues.file}
        title={title}
        onTitleChange={setTitle}
        titleError={missing.title ?? issues.title}
      />
      <DocumentFieldsGrid
        values={values}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        errors={{ ...issues, expiresAt: missing.expiresAt ?? issues.expiresAt }}
      />
      <p className="text-xs text-muted">
        The document starts as a draft: submit it for review, and another person approves it.
      </p>
      <DialogFormFooter pending={create.isPending} failed={create.isError}>
        Add document
      </DialogFormFooter>
    </form>
  );
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** A new policy, procedure, standard or plan, with its first file. */
export const NewDocumentDialog = ({ open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="New document"
      description="A policy, procedure, standard or plan of the organisation, with its first version."
      className="max-h-[calc(100vh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      {open ? <NewDocumentForm onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
