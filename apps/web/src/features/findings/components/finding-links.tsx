import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Finding } from '@rampart/contracts';

const LINK = 'min-w-0 truncate text-fg hover:underline';

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <span className="flex min-w-0 items-baseline gap-1.5">
    <span className="shrink-0 text-xs text-muted">{label}</span>
    {children}
  </span>
);

/**
 * Where a finding was raised: its control, its assessment, its vendor (some, all or none). A link
 * whose record was deleted is gone (the server clears it), so every link here opens something.
 */
export const FindingSource = ({ finding: f }: { finding: Finding }) => {
  if (!f.controlId && !f.assessmentId && !f.vendorId) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-col gap-0.5">
      {f.controlId ? (
        <Labelled label="Control">
          <Link
            to="/dashboard/controls/$controlId"
            params={{ controlId: f.controlId }}
            className={LINK}
            title={f.controlTitle ?? undefined}
          >
            {f.controlTitle ?? 'Open control'}
          </Link>
        </Labelled>
      ) : null}
      {f.assessmentId ? (
        <Labelled label="Assessment">
          <Link
            to="/dashboard/assessments/$assessmentId"
            params={{ assessmentId: f.assessmentId }}
            className={LINK}
            title={f.assessmentName ?? undefined}
          >
            {f.assessmentName ?? 'Open assessment'}
          </Link>
        </Labelled>
      ) : null}
      {f.vendorId ? (
        <Labelled label="Vendor">
          <Link
            to="/dashboard/vendors/$vendorId"
            params={{ vendorId: f.vendorId }}
            search={{ tab: 'findings' }}
            className={LINK}
            title={f.vendorName ?? undefined}
          >
            {f.vendorName ?? 'Open vendor'}
          </Link>
        </Labelled>
      ) : null}
    </span>
  );
};

/** The register risk a finding became, if any. */
export const FindingRisk = ({ finding: f }: { finding: Finding }) =>
  f.riskId ? (
    <Link
      to="/dashboard/risks/$riskId"
      params={{ riskId: f.riskId }}
      className={`block ${LINK}`}
      title={f.riskTitle ?? undefined}
    >
      {f.riskTitle ?? 'Open risk'}
    </Link>
  ) : (
    <span className="text-muted">—</span>
  );

/** The linked risk as a line of the source cell, where the table has no room for its column. */
export const FindingRiskLine = ({
  finding: f,
  className,
}: {
  finding: Finding;
  className?: string;
}) =>
  f.riskId ? (
    <span className={className}>
      <Labelled label="Risk">
        <Link
          to="/dashboard/risks/$riskId"
          params={{ riskId: f.riskId }}
          className={LINK}
          title={f.riskTitle ?? undefined}
        >
          {f.riskTitle ?? 'Open risk'}
        </Link>
      </Labelled>
    </span>
  ) : null;
