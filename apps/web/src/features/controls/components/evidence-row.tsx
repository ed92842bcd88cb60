import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import type { Evidence } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadEvidence } from '../api/download-evidence.ts';
import { formatBytes } from '../lib/dates.ts';

type Props = { evidence: Evidence; onDelete: (e: Evidence) => void };

export const EvidenceRow = ({ evidence: e, onDelete }: Props) => {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadEvidence(e.downloadUrl, e.fileName);
    } catch (err) {
      toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
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
        {e.uploadedBy ? (
          <span className="block text-xs text-muted">{e.uploadedBy.name}</span>
        ) : null}
      </Td>
      <Td className="py-1 text-right whitespace-nowrap">
        {/* A real link (copyable, opens in a tab); a click fetches with the organisation header. */}
        <a
          href={e.downloadUrl}
          aria-label={`Download ${e.fileName}`}
          aria-busy={downloading || undefined}
          className="inline-flex size-7 items-center justify-center rounded-md text-fg hover:bg-hover [&_svg]:size-4"
          onClick={(ev) => {
            if (ev.metaKey || ev.ctrlKey || ev.shiftKey) return;
            ev.preventDefault();
            void download();
          }}
        >
          <Download aria-hidden />
        </a>
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
};
