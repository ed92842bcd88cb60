import { useState } from 'react';
import { EVIDENCE_ACCEPT, type Document } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useUploadDocumentVersion } from '../api/upload-document-version.ts';

const UploadForm = ({ document: d, onDone }: { document: Document; onDone: () => void }) => {
  const upload = useUploadDocumentVersion();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const issues = issuesByField(fieldIssues(upload.error));
  const next = (d.versions[0]?.number ?? 0) + 1;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(file ? undefined : 'Choose a file to upload');
        if (!file) return;
        upload.mutate(
          { documentId: d.id, file, note: note.trim() },
          {
            onSuccess: () => {
              toast({ title: `Version ${next} uploaded`, description: d.title });
              onDone();
            },
          },
        );
      }}
    >
      {upload.isError ? (
        <FormMessage>Failed to upload version: {errorMessage(upload.error)}</FormMessage>
      ) : null}
      {d.status !== 'draft' ? (
        <FormMessage tone="info">
          This document is {d.status === 'approved' ? 'approved' : 'in review'}: a new version
          returns it to draft, to be submitted and approved again.
        </FormMessage>
      ) : null}
      <FileField
        file={file}
        onChange={setFile}
        accept={EVIDENCE_ACCEPT}
        error={missing ?? issues.file}
      />
      <Field label="What changed" hint="Optional, shown beside the version." error={issues.note}>
        {(p) => (
          <Input {...p} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      <DialogFormFooter pending={upload.isPending} failed={upload.isError}>
        Upload version {next}
      </DialogFormFooter>
    </form>
  );
};

type Props = { document: Document; open: boolean; onOpenChange: (open: boolean) => void };

export const UploadVersionDialog = ({ document, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Upload new version"
      description={`A new file for "${document.title}".`}
      className="w-[min(520px,calc(100vw-2rem))]"
    >
      {open ? <UploadForm document={document} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
