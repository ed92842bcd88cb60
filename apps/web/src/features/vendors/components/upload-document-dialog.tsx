import { useState } from 'react';
import type { VendorDocumentType } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { FileTitleFields } from '../../../components/ui/file-field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useUploadVendorDocument } from '../api/upload-vendor-document.ts';
import { DOCUMENT_TYPE_OPTIONS } from '../../../lib/vendor-labels.ts';

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
      <FileTitleFields
        file={file}
        onFileChange={setFile}
        fileError={missing.file ?? issues.file}
        title={title}
        onTitleChange={setTitle}
        titleError={missing.title ?? issues.title}
      />
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
        <DateField
          label="Issued on"
          value={issuedAt}
          onChange={setIssuedAt}
          error={issues.issuedAt}
        />
        <DateField
          label="Expires on"
          hint="Leave empty if it does not expire."
          value={expiresAt}
          onChange={setExpiresAt}
          error={missing.expiresAt ?? issues.expiresAt}
        />
      </div>
      <DialogFormFooter pending={upload.isPending} failed={upload.isError}>
        Upload
      </DialogFormFooter>
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
