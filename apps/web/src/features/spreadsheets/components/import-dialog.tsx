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
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  importLineErrors,
  SHEET_FORMATS,
  useImportSheet,
  type Sheet,
} from '../api/transfer-files.ts';
import { ImportErrors } from '../../../components/ui/import-errors.tsx';
import { sheetContentType } from '../../../lib/import-errors.ts';

const COPY: Record<Sheet, { title: string; description: string; rules: string }> = {
  matrix: {
    title: 'Import RCSA matrix',
    description: 'An Excel (.xlsx) file exported from this matrix, with cells edited.',
    rules:
      'Each filled cell maps that control to that risk with the effectiveness in percent; a blank cell unmaps it. Only the risks and controls in the file are touched.',
  },
  risks: {
    title: 'Import risks',
    description: 'A CSV or Excel (.xlsx) file, such as a risk export.',
    rules: 'Rows with an id update that risk; rows without one create a risk.',
  },
  controls: {
    title: 'Import controls',
    description: 'A CSV or Excel (.xlsx) file, such as a control export.',
    rules:
      'Rows with an id update that control (only the columns in the file); rows without one create a control. Frameworks are separated by semicolons.',
  },
};

const count = (n: number, word: string) => (
  <>
    <strong className="tabular-nums">{n.toLocaleString()}</strong> {word}
  </>
);

const ImportForm = ({ sheet }: { sheet: Sheet }) => {
  const inputId = useId();
  const importer = useImportSheet();
  const [file, setFile] = useState<File | null>(null);
  const lineErrors = importLineErrors(importer.error);
  const formats = SHEET_FORMATS[sheet];
  const accept = formats.flatMap((f) => [`.${f}`, sheetContentType(f)]).join(',');

  if (importer.isSuccess) {
    const { created, updated, deleted } = importer.data;
    return (
      <div className="flex flex-col gap-4">
        <div
          role="status"
          className="flex items-start gap-3 rounded-md border border-success-text/25 bg-success-subtle px-3 py-2 text-sm text-success-text"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Imported {file?.name}: {count(created, 'created')}, {count(updated, 'updated')}
            {deleted === undefined ? null : <>, {count(deleted, 'removed')}</>}.
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
        if (file) importer.mutate({ sheet, file });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>File ({formats.map((f) => `.${f}`).join(' or ')})</Label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            importer.reset();
          }}
          className="text-sm text-fg file:mr-3 file:h-8 file:rounded-md file:border file:border-border-strong file:bg-elevated file:px-3 file:text-sm file:font-medium file:text-fg hover:file:bg-hover"
        />
        <p className="text-xs text-muted">
          {COPY[sheet].rules} Every row is checked first: if any is wrong, nothing is changed.
        </p>
      </div>
      {importer.isPending ? (
        <p role="status" className="text-sm text-muted">
          Importing {file?.name}… checking every row before saving.
        </p>
      ) : null}
      {importer.isError ? (
        lineErrors.length > 0 ? (
          <ImportErrors errors={lineErrors} outcome="changed" />
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

/** Imports one kind of sheet, showing what changed or every line to fix. */
export const ImportDialog = ({
  sheet,
  onOpenChange,
}: {
  /** The sheet being imported, or null when the dialog is closed. */
  sheet: Sheet | null;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={sheet !== null} onOpenChange={onOpenChange}>
    {sheet ? (
      <DialogContent
        title={COPY[sheet].title}
        description={COPY[sheet].description}
        className="w-[min(600px,calc(100vw-2rem))]"
      >
        <ImportForm key={sheet} sheet={sheet} />
      </DialogContent>
    ) : null}
  </Dialog>
);
