import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { ImportForm, ImportSummary } from '../../../components/ui/import-form.tsx';
import { sheetAccept } from '../../../lib/import-errors.ts';
import { useImportRisks } from '../api/import-risks.ts';

const RisksImportForm = () => {
  const importer = useImportRisks();
  return (
    <ImportForm
      importer={importer}
      send={(file) => importer.mutate(file)}
      accept={sheetAccept(['csv', 'xlsx'])}
      rules="Use the columns of an export. Rows with an id update that risk; rows without one create a risk. Every row is checked first: if any is wrong, nothing is imported."
      summary={(r, fileName) => (
        <ImportSummary
          fileName={fileName}
          counts={[
            [r.created, 'created'],
            [r.updated, 'updated'],
          ]}
        />
      )}
    />
  );
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export const ImportRisksDialog = (props: Props) => (
  <ImportDialog
    {...props}
    title="Import risks"
    description="A CSV or Excel (.xlsx) file, such as one exported from this register."
  >
    <RisksImportForm />
  </ImportDialog>
);
