import { Link } from '@tanstack/react-router';
import { formatDate } from '@rampart/domain';
import type { EvidenceRef, RequirementControl } from '@rampart/contracts';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { SheetSection } from './section.tsx';

type Props = { evidence: readonly EvidenceRef[]; controls: readonly RequirementControl[] };

/** The files behind the requirement's controls; uploading happens on each control's page. */
export const RequirementEvidenceSection = ({ evidence, controls }: Props) => {
  const titles = new Map(controls.map((c) => [c.id, c.title]));
  return (
    <SheetSection title={`Evidence (${evidence.length})`}>
      {evidence.length === 0 ? (
        <p className="text-[13px] text-muted">
          No evidence yet. Upload it on the page of the control it belongs to.
        </p>
      ) : (
        <div className="rounded-md border border-border">
          <Table aria-label="Evidence">
            <TableHead>
              <tr>
                <Th>File</Th>
                <Th>Control</Th>
                <Th>Uploaded</Th>
                <Th>Expires</Th>
              </tr>
            </TableHead>
            <tbody>
              {evidence.map((e) => (
                <TableRow key={e.id}>
                  <Td className="max-w-48">
                    <p className="truncate font-medium text-fg" title={e.title}>
                      {e.title}
                    </p>
                    <p className="truncate text-xs text-muted" title={e.fileName}>
                      {e.fileName}
                    </p>
                  </Td>
                  <Td className="max-w-40 truncate">
                    {e.controlId ? (
                      <Link
                        to="/dashboard/controls/$controlId"
                        params={{ controlId: e.controlId }}
                        className="text-accent-text hover:underline"
                      >
                        {titles.get(e.controlId) ?? 'Control'}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    {formatDate(e.effectiveDate ?? e.createdAt)}
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">{formatDate(e.expiresAt)}</Td>
                </TableRow>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </SheetSection>
  );
};
