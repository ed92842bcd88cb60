import { useState } from 'react';
import type { VendorDocumentType } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useUploadVendorDocument } from '../api/upload-vendor-document.ts';
import { formatBytes, issuesByField, titleFromFileName } from '../lib/files.ts';
import { DOCUMENT_TYPE_OPTIONS } from '../lib/labels.ts';

const UploadForm = ({ vendorId, onDone }: { vendorId: string; onDone: () => void }) => {
  const upload = useUploadVendorDocument();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [documentType, setDocumentType] = useState<VendorDocumentType>('soc2_report');
  const [issuedAt, setIssuedAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [missing, setMissing] = useState<{ file?: string; title?: string; expiresAt?: string }>({});
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
          expiresAt:
            issuedAt && expiresAt && expiresAt < issuedAt
              ? 'The expiry must be on or after the issue date'
              : undefined,
        };
        setMissing(problems);
        if (!file || problems.title || problems.expiresAt) return;
        upload.mutate(
          { vendorId, file, title: title.trim(), documentType, issuedAt, expiresAt },
          {
            onSuccess: (doc) => {
              toast({ title: 'Document uploaded', description: doc.title });
              onDone();
            },
          },
        );
      }}
    >
      {upload.isError ? (
        <FormMessage>Failed to upload document: {errorMessage(upload.error)}</FormMessage>
      ) : null}
      <Field label="File" error={missing.file ?? issues.file}>
        {(p) => (
          <Input
            {...p}
            type="file"
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
      <Field label="Document type" error={issues.documentType}>
        {(p) => (
          <Select
            {...p}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as VendorDocumentType)}
          >
            {DOCUMENT_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Issued on" error={issues.issuedAt}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={issuedAt}
              onChange={(e) => setIssuedAt(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Expires on"
          hint="Leave empty if it does not expire."
          error={missing.expiresAt ?? issues.expiresAt}
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

type Props = { vendorId: string; open: boolean; onOpenChange: (open: boolean) => void };

export const UploadDocumentDialog = ({ vendorId, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Upload document"
      description="A report or certificate the vendor handed over: SOC 2, ISO, a DPA, a pen test."
      className="max-h-[calc(100vh-2rem)] w-[min(560px,calc(100vw-2rem))] overflow-y-auto"
    >
      <UploadForm vendorId={vendorId} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
