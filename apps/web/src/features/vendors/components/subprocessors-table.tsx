import type { Subprocessor } from '@rampart/contracts';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { FactSource } from './fact-source.tsx';

/** The subprocessors the vendor lists, each with the page it was read from. */
export const SubprocessorsTable = ({
  items,
  siteRead,
}: {
  items: readonly Subprocessor[];
  /** False before the site was ever read: nothing can have been found yet. */
  siteRead: boolean;
}) => {
  if (items.length === 0) {
    return (
      <p className="px-4 py-3 text-[13px] text-muted">
        {siteRead
          ? 'No subprocessor list was found on the vendor’s site.'
          : 'Not read yet: subprocessors are found when the site is read.'}
      </p>
    );
  }
  return (
    <Table aria-label="Subprocessors" className="[&_td]:px-3 [&_th]:px-3">
      <TableHead>
        <tr>
          <Th>Name</Th>
          <Th>Purpose</Th>
          <Th>Location</Th>
          <Th>
            <span className="sr-only">Source</span>
          </Th>
        </tr>
      </TableHead>
      <tbody>
        {items.map((s, i) => (
          <TableRow key={`${s.name}-${i}`} className="align-top">
            <Td className="font-medium text-fg">{s.name}</Td>
            <Td>{s.purpose ?? <span className="text-muted">Not stated</span>}</Td>
            <Td>{s.location ?? <span className="text-muted">Not stated</span>}</Td>
            <Td>
              <FactSource source={s.source} fact={s.name} />
            </Td>
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
};
