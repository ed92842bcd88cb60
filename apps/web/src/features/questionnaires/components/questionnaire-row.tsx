import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Questionnaire } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { QuestionnaireRowActions } from './questionnaire-row-actions.tsx';
import { QuestionnaireStatusBadge } from '../../../components/ui/questionnaire-status-badge.tsx';

const TAGS_SHOWN = 3;
const none = <span className="text-muted">—</span>;

// The title opens the collaboration screen.
export const QuestionnaireRow = memo(function QuestionnaireRow({
  questionnaire: q,
}: {
  questionnaire: Questionnaire;
}) {
  const extraTags = q.tags.length - TAGS_SHOWN;
  return (
    <TableRow className="hover:bg-hover">
      <Td className="max-w-80">
        <Link
          to="/dashboard/questionnaires/$questionnaireId"
          params={{ questionnaireId: q.id }}
          className="block truncate font-medium text-fg hover:text-accent-text hover:underline"
        >
          {q.title}
        </Link>
        {q.description ? (
          <span className="block truncate text-xs text-muted">{q.description}</span>
        ) : null}
      </Td>
      <Td>
        <QuestionnaireStatusBadge status={q.status} />
      </Td>
      <Td className="whitespace-nowrap tabular-nums">{q.versionLabel ?? none}</Td>
      <Td className="hidden max-w-48 truncate lg:table-cell">{q.category || none}</Td>
      <Td className="hidden xl:table-cell">
        {q.tags.length === 0 ? (
          none
        ) : (
          <span className="flex flex-wrap gap-1">
            {q.tags.slice(0, TAGS_SHOWN).map((t) => (
              <Badge key={t}>{t}</Badge>
            ))}
            {extraTags > 0 ? <Badge>+{extraTags}</Badge> : null}
          </span>
        )}
      </Td>
      <Td className="text-right tabular-nums">{q.sectionCount}</Td>
      <Td className="text-right tabular-nums">{q.questionCount}</Td>
      <Td className="whitespace-nowrap tabular-nums">{formatDate(q.updatedAt)}</Td>
      <Td className="text-right">
        <QuestionnaireRowActions questionnaire={q} />
      </Td>
    </TableRow>
  );
});
