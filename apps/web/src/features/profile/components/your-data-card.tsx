import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';

/**
 * Profile → Your data: everything Rampart keeps about this person, in each of their
 * organisations, as one JSON file (what is kept back, such as password hashes and session
 * tokens, is listed in the file).
 */
export const YourDataCard = () => (
  <Card>
    <CardHeader
      title="Your data"
      description="Your profile, memberships, sign-in history, notifications, assistant conversations, comments and the actions you took, in every organisation you belong to, as one JSON file."
    />
    <CardContent>
      <DownloadButton
        path="/account/data"
        fallbackName="rampart-my-data.json"
        label="Download your data"
        doneTitle="Your data is downloaded"
      />
    </CardContent>
  </Card>
);
