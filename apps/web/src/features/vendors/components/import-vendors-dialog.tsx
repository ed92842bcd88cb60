import { useId, useState } from 'react';
import { CircleCheck, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ImportErrors } from '../../../components/ui/import-errors.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { importLineErrors, XLSX_TYPE } from '../../../lib/import-errors.ts';
import { useImportVendors } from '../api/import-vendors.ts';

const ImportForm = () => {
  const inputId = useId();
  const hintId = useId();
  const importer = useImportVendors();
  const [file, setFile] = useState<File | null>(null);
  const lineErrors = importLineErrors(importer.error);

  if (importer.isSuccess) {
    const { created, updated, unchanged } = importer.data;
    return (
      <div className="flex flex-col gap-4">
        <div
          role="status"
          className="flex items-start gap-3 rounded-md border border-success-text/25 bg-success-subtle px-3 py-2 text-sm text-success-text"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Imported {file?.name}: <strong>{created.toLocaleString()}</strong> created,{' '}
            <strong>{updated.toLocaleString()}</strong> updated,{' '}
            <strong>{unchanged.toLocaleString()}</strong> unchanged.
          </p>
        </div>
        <DialogFooter>
          <Button onClick={() => importer.reset()}>Import another file</Button>
          <DialogClose asChild>
            <Button variant="primary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (file) importer.mutate(file);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>File</Label>
        <input
          id={inputId}
          type="file"
          aria-describedby={hintId}
          disabled={importer.isPending}
          accept={`.csv,.xlsx,text/csv,${XLSX_TYPE}`}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            importer.reset();
          }}
          className="text-sm text-fg file:mr-3 file:h-8 file:rounded-md file:border file:border-border-strong file:bg-elevated file:px-3 file:text-sm file:font-medium file:text-fg hover:file:bg-hover"
        />
        <p id={hintId} className="text-xs text-muted">
          Use the columns of an export. Rows with an id update that vendor; rows without one add a
          vendor. Every row is checked first: if any is wrong, nothing is imported.
        </p>
      </div>
      {importer.isPending ? (
        <p role="status" className="text-sm text-muted">
          Importing {file?.name}… checking every row before saving.
        </p>
      ) : null}
      {importer.isError ? (
        lineErrors.length > 0 ? (
          <ImportErrors errors={lineErrors} />
        ) : (
          <FormMessage>Import failed: {errorMessage(importer.error)}</FormMessage>
        )
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" disabled={!file} loading={importer.isPending}>
          {importer.isPending ? null : <Upload aria-hidden />}
          Import
        </Button>
      </DialogFooter>
    </form>
  );
};

export const ImportVendorsDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Import vendors"
      description="A CSV or Excel (.xlsx) file, such as one exported from this register."
      className="w-[min(560px,calc(100vw-2rem))]"
    >
      <ImportForm />
    </DialogContent>
  </Dialog>
);
