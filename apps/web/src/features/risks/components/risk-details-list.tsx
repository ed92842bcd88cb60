import type { ReactNode } from 'react';
import type { Risk } from '@rampart/contracts';
import { formatDate, isOverdue } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { CADENCE_LABELS, CATEGORY_LABELS, STATUS_LABELS } from '../lib/labels.ts';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
    <dt className="w-36 shrink-0 text-muted">{label}</dt>
    <dd className="min-w-0 text-fg">{children}</dd>
  </div>
);

/** The facts of a risk: owner, status, category, frameworks and its review dates. */
export const RiskDetailsList = ({ risk, now = new Date() }: { risk: Risk; now?: Date }) => {
  const overdue = isOverdue(risk.nextReview ? new Date(risk.nextReview) : null, now);
  return (
    <dl className="divide-y divide-border text-[13px]">
      <Row label="Owner">
        <span className={risk.owner === 'Unassigned' ? 'text-muted' : undefined}>{risk.owner}</span>
      </Row>
      <Row label="Status">{STATUS_LABELS[risk.status]}</Row>
      <Row label="Category">{CATEGORY_LABELS[risk.category]}</Row>
      <Row label="Frameworks">
        {risk.frameworks.length === 0 ? (
          <span className="text-muted">None</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {risk.frameworks.map((f) => (
              <Badge key={f}>{f}</Badge>
            ))}
          </span>
        )}
      </Row>
      <Row label="Review cadence">{CADENCE_LABELS[risk.reviewCadence]}</Row>
      <Row label="Identified">
        <span className="tabular-nums">{formatDate(risk.dateIdentified)}</span>
      </Row>
      <Row label="Last assessed">
        <span className="tabular-nums">
          {risk.lastAssessed ? formatDate(risk.lastAssessed) : 'Never'}
        </span>
      </Row>
      <Row label="Next review">
        <span className="inline-flex items-center gap-2 tabular-nums">
          {formatDate(risk.nextReview)}
          {overdue ? <Badge variant="danger">Overdue</Badge> : null}
        </span>
      </Row>
      <Row label="Last updated">
        <span className="tabular-nums">{formatDate(risk.updatedAt)}</span>
      </Row>
    </dl>
  );
};
