import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';

/**
 * Settings → Organization → Export (owners only): the whole organisation as one zip, to keep or
 * to import into another Rampart (Profile → Import an organization there).
 */
export const ExportOrganizationCard = () => (
  <Card>
    <CardHeader
      title="Export the organization"
      description="Every record, its history and every file, with the people they name, as one zip. Import it into another Rampart of the same version from Profile → Import an organization. Sign-in settings, API tokens and webhooks are not included: set them up again there."
    />
    <CardContent>
      <DownloadButton
        path="/organizations/current/export"
        fallbackName="rampart-organization.zip"
        label="Export organization"
        doneTitle="Organization exported"
        failedTitle="Export failed"
      />
    </CardContent>
  </Card>
);
