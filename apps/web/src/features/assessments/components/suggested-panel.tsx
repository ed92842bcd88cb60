import type { AssessmentRequirement } from '@rampart/contracts';
import { CONTROL_STATE_LABELS } from '../lib/labels.ts';
import { SuggestedBadge } from './status-badges.tsx';

/** What the organisation's controls say about a requirement: a hint for the assessor. */
export const SuggestedPanel = ({
  requirement: r,
  frozen,
}: {
  requirement: AssessmentRequirement;
  frozen: boolean;
}) => (
  <section
    aria-label="Suggested by the controls"
    className="rounded-md border border-border bg-surface p-3"
  >
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-[13px] font-medium text-fg">
        {frozen ? 'Suggested by the controls at sign-off' : 'Suggested by the controls'}
      </h3>
      <SuggestedBadge status={r.suggested.status} />
    </div>
    {r.suggested.applicability && !r.suggested.applicability.applicable ? (
      <p className="mt-1.5 text-[13px] text-muted">
        Declared not applicable: {r.suggested.applicability.reason || 'no reason given'}
      </p>
    ) : null}
    {r.suggested.reasons.length > 0 ? (
      <ul className="mt-1.5 list-disc pl-5 text-[13px] text-muted">
        {r.suggested.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    ) : null}
    {r.suggested.controls.length > 0 ? (
      <ul className="mt-2 divide-y divide-border rounded border border-border bg-elevated text-[13px]">
        {r.suggested.controls.map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-2 px-2.5 py-1.5">
            <span className="min-w-0 truncate text-fg">{c.title}</span>
            <span className="shrink-0 text-xs text-muted">
              {CONTROL_STATE_LABELS[c.state] ?? c.state}
            </span>
          </li>
        ))}
      </ul>
    ) : r.suggested.reasons.length === 0 ? (
      <p className="mt-1.5 text-[13px] text-muted">No control of the organisation serves it.</p>
    ) : null}
  </section>
);
