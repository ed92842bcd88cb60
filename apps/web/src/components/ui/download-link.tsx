import { useState } from 'react';
import { Download } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from './toast.tsx';

type DownloadLinkProps = {
  href: string;
  fileName: string;
  /** Fetches and saves the file; a failure is shown as a toast. */
  download: () => Promise<unknown>;
};

/**
 * A real link to a stored file (copyable, opens in a tab with a modifier key); a plain click
 * fetches it with the organisation header instead.
 */
export const DownloadLink = ({ href, fileName, download }: DownloadLinkProps) => {
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (err) {
      toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <a
      href={href}
      aria-label={`Download ${fileName}`}
      aria-busy={downloading || undefined}
      className="inline-flex size-7 items-center justify-center rounded-md text-fg hover:bg-hover [&_svg]:size-4"
      onClick={(ev) => {
        if (ev.metaKey || ev.ctrlKey || ev.shiftKey) return;
        ev.preventDefault();
        void run();
      }}
    >
      <Download aria-hidden />
    </a>
  );
};
