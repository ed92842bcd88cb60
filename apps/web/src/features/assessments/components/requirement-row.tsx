import { memo } from 'react';
import { Eye, FileText, Flag, Pencil } from 'lucide-react';
import type { AssessmentRequirement, AssessmentResult } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { RESULT_OPTIONS } from '../lib/labels.ts';
import { ResultBadge, SuggestedBadge } from './status-badges.tsx';

type Props = {
  requirement: AssessmentRequirement;
  editable: boolean;
  /** The result being saved for this row, shown until the server answers. */
  saving: AssessmentResult | null;
  onResult: (requirement: AssessmentRequirement, result: AssessmentResult) => void;
  onOpen: (requirement: AssessmentRequirement) => void;
};

const Count = ({ n, label, Icon }: { n: number; label: string; Icon: typeof FileText }) => (
  <span
    className={
      n > 0 ? 'inline-flex items-center gap-1 text-fg' : 'inline-flex items-center gap-1 text-muted'
    }
    aria-label={`${n} ${label}`}
  >
    <Icon className="size-3.5" aria-hidden />
    <span className="tabular-nums">{n}</span>
  </span>
);

export const RequirementRow = memo(function RequirementRow({
  requirement: r,
  editable,
  saving,
  onResult,
  onOpen,
}: Props) {
  return (
    <TableRow className="hover:bg-hover" data-requirement={r.code}>
      <Td className="font-medium whitespace-nowrap text-fg tabular-nums">{r.code}</Td>
      <Td className="max-w-96 min-w-56">
        <span className="line-clamp-2 text-fg">{r.title}</span>
        {r.groupTitle ? (
          <span className="block truncate text-xs text-muted">{r.groupTitle}</span>
        ) : null}
      </Td>
      <Td>
        <SuggestedBadge status={r.suggested.status} />
        <span className="block text-xs text-muted">
          {r.suggested.controls.length === 1
            ? '1 control'
            : `${r.suggested.controls.length} controls`}
        </span>
      </Td>
      <Td className="min-w-40">
        {editable ? (
          <Select
            aria-label={`Result for ${r.code}`}
            value={saving ?? r.result}
            disabled={saving !== null}
            aria-busy={saving !== null || undefined}
            onChange={(e) => onResult(r, e.target.value as AssessmentResult)}
            className="w-36"
          >
            {RESULT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        ) : (
          <ResultBadge result={r.result} />
        )}
      </Td>
      <Td className="max-w-36 truncate whitespace-nowrap">
        {r.assessor?.name ?? <span className="text-muted">—</span>}
      </Td>
      <Td className="hidden max-w-56 lg:table-cell">
        {r.notes ? (
          <span className="line-clamp-2 text-fg" title={r.notes}>
            {r.notes}
          </span>
        ) : (
          <span className="text-muted">—</span>
        )}
      </Td>
      <Td className="whitespace-nowrap">
        <span className="inline-flex gap-3">
          <Count n={r.evidence.length} label="evidence files" Icon={FileText} />
          <Count n={r.findings.length} label="findings" Icon={Flag} />
        </span>
      </Td>
      <Td className="w-10 py-1 text-right">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={editable ? `Edit result of ${r.code}` : `View result of ${r.code}`}
          onClick={() => onOpen(r)}
        >
          {editable ? <Pencil aria-hidden /> : <Eye aria-hidden />}
        </Button>
      </Td>
    </TableRow>
  );
});
