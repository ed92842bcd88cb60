import { useState } from 'react';
import { EVIDENCE_ACCEPT } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { FileTitleFields } from '../../../components/ui/file-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useUploadEvidence } from '../api/upload-evidence.ts';

const UploadForm = ({ controlId, onDone }: { controlId: string; onDone: () => void }) => {
  const upload = useUploadEvidence();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [missing, setMissing] = useState<{ file?: string; title?: string }>({});
  const issues = issuesByField(fieldIssues(upload.error));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problems = {
          file: file ? undefined : 'Choose a file to upload',
          title: title.trim() ? undefined : 'Title is required',
        };
        setMissing(problems);
        if (!file || problems.title) return;
        upload.mutate(
          { file, title: title.trim(), description, effectiveDate, expiresAt, controlId },
          {
            onSuccess: (saved) => {
              toast({ title: 'Evidence uploaded', description: saved.title });
              onDone();
            },
          },
        );
      }}
    >
      {upload.isError ? (
        <FormMessage>Failed to upload evidence: {errorMessage(upload.error)}</FormMessage>
      ) : null}
      <FileTitleFields
        file={file}
        onFileChange={setFile}
        accept={EVIDENCE_ACCEPT}
        hint="PDF, images, Office documents or text, as the server accepts them."
        fileError={missing.file ?? issues.file}
        title={title}
        onTitleChange={setTitle}
        titleError={missing.title ?? issues.title}
      />
      <Field label="Description" error={issues.description}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Effective from"
          value={effectiveDate}
          onChange={setEffectiveDate}
          error={issues.effectiveDate}
        />
        <DateField
          label="Expires on"
          hint="Leave empty if it does not expire."
          value={expiresAt}
          onChange={setExpiresAt}
          error={issues.expiresAt}
        />
      </div>
      <DialogFormFooter pending={upload.isPending} failed={upload.isError}>
        Upload
      </DialogFormFooter>
    </form>
  );
};

type Props = { controlId: string; open: boolean; onOpenChange: (open: boolean) => void };

export const UploadEvidenceDialog = ({ controlId, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Upload evidence"
      description="A file that shows the control works: a report, a screenshot, a signed review."
      className="max-h-[calc(100vh-2rem)] w-[min(560px,calc(100vw-2rem))] overflow-y-auto"
    >
      <UploadForm controlId={controlId} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
