import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadOrganizationExport } from '../api/organization-transfer.ts';

/**
 * Settings → Organization → Export (owners only): the whole organisation as one zip, to keep or
 * to import into another Rampart (Profile → Import an organization there).
 */
export const ExportOrganizationCard = () => {
  const [busy, setBusy] = useState(false);
  const onExport = () => {
    setBusy(true);
    downloadOrganizationExport()
      .then(
        (name) => toast({ title: 'Organization exported', description: name }),
        (err: unknown) =>
          toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card>
      <CardHeader
        title="Export the organization"
        description="Every record, its history and every file, with the people they name, as one zip. Import it into another Rampart of the same version from Profile → Import an organization. Sign-in settings, API tokens and webhooks are not included: set them up again there."
      />
      <CardContent>
        <Button variant="secondary" onClick={onExport} disabled={busy}>
          {busy ? 'Preparing…' : 'Export organization'}
        </Button>
      </CardContent>
    </Card>
  );
};
