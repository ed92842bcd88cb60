import type { VendorDocument } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { formatBytes } from '../../../lib/files.ts';
import { downloadVendorDocument } from '../api/download-vendor-document.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../lib/vendor-labels.ts';

export const DocumentRow = ({ document: d }: { document: VendorDocument }) => (
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
      <DownloadLink
        href={d.downloadUrl}
        fileName={d.fileName}
        download={() => downloadVendorDocument(d.downloadUrl, d.fileName)}
      />
    </Td>
  </TableRow>
);
