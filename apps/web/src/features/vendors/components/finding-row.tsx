import { Link } from '@tanstack/react-router';
import { Link2, ShieldAlert } from 'lucide-react';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import type { VendorFinding } from '../api/get-vendor-findings.ts';
import { FINDING_STATUS_LABELS } from '../../../lib/finding-labels.ts';

/** A vendor finding: where it stands, its control and its register risk, and what to do. */
export const FindingRow = ({
  finding: f,
  onCreateRisk,
  onMap,
}: {
  finding: VendorFinding;
  /** Absent for roles that may not add risks to the register. */
  onCreateRisk?: (f: VendorFinding) => void;
  onMap: (f: VendorFinding) => void;
}) => (
  <TableRow className="align-top">
    <Td className="max-w-96">
      <span className="block font-medium text-fg">{f.title}</span>
      {f.description ? (
        <span className="line-clamp-2 text-xs text-muted">{f.description}</span>
      ) : null}
    </Td>
    <Td>
      <RiskBadge level={f.severity} />
    </Td>
    <Td className="whitespace-nowrap">{FINDING_STATUS_LABELS[f.status]}</Td>
    <Td className="whitespace-nowrap">
      {f.controlId ? (
        <Link
          to="/dashboard/controls/$controlId"
          params={{ controlId: f.controlId }}
          aria-label={`Mapped control: ${f.title}`}
          className="text-accent-text hover:underline"
        >
          Mapped control
        </Link>
      ) : (
        <span className="text-muted">None</span>
      )}
    </Td>
    <Td className="whitespace-nowrap">
      {f.riskId ? (
        <Link
          to="/dashboard/risks/$riskId"
          params={{ riskId: f.riskId }}
          aria-label={`Open risk: ${f.title}`}
          className="text-accent-text hover:underline"
        >
          Open risk
        </Link>
      ) : (
        <span className="text-muted">Not in the register</span>
      )}
    </Td>
    <Td className="py-1 text-right whitespace-nowrap">
      {f.abilities.update ? (
        <span className="inline-flex gap-1">
          {f.riskId || !onCreateRisk ? null : (
            <Button
              size="sm"
              onClick={() => onCreateRisk(f)}
              aria-label={`Create risk: ${f.title}`}
            >
              <ShieldAlert aria-hidden />
              Create risk
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMap(f)}
            aria-label={`Map to control: ${f.title}`}
          >
            <Link2 aria-hidden />
            Map to control
          </Button>
        </span>
      ) : null}
    </Td>
  </TableRow>
);
