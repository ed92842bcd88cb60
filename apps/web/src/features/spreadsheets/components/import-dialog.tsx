import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { ImportForm, ImportSummary } from '../../../components/ui/import-form.tsx';
import { sheetAccept } from '../../../lib/import-errors.ts';
import { SHEET_FORMATS, useImportSheet, type Sheet } from '../api/transfer-files.ts';

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

const SheetImportForm = ({ sheet }: { sheet: Sheet }) => {
  const importer = useImportSheet();
  const formats = SHEET_FORMATS[sheet];
  return (
    <ImportForm
      importer={importer}
      send={(file) => importer.mutate({ sheet, file })}
      accept={sheetAccept(formats)}
      label={`File (${formats.map((f) => `.${f}`).join(' or ')})`}
      rules={`${COPY[sheet].rules} Every row is checked first: if any is wrong, nothing is changed.`}
      outcome="changed"
      summary={({ created, updated, deleted }, fileName) => (
        <ImportSummary
          fileName={fileName}
          counts={[
            [created, 'created'],
            [updated, 'updated'],
            ...(deleted === undefined ? [] : [[deleted, 'removed'] as const]),
          ]}
        />
      )}
    />
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
        <SheetImportForm key={sheet} sheet={sheet} />
      </DialogContent>
    ) : null}
  </Dialog>
);
