import { Trash2 } from 'lucide-react';
import type { Evidence } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { formatBytes } from '../../../lib/files.ts';
import { downloadEvidence } from '../api/download-evidence.ts';

type Props = { evidence: Evidence; onDelete: (e: Evidence) => void };

export const EvidenceRow = ({ evidence: e, onDelete }: Props) => (
  <TableRow>
    <Td className="max-w-64">
      <span className="block truncate font-medium text-fg">{e.title}</span>
      <span className="block truncate text-xs text-muted">
        {e.fileName} · {formatBytes(e.sizeBytes)}
      </span>
    </Td>
    <Td className="whitespace-nowrap tabular-nums">{formatDate(e.effectiveDate)}</Td>
    <Td className="whitespace-nowrap tabular-nums">
      <span className="flex flex-col items-start gap-0.5">
        {e.expiresAt ? formatDate(e.expiresAt) : 'Never'}
        {e.expired ? <Badge variant="danger">Expired</Badge> : null}
      </span>
    </Td>
    <Td className="whitespace-nowrap">
      <span className="tabular-nums">{formatDate(e.uploadedAt)}</span>
      {e.uploadedBy ? <span className="block text-xs text-muted">{e.uploadedBy.name}</span> : null}
    </Td>
    <Td className="py-1 text-right whitespace-nowrap">
      <DownloadLink
        href={e.downloadUrl}
        fileName={e.fileName}
        download={() => downloadEvidence(e.downloadUrl, e.fileName)}
      />
      {e.abilities.delete ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${e.title}`}
          onClick={() => onDelete(e)}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </Td>
  </TableRow>
);
