import { useId, useRef, useState } from 'react';
import { ImageOff, Trash2 } from 'lucide-react';
import type { TrustCenterSettings } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FILE_INPUT_CLASS } from '../../../components/ui/file-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useDeleteTrustLogo } from '../api/delete-trust-logo.ts';
import { useUploadTrustLogo } from '../api/upload-trust-logo.ts';
import {
  LOGO_ACCEPT,
  LOGO_MAX_WORDS,
  LOGO_TYPES_WORDS,
  logoProblem,
  logoWords,
} from '../lib/branding.ts';

/** The logo as the page shows it, on the page's header colour; a broken address says so. */
export const LogoPreview = ({
  logo,
  className = 'h-10 max-w-40',
}: {
  logo: NonNullable<TrustCenterSettings['logo']>;
  className?: string;
}) => {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted">
        <ImageOff className="size-3.5" aria-hidden />
        The logo cannot be shown here
      </span>
    );
  }
  return (
    <img
      src={logo.href}
      alt="The page’s logo"
      className={`${className} rounded border border-border bg-white object-contain p-1`}
      onError={() => setBroken(true)}
    />
  );
};

/**
 * The logo in the page's header: upload one (it replaces the one before) or remove it. Saved at
 * once, apart from the rest of the settings: it is a file, not a field of the form.
 */
export const LogoField = ({ settings }: { settings: TrustCenterSettings }) => {
  const upload = useUploadTrustLogo();
  const remove = useDeleteTrustLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) =>
    setProblem(fieldIssues(error).find((i) => i.field === 'file')?.message ?? errorMessage(error));

  const onFile = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const local = logoProblem(file);
    if (local) return setProblem(local);
    upload.mutate(file, {
      onSuccess: () =>
        toast({ title: 'Logo saved', description: 'It shows in the page’s header.' }),
      onError: failed,
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Logo removed', description: 'The header shows the title alone.' }),
      onError: failed,
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-medium text-fg">
        {settings.logo ? 'Replace the logo' : 'Logo'}
      </label>
      {settings.logo ? (
        <div className="flex flex-wrap items-center gap-3">
          <LogoPreview logo={settings.logo} />
          <span className="text-xs text-muted">{logoWords(settings.logo)}</span>
          <Button
            size="sm"
            variant="ghost"
            loading={remove.isPending}
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
            Remove logo
          </Button>
        </div>
      ) : null}
      <Input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_ACCEPT}
        disabled={busy}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : hintId}
        className={FILE_INPUT_CLASS}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {problem ? (
        <p id={errorId} role="alert" className="text-xs text-danger-text">
          Not saved: {problem}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted">
          {upload.isPending
            ? 'Uploading…'
            : `${LOGO_TYPES_WORDS}, at most ${LOGO_MAX_WORDS}. Saved as soon as you choose it.`}
        </p>
      )}
    </div>
  );
};
