import type { ReactNode } from 'react';
import type { Finding } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { FINDING_STATUS_LABELS } from '../../../lib/finding-labels.ts';
import { FindingDueDate } from './finding-due-date.tsx';
import { FindingRisk, FindingSource } from './finding-links.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-start justify-between gap-4 border-b border-border py-2">
    <dt className="shrink-0 text-muted">{label}</dt>
    <dd className="flex min-w-0 justify-end text-right text-fg">{children}</dd>
  </div>
);

const Text = ({ label, value }: { label: string; value: string }) => (
  <section className="mt-4">
    <h3 className="text-xs font-medium text-muted">{label}</h3>
    <p className="mt-1 text-[13px] whitespace-pre-wrap text-fg">
      {value || <span className="text-muted">None recorded</span>}
    </p>
  </section>
);

type Props = { finding: Finding; onOpenChange: (open: boolean) => void };

/** A finding as those who may not change it see it. */
export const FindingDetailsDialog = ({ finding: f, onOpenChange }: Props) => (
  <Dialog open onOpenChange={onOpenChange}>
    <DialogContent
      title={f.title}
      className="max-h-[calc(100vh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      <dl className="text-[13px]">
        <Row label="Severity">
          <RiskBadge level={f.severity} />
        </Row>
        <Row label="Status">{FINDING_STATUS_LABELS[f.status]}</Row>
        <Row label="Owner">{f.ownerName ?? 'Unassigned'}</Row>
        <Row label="Due">
          <FindingDueDate finding={f} inline />
        </Row>
        <Row label="Source">
          <FindingSource finding={f} />
        </Row>
        <Row label="Linked risk">
          <FindingRisk finding={f} />
        </Row>
        <Row label="Opened">
          <span className="tabular-nums">{formatDate(f.createdAt)}</span>
        </Row>
        <Row label="Updated">
          <span className="tabular-nums">{formatDate(f.updatedAt)}</span>
        </Row>
      </dl>
      <Text label="Description" value={f.description} />
      <Text label="Remediation" value={f.remediation} />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
