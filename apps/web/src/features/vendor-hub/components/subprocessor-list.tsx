import type { Subprocessor } from '@rampart/contracts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { ExternalLink } from './external-link.tsx';

/** The vendor's own subprocessors, as its list names them, each with the page it is on. */
export const SubprocessorList = ({ subprocessors }: { subprocessors: readonly Subprocessor[] }) => (
  <Card>
    <CardHeader
      title="Subprocessors"
      description={
        subprocessors.length === 0
          ? 'No subprocessor list was found on the site.'
          : `${subprocessors.length} listed by the vendor.`
      }
    />
    {subprocessors.length > 0 ? (
      <Table aria-label="Subprocessors">
        <TableHead>
          <tr>
            <Th>Name</Th>
            <Th>Purpose</Th>
            <Th>Location</Th>
            <Th>Source</Th>
          </tr>
        </TableHead>
        <tbody>
          {subprocessors.map((s, i) => (
            <TableRow key={`${s.name}-${i}`}>
              <Td className="font-medium text-fg">{s.name}</Td>
              <Td className="text-muted">{s.purpose ?? '—'}</Td>
              <Td className="text-muted">{s.location ?? '—'}</Td>
              <Td>
                <ExternalLink url={s.source.url} />
              </Td>
            </TableRow>
          ))}
        </tbody>
      </Table>
    ) : null}
  </Card>
);
