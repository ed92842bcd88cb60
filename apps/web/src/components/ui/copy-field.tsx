import { Copy } from 'lucide-react';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { toast } from './toast.tsx';

/** A value to copy (a token, a link, an address): read-only, selected on focus, one button. */
export const CopyField = ({
  label,
  value,
  copied = { title: 'Copied', description: `${label} is on the clipboard.` },
}: {
  label: string;
  value: string;
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
    <div className="flex gap-2">
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
  );
};
