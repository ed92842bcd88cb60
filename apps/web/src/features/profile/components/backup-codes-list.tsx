import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';

/** Backup codes as they are shown once: to copy, download or write down. */
export const BackupCodesList = ({ codes }: { codes: string[] }) => {
  const text = `Rampart backup codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Backup codes copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them by hand.' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'rampart-backup-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[13px] text-fg">
        Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-border bg-bg px-4 py-3 font-mono text-[13px] text-fg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button size="sm" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
      </div>
    </div>
  );
};
