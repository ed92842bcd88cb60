import { Link } from '@tanstack/react-router';
import {
  ANSWER_VERDICT_LABELS,
  type AnswerVerdict,
  type DraftedAnswer as Drafted,
} from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const VERDICT_BADGE: Record<AnswerVerdict, BadgeVariant> = {
  yes: 'success',
  partial: 'warning',
  no: 'danger',
  unknown: 'neutral',
  'n/a': 'neutral',
};

const LINK = 'text-accent-text hover:underline';

/** A cited record: a link to its page where it has one. */
const Citation = ({ citation: c }: { citation: Drafted['citations'][number] }) => {
  switch (c.kind) {
    case 'control':
      return (
        <Link to="/dashboard/controls/$controlId" params={{ controlId: c.id }} className={LINK}>
          {c.title}
        </Link>
      );
    case 'document':
      return (
        <Link to="/dashboard/documents/$documentId" params={{ documentId: c.id }} className={LINK}>
          {c.title}
        </Link>
      );
    case 'vendor':
      return (
        <Link to="/dashboard/vendors/$vendorId" params={{ vendorId: c.id }} className={LINK}>
          {c.title}
        </Link>
      );
    case 'risk':
      return (
        <Link to="/dashboard/risks/$riskId" params={{ riskId: c.id }} className={LINK}>
          {c.title}
        </Link>
      );
    case 'certification':
      return (
        <Link to="/dashboard/compliance" className={LINK}>
          {c.title}
        </Link>
      );
    default:
      return <span>{c.title}</span>;
  }
};

const KIND_WORDS: Record<Drafted['citations'][number]['kind'], string> = {
  control: 'Control',
  control_test: 'Test',
  evidence: 'Evidence',
  document: 'Document',
  certification: 'Certification',
  vendor: 'Vendor',
  risk: 'Risk',
};

/** A drafted answer: its verdict, what the customer reads, why, and the records behind it. */
export const DraftedAnswer = ({ draft }: { draft: Drafted }) => (
  <div className="mt-2 flex flex-col gap-1 rounded-md border border-border bg-surface px-3 py-2">
    <p className="flex flex-wrap items-center gap-2">
      <Badge variant={VERDICT_BADGE[draft.answer]}>{ANSWER_VERDICT_LABELS[draft.answer]}</Badge>
      <span className="text-xs text-muted">Confidence {Math.round(draft.confidence * 100)}%</span>
    </p>
    <p className="break-words text-fg">{draft.text}</p>
    <p className="text-xs break-words text-muted">Why: {draft.reason}</p>
    {draft.citations.length > 0 ? (
      <ul
        className="flex flex-wrap gap-x-3 gap-y-1 text-xs"
        aria-label="Records behind this answer"
      >
        {draft.citations.map((c) => (
          <li key={`${c.kind}:${c.id}`} className="min-w-0 break-words">
            <span className="text-muted">{KIND_WORDS[c.kind]}: </span>
            <Citation citation={c} />
          </li>
        ))}
      </ul>
    ) : null}
  </div>
);
