import { SecretOnce } from '../../../components/ui/secret-once.tsx';

type InviteLinkProps = { email: string; url: string; onDismiss: () => void };

/** With no mail server the link is handed over by hand, so it is shown once, ready to copy. */
export const InviteLink = ({ email, url, onDismiss }: InviteLinkProps) => (
  <SecretOnce
    label="Invitation link"
    value={url}
    onDismiss={onDismiss}
    copied={{ title: 'Link Copied', description: `Send it to ${email}.` }}
  >
    <p>
      Invitation link for <span className="font-medium">{email}</span>
    </p>
  </SecretOnce>
);
