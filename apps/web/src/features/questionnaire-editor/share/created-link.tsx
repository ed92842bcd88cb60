import { useRef } from 'react';
import { Copy } from 'lucide-react';
import { COLLABORATION_MESSAGES, type CreatedShareLink } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { LINK_TYPE_LABELS } from './link-labels.ts';

/**
 * The new link's address, shown this once: the server keeps only a fingerprint of its secret,
 * so it can never show it again. Copy puts it on the clipboard ('Link Copied').
 */
export const CreatedLink = ({ link, onDone }: { link: CreatedShareLink; onDone: () => void }) => {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: COLLABORATION_MESSAGES.linkCopied, description: link.name });
    } catch {
      // No clipboard here (permission refused, an old browser): leave the address selected.
      input.current?.select();
      toast({
        title: 'Could not copy',
        description: 'The address is selected: copy it with Ctrl+C (⌘C on a Mac).',
        variant: 'destructive',
      });
    }
  };
  return (
    <section
      aria-label="New link"
      className="flex flex-col gap-2 rounded-md border border-accent/30 bg-accent-subtle p-3"
    >
      <p className="text-[13px] font-medium text-fg">
        {link.name} ({LINK_TYPE_LABELS[link.type].toLowerCase()} access) is ready.
      </p>
      <div className="flex gap-2">
        <Input
          ref={input}
          aria-label="Link address"
          readOnly
          value={link.url}
          onFocus={(e) => e.target.select()}
          className="font-mono text-xs"
        />
        <Button variant="primary" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <p className="text-xs text-muted">
        Copy it now: Rampart keeps only a fingerprint of the link, so this address cannot be shown
        again. If it is lost, turn the link off and create another.
      </p>
      <div className="flex justify-end">
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
};
