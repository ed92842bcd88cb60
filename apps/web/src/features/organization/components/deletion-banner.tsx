import type { SessionUser } from '@rampart/contracts';
import { formatDate, hasPermission } from '@rampart/domain';
import { AppLink } from '../../../components/ui/app-link.tsx';

/**
 * On every page while an owner's deletion of the organisation is pending: when everything goes,
 * and, for the owners who can, where to restore it.
 */
export const OrganizationDeletionBanner = ({ user }: { user: SessionUser }) => {
  const purgeAt = user.organization.deletionPurgeAt;
  if (!purgeAt) return null;
  const canRestore = hasPermission(user.permissions, 'organization:delete');
  return (
    <div
      role="status"
      className="border-b border-border bg-danger-subtle px-4 py-2.5 text-[13px] text-danger-text"
    >
      {user.organization.name} is scheduled for deletion on {formatDate(purgeAt)}: every record and
      file of it goes then.{' '}
      {canRestore ? (
        <AppLink to="/dashboard/settings/organization" className="font-medium underline">
          Restore it in Organization settings
        </AppLink>
      ) : (
        'An owner can restore it until then.'
      )}
    </div>
  );
};
