import { useState } from 'react';
import { Download } from 'lucide-react';
import type { VendorDocument } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadVendorDocument } from '../api/download-vendor-document.ts';
import { formatBytes } from '../lib/files.ts';
import { DOCUMENT_TYPE_LABELS } from '../lib/labels.ts';

export const DocumentRow = ({ document: d }: { document: VendorDocument }) => {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadVendorDocument(d.downloadUrl, d.fileName);
    } catch (err) {
      toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <TableRow>
      <Td className="max-w-72">
        <span className="block truncate font-medium text-fg">{d.title}</span>
        <span className="block truncate text-xs text-muted">
          {d.fileName} · {formatBytes(d.sizeBytes)}
        </span>
      </Td>
      <Td className="whitespace-nowrap">{DOCUMENT_TYPE_LABELS[d.documentType]}</Td>
      <Td className="whitespace-nowrap tabular-nums">{formatDate(d.issuedAt)}</Td>
      <Td className="whitespace-nowrap tabular-nums">
        <span className="flex flex-col items-start gap-0.5">
          {d.expiresAt ? formatDate(d.expiresAt) : 'Never'}
          {d.expired ? (
            <Badge variant="danger">Expired</Badge>
          ) : d.expiringSoon ? (
            <Badge variant="warning">Expiring soon</Badge>
          ) : null}
        </span>
      </Td>
      <Td className="whitespace-nowrap tabular-nums">{formatDate(d.uploadedAt)}</Td>
      <Td className="py-1 text-right">
        {/* A real link (copyable, opens in a tab); a click fetches with the organisation header. */}
        <a
          href={d.downloadUrl}
          aria-label={`Download ${d.fileName}`}
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
      </Td>
    </TableRow>
  );
};
