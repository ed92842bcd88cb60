import { formatNumber } from '@rampart/domain';
import { useId, useState, type ReactNode } from 'react';
import { CircleCheck, Upload } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { importLineErrors } from '../../lib/import-errors.ts';
import { Button } from './button.tsx';
import { DialogClose, DialogFooter } from './dialog.tsx';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { FormMessage } from './field.tsx';
import { ImportErrors } from './import-errors.tsx';
import { Label } from './label.tsx';

/** The parts of an import mutation the form reads (a TanStack useMutation result fits). */
export type Importer<T> = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: T | undefined;
  error: Error | null;
  reset: () => void;
};

type ImportFormProps<T> = {
  importer: Importer<T>;
  /** Starts the import of the chosen file. */
  send: (file: File) => void;
  /** The file types offered, as the input's accept attribute. */
  accept: string;
  label?: string;
  /** What the import does with the file, under the input. */
  rules: ReactNode;
  /** What happened, once it worked. */
  summary: (result: T, fileName: string) => ReactNode;
  /** Said after "Importing <file>…" while it runs. */
  pendingDetail?: string;
  /** What did not happen when refused: "imported" or "changed". */
  outcome?: 'imported' | 'changed';
  /** The failure as shown; by default every refused line, else the server's message. */
  failure?: (error: Error) => ReactNode;
  icon?: ReactNode;
};

/** "Imported risks.csv: 3 created, 1 updated.", the counts in bold. */
export const ImportSummary = ({
  fileName,
  counts,
}: {
  fileName: string;
  counts: readonly (readonly [number, string])[];
}) => (
  <>
    Imported {fileName}:{' '}
    {counts.map(([n, word], i) => (
      <span key={word}>
        {i > 0 ? ', ' : null}
        <strong className="tabular-nums">{formatNumber(n)}</strong> {word}
      </span>
    ))}
    .
  </>
);

const ImportFailure = ({ error, outcome }: { error: Error; outcome: 'imported' | 'changed' }) => {
  const lines = importLineErrors(error);
  return lines.length > 0 ? (
    <ImportErrors errors={lines} outcome={outcome} />
  ) : (
    <FormMessage>Import failed: {errorMessage(error)}</FormMessage>
  );
};

/**
 * A file input that sends the chosen file, then says what was imported or every line to fix.
 * Meant to sit in a dialog: Done closes it, "Import another file" starts over.
 */
export const ImportForm = <T,>({
  importer,
  send,
  accept,
  label = 'File',
  rules,
  summary,
  pendingDetail = ' checking every row before saving.',
  outcome = 'imported',
  failure,
  icon = <Upload aria-hidden />,
}: ImportFormProps<T>) => {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);

  if (importer.isSuccess && importer.data !== undefined) {
    return (
      <div className="flex flex-col gap-4">
        <div
          role="status"
          className="flex items-start gap-3 rounded-md border border-success-text/25 bg-success-subtle px-3 py-2 text-sm text-success-text"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{summary(importer.data, file?.name ?? '')}</p>
        </div>
        <DialogFooter>
          <Button
            onClick={() => {
              setFile(null);
              importer.reset();
            }}
          >
            Import another file
          </Button>
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
        if (file) send(file);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{label}</Label>
        <input
          id={inputId}
          type="file"
          aria-describedby={hintId}
          disabled={importer.isPending}
          accept={accept}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            importer.reset();
          }}
          className="text-sm text-fg file:mr-3 file:h-8 file:rounded-md file:border file:border-border-strong file:bg-elevated file:px-3 file:text-sm file:font-medium file:text-fg hover:file:bg-hover"
        />
        <p id={hintId} className="text-xs text-muted">
          {rules}
        </p>
      </div>
      {importer.isPending ? (
        <p role="status" className="text-sm text-muted">
          Importing {file?.name}…{pendingDetail}
        </p>
      ) : null}
      {importer.isError && importer.error ? (
        failure ? (
          failure(importer.error)
        ) : (
          <ImportFailure error={importer.error} outcome={outcome} />
        )
      ) : null}
      <DialogFormFooter pending={importer.isPending} disabled={!file}>
        {importer.isPending ? null : icon}
        Import
      </DialogFormFooter>
    </form>
  );
};
