import { useRef } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import type { RequestFile } from '@rampart/contracts';
import { Button } from '../../../../components/ui/button.tsx';
import { formatBytes } from '../../../../lib/files.ts';

type Props = {
  questionId: string;
  /** The files of the answer being edited (the ids kept), with what the server knows of them. */
  ids: readonly string[];
  known: readonly RequestFile[];
  editable: boolean;
  uploading: boolean;
  onUpload: (file: File) => void;
  onRemove: (id: string) => void;
  labelId: string;
};

/** The files given as an answer: each uploads when chosen; removing one is saved with the rest. */
export const QuestionFiles = ({
  questionId,
  ids,
  known,
  editable,
  uploading,
  onUpload,
  onRemove,
  labelId,
}: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const files = ids.map(
    (id) => known.find((f) => f.id === id) ?? { id, fileName: id, sizeBytes: 0 },
  );
  return (
    <div className="flex flex-col gap-2">
      {files.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-labelledby={labelId}>
          {files.map((f) => (
            <li
              key={f.id}
              className="flex min-h-11 items-center gap-2 rounded-md border border-border px-3 text-sm"
            >
              <FileText className="size-4 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{f.fileName}</span>
              {f.sizeBytes ? (
                <span className="shrink-0 text-xs text-muted">{formatBytes(f.sizeBytes)}</span>
              ) : null}
              {editable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Remove ${f.fileName}`}
                  onClick={() => onRemove(f.id)}
                >
                  <X aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editable ? (
        <>
          <input
            ref={input}
            id={`file-${questionId}`}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onUpload(file);
            }}
          />
          <Button
            className="h-11 self-start text-base sm:text-sm"
            loading={uploading}
            aria-describedby={labelId}
            onClick={() => input.current?.click()}
          >
            {uploading ? null : <Upload aria-hidden />}
            {uploading ? 'Uploading…' : 'Upload a file'}
          </Button>
          <p className="text-xs text-muted">
            PDF, an image, an Office document or a text file. It is kept with your answer.
          </p>
        </>
      ) : files.length === 0 ? (
        <p className="text-sm text-muted">No file</p>
      ) : null}
    </div>
  );
};
