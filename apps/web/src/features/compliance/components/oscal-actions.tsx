import { formatNumber } from '@rampart/domain';
import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Download, FileJson, Upload } from 'lucide-react';
import type { ComponentImportResult } from '@rampart/contracts';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ImportForm } from '../../../components/ui/import-form.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExportOscalComponents } from '../api/export-oscal-components.ts';
import { useImportOscalCatalog } from '../api/import-oscal-catalog.ts';
import { useImportOscalComponents } from '../api/import-oscal-components.ts';

type TriggerProps = { size?: ButtonSize; variant?: ButtonVariant };

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

type ImportDialogProps<T> = TriggerProps & {
  label: string;
  title: string;
  description: string;
  rules: string;
  /** The import call; it reads the chosen file itself. */
  importer: UseMutationResult<T, Error, File>;
  summary: (result: T) => ReactNode;
  onSuccess?: (result: T) => void;
};

/** A dialog with a .json file input: checks and sends the document, then says what happened. */
const OscalImportDialog = <T,>({
  label,
  title,
  description,
  rules,
  importer,
  summary,
  onSuccess,
  size = 'sm',
  variant = 'secondary',
}: ImportDialogProps<T>) => {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) importer.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size={size} variant={variant}>
          <Upload aria-hidden />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        className="w-[min(560px,calc(100vw-2rem))]"
      >
        <ImportForm
          importer={importer}
          send={(file) => importer.mutate(file, { onSuccess })}
          accept=".json,application/json"
          label="OSCAL JSON file"
          rules={rules}
          summary={summary}
          pendingDetail=""
          failure={(error) => (
            <FormMessage>Nothing was imported: {errorMessage(error)}</FormMessage>
          )}
          icon={<FileJson aria-hidden />}
        />
      </DialogContent>
    </Dialog>
  );
};

/** Imports an OSCAL catalog (or resolved profile catalog) as a framework of the organisation. */
export const OscalImportCatalogButton = ({
  onImported,
  ...trigger
}: TriggerProps & { onImported?: (frameworkId: string) => void }) => {
  const importer = useImportOscalCatalog();
  return (
    <OscalImportDialog
      {...trigger}
      label="Import OSCAL catalog"
      title="Import an OSCAL catalog"
      description="A catalog in OSCAL JSON, such as NIST SP 800-53 or a resolved baseline profile catalog."
      rules="Every control and enhancement becomes a requirement; withdrawn controls are skipped. A profile must be resolved into a catalog first. Nothing is imported if the file has a problem."
      importer={importer}
      summary={(r) =>
        `Imported ${r.framework.name}: ${plural(r.requirements, 'requirement')} in ${plural(r.groups, 'group')}${
          r.withdrawn ? `, ${plural(r.withdrawn, 'withdrawn control')} skipped` : ''
        }.`
      }
      onSuccess={(r) => onImported?.(r.framework.id)}
    />
  );
};

/** Imports an OSCAL component definition: controls of the register and what they implement. */
export const OscalImportComponentsButton = ({
  onImported,
  ...trigger
}: TriggerProps & { onImported?: (result: ComponentImportResult) => void }) => {
  const importer = useImportOscalComponents();
  return (
    <OscalImportDialog
      {...trigger}
      label="Import OSCAL components"
      title="Import OSCAL control implementations"
      description="A component definition in OSCAL JSON, such as one exported from Rampart."
      rules="Components that name one of your controls update it; the others become new controls. Each implemented requirement maps the control to the framework's requirement. The framework must be built in or already imported."
      importer={importer}
      summary={(r) =>
        `${plural(r.created.length, 'control')} created, ${formatNumber(r.updated.length)} updated, ${plural(r.mappings, 'mapping')} written.`
      }
      onSuccess={onImported}
    />
  );
};

/** Downloads the organisation's controls for a framework as an OSCAL component definition. */
export const OscalExportButton = ({
  frameworkId,
  frameworkName,
  size = 'sm',
  variant = 'secondary',
}: TriggerProps & { frameworkId: string; frameworkName: string }) => {
  const exporter = useExportOscalComponents();
  return (
    <Button
      size={size}
      variant={variant}
      loading={exporter.isPending}
      aria-label={`Export OSCAL component definition of ${frameworkName}`}
      onClick={() =>
        exporter.mutate(
          { frameworkId, frameworkName },
          {
            onSuccess: (name) => toast({ title: 'Export ready', description: name }),
            onError: (err) =>
              toast({
                title: 'Export failed',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {exporter.isPending ? null : <Download aria-hidden />}
      Export OSCAL
    </Button>
  );
};
