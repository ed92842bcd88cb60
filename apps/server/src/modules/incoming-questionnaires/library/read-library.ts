import type { AnswerVerdict as Verdict } from '@rampart/contracts';
import {
  draftingControls,
  draftingRegisters,
  existingRegisterIds,
  listLibraryEntries,
  type AnswerLibraryRow,
  type DraftingControl,
  type DraftingRegisters,
  type Executor,
} from '@rampart/db';
import {
  conflictingEntries,
  staleReasons,
  type CertificationFacts,
  type Citation,
  type LibraryEntry,
  type LibraryRecords,
} from '@rampart/domain';
import { certificationFacts } from '../drafting/certification-facts.ts';

export type ReadEntry = LibraryEntry & { stale: boolean; reasons: string[]; row: AnswerLibraryRow };

/**
 * The organisation's answer library as it stands now (issue 22 point 4): each approved answer,
 * stale where a record it rests on no longer holds, and the entries that disagree with another
 * on the same question. Drafting passes the records it already read.
 */
export const readLibrary = async (
  db: Executor,
  organizationId: string,
  now: Date,
  loaded?: {
    controls: DraftingControl[];
    registers: DraftingRegisters;
    certifications: CertificationFacts[];
  },
): Promise<{ entries: ReadEntry[]; conflicts: Set<string> }> => {
  const rows = await listLibraryEntries(db, organizationId);
  if (rows.length === 0) return { entries: [], conflicts: new Set() };
  const controls = loaded?.controls ?? (await draftingControls(db, organizationId));
  const registers = loaded?.registers ?? (await draftingRegisters(db, organizationId));
  const certifications =
    loaded?.certifications ?? (await certificationFacts(db, organizationId, now));
  const cited = (kind: string) => [
    ...new Set(rows.flatMap((r) => r.citations.filter((c) => c.kind === kind).map((c) => c.id))),
  ];
  const existing = await existingRegisterIds(db, organizationId, {
    risks: cited('risk'),
    vendors: cited('vendor'),
  });
  const records: LibraryRecords = {
    controls: new Map(controls.map((c) => [c.id, c])),
    evidence: new Map(controls.flatMap((c) => c.evidence.map((e) => [e.id, e] as const))),
    certifications: new Map(certifications.map((c) => [c.id, c])),
    documents: new Map(
      registers.documents.map((d) => [
        d.id,
        {
          title: d.title,
          approved: d.status === 'approved',
          expired: d.expiresAt !== null && d.expiresAt.getTime() < now.getTime(),
        },
      ]),
    ),
    vendors: existing.vendors,
    risks: existing.risks,
    now,
  };
  const entries = rows.map((row): ReadEntry => {
    const citations = row.citations as Citation[];
    const reasons = staleReasons(citations, records);
    return {
      id: row.id,
      question: row.question,
      answer: row.answer as Verdict,
      text: row.text,
      citations,
      approvedBy: row.approvedByName,
      approvedAt: row.approvedAt,
      source: row.source,
      stale: reasons.length > 0,
      reasons,
      row,
    };
  });
  return { entries, conflicts: conflictingEntries(entries) };
};
