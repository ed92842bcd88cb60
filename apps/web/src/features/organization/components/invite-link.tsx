import { Copy, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';

type InviteLinkProps = { email: string; url: string; onDismiss: () => void };

/** With no mail server the link is handed over by hand, so it is shown once, ready to copy. */
export const InviteLink = ({ email, url, onDismiss }: InviteLinkProps) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: `Send it to ${email}.` });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="rounded-md border border-accent/30 bg-accent-subtle p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-[13px] text-fg">
          Invitation link for <span className="font-medium">{email}</span>
        </p>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onDismiss}
          aria-label="Hide invitation link"
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="mt-2 flex gap-2">
        <Input
          readOnly
          value={url}
          aria-label="Invitation link"
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
};
