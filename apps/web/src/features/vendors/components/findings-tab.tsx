import { useState } from 'react';
import { SearchCheck } from 'lucide-react';
import type { Vendor } from '@rampart/contracts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, Th } from '../../../components/ui/table.tsx';
import { useVendorFindings, type VendorFinding } from '../api/get-vendor-findings.ts';
import { isOpenFinding, sortFindings } from '../lib/findings.ts';
import { CreateRiskDialog } from './create-risk-dialog.tsx';
import { FindingRow } from './finding-row.tsx';
import { MapControlDialog } from './map-control-dialog.tsx';

type Show = 'open' | 'all';
const SHOW_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
] as const;

/** The findings the vendor's assessments raised: into the risk register, or onto a control. */
export const FindingsTab = ({
  vendor,
  canCreateRisks,
}: {
  vendor: Vendor;
  /** risks:write, which turning a finding into a register risk needs. */
  canCreateRisks: boolean;
}) => {
  const findings = useVendorFindings(vendor.id);
  const [show, setShow] = useState<Show>('open');
  const [toRisk, setToRisk] = useState<VendorFinding | null>(null);
  const [mapping, setMapping] = useState<VendorFinding | null>(null);
  const all = sortFindings(findings.data?.items ?? []);
  const items = show === 'open' ? all.filter(isOpenFinding) : all;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Findings"
        description="Raised by assessments. Turn one into a register risk, or map it to the control that answers it."
        actions={
          <SegmentedControl
            label="Findings to show"
            options={SHOW_OPTIONS}
            value={show}
            onChange={setShow}
          />
        }
      />
      {findings.isPending ? (
        <SkeletonRows rows={3} label="Loading findings" />
      ) : findings.isError ? (
        <ErrorState
          title="Failed to load findings"
          error={findings.error}
          onRetry={() => void findings.refetch()}
          retrying={findings.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={SearchCheck}
          title={all.length === 0 ? 'No findings' : 'No open findings'}
          description={
            all.length === 0
              ? 'Run an assessment: it raises a finding for each gap in the vendor’s evidence.'
              : 'Every finding of this vendor is resolved or closed.'
          }
        />
      ) : (
        <Table aria-label="Vendor findings" className="[&_td]:px-3 [&_th]:px-3">
          <TableHead>
            <tr>
              <Th>Finding</Th>
              <Th>Severity</Th>
              <Th>Status</Th>
              <Th>Control</Th>
              <Th>Risk</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((f) => (
              <FindingRow
                key={f.id}
                finding={f}
                onCreateRisk={canCreateRisks ? setToRisk : undefined}
                onMap={setMapping}
              />
            ))}
          </tbody>
        </Table>
      )}
      <CreateRiskDialog
        finding={toRisk}
        vendorId={vendor.id}
        defaultOwnerUserId={vendor.ownerUserId}
        onOpenChange={(o) => !o && setToRisk(null)}
      />
      <MapControlDialog
        finding={mapping}
        vendorId={vendor.id}
        onOpenChange={(o) => !o && setMapping(null)}
      />
    </Card>
  );
};
