type InvitationSummaryProps = { organization: string; role: string; email: string };

export const InvitationSummary = ({ organization, role, email }: InvitationSummaryProps) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-border bg-surface p-3 text-sm">
    <dt className="text-muted">Organisation</dt>
    <dd className="font-medium text-fg">{organization}</dd>
    <dt className="text-muted">Role</dt>
    <dd className="text-fg">{role}</dd>
    <dt className="text-muted">Invited email</dt>
    <dd className="truncate text-fg">{email}</dd>
  </dl>
);
