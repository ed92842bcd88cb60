import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-download.ts';

/**
 * Profile → Your data: everything Rampart keeps about this person, in each of their
 * organisations, as one JSON file (what is kept back, such as password hashes and session
 * tokens, is listed in the file).
 */
export const YourDataCard = () => {
  const [busy, setBusy] = useState(false);
  const onDownload = () => {
    setBusy(true);
    saveDownload('/account/data', 'rampart-my-data.json')
      .then(
        (name) => toast({ title: 'Your data is downloaded', description: name }),
        (err: unknown) =>
          toast({
            title: 'Download failed',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card>
      <CardHeader
        title="Your data"
        description="Your profile, memberships, sign-in history, notifications, assistant conversations, comments and the actions you took, in every organisation you belong to, as one JSON file."
      />
      <CardContent>
        <Button onClick={onDownload} disabled={busy}>
          {busy ? 'Preparing…' : 'Download your data'}
        </Button>
      </CardContent>
    </Card>
  );
};
