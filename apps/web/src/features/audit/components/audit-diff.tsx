import { diffRecords, formatDiffValue, type DiffEntry } from '@rampart/domain';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const KIND: Record<DiffEntry['kind'], { label: string; variant: BadgeVariant }> = {
  added: { label: 'Added', variant: 'success' },
  removed: { label: 'Removed', variant: 'danger' },
  changed: { label: 'Changed', variant: 'accent' },
};

/** Before and after of an audited change, field by field. */
export const AuditDiff = ({
  id,
  before,
  after,
}: {
  id: string;
  before: unknown;
  after: unknown;
}) => {
  const entries = diffRecords(before, after);
  if (entries.length === 0) {
    return (
      <p id={id} className="text-[13px] text-muted">
        No field changes were recorded for this event.
      </p>
    );
  }
  return (
    <div id={id} className="relative overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-[13px]">
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Field
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Change
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Before
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.key || 'value'} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-1.5 font-mono text-xs font-normal text-fg">
                {e.key || 'value'}
              </th>
              <td className="px-3 py-1.5">
                <Badge variant={KIND[e.kind].variant}>{KIND[e.kind].label}</Badge>
              </td>
              <td className="max-w-64 px-3 py-1.5 break-words text-muted">
                {formatDiffValue(e.before)}
              </td>
              <td className="max-w-64 px-3 py-1.5 break-words text-fg">
                {formatDiffValue(e.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
