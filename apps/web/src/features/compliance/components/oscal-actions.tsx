import { useId, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck, Download, FileJson, Upload } from 'lucide-react';
import type { ComponentImportResult } from '@rampart/contracts';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExportOscalComponents } from '../api/export-oscal-components.ts';
import { useImportOscalCatalog } from '../api/import-oscal-catalog.ts';
import { useImportOscalComponents } from '../api/import-oscal-components.ts';

type TriggerProps = { size?: ButtonSize; variant?: ButtonVariant };

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;

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
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const reset = () => {
    setFile(null);
    importer.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
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
        {importer.isSuccess ? (
          <div className="flex flex-col gap-4">
            <div
              role="status"
              className="flex items-start gap-3 rounded-md border border-success-text/25 bg-success-subtle px-3 py-2 text-sm text-success-text"
            >
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>{summary(importer.data)}</p>
            </div>
            <DialogFooter>
              <Button onClick={reset}>Import another file</Button>
              <DialogClose asChild>
                <Button variant="primary">Done</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (file) importer.mutate(file, { onSuccess });
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={inputId}>OSCAL JSON file</Label>
              <input
                id={inputId}
                type="file"
                accept=".json,application/json"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  importer.reset();
                }}
                className="text-sm text-fg file:mr-3 file:h-8 file:rounded-md file:border file:border-border-strong file:bg-elevated file:px-3 file:text-sm file:font-medium file:text-fg hover:file:bg-hover"
              />
              <p className="text-xs text-muted">{rules}</p>
            </div>
            {importer.isPending ? (
              <p role="status" className="text-sm text-muted">
                Importing {file?.name}…
              </p>
            ) : null}
            {importer.isError ? (
              <FormMessage>Nothing was imported: {errorMessage(importer.error)}</FormMessage>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button>Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="primary" disabled={!file} loading={importer.isPending}>
                {importer.isPending ? null : <FileJson aria-hidden />}
                Import
              </Button>
            </DialogFooter>
          </form>
        )}
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
        `${plural(r.created.length, 'control')} created, ${r.updated.length.toLocaleString()} updated, ${plural(r.mappings, 'mapping')} written.`
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
