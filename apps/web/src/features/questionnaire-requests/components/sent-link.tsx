import { useRef } from 'react';
import { Copy } from 'lucide-react';
import { COLLABORATION_MESSAGES, type SentQuestionnaireRequest } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';

/** The recipient's link after sending: shown this once, to copy when no mail went out. */
export const SentLink = ({
  sent,
  onDone,
}: {
  sent: SentQuestionnaireRequest;
  onDone: () => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sent.link);
      toast({ title: COLLABORATION_MESSAGES.linkCopied, description: sent.request.recipientEmail });
    } catch {
      // No clipboard (an insecure origin): select the text for the person to copy.
      input.current?.select();
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <FormMessage tone="info">
        {sent.emailed
          ? `The link was emailed to ${sent.request.recipientEmail}.`
          : `No mail server is set: copy the link and send it to ${sent.request.recipientEmail} yourself.`}{' '}
        It is shown only now.
      </FormMessage>
      <label htmlFor="sent-link" className="text-sm font-medium text-fg">
        Recipient’s link
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id="sent-link"
          readOnly
          value={sent.link}
          onFocus={(e) => e.target.select()}
        />
        <Button onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy link
        </Button>
      </div>
      <DialogFooter>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
};
