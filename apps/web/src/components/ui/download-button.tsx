import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { saveDownload } from '../../lib/save-download.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { toast } from './toast.tsx';

type DownloadButtonProps = {
  /** The API path of the file (the client adds the organisation header). */
  path: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  label: string;
  /** The toast once saved; its description is the file's name. */
  doneTitle: string;
  failedTitle?: string;
  variant?: ButtonVariant;
};

/** A button that fetches a file the server builds and saves it; busy while it is prepared. */
export const DownloadButton = ({
  path,
  fallbackName,
  label,
  doneTitle,
  failedTitle = 'Download failed',
  variant,
}: DownloadButtonProps) => {
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    saveDownload(path, fallbackName)
      .then(
        (name) => toast({ title: doneTitle, description: name }),
        (err: unknown) =>
          toast({ title: failedTitle, description: errorMessage(err), variant: 'destructive' }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button variant={variant} onClick={onClick} disabled={busy}>
      {busy ? 'Preparing…' : label}
    </Button>
  );
};
