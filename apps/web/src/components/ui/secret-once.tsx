import { Copy, X } from 'lucide-react';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { toast } from './toast.tsx';

/**
 * A secret the server shows this once (a token, a link): ready to copy, with what to do next.
 * Dismissed, it is gone for good; the server keeps only its hash.
 */
export const SecretOnce = ({
  label,
  value,
  children,
  onDismiss,
  copied = { title: 'Copied', description: `${label} is on the clipboard.` },
}: {
  label: string;
  value: string;
  /** What the person does with it, shown above the value. */
  children: React.ReactNode;
  onDismiss: () => void;
  /** The toast once copied. */
  copied?: { title: string; description: string };
}) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(copied);
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select it and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div
      className="rounded-md border border-accent/30 bg-accent-subtle p-3"
      role="region"
      aria-label={label}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="text-[13px] text-fg">{children}</div>
        <Button variant="ghost" size="icon-sm" onClick={onDismiss} aria-label={`Hide ${label}`}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="mt-2 flex gap-2">
        <Input
          readOnly
          value={value}
          aria-label={label}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 font-mono text-xs"
        />
        <Button onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
};
