import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { ImportForm, ImportSummary } from '../../../components/ui/import-form.tsx';
import { sheetAccept } from '../../../lib/import-errors.ts';
import { useImportVendors } from '../api/import-vendors.ts';

const VendorsImportForm = () => {
  const importer = useImportVendors();
  return (
    <ImportForm
      importer={importer}
      send={(file) => importer.mutate(file)}
      accept={sheetAccept(['csv', 'xlsx'])}
      rules="Use the columns of an export. Rows with an id update that vendor; rows without one add a vendor. Every row is checked first: if any is wrong, nothing is imported."
      summary={(r, fileName) => (
        <ImportSummary
          fileName={fileName}
          counts={[
            [r.created, 'created'],
            [r.updated, 'updated'],
            [r.unchanged, 'unchanged'],
          ]}
        />
      )}
    />
  );
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export const ImportVendorsDialog = (props: Props) => (
  <ImportDialog
    {...props}
    title="Import vendors"
    description="A CSV or Excel (.xlsx) file, such as one exported from this register."
  >
    <VendorsImportForm />
  </ImportDialog>
);
