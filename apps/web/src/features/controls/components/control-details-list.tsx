import type { ReactNode } from 'react';
import type { Control } from '@rampart/contracts';
import { controlCategoryLabel, formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { useMemberName } from '../../../lib/members.ts';
import { AUTOMATION_LABELS, FREQUENCY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../lib/labels.ts';
import { DueDate } from './due-date.tsx';
import { EffectivenessBadge } from './effectiveness-badge.tsx';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-start justify-between gap-4 border-b border-border py-2">
    <dt className="shrink-0 text-muted">{label}</dt>
    <dd className="min-w-0 text-right text-fg">{children}</dd>
  </div>
);

/** The control's fields, as a definition list. */
export const ControlDetailsList = ({ control: c }: { control: Control }) => {
  const memberName = useMemberName();
  return (
    <dl className="-mb-px grid gap-x-8 text-[13px] md:grid-cols-2 2xl:grid-cols-1">
      <Row label="Effectiveness">
        <EffectivenessBadge band={c.effectivenessBand} percent={c.effectivenessPercent} />
      </Row>
      <Row label="Type">{TYPE_LABELS[c.type]}</Row>
      <Row label="Automation">{AUTOMATION_LABELS[c.automation]}</Row>
      <Row label="Status">{STATUS_LABELS[c.status]}</Row>
      <Row label="Category">{controlCategoryLabel(c.category)}</Row>
      <Row label="Owner">{c.owner}</Row>
      <Row label="Test frequency">{FREQUENCY_LABELS[c.frequency]}</Row>
      <Row label="Last tested">
        <span className="tabular-nums">{formatDate(c.lastTestDate)}</span>
      </Row>
      <Row label="Next test">
        <DueDate inline date={c.status === 'retired' ? null : c.nextTestDate} />
      </Row>
      <Row label="Test assignee">{memberName(c.testAssigneeUserId)}</Row>
      <Row label="Frameworks">
        {c.frameworks.length === 0 ? (
          '—'
        ) : (
          <span className="inline-flex flex-wrap justify-end gap-1">
            {c.frameworks.map((f) => (
              <Badge key={f}>{f}</Badge>
            ))}
          </span>
        )}
      </Row>
      <Row label="Updated">
        <span className="tabular-nums">{formatDate(c.updatedAt)}</span>
      </Row>
    </dl>
  );
};
