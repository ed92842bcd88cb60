import { Link } from '@tanstack/react-router';
import { ANSWER_VERDICT_LABELS, type AnswerVerdict, type CitationKind } from '@rampart/contracts';
import { canOpenPage, type PagePath } from '@rampart/domain';
import { useRequiredUser } from '../../lib/session.ts';
import { Badge, type BadgeVariant } from './badge.tsx';

// What an answer to a customer's questionnaire says and the records it rests on (issue 22):
// shared by the drafted and reviewed answers and the answer library.

const VERDICT_BADGE: Record<AnswerVerdict, BadgeVariant> = {
  yes: 'success',
  partial: 'warning',
  no: 'danger',
  unknown: 'neutral',
  'n/a': 'neutral',
};

/** What an answer says, in words and colour. */
export const VerdictBadge = ({ answer }: { answer: AnswerVerdict }) => (
  <Badge variant={VERDICT_BADGE[answer]}>{ANSWER_VERDICT_LABELS[answer]}</Badge>
);

/** What each kind of cited record is called. */
export const CITATION_KIND_WORDS: Record<CitationKind, string> = {
  control: 'Control',
  control_test: 'Test',
  evidence: 'Evidence',
  document: 'Document',
  certification: 'Certification',
  vendor: 'Vendor',
  risk: 'Risk',
};

/** The page that lists a kind of record, asked before linking to it; null: none of its own. */
export const CITATION_PAGE: Record<CitationKind, PagePath | null> = {
  control: '/dashboard/controls',
  control_test: null,
  evidence: null,
  document: '/dashboard/documents',
  certification: '/dashboard/compliance',
  vendor: '/dashboard/vendors',
  risk: '/dashboard/risks',
};

type Citation = { kind: CitationKind; id: string; title: string };

const LINK = 'text-accent-text underline-offset-2 hover:underline';

const CitationLink = ({ citation: c }: { citation: Citation }) => {
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
      return <span className="text-fg">{c.title}</span>;
  }
};

/**
 * The records an answer rests on, each a link to its page where it has one and the person can
 * open it; `gone` names records since deleted (no link, marked).
 */
export const CitedRecords = ({
  citations,
  label,
  gone = () => false,
}: {
  citations: readonly Citation[];
  label: string;
  gone?: (c: Citation) => boolean;
}) => {
  const { permissions } = useRequiredUser();
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={label}>
      {citations.map((c) => {
        const page = CITATION_PAGE[c.kind];
        const deleted = gone(c);
        const linked = !deleted && page !== null && canOpenPage(permissions, page);
        return (
          <li key={`${c.kind}:${c.id}`} className="min-w-0 break-words">
            <span className="text-muted">{CITATION_KIND_WORDS[c.kind]}: </span>
            {linked ? <CitationLink citation={c} /> : <span className="text-fg">{c.title}</span>}
            {deleted ? <span className="text-muted"> (deleted)</span> : null}
          </li>
        );
      })}
    </ul>
  );
};
