import { useState } from 'react';
import { Upload } from 'lucide-react';
import type { Document, DocumentVersion } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { formatBytes } from '../../../lib/files.ts';
import { downloadFile } from '../api/download-file.ts';
import { UploadVersionDialog } from './upload-version-dialog.tsx';

/** Whether the file's text can be searched: read, still being read, or why not. */
const TextState = ({ text }: { text: DocumentVersion['text'] }) => {
  if (text.status === 'extracted') return <span className="text-muted">Searchable</span>;
  if (text.status === 'pending') return <span className="text-muted">Reading text…</span>;
  return <span className="text-muted">{text.note ?? 'Text not extracted'}</span>;
};

const VersionRow = ({ version: v }: { version: DocumentVersion }) => (
  <TableRow>
    <Td className="whitespace-nowrap tabular-nums">
      <span className="flex items-center gap-2">
        v{v.number}
        {v.current ? <Badge variant="accent">Current</Badge> : null}
      </span>
    </Td>
    <Td className="max-w-72">
      <span className="block truncate font-medium text-fg" title={v.fileName}>
        {v.fileName}
      </span>
      <span className="block truncate text-xs">
        {formatBytes(v.sizeBytes)} · <TextState text={v.text} />
      </span>
      {v.note ? <span className="block text-xs text-muted">{v.note}</span> : null}
    </Td>
    <Td className="whitespace-nowrap">
      <span className="block">{v.uploadedBy?.name ?? 'Former member'}</span>
      <span className="block text-xs text-muted tabular-nums">{formatDate(v.uploadedAt)}</span>
    </Td>
    <Td className="whitespace-nowrap">
      {v.approvedBy ? (
        <>
          <span className="block">{v.approvedBy.name}</span>
          <span className="block text-xs text-muted tabular-nums">{formatDate(v.approvedAt)}</span>
        </>
      ) : (
        <span className="text-muted">—</span>
      )}
    </Td>
    <Td className="py-1 text-right">
      <DownloadLink
        href={v.downloadUrl}
        fileName={v.fileName}
        download={() => downloadFile(v.downloadUrl, v.fileName)}
      />
    </Td>
  </TableRow>
);

/** Every file the document has had, newest first; each can be downloaded. */
export const DocumentVersionsCard = ({ document: d }: { document: Document }) => {
  const [uploading, setUploading] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Versions"
        description="Each upload is a new version; the older ones stay available."
        actions={
          d.abilities.uploadVersion ? (
            <Button size="sm" onClick={() => setUploading(true)}>
              <Upload aria-hidden />
              Upload new version
            </Button>
          ) : null
        }
      />
      <Table aria-label="Versions" className="[&_td]:px-4 [&_th]:px-4">
        <TableHead>
          <tr>
            <Th>Version</Th>
            <Th>File</Th>
            <Th>Uploaded</Th>
            <Th>Approved</Th>
            <Th className="text-right">Download</Th>
          </tr>
        </TableHead>
        <tbody>
          {d.versions.map((v) => (
            <VersionRow key={v.id} version={v} />
          ))}
        </tbody>
      </Table>
      {d.abilities.uploadVersion ? (
        <UploadVersionDialog document={d} open={uploading} onOpenChange={setUploading} />
      ) : null}
    </Card>
  );
};
