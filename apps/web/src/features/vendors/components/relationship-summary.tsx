import type { ReactNode } from 'react';
import type { Vendor } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { DATA_KIND_LABELS, STATUS_LABELS, TIER_LABELS } from '../../../lib/vendor-labels.ts';
import { OverdueBadge } from './vendor-badges.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
    <dt className="w-40 shrink-0 text-muted">{label}</dt>
    <dd className="min-w-0 text-fg">{children}</dd>
  </div>
);

const none = <span className="text-muted">Not set</span>;
const date = (value: string | null) =>
  value ? <span className="tabular-nums">{formatDate(value)}</span> : none;

/** The relationship as it stands, for roles that may read but not change it. */
export const RelationshipSummary = ({ vendor: v }: { vendor: Vendor }) => (
  <dl className="divide-y divide-border text-[13px]">
    <Row label="Tier">{TIER_LABELS[v.tier]}</Row>
    <Row label="Status">{STATUS_LABELS[v.status]}</Row>
    <Row label="Owner">{v.ownerName ?? <span className="text-muted">Unassigned</span>}</Row>
    <Row label="Data it processes">
      {v.dataKinds.length > 0 ? v.dataKinds.map((k) => DATA_KIND_LABELS[k]).join(', ') : none}
    </Row>
    <Row label="Business purpose">{v.businessPurpose || none}</Row>
    <Row label="Contract start">{date(v.contractStart)}</Row>
    <Row label="Contract end">{date(v.contractEnd)}</Row>
    <Row label="Renewal date">{date(v.renewalDate)}</Row>
    <Row label="Notice period">
      {v.noticePeriodDays === null ? none : `${v.noticePeriodDays} days`}
    </Row>
    <Row label="Review cadence">{`Every ${v.reviewCadenceDays} days`}</Row>
    <Row label="Last reviewed">{date(v.lastReviewedAt)}</Row>
    <Row label="Next review">
      <span className="inline-flex items-center gap-2">
        {date(v.nextReviewAt)}
        {v.reviewOverdue ? <OverdueBadge /> : null}
      </span>
    </Row>
    <Row label="Site watch">
      {v.watch ? `On${v.nextWatchAt ? `, next read ${formatDate(v.nextWatchAt)}` : ''}` : 'Off'}
    </Row>
  </dl>
);
