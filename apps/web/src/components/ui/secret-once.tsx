import { X } from 'lucide-react';
import { Button } from './button.tsx';
import { CopyField } from './copy-field.tsx';

/**
 * A secret the server shows this once (a token, a link): ready to copy, with what to do next.
 * Dismissed, it is gone for good; the server keeps only its hash.
 */
export const SecretOnce = ({
  label,
  value,
  children,
  onDismiss,
  copied,
}: {
  label: string;
  value: string;
  /** What the person does with it, shown above the value. */
  children: React.ReactNode;
  onDismiss: () => void;
  /** The toast once copied (CopyField's by default). */
  copied?: { title: string; description: string };
}) => (
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
    <div className="mt-2">
      <CopyField label={label} value={value} {...(copied ? { copied } : {})} />
    </div>
  </div>
);
