import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import type { DuplicateVendorIssue } from '@rampart/contracts';
import { Button } from './button.tsx';

/**
 * A vendor with the same site is already registered: open it, or add this one anyway (a group's
 * companies can share a domain). Shown by every screen that adds vendors.
 */
export const DuplicateVendorNotice = ({
  duplicate,
  onAddAnyway,
  pending,
}: {
  duplicate: DuplicateVendorIssue;
  onAddAnyway: () => void;
  pending: boolean;
}) => (
  <div
    role="alert"
    className="flex flex-col gap-2 rounded-md border border-warning-text/25 bg-warning-subtle px-3 py-2 text-[13px] text-fg"
  >
    <p className="flex items-start gap-2">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-text" aria-hidden />
      <span>
        Already registered: <strong>{duplicate.vendorName}</strong>
        {duplicate.website ? (
          <span className="text-muted"> ({duplicate.website})</span>
        ) : null} —{' '}
        <Link
          to="/dashboard/vendors/$vendorId"
          params={{ vendorId: duplicate.vendorId }}
          search={{}}
          className="font-medium text-accent-text hover:underline"
        >
          open it
        </Link>
      </span>
    </p>
    <div>
      <Button type="button" size="sm" onClick={onAddAnyway} disabled={pending}>
        Add anyway
      </Button>
    </div>
  </div>
);
