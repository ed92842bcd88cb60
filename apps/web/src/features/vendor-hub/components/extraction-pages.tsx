import type { VendorExtractionJob } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { labelOf } from '../../../lib/labels.ts';
import { PAGE_KIND_LABELS, READ_AS_LABELS } from '../lib/labels.ts';
import { ExternalLink } from './external-link.tsx';

type Page = VendorExtractionJob['pages'][number];

const StatusCell = ({ page }: { page: Page }) => {
  if (page.status === null) return <Badge variant="warning">Not fetched</Badge>;
  const ok = page.status >= 200 && page.status < 300;
  return (
    <Badge variant={ok ? 'success' : 'danger'} className="tabular-nums">
      HTTP {page.status}
    </Badge>
  );
};

/** The pages read so far, in the order they were read: what, where, how and why not. */
export const ExtractionPages = ({ pages, label }: { pages: readonly Page[]; label: string }) => (
  <Table aria-label={label}>
    <TableHead>
      <tr>
        <Th>Page</Th>
        <Th>Address</Th>
        <Th>Status</Th>
        <Th>Read as</Th>
        <Th>Note</Th>
      </tr>
    </TableHead>
    <tbody>
      {pages.map((page, i) => (
        <TableRow key={`${i}-${page.url}`}>
          <Td className="whitespace-nowrap text-fg">{labelOf(PAGE_KIND_LABELS, page.kind)}</Td>
          <Td className="max-w-80">
            <ExternalLink url={page.url} />
          </Td>
          <Td>
            <StatusCell page={page} />
          </Td>
          <Td className="whitespace-nowrap text-muted">{labelOf(READ_AS_LABELS, page.readAs)}</Td>
          <Td className="text-muted">{page.note ?? '—'}</Td>
        </TableRow>
      ))}
    </tbody>
  </Table>
);
