import { useState } from 'react';
import { EVIDENCE_ACCEPT } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useUploadEvidence } from '../api/upload-evidence.ts';
import { formatBytes, titleFromFileName } from '../lib/dates.ts';
import { issuesByField } from '../lib/issues.ts';

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
      <Field
        label="File"
        hint="PDF, images, Office documents or text, as the server accepts them."
        error={missing.file ?? issues.file}
      >
        {(p) => (
          <Input
            {...p}
            type="file"
            accept={EVIDENCE_ACCEPT}
            className="h-auto py-1 file:mr-2 file:rounded file:border-0 file:bg-hover file:px-2 file:py-0.5 file:text-fg"
            onChange={(e) => {
              const next = e.target.files?.[0] ?? null;
              setFile(next);
              if (next && !title.trim()) setTitle(titleFromFileName(next.name));
            }}
          />
        )}
      </Field>
      {file ? (
        <p className="-mt-2 text-xs text-muted">
          {file.name} · {formatBytes(file.size)}
        </p>
      ) : null}
      <Field label="Title" error={missing.title ?? issues.title}>
        {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
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
        <Field label="Effective from" error={issues.effectiveDate}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={effectiveDate}
              onChange={(e) => setEffectiveDate(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Expires on"
          hint="Leave empty if it does not expire."
          error={issues.expiresAt}
        >
          {(p) => (
            <Input
              {...p}
              type="date"
              value={expiresAt}
              onChange={(e) => setExpiresAt(e.target.value)}
            />
          )}
        </Field>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={upload.isPending}>
          {upload.isError ? 'Try again' : 'Upload'}
        </Button>
      </DialogFooter>
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
