import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Vendor } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { CATEGORY_LABELS } from '../../../lib/vendor-labels.ts';
import { websiteHost } from '../lib/links.ts';
import {
  ComplianceBadge,
  OverdueBadge,
  RiskScore,
  StatusText,
  TierBadge,
} from './vendor-badges.tsx';

export const VendorRow = memo(function VendorRow({ vendor: v }: { vendor: Vendor }) {
  const host = websiteHost(v.website);
  return (
    <TableRow className="hover:bg-hover">
      <Td className="max-w-72">
        <Link
          to="/dashboard/vendors/$vendorId"
          params={{ vendorId: v.id }}
          search={{}}
          className="block truncate font-medium text-fg hover:underline"
        >
          {v.name}
        </Link>
        {host ? <span className="block truncate text-xs text-muted">{host}</span> : null}
      </Td>
      <Td className="hidden whitespace-nowrap 2xl:table-cell">{CATEGORY_LABELS[v.category]}</Td>
      <Td>
        <TierBadge tier={v.tier} />
      </Td>
      <Td className="whitespace-nowrap">
        <StatusText status={v.status} />
      </Td>
      <Td className="whitespace-nowrap">
        <ComplianceBadge status={v.complianceStatus} />
      </Td>
      <Td className="text-right">
        <RiskScore score={v.riskScore} />
      </Td>
      <Td className="hidden max-w-40 truncate xl:table-cell">
        {v.ownerName ?? <span className="text-muted">Unassigned</span>}
      </Td>
      <Td>
        <span className="flex flex-col items-start gap-0.5 whitespace-nowrap tabular-nums">
          {v.nextReviewAt ? formatDate(v.nextReviewAt) : <span className="text-muted">—</span>}
          {v.reviewOverdue ? <OverdueBadge /> : null}
        </span>
      </Td>
      <Td className="text-right tabular-nums">
        {v.openFindings > 0 ? v.openFindings : <span className="text-muted">0</span>}
      </Td>
    </TableRow>
  );
});
