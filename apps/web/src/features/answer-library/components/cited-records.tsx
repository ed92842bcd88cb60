import type { LibraryEntryView } from '@rampart/contracts';
import { CitedRecords as Records } from '../../../components/ui/answer-records.tsx';
import { citationGone } from '../lib/library-entries.ts';

/**
 * The records an approved answer rests on. A record the person cannot open, or one since
 * deleted, is named without a link.
 */
export const CitedRecords = ({ entry }: { entry: LibraryEntryView }) =>
  entry.citations.length === 0 ? (
    <p className="text-xs text-muted">Rests on no record of yours.</p>
  ) : (
    <Records
      citations={entry.citations}
      label="Records this answer rests on"
      gone={(c) => citationGone(entry, c)}
    />
  );
