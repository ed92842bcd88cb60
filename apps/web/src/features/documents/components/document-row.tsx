import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_SOURCE_LABELS,
  type DocumentListItem,
} from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { formatBytes } from '../../../lib/files.ts';
import { downloadFile } from '../api/download-file.ts';
import { NeedsReviewBadge, StatusBadge } from './document-badges.tsx';

const LINK = 'min-w-0 truncate text-fg hover:underline';
const none = <span className="text-muted">—</span>;

/** What the row supports: a document's link count, an evidence file's control or vendor. */
const Supports = ({ item: d }: { item: DocumentListItem }) => {
  if (d.source === 'document') {
    return d.linkCount > 0 ? <>{d.linkCount === 1 ? '1 link' : `${d.linkCount} links`}</> : none;
  }
  if (d.control) {
    return (
      <Link
        to="/dashboard/controls/$controlId"
        params={{ controlId: d.control.id }}
        className={`block ${LINK}`}
        title={d.control.title}
      >
        {d.control.title}
      </Link>
    );
  }
  if (d.vendor) {
    return (
      <Link
        to="/dashboard/vendors/$vendorId"
        params={{ vendorId: d.vendor.id }}
        search={{ tab: 'documents' }}
        className={`block ${LINK}`}
        title={d.vendor.name}
      >
        {d.vendor.name}
      </Link>
    );
  }
  return none;
};

export const DocumentRow = memo(function DocumentRow({ item: d }: { item: DocumentListItem }) {
  const file = d.fileName
    ? `${d.fileName}${d.sizeBytes === null ? '' : ` · ${formatBytes(d.sizeBytes)}`}`
    : null;
  return (
    <TableRow className="hover:bg-hover">
      <Td className="max-w-96 min-w-48">
        {d.source === 'document' ? (
          <Link
            to="/dashboard/documents/$documentId"
            params={{ documentId: d.id }}
            className="line-clamp-2 font-medium text-fg hover:underline"
            title={d.title}
          >
            {d.title}
          </Link>
        ) : (
          <span className="line-clamp-2 font-medium text-fg" title={d.title}>
            {d.title}
          </span>
        )}
        <span className="block truncate text-xs text-muted">
          {[
            d.kind ? DOCUMENT_KIND_LABELS[d.kind] : DOCUMENT_SOURCE_LABELS[d.source],
            d.versionNumber ? `v${d.versionNumber}` : null,
            file,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </Td>
      <Td>{d.status ? <StatusBadge status={d.status} /> : none}</Td>
      <Td className="hidden max-w-40 truncate xl:table-cell" title={d.owner?.name}>
        {d.owner?.name ?? <span className="text-muted">Unassigned</span>}
      </Td>
      <Td className="whitespace-nowrap tabular-nums">
        <span className="flex flex-col items-start gap-0.5">
          {formatDate(d.reviewDate)}
          {d.reviewReasons.includes('review_due') ? (
            <NeedsReviewBadge reasons={['review_due']} />
          ) : null}
        </span>
      </Td>
      <Td className="whitespace-nowrap tabular-nums">
        <span className="flex flex-col items-start gap-0.5">
          {d.expiresAt ? formatDate(d.expiresAt) : 'Never'}
          {d.reviewReasons.includes('expired') ? <NeedsReviewBadge reasons={['expired']} /> : null}
        </span>
      </Td>
      <Td className="hidden max-w-44 xl:table-cell">
        <Supports item={d} />
      </Td>
      <Td className="hidden whitespace-nowrap tabular-nums 2xl:table-cell">
        {formatDate(d.updatedAt)}
      </Td>
      <Td className="py-1 text-right">
        {d.downloadUrl && d.fileName ? (
          <DownloadLink
            href={d.downloadUrl}
            fileName={d.fileName}
            download={() => downloadFile(d.downloadUrl!, d.fileName!)}
          />
        ) : null}
      </Td>
    </TableRow>
  );
});
