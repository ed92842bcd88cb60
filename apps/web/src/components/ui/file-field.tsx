import { formatBytes, titleFromFileName } from '../../lib/files.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

/** A file input drawn like the other inputs, its button toned down. */
export const FILE_INPUT_CLASS =
  'h-auto py-1 file:mr-2 file:rounded file:border-0 file:bg-hover file:px-2 file:py-0.5 file:text-fg';

type FileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  label?: string;
  hint?: string;
  error?: string;
  /** The types offered in the picker, as the input's accept attribute. */
  accept?: string;
};

/** A labelled file picker; the chosen file's name and size show below it. */
export const FileField = ({
  file,
  onChange,
  label = 'File',
  hint,
  error,
  accept,
}: FileFieldProps) => (
  <>
    <Field label={label} hint={hint} error={error}>
      {(p) => (
        <Input
          {...p}
          type="file"
          accept={accept}
          className={FILE_INPUT_CLASS}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      )}
    </Field>
    {file ? (
      <p className="-mt-2 text-xs text-muted">
        {file.name} · {formatBytes(file.size)}
      </p>
    ) : null}
  </>
);

type FileTitleFieldsProps = Omit<FileFieldProps, 'onChange' | 'error' | 'label'> & {
  onFileChange: (file: File | null) => void;
  title: string;
  onTitleChange: (title: string) => void;
  fileError?: string;
  titleError?: string;
};

/** A file to upload and its title, which starts as the file's name until the user types one. */
export const FileTitleFields = ({
  onFileChange,
  title,
  onTitleChange,
  fileError,
  titleError,
  ...file
}: FileTitleFieldsProps) => (
  <>
    <FileField
      {...file}
      error={fileError}
      onChange={(next) => {
        onFileChange(next);
        if (next && !title.trim()) onTitleChange(titleFromFileName(next.name));
      }}
    />
    <Field label="Title" error={titleError}>
      {(p) => <Input {...p} value={title} onChange={(e) => onTitleChange(e.target.value)} />}
    </Field>
  </>
);
