import { EVIDENCE_ACCEPT } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { FILE_INPUT_CLASS } from '../../../components/ui/file-field.tsx';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEvidence } from '../api/get-evidence.ts';

type Props = {
  controlId: string;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The server's reason for refusing the file or the links. */
  error?: string;
};

/** Evidence for a test: files already on the control, and one new file to upload with it. */
export const EvidencePicker = ({
  controlId,
  selected,
  onSelectedChange,
  file,
  onFileChange,
  error,
}: Props) => {
  const evidence = useEvidence(controlId);
  const items = evidence.data?.items ?? [];
  const toggle = (id: string, on: boolean) =>
    onSelectedChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">Evidence</legend>
      {evidence.isPending ? (
        <Skeleton className="h-8" />
      ) : evidence.isError ? (
        <p className="text-xs text-danger-text">
          The control&apos;s evidence could not be loaded; you can still upload a file.
        </p>
      ) : items.length > 0 ? (
        <ul className="max-h-36 overflow-y-auto rounded-md border border-border">
          {items.map((e) => (
            <li key={e.id} className="border-b border-border last:border-b-0">
              <label className="flex items-center gap-2 px-2.5 py-1.5 text-[13px]">
                <Checkbox
                  checked={selected.includes(e.id)}
                  onChange={(ev) => toggle(e.id, ev.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate text-fg">{e.title}</span>
                {e.expired ? <Badge variant="danger">Expired</Badge> : null}
                <span className="text-xs text-muted tabular-nums">{formatDate(e.uploadedAt)}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="flex flex-col gap-1 text-[13px] text-muted">
        {items.length > 0 ? 'Or upload a new file' : 'Upload a file (optional)'}
        <Input
          type="file"
          accept={EVIDENCE_ACCEPT}
          aria-invalid={Boolean(error)}
          className={FILE_INPUT_CLASS}
          onChange={(e) => onFileChange(e.target.files?.[0] ?? null)}
        />
      </label>
      {file ? (
        <p className="text-xs text-muted">{file.name} will be uploaded with the result.</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
